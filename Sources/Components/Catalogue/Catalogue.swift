import DesignTokens

/// Every component state the library shows: the one registry behind the Gallery and the
/// snapshot tests.
public enum Catalogue {
    /// All entries, grouped by component, in display order.
    public static let entries: [CatalogueEntry] = labelEntries + atomEntries + bentoComponentEntries + designLibraryEntries + diffEntries
        + screenEntries

    static let labelEntries: [CatalogueEntry] = [
        CatalogueEntry(component: "Label", state: "body") { context in
            let theme = context.theme
            return UI.Label(text: "Hello, Bento!", style: theme.typography.body1, color: theme.colors.textPrimary)
                .padding(theme.spacing.small).asAnyRenderable()
        },
        CatalogueEntry(component: "Label", state: "title") { context in
            let theme = context.theme
            return UI.Label(text: "Choose pharmacy type", style: theme.typography.title, color: theme.colors.textPrimary)
                .padding(theme.spacing.small).asAnyRenderable()
        },
        CatalogueEntry(component: "Label", state: "caption-secondary") { context in
            let theme = context.theme
            return UI.Label(text: "Delivered to your door · AV Wa kerning", style: theme.typography.caption, color: theme.colors.textSecondary)
                .padding(theme.spacing.small).asAnyRenderable()
        },
    ]
}
