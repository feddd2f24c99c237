import Components

/// A short uppercase word on the brand colour ("NEW", "SALE"), read as one piece of text.
public struct Badge: ComposedComponent {
    public var text: String
    public var theme: Theme

    public init(_ text: String, theme: Theme) {
        self.text = text
        self.theme = theme
    }

    public var body: some Renderable {
        UI.Label(text: text.uppercased(), style: theme.typography.caption.weight(.bold), color: theme.colors.onPrimary)
            .padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
            .backgroundColor(theme.colors.primary)
            .cornerRadius(theme.radii.small)
    }
}
