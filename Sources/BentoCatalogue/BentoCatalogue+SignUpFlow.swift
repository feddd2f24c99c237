import ComponentCatalogue
import Components
import DesignTokens

/// Bento's example sign-up screen as a running screen: typing fills the fields, a switch adds the
/// optional personal section (inserted with the table's animation), the terms switch enables the
/// button, and the button submits, replacing the form's button with a confirmation.
extension BentoCatalogue {
    static let signUpFlowEntries: [CatalogueEntry] = CatalogueEntry.playing(
        component: "SignUpFlow", "creates-an-account",
        steps: [
            .type("ada@example.com", into: "Email"), .toggle("Add personal details"), .type("Ada Lovelace", into: "Full name"),
            .toggle("I accept the terms"), .tap("Create account"),
        ],
        variants: VariantMatrix(themes: [.light], contentSizes: [.large], scales: [1], directions: [.leftToRight])
    ) { context in
        RunningScreen(SignUpRenderer.self, appearance: context.theme, initial: SignUp(), device: .iPhone8, update: SignUp.update, describe: \.description)
    }

    /// What the sign-up form holds.
    struct SignUp: Hashable, Sendable, CustomStringConvertible {
        var email = ""
        var fullName = ""
        var addsPersonalDetails = false
        var acceptsTerms = false
        var isSubmitted = false

        enum Action: Hashable, Sendable {
            case email(String), fullName(String), personalDetails(Bool), terms(Bool), submit
        }

        @Sendable static func update(_ state: inout SignUp, _ action: Action) {
            switch action {
            case .email(let text): state.email = text
            case .fullName(let text): state.fullName = text
            case .personalDetails(let isOn): state.addsPersonalDetails = isOn
            case .terms(let isOn): state.acceptsTerms = isOn
            case .submit: state.isSubmitted = state.canSubmit
            }
        }

        var canSubmit: Bool { acceptsTerms && email.contains("@") }

        var description: String {
            "email: \"\(email)\"\nfull name: \"\(fullName)\"\npersonal details: \(addsPersonalDetails)\nterms: \(acceptsTerms)\nsubmitted: \(isSubmitted)"
        }
    }

    enum SignUpFlowSection: Hashable, Sendable { case credentials, personal, terms, done }

    /// The sign-up form for a state, its callbacks sending actions to `observer`.
    struct SignUpRenderer: BoxRenderer {
        let observer: Sink<SignUp.Action>
        let appearance: Theme

        init(observer: @escaping Sink<SignUp.Action>, appearance: Theme) {
            self.observer = observer
            self.appearance = appearance
        }

        func render(state: SignUp) -> Screen<SignUpFlowSection, String> {
            let observer = observer
            let box = Box<SignUpFlowSection, String>.empty
                |-+ Section(id: .credentials)
                |---+ Node(id: "email", component: Component.TextInput(
                    title: "Email", placeholder: "you@example.com", text: .plain(state.email), keyboardType: .emailAddress,
                    textDidChange: { observer(.email($0 ?? "")) }))
                |---+ Node(id: "personal", component: Component.Toggle(title: "Add personal details", isOn: state.addsPersonalDetails) {
                    observer(.personalDetails($0))
                })
                |-? .iff(state.addsPersonalDetails) {
                    Section(id: .personal)
                        |---+ Node(id: "name", component: Component.TextInput(
                            title: "Full name", placeholder: "As on your passport", text: .plain(state.fullName),
                            textDidChange: { observer(.fullName($0 ?? "")) }))
                }
                |-+ Section(id: .terms)
                |---+ Node(id: "terms", component: Component.Toggle(title: "I accept the terms", isOn: state.acceptsTerms) { observer(.terms($0)) })
                |-? .iff(state.isSubmitted) {
                    Section(id: .done)
                        |---+ Node(id: "done", component: Component.Description(text: .plain("Account created for \(state.email).")))
                }
            // Once submitted, the confirmation above replaces the button.
            let bottom = state.isSubmitted ? Box<SignUpFlowSection, String>.empty : Box<SignUpFlowSection, String>.empty
                |-+ Section(id: .done)
                |---+ Node(id: "submit", component: Component.Button(title: "Create account", isEnabled: state.canSubmit) {
                    observer(.submit)
                })
            return Screen(title: "Sign Up", box: box, pinnedToBottomBox: bottom)
        }
    }
}
