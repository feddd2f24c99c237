import ComponentCatalogue
import Components

/// The checkout module's catalogue: rows at a phone's width, also at an accessibility text size.
public let checkoutCatalogue = Catalogue("Checkout", doc: "What the basket and checkout screens are made of.",
                                         variants: VariantMatrix(widths: [375])) {
    CatalogueGroup("BasketRow", doc: "A product in the basket: name, rating, badge and price.") {
        CatalogueEntry("regular") { context in
            // The picture comes from the module's resources; a missing one fails this entry, named.
            Result {
                BasketRow(
                    name: "Oat milk, 1 litre", rating: 4, price: "£1.80", thumbnail: try ProductImages.image(named: "oat-milk"),
                    traits: context.traits)
            }
        }
        CatalogueEntry("on-sale", variants: VariantMatrix(contentSizes: [.large, .accessibilityExtraLarge])) { context in
            BasketRow(name: "Sourdough loaf, sliced", rating: 4.5, price: "£2.40", was: "£3.10", badge: "Sale", traits: context.traits)
        }
    }
}
