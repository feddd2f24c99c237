import Layout

/// A text dump of what assistive technologies would see in a laid-out component: one line per
/// element with a role, label, value or identifier, indented by depth, with its frame. Stable
/// enough to snapshot as text.
public enum AccessibilityTree {
    /// The dump of a component laid out at a width.
    public static func dump(of component: some Renderable, width: Double, in environment: RenderEnvironment) throws(RenderError) -> String {
        let nodes = try component.layoutTree(width: width, in: environment.withLayoutDetails())
        var lines: [String] = []
        for node in nodes {
            let info = node.accessibility
            guard info.role != nil || info.label != nil || info.value != nil || info.identifier != nil else { continue }
            var parts = [info.role ?? "element"]
            if let label = info.label { parts.append("label: \"\(label)\"") }
            if let value = info.value { parts.append("value: \"\(value)\"") }
            if let identifier = info.identifier { parts.append("id: \(identifier)") }
            if info.isInteractive { parts.append("interactive") }
            let frame = node.frame
            parts.append("frame: (\(format(frame.x)), \(format(frame.y)), \(format(frame.width)), \(format(frame.height)))")
            lines.append(String(repeating: "  ", count: node.depth) + parts.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
