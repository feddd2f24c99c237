import BrandAtoms
import Components

/// The basket as a running screen: a field and an "Add" button that add a product, rows that a
/// swipe deletes or moves to the top, and an express-delivery switch that changes the total.
public enum BasketScreen {
    /// A product in the basket.
    public struct Item: Hashable, Sendable {
        public var name: String
        /// The price in pence.
        public var pence: Int

        public init(name: String, pence: Int) {
            self.name = name
            self.pence = pence
        }
    }

    /// What the screen shows.
    public struct State: Hashable, Sendable, CustomStringConvertible {
        public var items: [Item]
        /// The text in the "New item" field.
        public var draft: String
        public var isExpress: Bool

        public init(items: [Item] = BasketScreen.starter, draft: String = "", isExpress: Bool = false) {
            self.items = items
            self.draft = draft
            self.isExpress = isExpress
        }

        /// The total in pence, with £3.99 for express delivery.
        public var total: Int { items.map(\.pence).reduce(0, +) + (isExpress ? 399 : 0) }

        public var description: String {
            "items: " + (items.isEmpty ? "none" : items.map { "\($0.name) \(price($0.pence))" }.joined(separator: ", "))
                + "\ndraft: \"\(draft)\"\nexpress: \(isExpress)\ntotal: \(price(total))"
        }
    }

    /// What the screen's components send.
    public enum Action: Hashable, Sendable {
        case draftChanged(String)
        case add
        case remove(String)
        case moveToTop(String)
        case setExpress(Bool)
    }

    /// Two products to start from.
    public static let starter = [Item(name: "Sourdough loaf", pence: 240), Item(name: "Free-range eggs", pence: 195)]

    /// The view model's update. A new product costs £1.80; adding one already there does nothing.
    @Sendable public static func update(_ state: inout State, _ action: Action) {
        switch action {
        case .draftChanged(let text): state.draft = text
        case .add:
            let name = state.draft.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !state.items.contains(where: { $0.name == name }) else { return }
            state.items.append(Item(name: name, pence: 180))
            state.draft = ""
        case .remove(let name): state.items.removeAll { $0.name == name }
        case .moveToTop(let name):
            guard let index = state.items.firstIndex(where: { $0.name == name }) else { return }
            state.items.insert(state.items.remove(at: index), at: 0)
        case .setExpress(let isOn): state.isExpress = isOn
        }
    }

    /// The running screen on an iPhone 8, for a variant's traits.
    public static func running(traits: RenderTraits) -> RunningScreen<State, Action> {
        RunningScreen(BasketRenderer.self, appearance: traits, initial: State(), device: .iPhone8, update: update, describe: \.description)
    }

    static func price(_ pence: Int) -> String {
        "£\(pence / 100)." + (pence % 100 < 10 ? "0" : "") + "\(pence % 100)"
    }
}

/// Draws the basket's state as a Bento screen, sending its actions to `observer`.
public struct BasketRenderer: BoxRenderer {
    public enum SectionID: Hashable, Sendable { case new, items, delivery, total }
    public typealias ItemID = String

    let observer: Sink<BasketScreen.Action>
    let traits: RenderTraits

    public init(observer: @escaping Sink<BasketScreen.Action>, appearance: RenderTraits) {
        self.observer = observer
        self.traits = appearance
    }

    public func render(state: BasketScreen.State) -> Screen<SectionID, String> {
        let observer = observer
        let rows = state.items.map { item in
            Node(id: item.name, component: SwipeActionsRow(
                content: BasketRow(name: item.name, rating: 4, price: BasketScreen.price(item.pence), traits: traits).accessibility(label: item.name),
                actions: [
                    SwipeAction(title: "To top") { observer(.moveToTop(item.name)) },
                    SwipeAction(title: "Delete", style: .destructive) { observer(.remove(item.name)) },
                ]))
        }
        let box = Box<SectionID, String>.empty
            |-+ Section(id: .new)
            |---+ Node(id: "draft", component: Component.TextInput(
                title: "New item", placeholder: "Add a product", text: .plain(state.draft), textDidChange: { observer(.draftChanged($0 ?? "")) }))
            |---+ Node(id: "add", component: Component.Button(title: "Add", isEnabled: !state.draft.isEmpty) { observer(.add) })
            |-+ Section(id: .items, items: rows)
            |-+ Section(id: .delivery)
            |---+ Node(id: "express", component: Component.Toggle(title: "Express delivery", isOn: state.isExpress) { observer(.setExpress($0)) })
            |-+ Section(id: .total)
            |---+ Node(id: "total", component: Component.DetailedDescription(
                texts: [.plain("Total")], detail: .plain(BasketScreen.price(state.total)), accessory: .none))
        return Screen(title: "Basket", box: box)
    }
}
