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
}
