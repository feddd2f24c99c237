import ComponentCatalogue
import DesignTokens

extension CatalogueEntry {
    /// The themes a command or a tool call may name: the built-in light and dark, and every theme
    /// the entries' variant matrices list, by name.
    package static func namedThemes(in entries: [CatalogueEntry]) -> [String: Theme] {
        var known: [String: Theme] = ["light": .light, "dark": .dark]
        for entry in entries {
            for theme in entry.variants.themes ?? [] { known[theme.name] = theme }
        }
        return known
    }
}
