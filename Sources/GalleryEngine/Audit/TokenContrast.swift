import Components
import DesignTokens

/// Contrast judged per pair of tokens: text drawn in a token colour on a background drawn in a
/// token colour is one pair (`color.textSecondary` on `color.surface`, light), however many
/// components draw it, so a failing pair is one finding naming them rather than one per component.
package struct TokenContrast {
    /// A text colour token on a background colour token, in one theme.
    package struct Pair: Hashable {
        package var text: String
        package var background: String
        package var theme: String
        /// The colours as drawn (after any opacity change).
        package var textColor: Color
        package var backgroundColor: Color
        /// The text colour as drawn, `#RRGGBBAA`.
        package var textValue: String {
            get { textColor.hexString }
            set { if let color = try? Color(hex: newValue) { textColor = color } }
        }
        /// The background colour as drawn, `#RRGGBBAA`.
        package var backgroundValue: String {
            get { backgroundColor.hexString }
            set { if let color = try? Color(hex: newValue) { backgroundColor = color } }
        }
        package var isLargeText: Bool
        /// Drawn inside a control that is not enabled (a dimmed button): WCAG 1.4.3 exempts the
        /// text of inactive controls, so the pair is shown but never fails.
        package var isInactive = false

        /// The WCAG ratio of the text, composited over its background, to the background.
        package var ratio: Double? {
            let text = textColor, background = backgroundColor
            let a = text.alpha
            let shown = Color(
                red: text.red * a + background.red * (1 - a), green: text.green * a + background.green * (1 - a),
                blue: text.blue * a + background.blue * (1 - a))
            return shown.contrastRatio(with: background)
        }

        var needed: Double { isLargeText ? Audit.largeTextContrast : Audit.textContrast }
        var fails: Bool { !isInactive && (ratio ?? 21) < needed }

        /// The finding's entry, which the allow list matches: `Tokens/color.textSecondary-on-color.surface@light`
        /// (a changed token is named with its change: `color.textPrimary~opacity30%`).
        var entry: String { "Tokens/\(text)-on-\(background)@\(theme)" }
    }

    /// The pair each text node draws, by node index, when both its text colour and the background
    /// under it (the nearest enclosing node's, else the picture's) come from tokens.
    package static func pairs(in nodes: [LaidOutComponent], canvas: Color) -> [Int: Pair] {
        var pairs: [Int: Pair] = [:]
        // The background in force at each depth, as the tree is walked in drawing order.
        var backgrounds: [(depth: Int, use: DesignUse)] = [(-1, .color(.background, canvas))]
        // The depths of the inactive controls the walk is inside.
        var inactive: [Int] = []
        for (index, node) in nodes.enumerated() {
            while let last = backgrounds.last, last.depth >= node.depth { backgrounds.removeLast() }
            while let last = inactive.last, last >= node.depth { inactive.removeLast() }
            if let own = node.designUses.last(where: { $0.designProperty == .background }) { backgrounds.append((node.depth, own)) }
            if isInactiveControl(node.accessibility) { inactive.append(node.depth) }
            guard node.accessibility.elementRole == .staticText,
                  let text = node.designUses.first(where: { $0.designProperty == .text }), let textToken = text.token,
                  let background = backgrounds.last?.use, let backgroundToken = background.token,
                  let textColor = text.color, let backgroundColor = background.color
            else { continue }
            pairs[index] = Pair(
                text: name(textToken.role, text.origin), background: name(backgroundToken.role, background.origin), theme: textToken.theme, textColor: textColor,
                backgroundColor: backgroundColor, isLargeText: node.layoutNotes.contains(.largeText), isInactive: !inactive.isEmpty)
        }
        return pairs
    }

    /// A control drawn not enabled: one that tells assistive technologies it is dimmed (a
    /// disabled button, UIKit's `notEnabled`), or a text field that takes no input.
    static func isInactiveControl(_ info: AccessibilityInfo) -> Bool {
        info.value == "dimmed" || (info.elementRole == .textField && !info.isInteractive)
    }

    /// A token's role with the changes made to it, without spaces so the allow list can name it:
    /// `color.textPrimary~opacity30%`.
    static func name(_ role: String, _ origin: DesignOrigin?) -> String {
        ([role] + (origin?.changes ?? []).map { $0.replacingOccurrences(of: " ", with: "") }).joined(separator: "~")
    }

    /// One finding per failing pair of one variant, from the pairs `pairs(in:canvas:)` found in its nodes.
    static func findings(for pairs: [Int: Pair], in nodes: [LaidOutComponent], entry: String) -> [Audit.Finding] {
        var seen: Set<Pair> = []
        var findings: [Audit.Finding] = []
        for (index, pair) in pairs.sorted(by: { $0.key < $1.key }) where pair.fails && seen.insert(pair).inserted {
            let ratio = String(format: "%.2f", pair.ratio ?? 0)
            findings.append(Audit.Finding(
                entry: pair.entry, rule: AuditRule.Name.tokenContrast,
                detail: "\(pair.text) \(pair.textColor.hexString) on \(pair.background) \(pair.backgroundColor.hexString) is \(ratio):1, under \(pair.needed):1 for \(pair.isLargeText ? "large " : "")text; drawn by \(nodes[index].typeName) in \(entry)"))
        }
        return findings
    }

    /// The findings of many variants with each pair once: the first variant's finding, counting
    /// the others (`… and in 11 more variants`).
    static func merged(_ findings: [Audit.Finding]) -> [Audit.Finding] {
        var order: [String] = []
        var first: [String: Audit.Finding] = [:]
        var more: [String: Int] = [:]
        var merged: [Audit.Finding] = []
        for finding in findings {
            guard finding.rule == AuditRule.Name.tokenContrast else {
                merged.append(finding)
                continue
            }
            if first[finding.entry] == nil {
                first[finding.entry] = finding
                order.append(finding.entry)
            } else {
                more[finding.entry, default: 0] += 1
            }
        }
        for entry in order {
            guard var finding = first[entry] else { continue }
            if let count = more[entry] { finding.detail += " and in \(count) more variant\(count == 1 ? "" : "s")" }
            merged.append(finding)
        }
        return merged
    }
}
