import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Layout

extension BentoCatalogue {
    /// The Design Library's factories at two widths, and large and accessibility text in light.
    static let designLibraryMatrix = VariantMatrix(themes: [.light, .dark], widths: [320, 393])
    static let designLibraryLargeText = VariantMatrix(themes: [.light], contentSizes: [.accessibilityExtraLarge], widths: [320])

    static func library(_ state: String, _ make: @escaping @Sendable (DesignLibrary.ComponentsBuilder) -> AnyRenderable) -> [CatalogueEntry] {
        [
            CatalogueEntry(component: "DesignLibrary", state: state, variants: designLibraryMatrix) { make($0.builder) },
            CatalogueEntry(component: "DesignLibrary", state: "\(state)-large-text", variants: designLibraryLargeText) { make($0.builder) },
        ]
    }

    static let designLibraryEntries: [CatalogueEntry] =
        library("row1") { $0.row1(title: "Repeat prescriptions") }
        + library("row2") { $0.row2(title: "Dr Ada Lovelace", detail: "General practitioner · available today") }
        + library("row3") { builder in
            builder.row3(title: "Collection", detail: "Pick up your medicine from a pharmacy near you",
                         image: Icon(template: builder.tokens.icons.image(.pharmacy)), didTap: {})
        }
        + library("banner") { builder in
            builder.banner(description: "Your prescription is ready to collect", leadingIcon: builder.tokens.icons.image(.info),
                           trailingIcon: builder.tokens.icons.image(.close))
        }
        + library("primaryButton") { $0.primaryButton(title: "Continue") }
        + library("secondaryButton") { $0.secondaryButton(title: "Not now") }
        + library("loader") { $0.loader() }
        + library("input") { $0.input(title: "Email", placeholder: "you@example.com") }
        + library("sectionHeader") { $0.sectionHeader(title: "Your appointments") }
        + library("toggleRow") { $0.toggleRow(title: "Remind me the day before", isOn: true) }
        + library("card") { builder in
            builder.card(title: "Delivery", description: "Delivered to your door, usually within two working days.",
                         image: builder.tokens.icons.image(.delivery))
        }
        + library("avatar") { $0.avatar(initials: "AL") }
        + [
            // The factories' strings in the pseudo-locales: lengthened as a long language is (what would be
            // cut shows), and read right to left without a translation (what stays left to right shows).
            CatalogueEntry(
                component: "DesignLibrary", state: "pseudo-locale",
                variants: VariantMatrix(themes: [.light], widths: [320], pseudoLocales: [.accented, .bidiWrapped])
            ) { context in
                let builder = context.builder
                let rows: [AnyRenderable] = [
                    builder.sectionHeader(title: "Your appointments"),
                    builder.row2(title: "Dr Ada Lovelace", detail: "General practitioner · available today"),
                    builder.toggleRow(title: "Remind me the day before", isOn: true),
                    builder.primaryButton(title: "Continue"),
                    builder.input(title: "Email", placeholder: "you@example.com"),
                    Component.TextInput(title: "Email", text: "ada@example.com").asAnyRenderable(),
                    builder.avatar(initials: "AL"),
                ]
                return rows.stack(axis: .vertical, spacing: 8).asAnyRenderable()
            },
            CatalogueEntry(component: "DesignLibrary", state: "confirmationModal", layout: .device(.iPhoneSE), variants: VariantMatrix(themes: [.light])) { context in
                DesignLibrary(configuration: .init(theme: context.traits.theme)).viewControllerBuilder(traits: context.traits)
                    .confirmationModal(title: "Cancel the appointment?", description: "The slot will be offered to someone else.",
                                       acceptButtonTitle: "Cancel it", declineButtonTitle: "Keep it")
            },
        ]
}
