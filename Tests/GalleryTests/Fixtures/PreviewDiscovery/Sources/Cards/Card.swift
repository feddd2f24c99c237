import CataloguePreviews
import Components

/// A titled card.
public struct Card: ComposedComponent {
    public var title: String
    public var theme: Theme
    public init(_ title: String, theme: Theme) {
        self.title = title
        self.theme = theme
    }
    public var body: some Renderable {
        UI.Label(text: title, style: theme.typography.body1).numberOfLines(0).padding(8).backgroundColor(theme.colors.surface)
    }
}

#Preview("Card", "plain") { context in Card("Plain", theme: context.theme) }

#Preview("Card", "long", doc: "A title that wraps.", layout: .width(120)) { context in
    Card("A title long enough to wrap", theme: context.theme)
}

/// A component nobody wrote a preview for: `gallery audit` reports it.
public struct Chip: ComposedComponent {
    public var text: String
    public init(_ text: String) { self.text = text }
    public var body: some Renderable { UI.Label(text: text, style: Theme.light.typography.caption) }
}
