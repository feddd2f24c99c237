import ComponentCatalogue
import Components

/// The atoms module's own catalogue; the app's root catalogue includes it.
public let atomsCatalogue = Catalogue("Atoms", doc: "The smallest pieces of the brand.") {
    CatalogueGroup("PriceTag", doc: "A price on a tinted capsule, and on sale the price it was.") {
        CatalogueEntry("regular") { context in PriceTag(price: "£4.20", theme: context.theme).padding(8) }
        CatalogueEntry("sale") { context in PriceTag(price: "£3.50", was: "£4.20", theme: context.theme).padding(8) }
    }
    CatalogueGroup("RatingStars", doc: "Five stars filled to a rating; drawn with paths. Right to left fills from the right.",
                   variants: VariantMatrix(directions: [.leftToRight, .rightToLeft])) {
        CatalogueEntry("four-and-a-half") { context in
            RatingStars(rating: 4.5, color: context.theme.colors.warning, emptyColor: context.theme.colors.separator).padding(8)
        }
        CatalogueEntry("none") { context in
            RatingStars(rating: 0, color: context.theme.colors.warning, emptyColor: context.theme.colors.separator).padding(8)
        }
    }
    CatalogueGroup("Badge", doc: "A short word on the brand colour.") {
        CatalogueEntry("new") { context in Badge("New", theme: context.theme).padding(8) }
    }
}
