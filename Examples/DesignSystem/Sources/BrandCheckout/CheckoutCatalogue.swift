import BrandAtoms
import BrandTheme
import ComponentCatalogue
import Components

/// The basket row's arguments: each of its parts as a control of the live preview.
public enum BasketRowArguments {
    public static let name = CatalogueArgument.text("name", default: "Oat milk, 1 litre", maximumLength: 200)
    public static let rating = CatalogueArgument.number("rating", default: 4, in: 0...5, step: 0.5)
    public static let price = CatalogueArgument.text("price", default: "£1.80", maximumLength: 40)
    public static let was = CatalogueArgument.optional(.text("was", default: "£3.10", maximumLength: 40))
    public static let badge = CatalogueArgument.optional(.text("badge", default: "Sale", maximumLength: 24))
    public static let picture = CatalogueArgument.flag("picture", default: true)
}

/// The checkout module's catalogue: rows at a phone's width, also at an accessibility text size.
public let checkoutCatalogue = Catalogue("Checkout", doc: "What the basket and checkout screens are made of.",
                                         variants: VariantMatrix(widths: [375])) {
    CatalogueGroup("BasketRow", doc: "A product in the basket: name, rating, badge and price.", arguments: [
        BasketRowArguments.name, BasketRowArguments.rating, BasketRowArguments.price, BasketRowArguments.was, BasketRowArguments.badge,
        BasketRowArguments.picture,
    ]) {
        CatalogueEntry("regular") { context in basketRow(context) }
        CatalogueEntry("on-sale", variants: VariantMatrix(contentSizes: [.large, .accessibilityExtraLarge]), setting: [
            BasketRowArguments.name.to("Sourdough loaf, sliced"), BasketRowArguments.rating.to(4.5), BasketRowArguments.price.to("£2.40"),
            BasketRowArguments.was.to("£3.10"), BasketRowArguments.badge.to("Sale"), BasketRowArguments.picture.to(false),
        ]) { context in basketRow(context) }
    }
    localizedRows
    CatalogueGroup("Basket", doc: "The basket screen, running: products added, moved to the top and deleted; express delivery.",
                   variants: VariantMatrix(themes: [BrandTheme.light], scales: [1])) {
        CatalogueEntry.playing("adds-oat-milk", steps: [
            .type("Oat milk", into: "New item"), .tap("Add"), .toggle("Express delivery"),
            .swipe("Oat milk", action: "To top"), .swipe("Sourdough loaf", action: "Delete"),
        ]) { context in BasketScreen.running(traits: context.traits) }
    }
}

/// A basket row from the arguments. The picture comes from the module's resources; a missing one
/// fails this entry, named.
private func basketRow(_ context: CatalogueContext) -> Result<BasketRow, Error> {
    Result {
        BasketRow(
            name: context[BasketRowArguments.name], rating: context[BasketRowArguments.rating], price: context[BasketRowArguments.price],
            was: context[BasketRowArguments.was], badge: context[BasketRowArguments.badge],
            thumbnail: context[BasketRowArguments.picture] ? try ProductImages.image(named: "oat-milk") : nil, traits: context.traits)
    }
}

/// Basket rows in every language the app ships in, their text (the name, the badge, the words
/// around the price it was) read from the module's String Catalog by key (`context.text`),
/// falling back to English where a language has no translation.
/// A String Catalog that cannot be read fails the entry, saying why.
let localizedRows: Catalogue = {
    let rows = Catalogue(
        "InEveryLanguage", doc: "Basket rows in the languages the app ships in, from Strings/Localizable.xcstrings.",
        variants: VariantMatrix(themes: [BrandTheme.light], widths: [375], locales: CheckoutStrings.languages)
    ) {
        CatalogueGroup("BasketRow", doc: "A product in the basket, in each language: its name and badge translated.") {
            CatalogueEntry("translated") { context in
                basketRow(context, name: context.text("Oat milk, 1 litre"), badge: context.text("New"), price: "£1.80", was: nil)
            }
            CatalogueEntry("translated-on-sale") { context in
                basketRow(context, name: context.text("Sourdough loaf, sliced"), badge: context.text("Sale"), price: "£2.40", was: "£3.10")
            }
        }
    }
    do {
        return rows.localized(by: try CheckoutStrings.catalog())
    } catch {
        return Catalogue("InEveryLanguage", doc: "The String Catalog could not be read.") {
            CatalogueEntry("strings") { _ in Result<BasketRow, Error>.failure(error) }
        }
    }
}()

/// A basket row with text already in the variant's language.
private func basketRow(_ context: CatalogueContext, name: String, badge: String, price: String, was: String?) -> Result<BasketRow, Error> {
    Result {
        BasketRow(
            name: name, rating: 4.5, price: price, was: was, badge: badge, thumbnail: try ProductImages.image(named: "oat-milk"),
            traits: context.traits, wasLabel: was.map { context.text("was %@", .string($0)) })
    }
}
