import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import SafeText

/// The checks of `gallery audit`, over one rendered component: text contrast below WCAG AA, text
/// cut short, tap targets under 44 × 44 points, and images, buttons or switches without an
/// accessibility label.
package struct Audit {
    /// Something the audit found: the one finding type of the rules, the command, the preview and
    /// the API (`AuditFinding`).
    package typealias Finding = AuditFinding

    /// WCAG AA: 4.5:1 for text, 3:1 for large text.
    static let textContrast = 4.5
    static let largeTextContrast = 3.0
    /// Apple's and WCAG's smallest comfortable tap target.
    static let minimumTapTarget = InteractionTargets.minimumHitSide

    /// Audits a component rendered with a renderer: its laid-out nodes (with details) and the
    /// pixels drawn from them, which the contrast check reads, from one layout.
    static func findings(
        of component: some Renderable, layout: RenderLayout, renderer: ComponentRenderer, entry: String
    ) throws -> [Finding] {
        let (tree, bitmap) = try renderer.picture(of: component, layout: layout)
        return findings(in: tree.records, bitmap: bitmap, scale: renderer.environment.traits.scale, theme: renderer.environment.traits.theme, entry: entry)
    }

    /// The public components no rendered node is an instance of: a new component nobody added a
    /// preview for. The finding's entry is the type's name (`BrandAtoms.Badge`), which the allow
    /// list matches.
    package static func unshown(_ components: [PublicComponents.Component], shown: Set<String>) -> [Finding] {
        components.filter { !shown.contains($0.qualifiedName) }.map { component in
            Finding(
                entry: component.qualifiedName, rule: AuditRule.Name.noPreview,
                detail: "public Renderable declared at \(component.location) is drawn by no catalogue entry or #Preview")
        }
    }

    /// Audits laid-out nodes (recorded with details) against the bitmap they were drawn into and
    /// the theme they were drawn with: the built-in rules and `designRules`, in the list's order.
    package static func findings(in nodes: [LaidOutComponent], bitmap: Bitmap, scale: Double, theme: Theme, entry: String) -> [Finding] {
        findings(in: nodes, bitmap: bitmap, scale: scale, theme: theme, entry: entry, designRules: [])
    }

    /// Audits laid-out nodes with the built-in rules and a team's own `designRules` after them.
    package static func findings(
        in nodes: [LaidOutComponent], bitmap: Bitmap, scale: Double, theme: Theme, entry: String, designRules: [DesignRule],
        untranslated: [StringLookups.Miss] = [], lookups: [StringLookups.Lookup] = [], design: DesignSources.Resolved? = nil,
        tolerances: DesignTolerances = .standard, only ruleNames: Set<String>? = nil
    ) -> [Finding] {
        let subject = Subject(
            nodes: nodes, bitmap: bitmap, scale: scale, theme: theme, entry: entry, untranslated: untranslated, lookups: lookups, design: design,
            tolerances: tolerances)
        return findings(in: subject, rules: rules(adding: designRules).filter { ruleNames?.contains($0.name) ?? true })
    }

    /// The accessibility rules over laid-out nodes and their bitmap. The label rule skips what assistive technologies do not see (`accessibilityHidden()`) and
    /// buttons named by the text inside them; the other rules apply to everything drawn.
    /// Text nodes in `judgedByTokens` draw a pair of tokens, which `TokenContrast` judges once per
    /// pair; the pixel contrast rule reads the others.
    /// What one walk of the tree finds for the accessibility rules, each rule's apart: the rule
    /// takes its own, and names them (`Audit.findings(in:rules:)`).
    struct AccessibilityFindings {
        var truncated: [Finding] = [], tapTarget: [Finding] = [], missingLabel: [Finding] = [], contrast: [Finding] = []
    }

    static func accessibilityFindings(
        in nodes: [LaidOutComponent], paths: [String]? = nil, bitmap: Bitmap, scale: Double, entry: String, judgedByTokens: Set<Int> = []
    ) -> AccessibilityFindings {
        let paths = paths ?? LaidOutComponent.paths(of: nodes)
        var found = AccessibilityFindings()
        let hiddenFromAssistiveTechnologies = AccessibilityTree.hiddenFlags(of: nodes)
        let parents = LaidOutComponent.parents(of: nodes)
        for (index, node) in nodes.enumerated() {
            let info = node.accessibility, frame = node.frame
            let title = title(of: node)
            func finding(_ detail: String) -> Finding { Finding(entry: entry, detail: detail, element: paths[index]) }
            if node.layoutNotes.contains(.truncated) {
                found.truncated.append(finding("\(title) is cut short in \(format(frame.width)) × \(format(frame.height)) pt" + shortfall(of: node)))
            }
            if info.isInteractive, let detail = tapTargetProblem(at: index, in: nodes, parents: parents, title: title) {
                found.tapTarget.append(finding(detail))
            }
            if let role = info.elementRole, [.image, .button, .switch].contains(role), (info.label ?? "").isEmpty,
                !hiddenFromAssistiveTechnologies[index], !(role == .button && containsVisibleText(nodes, under: index, hidden: hiddenFromAssistiveTechnologies))
            {
                found.missingLabel.append(finding("\(role) at (\(format(frame.x)), \(format(frame.y))) has no accessibility label"))
            }
            if info.elementRole == .staticText, !judgedByTokens.contains(index), let ratio = contrast(in: bitmap, frame: frame, scale: scale) {
                let isLarge = node.layoutNotes.contains(.largeText)
                let needed = isLarge ? largeTextContrast : textContrast
                if ratio < needed {
                    found.contrast.append(finding("\(title) has contrast \(String(format: "%.2f", ratio)):1, under \(needed):1 for \(isLarge ? "large " : "")text"))
                }
            }
        }
        return found
    }

    /// Whether a node's subtree holds text assistive technologies read: a button without a label
    /// of its own is named by the text inside it, as UIKit and the web name them.
    static func containsVisibleText(_ nodes: [LaidOutComponent], under index: Int, hidden: [Bool]) -> Bool {
        var next = index + 1
        while next < nodes.count && nodes[next].depth > nodes[index].depth {
            let info = nodes[next].accessibility
            if !hidden[next] && info.elementRole == .staticText && !(info.label ?? "").isEmpty { return true }
            next += 1
        }
        return false
    }

    package static func format(_ value: Double) -> String { PrintedNumber.shortest(value, decimals: 1) }

    /// How findings name an element: its type and the start of its label (`Label "Add"`).
    static func title(of node: LaidOutComponent) -> String {
        node.accessibility.label.map { "\(node.typeName) \"\($0.prefix(30))\"" } ?? node.typeName
    }

    /// How much a cut text lacks, from its layout's notes: `: it needs 142.5 pt of width, 22.5 more`.
    static func shortfall(of node: LaidOutComponent) -> String {
        for note in node.layoutNotes {
            if let needed = note.neededWidth { return ": it needs \(format(needed)) pt of width, \(format(max(0, needed - node.frame.width))) more" }
            if let needed = note.neededHeight {
                return ": its lines need \(format(needed)) pt of height, \(format(max(0, needed - node.frame.height))) more"
            }
        }
        return ""
    }

    /// The WCAG contrast between a text frame's background (its most common colour) and its
    /// text (the pixel that differs most from it); `nil` for a frame of one colour.
    static func contrast(in bitmap: Bitmap, frame: Frame, scale: Double) -> Double? {
        let x0 = max(0, Int(frame.x * scale)), y0 = max(0, Int(frame.y * scale))
        let x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        bitmap.withUnsafePixels { pixels in
            for y in y0..<y1 { for x in x0..<x1 { counts[pixels[y * bitmap.width + x], default: 0] += 1 } }
        }
        guard let mostCommon = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        let background = color(mostCommon)
        // The text is the colour that differs most in luminance from the background.
        let backgroundLuminance = background.relativeLuminance
        var text = background
        for pixel in counts.keys {
            let candidate = color(pixel)
            if abs(candidate.relativeLuminance - backgroundLuminance) > abs(text.relativeLuminance - backgroundLuminance) { text = candidate }
        }
        guard text.relativeLuminance != backgroundLuminance else { return nil }
        return text.contrastRatio(with: background)
    }

    /// An RGBA8 pixel of a rendered (opaque) bitmap as a colour.
    package static func color(_ pixel: UInt32) -> Color {
        Color(red8: UInt8(pixel & 0xFF), green8: UInt8((pixel >> 8) & 0xFF), blue8: UInt8((pixel >> 16) & 0xFF))
    }
}

extension Audit {
    /// What is wrong with a control's tap target, if anything. Apple's guidance counts the area a
    /// finger hits, not the drawn size: a switch is drawn 51 × 31 pt, as `UISwitch` is, and
    /// UIKit hits it within 44 points of its centre, so a switch passes when that area is clear of
    /// every other control; any other control must be drawn at least 44 × 44 pt.
    static func tapTargetProblem(at index: Int, in nodes: [LaidOutComponent], parents: [Int?], title: String) -> String? {
        let frame = nodes[index].frame
        guard nodes[index].accessibility.elementRole == .`switch` else {
            guard frame.width < minimumTapTarget - 1e-6 || frame.height < minimumTapTarget - 1e-6 else { return nil }
            return "\(title) is \(format(frame.width)) × \(format(frame.height)) pt, under 44 × 44"
        }
        let hit = InteractionTargets.hitArea(of: frame)
        func isAncestor(_ candidate: Int, of node: Int) -> Bool {
            var current = parents[node]
            while let parent = current {
                if parent == candidate { return true }
                current = parents[parent]
            }
            return false
        }
        for (other, node) in nodes.enumerated() where other != index && node.accessibility.isInteractive {
            guard !isAncestor(other, of: index), !isAncestor(index, of: other) else { continue }
            let width = min(node.frame.x + node.frame.width, hit.x + hit.width) - max(node.frame.x, hit.x)
            let height = min(node.frame.y + node.frame.height, hit.y + hit.height) - max(node.frame.y, hit.y)
            guard width > 1e-6, height > 1e-6 else { continue }
            return "\(title)'s 44-point hit area overlaps \(Audit.title(of: node)) by \(format(width)) × \(format(height)) pt"
        }
        return nil
    }
}
