import CataloguePreviews
import Components

/// A price on a tinted capsule and, on sale, the price it was: beside it, or under it where a
/// row is short of width. Composed from Bento's atoms.
public struct PriceTag: ComposedComponent {
    public var price: String
    public var was: String?
    public var theme: Theme
    /// How the price and the price it was sit: side by side, or one above the other.
    public var axis: Axis
    /// What the price it was reads as: "was £3.10" unless given (a translation).
    public var wasLabel: String?

    public init(price: String, was: String? = nil, theme: Theme, axis: Axis = .horizontal, wasLabel: String? = nil) {
        self.price = price
        self.was = was
        self.theme = theme
        self.axis = axis
        self.wasLabel = wasLabel
    }

    public var body: some Renderable {
        let items: [(any Renderable)?] = [
            UI.Label(text: price, style: theme.typography.headline2, color: was == nil ? theme.colors.textPrimary : theme.colors.secondary),
            was.map { UI.Label(text: wasLabel ?? "was \($0)", style: theme.typography.caption, color: theme.colors.textSecondary) },
        ]
        let isRow = axis == .horizontal
        return items.stack(
            axis: axis, spacing: isRow ? 8 : 0, layoutMargins: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12),
            alignment: isRow ? .firstBaseline : .trailing)
            .backgroundColor(theme.colors.surface)
            .cornerRadius(theme.radii.medium)
    }
}

#Preview("PriceTag", "regular", doc: "A price on a tinted capsule, and on sale the price it was.",
         arguments: [AtomArguments.price, AtomArguments.was]) { context in priceTag(context) }
#Preview("PriceTag", "sale", doc: "A price on a tinted capsule, and on sale the price it was.",
         arguments: [AtomArguments.price, AtomArguments.was], setting: [AtomArguments.price.to("£3.50"), AtomArguments.was.to("£4.20")]) { context in
    priceTag(context)
}
