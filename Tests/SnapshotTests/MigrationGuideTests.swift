import Components
import DesignTokens
import Testing

// The migration guide's code (`Sources/Components/Components.docc/Migrating.md`), compiled and run; a test in GalleryTests
// checks the guide's blocks are these lines.

/// The app's presenter: a plain class, as on iOS.
final class SignUpPresenter {
    private(set) var log: [String] = []
    func didTapSubmit() { log.append("submit") }
    func didChangeNewsletter(_ isOn: Bool) { log.append("newsletter \(isOn)") }
}

struct SignUpRenderer: BoxRenderer {
    enum Action { case submit, newsletter(Bool) }
    struct State { var email: String; var wantsNewsletter: Bool }
    enum SectionID: Hashable, Sendable { case form }
    enum ItemID: Hashable, Sendable { case email, password, newsletter }

    private let observer: Sink<Action>

    init(observer: @escaping Sink<Action>, appearance: Theme) {
        self.observer = observer
    }

    func render(state: State) -> Screen<SectionID, ItemID> {
        let box = Box<SectionID, ItemID>.empty
            |-+ Section(id: .form)
            |---+ Node(id: .email, component: Component.TextInput(title: "Email", text: .plain(state.email), keyboardType: .emailAddress))
            |---+ Node(id: .password, component: Component.TextInput(title: "Password", placeholder: "Required", isSecure: true))
            |---+ Node(id: .newsletter, component: Component.Toggle(
                title: "Send me news", isOn: state.wantsNewsletter, didChangeValue: { observer(.newsletter($0)) }))
        let done = BarButtonItem(appearance: .text("Done"), callback: { observer(.submit) })
        return Screen(title: "Sign Up", rightBarItems: [done], tableStyle: .plain, box: box)
    }
}

struct AccountsRenderer: BoxRenderer {
    enum Action { case freeze(String), delete(String), notifications(Bool) }
    struct State { var accounts: [(id: String, name: String)]; var notificationsOn: Bool }
    typealias SectionID = String
    typealias ItemID = String

    private let observer: Sink<Action>

    init(observer: @escaping Sink<Action>, appearance: Theme) {
        self.observer = observer
    }

    func render(state: State) -> Screen<String, String> {
        // A capture list takes the renderer's sink into each row's closures.
        let rows = state.accounts.map { [observer] account in
            Node(id: account.id, component: Component.Description(text: .plain(account.name)).swipeActions([
                SwipeAction(title: "Freeze") { observer(.freeze(account.id)) },
                SwipeAction(title: "Delete", style: .destructive) { observer(.delete(account.id)) },
            ]))
        }
        let notifications = Component.Toggle(
            title: "Notifications", isOn: state.notificationsOn, didChangeValue: { [observer] in observer(.notifications($0)) })
        let box = Box<String, String>.empty
            |-+ Section(id: "accounts", items: rows)
            |-+ Section(id: "settings")
            |---+ Node(id: "notifications", component: notifications)
        return Screen(title: "Accounts", box: box)
    }
}

@Suite struct MigrationGuideTests {
    @Test func aRenderersCallbacksReachThePresenter() throws {
        let presenter = SignUpPresenter()
        let renderer = SignUpRenderer(observer: { action in
            switch action {
            case .submit: presenter.didTapSubmit()
            case .newsletter(let isOn): presenter.didChangeNewsletter(isOn)
            }
        }, appearance: .light)
        let screen = renderer.render(state: .init(email: "ada@example.com", wantsNewsletter: false))
        let bitmap = try ScreenRenderer(traits: RenderTraits(theme: .light)).bitmap(of: screen, device: .iPhone15)
        #expect(bitmap.width == 786)

        // What a host does on a tap and a switch change.
        (screen.box.sections[0].items[2].component.base as? Component.Toggle)?.didChangeValue?(true)
        screen.rightBarItems[0].callback()
        #expect(presenter.log == ["newsletter true", "submit"])
    }

    /// Issue 75, item 9: the guide's capture-list form of rows made in a `map` compiles in Swift 6
    /// mode, and each row's swipe actions and the switch reach the sink.
    @Test func rowsMadeInAMapReachTheSink() throws {
        nonisolated(unsafe) var log: [String] = []
        let renderer = AccountsRenderer(observer: { action in
            switch action {
            case .freeze(let id): log.append("freeze \(id)")
            case .delete(let id): log.append("delete \(id)")
            case .notifications(let isOn): log.append("notifications \(isOn)")
            }
        }, appearance: .light)
        let screen = renderer.render(state: .init(accounts: [("cur", "Current"), ("sav", "Savings")], notificationsOn: false))
        let rows = screen.box.sections[0].items.compactMap { $0.component.base as? SwipeActionsRow<Component.Description> }
        #expect(rows.count == 2)
        rows[1].actions[0].handler()
        rows[0].actions[1].handler()
        (screen.box.sections[1].items[0].component.base as? Component.Toggle)?.didChangeValue?(true)
        #expect(log == ["freeze sav", "delete cur", "notifications true"])
        _ = try ScreenRenderer(traits: RenderTraits(theme: .light)).bitmap(of: screen, device: .iPhone15)
    }
}
