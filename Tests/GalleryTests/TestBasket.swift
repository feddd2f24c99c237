import ComponentCatalogue
import Components
import DesignTokens

/// A basket screen that runs, for the preview's tests: a field, an "Add" button that adds what it
/// holds (or "Item N"), rows that a swipe deletes, and a switch for express delivery.
enum TestBasket {
    struct State: Hashable, Sendable, CustomStringConvertible {
        var items = ["Milk", "Eggs"]
        var draft = ""
        var express = false
        var description: String { "items: \(items.joined(separator: ", "))\ndraft: \(draft)\nexpress: \(express)" }
    }

    enum Action { case draft(String), add, delete(String), express(Bool) }

    @Sendable static func update(_ state: inout State, _ action: Action) {
        switch action {
        case .draft(let text): state.draft = text
        case .add:
            state.items.append(state.draft.isEmpty ? "Item \(state.items.count + 1)" : state.draft)
            state.draft = ""
        case .delete(let name): state.items.removeAll { $0 == name }
        case .express(let isOn): state.express = isOn
        }
    }

    static func screen(_ state: State, _ send: @escaping (Action) -> Void) -> ScreenView<String, String> {
        let rows = state.items.map { name in
            Node(id: name, component: SwipeActionsRow(
                content: Component.Description(text: .plain(name)).accessibility(label: name),
                actions: [SwipeAction(title: "Delete", style: .destructive) { send(.delete(name)) }]))
        }
        let box = Box<String, String>.empty
            |-+ Section(id: "new")
            |---+ Node(id: "draft", component: Component.TextInput(
                title: "New item", placeholder: "Name", text: .plain(state.draft), textDidChange: { send(.draft($0 ?? "")) }))
            |---+ Node(id: "add", component: Component.Button(title: "Add") { send(.add) })
            |-+ Section(id: "items", items: rows)
            |-+ Section(id: "delivery")
            |---+ Node(id: "express", component: Component.Toggle(title: "Express", isOn: state.express) { send(.express($0)) })
        return ScreenView(Screen(title: "Basket", box: box), device: .iPhoneSE)
    }

    static let running = RunningScreen(initial: State(), update: update) { state, send in screen(state, send) }

    /// The catalogue: the basket before and after a tap on "Add", at 1x.
    static let catalogue = Catalogue("Shop", variants: VariantMatrix(themes: [.light], scales: [1])) {
        CatalogueGroup("Basket") {
            CatalogueEntry.playing("adds", steps: [.tap("Add")]) { _ in running }
        }
    }
}
