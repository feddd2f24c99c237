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

/// The atoms module's own catalogue; the app's root catalogue includes it.
public let atomsCatalogue = Catalogue("Atoms", doc: "The smallest pieces of the brand.") {
    CatalogueGroup("PriceTag", doc: "A price on a tinted capsule, and on sale the price it was.",
                   arguments: [AtomArguments.price, AtomArguments.was]) {
        CatalogueEntry("regular") { context in priceTag(context) }
        CatalogueEntry("sale", setting: [AtomArguments.price.to("£3.50"), AtomArguments.was.to("£4.20")]) { context in priceTag(context) }
    }
    CatalogueGroup("RatingStars", doc: "Five stars filled to a rating; drawn with paths. Right to left fills from the right.",
                   variants: VariantMatrix(directions: [.leftToRight, .rightToLeft]),
                   arguments: [AtomArguments.rating, AtomArguments.starSize, AtomArguments.starColor]) {
        CatalogueEntry("four-and-a-half") { context in ratingStars(context) }
        CatalogueEntry("none", setting: [AtomArguments.rating.to(0)]) { context in ratingStars(context) }
    }
    CatalogueGroup("Badge", doc: "A short word on the brand colour.", arguments: [AtomArguments.badgeText, AtomArguments.tone]) {
        CatalogueEntry("new") { context in Badge(context[AtomArguments.badgeText], tone: context[AtomArguments.tone], theme: context.theme).padding(8) }
    }
}

private func priceTag(_ context: CatalogueContext) -> some Renderable {
    PriceTag(price: context[AtomArguments.price], was: context[AtomArguments.was], theme: context.theme).padding(8)
}

private func ratingStars(_ context: CatalogueContext) -> some Renderable {
    RatingStars(
        rating: context[AtomArguments.rating], color: context.color(AtomArguments.starColor), emptyColor: context.theme.colors.separator,
        starSize: context[AtomArguments.starSize]
    ).padding(8)
}
