import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// Stacks of real components, compared with `Snapshots/StackSnapshotTests/`.
@Suite struct StackSnapshotTests {
    static func row(_ title: String, _ detail: String, icon: String, theme: Theme) -> UI.Stack {
        let texts: [(any Renderable)?] = [
            UI.Label(text: title, style: theme.typography.title, color: theme.colors.textPrimary).numberOfLines(0),
            UI.Label(text: detail, style: theme.typography.body2, color: theme.colors.textSecondary).numberOfLines(0),
        ]
        let row: [(any Renderable)?] = [
            UI.Image(iconNamed: icon).tintColor(theme.colors.primary).width(24).height(24),
            texts.stack(axis: .vertical, spacing: 2),
            UI.Image(iconNamed: "chevron_right").tintColor(theme.colors.textSecondary).width(24).height(24),
        ]
        return row.stack(axis: .horizontal, spacing: 16, layoutMargins: EdgeInsets(16), alignment: .center)
    }

    @Test(arguments: ["light", "dark"])
    func rowsWithIconsAndWrappingText(themeName: String) {
        let theme = themeName == "dark" ? Theme.dark : Theme.light
        let column: [(any Renderable)?] = [
            Self.row("Collection", "Pick up from a pharmacy near you", icon: "local_pharmacy", theme: theme),
            Self.row("Delivery", "Delivered to your door, usually within two working days", icon: "local_shipping", theme: theme),
        ]
        assertSnapshot(of: column.stack(axis: .vertical), layout: .width(320), traits: RenderTraits(theme: theme, scale: 2))
    }

    @Test(arguments: StackAlignment.allCases)
    func baselineAndEdgeAlignment(_ alignment: StackAlignment) {
        let theme = Theme.light
        let row: [(any Renderable)?] = [
            UI.Label(text: "Big", style: theme.typography.headline1),
            UI.Label(text: "small", style: theme.typography.caption),
            UI.Label(text: "two\nlines", style: theme.typography.body2).numberOfLines(0),
        ]
        assertSnapshot(
            of: row.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(8), alignment: alignment),
            traits: RenderTraits(theme: theme, scale: 2), named: alignment.rawValue)
    }
}
