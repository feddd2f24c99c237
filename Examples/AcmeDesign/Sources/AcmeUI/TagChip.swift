import CataloguePreviews
import Components

/// A short tag on a pill: "New", "Sale", a category.
public struct TagChip: ComposedComponent {
    /// How loud the chip is.
    public enum Emphasis: String, CaseIterable, Sendable {
        case quiet, loud
    }

    public var title: String
    public var emphasis: Emphasis
    public var theme: Theme

    public init(_ title: String, emphasis: Emphasis = .quiet, theme: Theme) {
        self.title = title
        self.emphasis = emphasis
        self.theme = theme
    }

    public var body: some Renderable {
        UI.Label(text: title, style: theme.typography.caption, color: emphasis == .loud ? theme.colors.onPrimary : theme.colors.textPrimary)
            .padding(EdgeInsets(top: theme.spacing.extraSmall, leading: theme.spacing.medium, bottom: theme.spacing.extraSmall, trailing: theme.spacing.medium))
            .backgroundColor(emphasis == .loud ? theme.colors.primary : theme.colors.surface)
            .cornerRadius(theme.radii.pill)
    }
}

/// The chip's text, for the live preview.
public enum TagChipArguments {
    public static let title = CatalogueArgument.text("title", default: "New in", maximumLength: 40)
}

#Preview("TagChip", "quiet", doc: "A tag on the surface colour.", arguments: [TagChipArguments.title]) { context in
    TagChip(context[TagChipArguments.title], theme: context.theme).padding(8)
}

#Preview("TagChip", "loud", doc: "A tag on the brand colour.", arguments: [TagChipArguments.title]) { context in
    TagChip(context[TagChipArguments.title], emphasis: .loud, theme: context.theme).padding(8)
}
