import ComponentCatalogue
import Components
import DesignTokens

/// Bento's own demo catalogue: every atom, Bento component, Design Library factory and example
/// screen with its named states. It is one more user of `ComponentCatalogue`; this repository's
/// `gallery` command and `CatalogueSnapshotTests` use it, and no product ships it.
public enum BentoCatalogue {
    /// The demo catalogue; its references live in `Snapshots/CatalogueSnapshotTests`.
    public static let catalogue = Catalogue(
        "Bento", doc: "Bento's atoms, components, Design Library factories and screens.", snapshotFolder: "CatalogueSnapshotTests",
        items: entries.map { entry in
            var entry = entry
            entry.doc = docs[entry.component]
            return .entry(entry)
        })

    /// All entries, grouped by component, in display order.
    static let entries: [CatalogueEntry] = labelEntries + atomEntries + bentoComponentEntries + designLibraryEntries + diffEntries
        + screenEntries + exampleAppEntries + signUpFlowEntries

    /// What each component is for, shown on its gallery page.
    static let docs: [String: String] = [
        "Label": "UILabel's equivalent: one style or mixed runs, wrapping, truncation and alignment.",
        "Button": "A tappable title, filled or outlined, enabled, disabled or loading.",
        "Toggle": "A switch, on or off, enabled or disabled; switches are labelled for assistive technologies.",
        "TextField": "A single-line field with a placeholder, or secure text.",
        "ActivityIndicator": "The spinner shown while something loads.",
        "Separator": "A hairline between rows.",
        "Image": "Template icons from the Material Icons font, tinted.",
        "Stack": "Children in a row or a column, with spacing, margins and alignment: an icon, text that wraps and a chevron.",
        "Spacer": "Flexible space that pushes its neighbours apart.",
        "View": "A plain rectangle, given a colour, corners and a size by modifiers.",
        "DesignLibrary": "The Design Library's factories, built from the theme's tokens only, at two widths and at an accessibility text size.",
        "Diff": "Bento's diffing scenarios as a before | after picture of their changeset.",
        "ExampleApp": "Bento's example app ported: a sign-up form (plain and grouped, a focused date field with its picker), personal details, a list with deletable rows (two swiped open) and a booking screen with pinned search and button, at large and accessibility sizes, light and dark, left to right and right to left.",
        "SignUpFlow": "Bento's sign-up screen running: an email typed, the optional personal section switched on (inserted with the table's animation), a name typed, the terms accepted and the account created; each step's picture and its transition are references.",
        "Screen": "A BoxRenderer-style screen: a navigation bar, sections of rows, and a button pinned to the bottom.",
        "Component.Activity": "Bento's activity row: a spinner while a section loads.",
        "Component.Button": "Bento's full-width button component.",
        "Component.DatePicker": "A row showing a chosen date, as Bento's date picker does at rest.",
        "Component.Description": "A line of text with an optional accessory.",
        "Component.DetailedDescription": "A title, subtitle and detail with an optional icon: Bento's workhorse row.",
        "Component.EmptySpace": "Fixed vertical space between rows.",
        "Component.Image": "An image row.",
        "Component.ImageOrLabel": "An image, or a label when there is no image.",
        "Component.MultilineTextInput": "A text view for longer input.",
        "Component.OptionPicker": "A row showing the chosen option of a list.",
        "Component.Search": "A search bar.",
        "Component.TextInput": "A titled text field, as in Bento's forms.",
        "Component.Toggle": "A titled switch row.",
    ]

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
