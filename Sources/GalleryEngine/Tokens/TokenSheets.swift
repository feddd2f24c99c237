import Components
import DesignTokens
import Foundation
import Rasterizer
import SafeText

/// The design's own pages, drawn from the themes rather than written by hand: the colour palette
/// (every theme side by side), the contrast of each text colour on each surface, the type ramp
/// and the spacing, radius and elevation scales. `gallery render` writes them as pictures beside
/// the components (`tokens/`), and they draw any team's themes as they draw the built-in ones.
package enum TokenSheets {
    /// The pages, each a name (a file name without `.png`) and the component that draws it,
    /// drawn in `themes[0]`'s colours for the page itself.
    static func pages(for themes: [Theme]) -> [(name: String, title: String, sheet: AnyRenderable)] {
        guard let page = themes.first else { return [] }
        var pages: [(name: String, title: String, sheet: AnyRenderable)] = [
            ("palette", "Colour palette", palette(themes, page: page)),
            ("contrast", "Text on surfaces", contrast(themes, page: page)),
        ]
        for theme in themes {
            pages.append(("type-\(theme.name)", "Type ramp (\(theme.name))", typeRamp(theme)))
            pages.append(("scales-\(theme.name)", "Spacing, radii and elevation (\(theme.name))", scales(theme)))
        }
        return pages
    }

    /// The pages drawn at 2x in the first theme's renderer: what the gallery, the live preview and
    /// the DocC pictures all show.
    package static func pictures(for themes: [Theme]) throws -> [(name: String, title: String, bitmap: Bitmap)] {
        guard let page = themes.first else { return [] }
        let renderer = ComponentRenderer(traits: RenderTraits(theme: page, scale: 2))
        return try pages(for: themes).map { name, title, sheet in (name, title, try renderer.bitmap(of: sheet)) }
    }

    /// Text roles and the surfaces they are drawn on, for the contrast table.
    static let textRoles = ["color.textPrimary", "color.textSecondary", "color.primary", "color.error", "color.onPrimary"]
    static let surfaceRoles = ["color.background", "color.surface", "color.primary"]

    /// Each colour role: its name, then per theme a swatch and its value.
    static func palette(_ themes: [Theme], page: Theme) -> AnyRenderable {
        let caption = page.typography.caption, body = page.typography.body2
        var rows: [(any Renderable)?] = [
            ([UI.Label(text: "Token", style: caption, color: page.colors.textSecondary).width(150)]
                + themes.map { UI.Label(text: $0.name, style: caption, color: page.colors.textSecondary).width(130) as any Renderable })
                .stack(axis: .horizontal, spacing: 8)
        ]
        let byTheme = themes.map { Dictionary($0.colorTokens.map { ($0.role, $0.color) }, uniquingKeysWith: { first, _ in first }) }
        for (role, _) in page.colorTokens {
            var cells: [any Renderable] = [UI.Label(text: role, style: body, color: page.colors.textPrimary).width(150)]
            for colors in byTheme {
                guard let color = colors[role] else { continue }
                cells.append([
                    UI.View().backgroundColor(color).border(page.colors.separator, width: 1, cornerRadius: 4).cornerRadius(4).width(32).height(24),
                    UI.Label(text: color.hexString, style: caption, color: page.colors.textSecondary),
                ].stack(axis: .horizontal, spacing: 8, alignment: .center).width(130))
            }
            rows.append(cells.stack(axis: .horizontal, spacing: 8, alignment: .center))
        }
        return rows.stack(axis: .vertical, spacing: 6, layoutMargins: 16).backgroundColor(page.colors.background).asAnyRenderable()
    }

    /// Every text role on every surface role, per theme: a sample and its WCAG ratio, marked
    /// when under 4.5:1. One pair, one cell, however many components draw it.
    static func contrast(_ themes: [Theme], page: Theme) -> AnyRenderable {
        let caption = page.typography.caption
        var blocks: [(any Renderable)?] = []
        for theme in themes {
            let colors = Dictionary(theme.colorTokens.map { ($0.role, $0.color) }, uniquingKeysWith: { first, _ in first })
            var rows: [(any Renderable)?] = [
                ([UI.Label(text: theme.name, style: page.typography.subhead, color: page.colors.textPrimary).width(130)]
                    + surfaceRoles.map { UI.Label(text: "on \($0)", style: caption, color: page.colors.textSecondary).width(150) as any Renderable })
                    .stack(axis: .horizontal, spacing: 8, alignment: .center)
            ]
            for text in textRoles {
                guard let foreground = colors[text] else { continue }
                var cells: [any Renderable] = [UI.Label(text: text, style: caption, color: page.colors.textSecondary).width(130)]
                for surface in surfaceRoles {
                    guard let background = colors[surface], surface != text else {
                        cells.append(UI.Label(text: "–", style: caption, color: page.colors.textSecondary).width(150))
                        continue
                    }
                    let ratio = foreground.contrastRatio(with: background)
                    let verdict = ratio < Audit.textContrast ? "✕ under 4.5" : "✓"
                    cells.append([
                        UI.Label(text: "Aa", style: page.typography.body2, color: foreground)
                            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)).backgroundColor(background)
                            .border(page.colors.separator, width: 1).width(44),
                        UI.Label(text: "\(String(format: "%.1f", ratio)):1 \(verdict)", style: caption, color: page.colors.textPrimary),
                    ].stack(axis: .horizontal, spacing: 6, alignment: .center).width(150))
                }
                rows.append(cells.stack(axis: .horizontal, spacing: 8, alignment: .center))
            }
            blocks.append(rows.stack(axis: .vertical, spacing: 6))
        }
        return blocks.stack(axis: .vertical, spacing: 16, layoutMargins: 16).backgroundColor(page.colors.background).asAnyRenderable()
    }

    /// Each text style drawn in itself, with its role and its size, line height and weight.
    static func typeRamp(_ theme: Theme) -> AnyRenderable {
        let rows: [(any Renderable)?] = theme.textStyleTokens.map { role, style in
            [
                UI.Label(text: "\(role) · \(style.summary)", style: theme.typography.caption, color: theme.colors.textSecondary),
                UI.Label(text: "Repeat prescriptions", style: style, color: theme.colors.textPrimary),
            ].stack(axis: .vertical, spacing: 2)
        }
        return rows.stack(axis: .vertical, spacing: 12, layoutMargins: 16).backgroundColor(theme.colors.background).width(420).asAnyRenderable()
    }

    /// The spacing scale as bars, the radii as rounded squares, the elevation levels as cards.
    static func scales(_ theme: Theme) -> AnyRenderable {
        let caption = theme.typography.caption
        func label(_ text: String) -> UI.Label { UI.Label(text: text, style: caption, color: theme.colors.textSecondary) }
        let spacing: [(any Renderable)?] = theme.spacingTokens.map { role, value in
            [label("\(role) \(Self.number(value))").width(150), UI.View().backgroundColor(theme.colors.primary).width(max(1, value)).height(12), UI.Spacer()]
                .stack(axis: .horizontal, spacing: 8, alignment: .center)
        }
        let radii: [(any Renderable)?] = theme.radiusTokens.map { role, value in
            [
                UI.View().backgroundColor(theme.colors.surface).border(theme.colors.separator, width: 1, cornerRadius: min(value, 24))
                    .cornerRadius(min(value, 24)).width(48).height(48),
                label("\(role)\n\(Self.number(value))").numberOfLines(2),
            ].stack(axis: .vertical, spacing: 4, alignment: .center)
        }
        let levels = [theme.elevation.level1, theme.elevation.level2, theme.elevation.level3]
        let elevation: [(any Renderable)?] = levels.enumerated().map { index, shadow in
            [
                UI.View().backgroundColor(theme.colors.background).cornerRadius(8)
                    .shadow(color: shadow.color, radius: shadow.blur, x: shadow.x, y: shadow.y, cornerRadius: 8).width(64).height(48),
                label("elevation.level\(index + 1)"),
            ].stack(axis: .vertical, spacing: 8, alignment: .center)
        }
        let sections: [(any Renderable)?] = [
            label("Spacing"), spacing.stack(axis: .vertical, spacing: 6),
            label("Radii"), radii.stack(axis: .horizontal, spacing: 16),
            label("Elevation"), elevation.stack(axis: .horizontal, spacing: 24, layoutMargins: EdgeInsets(top: 8, leading: 8, bottom: 16, trailing: 8)),
        ]
        return sections.stack(axis: .vertical, spacing: 10, layoutMargins: 16).backgroundColor(theme.colors.background).width(420).asAnyRenderable()
    }

    static func number(_ value: Double) -> String { PrintedNumber.shortest(value) }
}
