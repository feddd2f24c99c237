import Layout
import SafeText

/// A text dump of what assistive technologies would see in a laid-out component: one line per
/// element with a role, label, value or identifier, indented by depth, with its frame; hidden
/// elements (`accessibilityHidden()`) and what is inside them are left out. Stable enough to
/// snapshot as text.
public enum AccessibilityTree {
    /// The dump of a component laid out at a width.
    public static func dump(of component: some Renderable, width: Double, in environment: RenderEnvironment) throws(RenderError) -> String {
        let nodes = try component.layoutTree(width: width, in: environment.withLayoutDetails(designUses: false))
        var lines: [String] = []
        for node in elements(of: nodes) {
            let info = node.accessibility
            guard info.role != nil || info.label != nil || info.value != nil || info.identifier != nil || info.hint != nil || !info.traits.isEmpty else { continue }
            var parts = [info.role ?? "element"]
            if let label = info.label { parts.append("label: \"\(label)\"") }
            if let value = info.value { parts.append("value: \"\(value)\"") }
            if let identifier = info.identifier { parts.append("id: \(identifier)") }
            if let hint = info.hint { parts.append("hint: \"\(hint)\"") }
            if info.isInteractive { parts.append("interactive") }
            if !info.traits.isEmpty { parts.append("traits: " + info.traits.map(\.rawValue).joined(separator: " ")) }
            if !info.customActions.isEmpty { parts.append("actions: " + info.customActions.map { "\"\($0)\"" }.joined(separator: " ")) }
            let frame = node.frame
            parts.append("frame: (\(format(frame.x)), \(format(frame.y)), \(format(frame.width)), \(format(frame.height)))")
            lines.append(String(repeating: "  ", count: node.depth) + parts.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// The nodes assistive technologies see: those not hidden, and not inside a hidden one.
    public static func elements(of nodes: [LaidOutComponent]) -> [LaidOutComponent] {
        zip(nodes, hiddenFlags(of: nodes)).filter { !$0.1 }.map(\.0)
    }

    /// For each node of a laid-out tree (in drawing order), whether assistive technologies skip
    /// it: it is hidden, or inside a hidden node.
    public static func hiddenFlags(of nodes: [LaidOutComponent]) -> [Bool] {
        var hiddenAboveDepth: Int?
        return nodes.map { node in
            if let depth = hiddenAboveDepth {
                if node.depth > depth { return true }
                hiddenAboveDepth = nil
            }
            if node.accessibility.isHidden {
                hiddenAboveDepth = node.depth
                return true
            }
            return false
        }
    }

    private static func format(_ value: Double) -> String { PrintedNumber.shortest(value, decimals: 2) }
}
