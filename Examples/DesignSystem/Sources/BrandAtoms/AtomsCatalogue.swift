import ComponentCatalogue
import Components

/// The atoms' arguments: what the live preview shows as controls, and what the states set.
public enum AtomArguments {
    public static let price = CatalogueArgument.text("price", default: "£4.20", maximumLength: 40)
    public static let was = CatalogueArgument.optional(.text("was", default: "£4.20", maximumLength: 40))
    public static let rating = CatalogueArgument.number("rating", default: 4.5, in: 0...5, step: 0.5)
    public static let starSize = CatalogueArgument.number("starSize", default: 16, in: 8...48, step: 1)
    public static let starColor = CatalogueArgument.color("color", default: .token("warning"))
    public static let badgeText = CatalogueArgument.text("text", default: "New", maximumLength: 24)
    public static let tone = CatalogueArgument.choice("tone", default: Badge.Tone.brand)
}

/// The atoms module's previews, found at run time: each is declared beside its component with
/// `#Preview`; the root catalogue includes them as this module's catalogue.
public func atomsCatalogue() -> Catalogue {
    Catalogue.discovered("Atoms", module: "BrandAtoms", doc: "The smallest pieces of the brand.")
}

func priceTag(_ context: CatalogueContext) -> some Renderable {
    PriceTag(price: context[AtomArguments.price], was: context[AtomArguments.was], theme: context.theme).padding(8)
}

func ratingStars(_ context: CatalogueContext) -> some Renderable {
    RatingStars(
        rating: context[AtomArguments.rating], color: context.color(AtomArguments.starColor), emptyColor: context.theme.colors.separator,
        starSize: context[AtomArguments.starSize]
    ).padding(8)
}
