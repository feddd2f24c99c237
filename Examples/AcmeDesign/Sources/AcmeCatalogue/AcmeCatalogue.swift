import AcmeTokens
import AcmeUI
import ComponentCatalogue
import Components

/// Acme's catalogue: the chips found beside their code, the cards, rows and screens listed here,
/// in Acme's light and dark themes.
public func acmeCatalogue() throws -> Catalogue {
    Catalogue("Acme", doc: "Acme's components and screens.", variants: VariantMatrix(themes: try AcmeThemes.load(), scales: [2])) {
        Catalogue.discovered("Chips", module: "AcmeUI", doc: "Tags on pills.")
        CatalogueGroup("ProductCard", doc: "A product with its picture, price and tag.", variants: VariantMatrix(widths: [343])) {
            CatalogueEntry("with-tag", layout: .width(343)) { context in
                // An entry cannot throw: a picture that fails to load fails this entry, named.
                Result { try ProductCard(name: "Stovetop kettle", price: "£34.00", tag: "New in", picture: ProductImages.image(named: "kettle"), theme: context.theme) }
            }
        }
        CatalogueGroup("SettingsRow", doc: "A setting with a switch.") {
            CatalogueEntry("on", layout: .width(375)) { context in
                SettingsRow(title: "Download on Wi-Fi only", detail: "Saves your mobile data", isOn: true, theme: context.theme)
            }
            CatalogueEntry("off", layout: .width(375)) { context in
                SettingsRow(title: "Offers by email", isOn: false, theme: context.theme)
            }
        }
        CatalogueGroup("Settings", doc: "The settings screen, made by a view function.") {
            CatalogueEntry.playing("offers-on", steps: [.toggle("Offers by email")], layout: .width(375)) { context in
                SettingsScreen.running(theme: context.theme)
            }
        }
        CatalogueGroup("Notifications", doc: "The notifications screen, made from a Box.") {
            CatalogueEntry.playing("mutes-all", steps: [.toggle("Mute all")]) { context in
                NotificationsScreen.running(theme: context.theme)
            }
        }
    }
}
