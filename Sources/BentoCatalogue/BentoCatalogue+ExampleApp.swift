import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Layout

/// Bento's example app ported: a sign-up form with secure fields, an optional section and a date
/// row; a personal-details form; a list of movies with deletable rows; a booking screen with
/// sections pinned above and below. Each at standard and accessibility text sizes, light and
/// dark, and right to left.
extension BentoCatalogue {
    static let exampleAppEntries: [CatalogueEntry] = [
        exampleEntry("sign-up-plain") { ScreenView(signUpScreen(style: .plain), device: .iPhone8, height: .fullContent) },
        exampleEntry("sign-up-grouped") { ScreenView(signUpScreen(style: .grouped), device: .iPhone8, height: .fullContent) },
        exampleEntry("sign-up-date-focused", directions: [.leftToRight]) {
            ScreenView(signUpScreen(style: .plain, focusesDate: true), device: .iPhone8, height: .fullContent)
        },
        exampleEntry("personal-details") { ScreenView(personalDetailsScreen(), device: .iPhone8, height: .fullContent) },
        exampleEntry("movies-deletable", directions: [.leftToRight, .rightToLeft]) {
            ScreenView(moviesScreen(), device: .iPhone8, height: .fullContent)
        },
        exampleEntry("booking-pinned") { ScreenView(bookingScreen(), device: .iPhone15) },
    ]

    /// A screen entry at large and accessibility text, light and dark, at 1x to keep the
    /// references light (every screen is checked at 2x through the Screen entries).
    private static func exampleEntry(
        _ state: String, directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
        _ screen: @escaping @Sendable () -> some Renderable
    ) -> CatalogueEntry {
        CatalogueEntry(
            component: "ExampleApp", state: state,
            variants: VariantMatrix(
                themes: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge], scales: [1], directions: directions)
        ) { _ in screen().asAnyRenderable() }
    }

    enum SignUpSection: Hashable, Sendable { case credentials, personal, terms, submit }
    enum SignUpRow: Hashable, Sendable { case email, password, confirmation, name, birthDate, birthPlace, terms, submit }

    static func signUpScreen(style: TableStyle, focusesDate: Bool = false) -> Screen<SignUpSection, SignUpRow> {
        let birthDate = Date(timeIntervalSince1970: -4_861_728_000)   // 10 December 1815
        let box = Box<SignUpSection, SignUpRow>.empty
            |-+ Section(id: .credentials)
            |---+ Node(id: .email, component: Component.TextInput(
                title: "Email", placeholder: "you@example.com", text: "ada@example.com", keyboardType: .emailAddress))
            |---+ Node(id: .password, component: Component.TextInput(title: "Password", text: "analytical", isSecure: true))
            |---+ Node(id: .confirmation, component: Component.TextInput(title: "Confirm password", placeholder: "Repeat it", isSecure: true))
            // The optional section Bento's example shows once the user chooses to add details.
            |-? .iff(true) {
                Section(id: .personal)
                    |---+ Node(id: .name, component: Component.TextInput(title: "Full name", text: "Ada Lovelace"))
                    |---+ Node(id: .birthDate, component: Component.TextInput(
                        title: "Date of Birth", text: "10 Dec 1815",
                        inputView: .customInput(Component.DatePicker(date: birthDate, preferredStyle: .wheels)), isFocused: focusesDate))
                    |---+ Node(id: .birthPlace, component: Component.TextInput(title: "Place of Birth", placeholder: "City"))
            }
            |-+ Section(id: .terms)
            |---+ Node(id: .terms, component: Component.Toggle(title: "I accept the terms and the privacy policy", isOn: true))
        let bottom = Box<SignUpSection, SignUpRow>.empty
            |-+ Section(id: .submit) |---+ Node(id: .submit, component: Component.Button(title: "Create account"))
        return Screen(
            title: "Sign Up", rightBarItems: [BarButtonItem(appearance: .text("Cancel"))], tableStyle: style, box: box,
            pinnedToBottomBox: bottom)
    }

    static func personalDetailsScreen() -> Screen<String, String> {
        let detail = { (title: String, value: String) in
            Component.DetailedDescription(texts: [.plain(title)], detail: .plain(value), accessory: .chevron)
        }
        let box = Box<String, String>.empty
            |-+ Section(id: "identity")
            |---+ Node(id: "name", component: detail("Name", "Ada King, Countess of Lovelace"))
            |---+ Node(id: "birth", component: detail("Date of Birth", "10 Dec 1815"))
            |---+ Node(id: "place", component: detail("Place of Birth", "London"))
            |-+ Section(id: "contact")
            |---+ Node(id: "phone", component: detail("Phone", "+44 20 7946 0958"))
            |---+ Node(id: "address", component: Component.DetailedDescription(
                texts: ["Home address", "12 St James's Square, London SW1Y 4LB"], accessory: .chevron))
            |-+ Section(id: "privacy", footer: Component.Description(
                text: "Your details are shared only with the clinicians you book.",
                styleSheet: Component.Description.StyleSheet(text: LabelStyleSheet(font: Typography.standard.footer))))
            |---+ Node(id: "share", component: Component.Toggle(title: "Share my records with my GP", isOn: false))
        return Screen(title: "Personal Details", leftBarItems: [BarButtonItem(appearance: .text("Back"))], tableStyle: .grouped, box: box)
    }

    static func moviesScreen() -> Screen<String, String> {
        let movie = { (title: String, year: String) in
            Component.DetailedDescription(texts: [.plain(title), .plain(year)], image: .text(String(title.prefix(1))), accessory: .none)
        }
        let box = Box<String, String>.empty
            |-+ Section(id: "watchlist", header: Component.Description(text: "WATCHLIST"))
            |---+ Node(id: "metropolis", component: movie("Metropolis", "1927").deletable())
            |---+ Node(id: "casablanca", component: movie("Casablanca", "1942").deletable(isRevealed: true))
            |---+ Node(id: "vertigo", component: movie("Vertigo", "1958").swipeActions(
                [SwipeAction(title: "Archive"), SwipeAction(title: "Delete", style: .destructive)], isRevealed: true))
            |---+ Node(id: "alien", component: movie("Alien", "1979").deletable())
            |-+ Section(id: "seen")
            |---+ Node(id: "solaris", component: movie("Solaris", "1972").deletable())
        return Screen(title: "Movies", rightBarItems: [BarButtonItem(appearance: .text("Edit"))], tableStyle: .plain, box: box)
    }

    static func bookingScreen() -> Screen<String, String> {
        let slot = { (time: String, who: String) in
            Component.DetailedDescription(texts: [.plain(who), "Video call"], detail: .plain(time), accessory: .chevron)
        }
        let top = Box<String, String>.empty
            |-+ Section(id: "search") |---+ Node(id: "search", component: Component.Search(placeholder: "Search clinicians"))
        let box = Box<String, String>.empty
            |-+ Section(id: "today", header: Component.Description(text: "TODAY"))
            |---+ Node(id: "1030", component: slot("10:30", "Dr Ada Lovelace"))
            |---+ Node(id: "1115", component: slot("11:15", "Dr Charles Babbage"))
            |-+ Section(id: "tomorrow", header: Component.Description(text: "TOMORROW"))
            |---+ Node(id: "0900", component: slot("09:00", "Dr Mary Somerville"))
            |---+ Node(id: "1400", component: slot("14:00", "Dr Grace Hopper"))
        let bottom = Box<String, String>.empty
            |-+ Section(id: "book") |---+ Node(id: "book", component: Component.Button(title: "Book 10:30"))
        return Screen(title: "Book", tableStyle: .grouped, box: box, pinnedToTopBox: top, pinnedToBottomBox: bottom)
    }
}
