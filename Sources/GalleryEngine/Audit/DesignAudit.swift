import Components
import DesignTokens

/// The design rules of `gallery audit`: values a component drew with that did not come from the
/// theme. A literal colour within ``Color/closeMatchDifference`` (ΔE₀₀ 2.3) of a token is that
/// token typed again (`design-color`, naming it); one further from every token is a colour the
/// design does not have (`design-color` too); a literal text style that is no style of the theme
/// (`design-font`); padding, spacing or a radius off the theme's scales (`design-scale`). Values
/// the library itself chose (its defaults, in Components and DesignTokens) are not the team's, and
/// are left out.
package enum DesignAudit {
    static let rules = [AuditRule.Name.designColor, AuditRule.Name.designFont, AuditRule.Name.designScale]

    /// Modules whose literals are the library's own defaults.
    static let libraryModules: Set<String> = ["Components", "DesignTokens", "Rasterizer", "Layout", "BentoSwiftUI"]

    /// Which of the three rules a finding is for.
    enum Kind { case color, font, scale }

    /// What one walk finds for the three rules, each rule's apart.
    struct Findings {
        var color: [Audit.Finding] = [], font: [Audit.Finding] = [], scale: [Audit.Finding] = []
    }

    static func findings(in nodes: [LaidOutComponent], paths: [String]? = nil, theme: Theme, entry: String) -> Findings {
        let paths = paths ?? LaidOutComponent.paths(of: nodes)
        var findings = Findings()
        for (index, node) in nodes.enumerated() {
            for use in node.designUses {
                guard let (kind, found) = finding(for: use, in: node, theme: theme, entry: entry) else { continue }
                var finding = found
                finding.element = paths[index]
                switch kind {
                case .color: findings.color.append(finding)
                case .font: findings.font.append(finding)
                case .scale: findings.scale.append(finding)
                }
            }
        }
        return findings
    }

    static func finding(for use: DesignUse, in node: LaidOutComponent, theme: Theme, entry: String) -> (Kind, Audit.Finding)? {
        let title = node.typeName.isEmpty ? "a component" : node.typeName
        // Lengths the library's own code gave are its metrics, not the team's.
        if !use.lengths.isEmpty && isLibrary(use.origin) { return nil }
        // Every colour use is judged, whatever it styles (a render-only component's `fill`,
        // `stroke`, `tint`); a use made from a string is a colour by its property.
        let color = use.color ?? (use.designProperty.isColor ? try? Color(hex: use.value) : nil)
        if let color {
            guard let place = handTyped(use.origin) else { return nil }
            guard let nearest = theme.nearestColorToken(to: color) else {
                return (.color, Audit.Finding(entry: entry, detail: "\(title) \(use.property) \(use.value) (\(place)) is no colour of \(theme.name)"))
            }
            let difference = String(format: "%.1f", nearest.difference)
            if nearest.difference < Color.closeMatchDifference {
                return (.color, Audit.Finding(
                    entry: entry,
                    detail: "\(title) \(use.property) \(use.value) (\(place)) is \(nearest.role) (\(nearest.color.hexString), ΔE \(difference)) typed by hand: use the token"))
            }
            return (.color, Audit.Finding(
                entry: entry,
                detail: "\(title) \(use.property) \(use.value) (\(place)) is near no token (nearest \(nearest.role), ΔE \(difference))"))
        }
        switch use.designProperty {
        case .font:
            guard let place = handTyped(use.origin) else { return nil }
            if let same = theme.textStyleTokens.first(where: { "\(DesignUse.font($0.style).value)" == use.value }) {
                return (.font, Audit.Finding(entry: entry, detail: "\(title) font \(use.value) (\(place)) is \(same.role) typed by hand: use the token"))
            }
            return (.font, Audit.Finding(entry: entry, detail: "\(title) font \(use.value) (\(place)) is no text style of \(theme.name)"))
        case .padding, .spacing:
            let scale = [0] + Self.scale(for: use.designProperty, in: theme).map(\.value)
            let off = use.value.split(separator: " ").compactMap { Double($0) }.filter { !scale.contains($0) }
            guard !off.isEmpty else { return nil }
            return (.scale, Audit.Finding(
                entry: entry,
                detail: "\(title) \(use.property) \(use.value)\(place(use.origin)) is off the spacing scale (\(theme.spacingTokens.map { Audit.format($0.value) }.joined(separator: ", ")))"))
        case .radius:
            let scale = [0] + Self.scale(for: use.designProperty, in: theme).map(\.value)
            guard let value = Double(use.value), !scale.contains(value) else { return nil }
            return (.scale, Audit.Finding(
                entry: entry,
                detail: "\(title) radius \(use.value)\(place(use.origin)) is off the radius scale (\(theme.radiusTokens.map { Audit.format($0.value) }.joined(separator: ", ")))"))
        default:
            return nil
        }
    }

    /// The theme's scale a length property is held to: radii for `radius`, spacing for `padding`
    /// and `spacing` (the audit's design-scale rule and the site's specs read it alike).
    package static func scale(for property: DesignProperty, in theme: Theme) -> [(role: String, value: Double)] {
        property == .radius ? theme.radiusTokens : theme.spacingTokens
    }

    /// Where a hand-typed value was written (`Shop/Card.swift:12`, `argument textColor`); `nil`
    /// for a token's value or a default of the library's own.
    package static func handTyped(_ origin: DesignOrigin?) -> String? {
        switch origin?.source {
        case .literal(let fileID, let line)?: isLibrary(fileID) ? nil : "\(fileID):\(line)"
        case .input(let name)?: "argument \(name)"
        default: nil
        }
    }

    /// Whether a length was given by the library's own code.
    static func isLibrary(_ origin: DesignOrigin?) -> Bool {
        if case .literal(let fileID, _)? = origin?.source { return isLibrary(fileID) }
        return false
    }

    /// ` (Shop/Card.swift:12)` for a length whose line is known, else nothing.
    static func place(_ origin: DesignOrigin?) -> String {
        if case .literal(let fileID, let line)? = origin?.source { return " (\(fileID):\(line))" }
        return ""
    }

    static func isLibrary(_ fileID: String) -> Bool {
        libraryModules.contains(String(fileID.prefix { $0 != "/" }))
    }
}
