import Components
import DesignTokens

/// The state the screen is a function of.
public struct ChoosePharmacyTypeState: Sendable {
    public var isContinueEnabled: Bool

    public init(isContinueEnabled: Bool = false) {
        self.isContinueEnabled = isContinueEnabled
    }
}

/// What the user can do on the screen.
public enum ChoosePharmacyTypeAction: Equatable, Sendable {
    case didTapPharmacyCollection
    case didTapPharmacyDelivery
    case didTapContinue
}

/// The guide's renderer: `UI = f(state)`, with taps sent to `observer`.
public struct ChoosePharmacyTypeRenderer: BoxRenderer {
    public enum SectionID: Hashable, Sendable { case first, banner, bottom }
    public enum NodeID: Hashable, Sendable { case collection, delivery, banner, continueButton }

    private let observer: Sink<ChoosePharmacyTypeAction>
    private let appearance: DesignLibrary.ComponentsBuilder

    public init(observer: @escaping Sink<ChoosePharmacyTypeAction>, appearance: DesignLibrary.ComponentsBuilder) {
        self.observer = observer
        self.appearance = appearance
    }

    public func render(state: ChoosePharmacyTypeState) -> Screen<SectionID, NodeID> {
        Screen(
            title: "Choose pharmacy type",
            shouldUseSystemSeparators: true,
            box: renderOptions(),
            pinnedToBottomBox: renderBottomButton(state))
    }

    private func renderOptions() -> Box<SectionID, NodeID> {
        .empty
            |-+ Section(id: .first)
            |---+ renderCollectionOption()
            |---+ renderDeliveryOption()
            |-+ Section(id: .banner, header: appearance.emptySpace(height: appearance.tokens.spacing.large))
            |---+ Node(
                id: .banner,
                component: appearance.banner(
                    description: "Prescriptions are free in Scotland, Wales and Northern Ireland",
                    leadingIcon: appearance.tokens.icons.image(.info)))
    }

    private func renderCollectionOption() -> Node<NodeID> {
        let observer = self.observer
        return Node(
            id: .collection,
            component: appearance.row3(
                title: "Collection",
                detail: "Pick up your medicine from a pharmacy near you",
                image: Icon(template: appearance.tokens.icons.image(.pharmacy), backgroundColor: appearance.tokens.colors.grey50),
                didTap: { observer(.didTapPharmacyCollection) }))
    }

    private func renderDeliveryOption() -> Node<NodeID> {
        let observer = self.observer
        return Node(
            id: .delivery,
            component: appearance.row3(
                title: "Delivery",
                detail: "Have your medicine delivered to your door",
                image: Icon(template: appearance.tokens.icons.image(.delivery), backgroundColor: appearance.tokens.colors.grey50),
                didTap: { observer(.didTapPharmacyDelivery) }))
    }

    private func renderBottomButton(_ state: ChoosePharmacyTypeState) -> Box<SectionID, NodeID> {
        let observer = self.observer
        return .empty
            |-+ Section(id: .bottom)
            |---+ Node(
                id: .continueButton,
                component: appearance.primaryButton(
                    title: "Continue", isEnabled: state.isContinueEnabled, didTap: { observer(.didTapContinue) }))
    }
}
