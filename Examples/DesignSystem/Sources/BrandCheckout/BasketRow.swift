import BrandAtoms
import Components

/// A product in the basket: name, rating, an optional badge, and its price. Composed from the
/// brand's atoms and Bento's; at accessibility text sizes the price moves below the name.
public struct BasketRow: ComposedComponent {
    public var name: String
    public var rating: Double
    public var price: String
    public var was: String?
    public var badge: String?
    /// The product's picture, 48 points square (see `ProductImages`).
    public var thumbnail: ImageAsset?
    public var traits: RenderTraits
    /// What the price it was reads as: "was £3.10" unless given (a translation).
    public var wasLabel: String?

    public init(
        name: String, rating: Double, price: String, was: String? = nil, badge: String? = nil, thumbnail: ImageAsset? = nil,
        traits: RenderTraits, wasLabel: String? = nil
    ) {
        self.wasLabel = wasLabel
        self.name = name
        self.rating = rating
        self.price = price
        self.was = was
        self.badge = badge
        self.thumbnail = thumbnail
        self.traits = traits
    }

    public var body: some Renderable {
        let theme = traits.resolvedTheme
        // The name has the row's width to itself: a long name, or a long language, wraps at its
        // words instead of being squeezed by the badge beside it.
        let marks: [(any Renderable)?] = [
            badge.map { Badge($0, theme: theme) },
            RatingStars(rating: rating, color: theme.colors.warning, emptyColor: theme.colors.separator, starSize: 14),
        ]
        let details: [(any Renderable)?] = [
            UI.Label(text: name, style: theme.typography.body1, color: theme.colors.textPrimary).numberOfLines(0),
            marks.stack(axis: .horizontal, spacing: 8, alignment: .center),
        ]
        let isLarge = traits.contentSize.isAccessibilityCategory
        let row: [(any Renderable)?] = [
            // The picture repeats the name beside it: decoration, hidden from assistive technologies.
            thumbnail.map { UI.Image(image: $0).scaledToFit().width(48).height(48).accessibilityHidden().padding(4) },
            details.stack(axis: .vertical, spacing: 4, alignment: .leading),
            // Beside the name, the price it was goes under the price, leaving the name its width.
            PriceTag(price: price, was: was, theme: theme, axis: isLarge ? .horizontal : .vertical, wasLabel: wasLabel),
        ]
        // Side by side, everything hangs from the top edge, as a list of products reads.
        return row.stack(
            axis: isLarge ? .vertical : .horizontal, spacing: 12, layoutMargins: EdgeInsets(theme.spacing.medium), alignment: isLarge ? .leading : .top)
            .backgroundColor(theme.colors.background)
    }
}
