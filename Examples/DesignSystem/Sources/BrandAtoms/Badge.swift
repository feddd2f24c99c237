import CataloguePreviews
import Components

/// A short uppercase word on the brand colour ("NEW", "SALE"), read as one piece of text.
public struct Badge: ComposedComponent {
    /// The colour a badge is drawn on.
    public enum Tone: String, CaseIterable, Sendable {
        case brand, success, warning, error
    }

    public var text: String
    public var tone: Tone
    public var theme: Theme

    public init(_ text: String, tone: Tone = .brand, theme: Theme) {
        self.text = text
        self.tone = tone
        self.theme = theme
    }

    /// The tone's colour in the theme: the brand's primary, or the status colours.
    var background: Color {
        switch tone {
        case .brand: theme.colors.primary
        case .success: theme.colors.success
        case .warning: theme.colors.warning
        case .error: theme.colors.error
        }
    }

    public var body: some Renderable {
        UI.Label(text: text.uppercased(), style: theme.typography.caption.weight(.bold), color: theme.colors.onPrimary)
            .padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
            .backgroundColor(background)
            .cornerRadius(theme.radii.small)
    }
}

#Preview("Badge", "new", doc: "A short word on the brand colour.", arguments: [AtomArguments.badgeText, AtomArguments.tone]) { context in
    Badge(context[AtomArguments.badgeText], tone: context[AtomArguments.tone], theme: context.theme).padding(8)
}
