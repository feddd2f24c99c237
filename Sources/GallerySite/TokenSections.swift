import ComponentCatalogue
import DesignTokens
import Foundation
import GalleryEngine
import SafeText

/// The sections of the token page, each a piece of HTML.
enum TokenSections {
    static let escape = Markup.html

    /// A value with a button that copies it.
    static func copyable(_ value: String, label: String? = nil) -> String {
        "<code>\(escape(value))</code> <button type=\"button\" class=\"copy\" data-copy=\"\(escape(value))\" aria-label=\"Copy \(escape(label ?? value))\">Copy</button>"
    }

    /// A theme's own colours for a section drawn on it.
    static func themeStyle(_ theme: Theme) -> String {
        let c = theme.colors
        return "--theme-bg:\(CanvasColor.css(c.background));--theme-text:\(CanvasColor.css(c.textPrimary));--theme-muted:\(CanvasColor.css(c.textSecondary));--theme-line:\(CanvasColor.css(c.separator));--theme-surface:\(CanvasColor.css(c.surface))"
    }

    static func isPrimitive(_ role: String) -> Bool {
        role.hasPrefix("color.grey.") || role == "color.white" || role == "color.black"
    }

    /// Each colour role's alias in the theme's token file (`color.onPrimary` → `color.white`,
    /// `color.primary` → `palette.plum.500`); a theme made in code has none, and its colours are
    /// matched to the nearest primitive instead.
    static func aliases(of theme: Theme) -> [String: String] {
        theme.provenance?.aliases ?? [:]
    }

    /// The colour tokens a page lists for a theme: the roles its file defines (a role the file
    /// leaves out took Bento's standard value, which is none of the team's), then the file's other
    /// colour tokens (its palette, its extra tokens), by path.
    static func colorTokens(of theme: Theme) -> [(role: String, color: Color)] {
        let roles = theme.colorTokens.filter { theme.provenance?.defines($0.role) ?? true }
        // A ramp reads in its numbers' order (birch.50, 100, … 900), not as text (0, 100, 200, 50).
        let others = (theme.provenance?.otherColors ?? [:]).sorted { $0.key.compare($1.key, options: .numeric) == .orderedAscending }
            .map { (role: $0.key, color: $0.value) }
        return roles + others
    }

    /// What a colour comes from: the token it aliases, else (for a semantic colour) the nearest of
    /// the theme's `primitives`, named as such.
    static func source(of role: String, _ color: Color, primitives: [(role: String, color: Color)], aliases: [String: String]) -> String {
        if let alias = aliases[role] { return "alias of <code>\(escape(alias))</code>" }
        let primitives = primitives.filter { abs($0.color.alpha - color.alpha) < 0.01 }
        guard let nearest = primitives.min(by: { $0.color.difference(to: color) < $1.color.difference(to: color) }) else { return "no primitive of its opacity" }
        let difference = nearest.color.difference(to: color)
        if nearest.color.hexString == color.hexString { return "same value as <code>\(escape(nearest.role))</code>" }
        // Further than a close match, a primitive is no source: the colour is its own.
        if difference >= Color.closeMatchDifference * 2 { return "its own value (no primitive within ΔE \(Audit.format(Color.closeMatchDifference * 2)))" }
        return "nearest primitive <code>\(escape(nearest.role))</code> \(escape(CanvasColor.hex(nearest.color))) (ΔE \(String(format: "%.1f", difference)))"
    }

    static func colors(_ themes: [Theme]) -> String {
        var html = "<section aria-labelledby=\"colours\"><h2 id=\"colours\">Colours</h2>\n"
        for theme in themes {
            let aliases = aliases(of: theme)
            html += "<section class=\"theme\" style=\"\(themeStyle(theme))\" aria-label=\"Colours, \(escape(theme.name))\"><h3>\(escape(theme.name))</h3><ul class=\"swatches\">\n"
            let listed = colorTokens(of: theme)
            let semantic = Set(theme.colorTokens.map(\.role).filter { !isPrimitive($0) })
            let primitives = listed.filter { !semantic.contains($0.role) }
            for (role, color) in listed {
                let hex = CanvasColor.hex(color)
                html += "<li data-role=\"\(escape(role))\"><span class=\"chip\" style=\"--chip:\(CanvasColor.css(color))\"></span><div>"
                html += "<div>\(copyable(role, label: "\(role) (name)"))</div><div>\(copyable(hex, label: "\(role) \(hex)"))</div>"
                if semantic.contains(role) || aliases[role] != nil {
                    html += "<div class=\"alias\">\(source(of: role, color, primitives: primitives, aliases: aliases))</div>"
                }
                if color.alpha < 1 { html += "<div class=\"alias\">\(Int((color.alpha * 100).rounded())) % opaque</div>" }
                html += "</div></li>\n"
            }
            html += "</ul></section>\n"
        }
        return html + "</section>\n"
    }

    /// The pairs the catalogue draws, graded; the lowest ratios first.
    static func contrast(_ drawn: DrawnTokens) -> String {
        var html = "<section aria-labelledby=\"contrast\"><h2 id=\"contrast\">Contrast of what the catalogue draws</h2>\n"
        guard !drawn.pairs.isEmpty else { return html + "<p>No text drawn in a token colour on a token background.</p></section>\n" }
        html += "<p>Each text colour on the background it is drawn on, as the catalogue's components draw them (WCAG 2: AA 4.5:1, AA for large text 3:1, AAA 7:1).</p>\n"
        html += "<div class=\"table-scroll\"><table class=\"contrast\"><thead><tr><th scope=\"col\">Text</th><th scope=\"col\">On</th><th scope=\"col\">Theme</th><th scope=\"col\">Sample</th><th scope=\"col\">Ratio</th><th scope=\"col\">AA</th><th scope=\"col\">AA large</th><th scope=\"col\">AAA</th><th scope=\"col\">Drawn by</th></tr></thead><tbody>\n"
        let sorted = drawn.pairs.keys.sorted { ($0.theme, $0.ratio ?? 0, $0.text, $0.background) < ($1.theme, $1.ratio ?? 0, $1.text, $1.background) }
        // Pairs that differ only where the table does not show (a colour a hair apart under one
        // name) read as one row, drawn by all of their components.
        var rows: [String: Set<String>] = [:]
        var shown: [TokenContrast.Pair] = []
        for pair in sorted {
            guard let ratio = pair.ratio else { continue }
            let row = "\(pair.theme)\u{1F}\(pair.text)\u{1F}\(pair.background)\u{1F}\(String(format: "%.2f", ratio))\u{1F}\(pair.isInactive)"
            if rows[row] == nil { shown.append(pair) }
            rows[row, default: []].formUnion(drawn.pairs[pair] ?? [])
        }
        for pair in shown {
            guard let ratio = pair.ratio else { continue }
            let row = "\(pair.theme)\u{1F}\(pair.text)\u{1F}\(pair.background)\u{1F}\(String(format: "%.2f", ratio))\u{1F}\(pair.isInactive)"
            let normal = ContrastGrade(ratio: ratio, isLargeText: false), large = ContrastGrade(ratio: ratio, isLargeText: true)
            func cell(_ passes: Bool) -> String { passes ? "<td class=\"pass\">✓ Pass</td>" : "<td class=\"fail\">✕ Fail</td>" }
            let text = CanvasColor.css(pair.textColor), background = CanvasColor.css(pair.backgroundColor)
            html += "<tr data-pair=\"\(escape(pair.text)) on \(escape(pair.background))@\(escape(pair.theme))\"><td><code>\(escape(pair.text))</code></td><td><code>\(escape(pair.background))</code></td><td>\(escape(pair.theme))</td>"
            let label = "Sample: \(pair.text) on \(pair.background)"
            html += "<td><span class=\"sample\" role=\"img\" aria-label=\"\(escape(label))\" data-sample=\"Aa Sample\" style=\"color:\(text);background:\(background)\"></span></td><td>\(String(format: "%.2f", ratio)):1</td>"
            if pair.isInactive {
                html += "<td colspan=\"3\" class=\"exempt\">Exempt: the text of a control that is not enabled (WCAG 1.4.3)</td>"
            } else {
                html += cell(normal.passesAA) + cell(large.passesAA) + cell(normal.passesAAA)
            }
            html += "<td>\((rows[row] ?? []).sorted().map(escape).joined(separator: ", "))</td></tr>\n"
        }
        return html + "</tbody></table></div></section>\n"
    }

    /// The type ramp of each theme with its own, by size, with the sizes the catalogue's content sizes give.
    static func typography(_ themes: [Theme], contentSizes: [ContentSizeCategory]) -> String {
        var html = "<section aria-labelledby=\"type\"><h2 id=\"type\">Type ramp</h2>\n"
        var shown: [Typography] = []
        let sizes = contentSizes.isEmpty ? [ContentSizeCategory.large] : contentSizes
        for theme in themes where !shown.contains(theme.typography) {
            shown.append(theme.typography)
            html += "<h3>\(escape(theme.name))</h3><div class=\"table-scroll\"><table class=\"type\"><thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Sample</th><th scope=\"col\">Size</th><th scope=\"col\">Line height</th><th scope=\"col\">Weight</th><th scope=\"col\">Tracking</th>"
            html += sizes.map { "<th scope=\"col\">Size at \(escape($0.rawValue))</th>" }.joined() + "</tr></thead><tbody>\n"
            let scaled = sizes.map { theme.typography.scaled(for: $0) }
            let byRole = sizes.indices.map { index in Dictionary(Theme.roles(of: scaled[index]), uniquingKeysWith: { a, _ in a }) }
            for (role, style) in theme.textStyleTokens.sorted(by: { ($0.style.size, $0.role) > ($1.style.size, $1.role) }) {
                let line = style.lineHeight.map(Audit.format) ?? "auto"
                let css = "font-family:\(Markup.cssString(style.family)),sans-serif;font-weight:\(style.weight.rawValue);font-size:\(Audit.format(style.size))px;line-height:\(style.lineHeight.map { "\(Audit.format($0))px" } ?? "normal");letter-spacing:\(Audit.format(style.letterSpacing))px"
                html += "<tr data-role=\"\(escape(role))\"><td>\(copyable(role))</td><td><span style=\"\(css)\">The quick brown fox</span></td><td>\(Audit.format(style.size))</td><td>\(line)</td><td>\(style.weight.rawValue)</td><td>\(Audit.format(style.letterSpacing))</td>"
                html += byRole.map { "<td>\($0[role].map { Audit.format($0.size) } ?? "")</td>" }.joined() + "</tr>\n"
            }
            html += "</tbody></table></div>\n"
        }
        return html + "</section>\n"
    }

    /// Spacing, radii and elevation in each theme, on its own background, with who uses each value.
    static func scales(_ themes: [Theme], lengths: [String: Set<String>]) -> String {
        var html = "<section aria-labelledby=\"scales\"><h2 id=\"scales\">Spacing, radii and elevation</h2>\n"
        for theme in themes {
            html += "<section class=\"theme\" style=\"\(themeStyle(theme))\" aria-label=\"Scales, \(escape(theme.name))\"><h3>\(escape(theme.name))</h3><div class=\"scales\">"
            html += "<div><h4>Spacing</h4><ul class=\"scale\">"
            for (role, value) in theme.spacingTokens {
                html += "<li data-role=\"\(escape(role))\"><span class=\"bar\" style=\"width:\(Audit.format(value))px\"></span>\(copyable(role)) <span>\(Audit.format(value)) pt</span>\(usedBy(lengths["spacing \(Audit.format(value))"]))</li>"
            }
            html += "</ul></div><div><h4>Radii</h4><ul class=\"scale\">"
            for (role, value) in theme.radiusTokens {
                html += "<li data-role=\"\(escape(role))\"><span class=\"corner\" style=\"border-radius:\(Audit.format(min(value, 24)))px\"></span>\(copyable(role)) <span>\(Audit.format(value)) pt</span>\(usedBy(lengths["radius \(Audit.format(value))"]))</li>"
            }
            html += "</ul></div><div><h4>Elevation</h4><ul class=\"elevation\">"
            for (index, shadow) in [theme.elevation.level1, theme.elevation.level2, theme.elevation.level3].enumerated() {
                let css = "\(Audit.format(shadow.x))px \(Audit.format(shadow.y))px \(Audit.format(shadow.blur))px \(CanvasColor.css(shadow.color))"
                // On the theme's surface, and on a mid grey where a shadow shows whatever the theme.
                html += "<li><span class=\"card-sample\" style=\"box-shadow:\(css)\"></span><span class=\"shadow-stage\"><span class=\"card-sample\" style=\"box-shadow:\(css)\"></span></span>"
                html += "\(copyable("elevation.level\(index + 1)")) <span>\(escape(css))</span></li>"
            }
            html += "</ul></div></div></section>\n"
        }
        return html + "</section>\n"
    }

    static func usedBy(_ components: Set<String>?) -> String {
        guard let components, !components.isEmpty else { return " <span class=\"unused\">used by nothing</span>" }
        return " <span class=\"used\">used by \(components.sorted().map(escape).joined(separator: ", "))</span>"
    }

    /// Each token with the components that read it, the tokens nothing reads, and each component's
    /// hand-typed values.
    static func usage(_ usage: TokenUsage, lengths: [String: Set<String>]) -> String {
        var html = "<section id=\"usage\" aria-labelledby=\"usage-title\"><h2 id=\"usage-title\">Who uses what</h2>\n<div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Components</th><th scope=\"col\">Variants</th></tr></thead><tbody>\n"
        for (token, components) in usage.componentsByToken.sorted(by: { $0.key < $1.key }) {
            let role = usage.roleByToken[token].map { " <span class=\"path\">(\(escape($0)))</span>" } ?? ""
            let components = components.map { "<a href=\"../\(escape((try? GallerySite.pagePath(of: $0)) ?? ""))\">\(escape($0))</a>" }
            html += "<tr><td><code>\(escape(token))</code>\(role)</td><td>\(components.joined(separator: ", "))</td><td>\(usage.variantsByToken[token]?.count ?? 0)</td></tr>\n"
        }
        html += "</tbody></table></div>\n<h3>Read by nothing</h3><p>\(usage.unusedTokens.isEmpty ? "none" : usage.unusedTokens.map { "<code>\(escape($0))</code>" }.joined(separator: ", "))</p>\n"
        html += "<p class=\"meta\">Spacing and radii carry no token once drawn; above, each of their values lists the components that use it.</p>\n"
        if !usage.literalsByComponent.isEmpty {
            html += "<h3>Typed by hand</h3><ul>\n"
            for (component, literals) in usage.literalsByComponent.sorted(by: { $0.key < $1.key }) {
                html += "<li>\(escape(component)): \(literals.map(escape).joined(separator: "; "))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }
}

extension Theme {
    /// The text styles of a typography by role, as `textStyleTokens` names them.
    static func roles(of typography: Typography) -> [(String, TextStyle)] {
        var theme = Theme.light
        theme.typography = typography
        return theme.textStyleTokens.map { ($0.role, $0.style) }
    }
}
