import Components

/// A product on a card: its picture, name, price and a tag.
public struct ProductCard: ComposedComponent {
    public var name: String
    public var price: String
    public var tag: String?
    public var picture: ImageAsset
    public var theme: Theme

    public init(name: String, price: String, tag: String? = nil, picture: ImageAsset, theme: Theme) {
        self.name = name
        self.price = price
        self.tag = tag
        self.picture = picture
        self.theme = theme
    }

    public var body: some Renderable {
        let text: [(any Renderable)?] = [
            UI.Label(text: name, style: theme.typography.subhead, color: theme.colors.textPrimary),
            UI.Label(text: price, style: theme.typography.body2, color: theme.colors.textSecondary),
            tag.map { TagChip($0, emphasis: .loud, theme: theme) },
        ]
        return [UI.Image(image: picture).accessibility(label: name).contentHuggingPriority(.defaultHigh, for: .horizontal).asAnyRenderable(), text.stack(axis: .vertical, spacing: theme.spacing.extraSmall, alignment: .leading).asAnyRenderable()]
            .stack(axis: .horizontal, spacing: theme.spacing.large, layoutMargins: EdgeInsets(theme.spacing.large), alignment: .center)
            .backgroundColor(theme.colors.surface)
            .cornerRadius(theme.radii.large)
    }
}
