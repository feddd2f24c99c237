import Components
import Layout

/// Text that its own frame holds but that does not show whole, found exactly from the laid-out
/// tree: `clipped` when an ancestor that cuts its content (rounded corners, `clipsToBounds`) or
/// the picture's left or right edge hides part of a text's lines, and `overlap` when a text's
/// lines and another text's, or a control's frame, cover the same points. A text's own frame
/// cutting it is `truncated` (``Audit``). Scrolling views and pickers' wheels hide their content
/// by design and are no clip here, nor is the picture's bottom edge, below which a screen
/// scrolls; text under a node noted `"moved"` (a swiped-open row's content) is not judged.
enum TextOverflow {
    static let rules = ["clipped", "overlap"]

    /// Less than half a point hidden or shared is anti-aliasing, not a fault.
    static let tolerance = 0.5

    static func findings(in nodes: [LaidOutComponent], paths: [String], canvasWidth: Double, entry: String) -> [Audit.Finding] {
        var findings: [Audit.Finding] = []
        var ancestors: [Int] = []
        var ancestorsOf: [Int: [Int]] = [:]
        for index in nodes.indices {
            while let last = ancestors.last, nodes[last].depth >= nodes[index].depth { ancestors.removeLast() }
            if isText(nodes[index]) && !nodes[index].notes.contains("moved") && !ancestors.contains(where: { nodes[$0].notes.contains("moved") }) {
                ancestorsOf[index] = ancestors
            }
            ancestors.append(index)
        }
        // Texts in tree order, each with its ancestors.
        let texts = ancestorsOf.keys.sorted()
        for text in texts {
            let ink = self.ink(of: nodes[text]), title = title(of: nodes[text])
            // The innermost node that cuts it (itself, when rounded corners sit outside its frame);
            // failing that, the picture's left or right edge.
            let clippers = ([text] + (ancestorsOf[text] ?? []).reversed()).filter { nodes[$0].clipFrame != nil }
            let cut = clippers.lazy.compactMap { clipper in hidden(ink, outside: nodes[clipper].clipFrame!, vertically: true).map { (clipper, $0) } }.first
            if let (clipper, hidden) = cut {
                findings.append(Audit.Finding(
                    entry: entry, rule: "clipped",
                    detail: "\(title) is clipped by \(nodes[clipper].typeName) (\(paths[clipper])): \(hidden)", element: paths[text]))
            } else if let hidden = hidden(ink, outside: Frame(x: 0, y: ink.y, width: canvasWidth, height: ink.height), vertically: false) {
                findings.append(Audit.Finding(entry: entry, rule: "clipped", detail: "\(title) runs past the picture's edge: \(hidden)", element: paths[text]))
            }
        }
        // Each text against the texts after it and every control, neither inside the other.
        let ends = subtreeEnds(of: nodes)
        let controls = nodes.indices.filter { nodes[$0].accessibility.isInteractive && !isText(nodes[$0]) }.map { ($0, nodes[$0].frame) }
        for (position, text) in texts.enumerated() {
            let ink = self.ink(of: nodes[text]), title = title(of: nodes[text])
            let others = texts[(position + 1)...].map { ($0, self.ink(of: nodes[$0])) } + controls
            for (other, frame) in others {
                let width = min(ink.maxX, frame.maxX) - max(ink.x, frame.x), height = min(ink.maxY, frame.maxY) - max(ink.y, frame.y)
                guard width > tolerance && height > tolerance else { continue }
                let nested = (other > text && other < ends[text]) || (text > other && text < ends[other])
                guard !nested else { continue }
                findings.append(Audit.Finding(
                    entry: entry, rule: "overlap",
                    detail: "\(title) overlaps \(self.title(of: nodes[other])) (\(paths[other])) by \(Audit.format(width)) × \(Audit.format(height)) pt",
                    element: paths[text]))
            }
        }
        return findings
    }

    /// A node that draws text: a static text with something to read.
    static func isText(_ node: LaidOutComponent) -> Bool {
        node.accessibility.role == "staticText" && !(node.accessibility.label ?? "").isEmpty
    }

    /// Where a text's lines are: its ink (a label's block of lines), or its frame.
    static func ink(of node: LaidOutComponent) -> Frame { node.inkFrame ?? node.frame }

    static func title(of node: LaidOutComponent) -> String {
        node.accessibility.label.map { "\(node.typeName) \"\($0.prefix(30))\"" } ?? node.typeName
    }

    /// For each node, the index just past its subtree (nodes are in depth-first order).
    static func subtreeEnds(of nodes: [LaidOutComponent]) -> [Int] {
        var ends = Array(repeating: nodes.count, count: nodes.count)
        var open: [Int] = []
        for index in nodes.indices {
            while let last = open.last, nodes[last].depth >= nodes[index].depth { ends[last] = index; open.removeLast() }
            open.append(index)
        }
        return ends
    }

    /// How much of `ink` lies outside `clip`, in words (`18.5 of its 120 pt width hidden at the
    /// right`), or `nil` when no more than the tolerance does.
    static func hidden(_ ink: Frame, outside clip: Frame, vertically: Bool) -> String? {
        var sides: [(String, Double)] = [("left", clip.x - ink.x), ("right", ink.maxX - clip.maxX)]
        if vertically { sides += [("top", clip.y - ink.y), ("bottom", ink.maxY - clip.maxY)] }
        let cut = sides.filter { $0.1 > tolerance }
        guard !cut.isEmpty else { return nil }
        let across = min(ink.maxX, clip.maxX) - max(ink.x, clip.x), down = min(ink.maxY, clip.maxY) - max(ink.y, clip.y)
        if across <= 0 || down <= 0 { return "all of its \(Audit.format(ink.width)) × \(Audit.format(ink.height)) pt hidden" }
        return cut.map { side, amount in
            let whole = side == "left" || side == "right" ? ink.width : ink.height
            let dimension = side == "left" || side == "right" ? "width" : "height"
            return "\(Audit.format(min(amount, whole))) pt of its \(Audit.format(whole)) pt \(dimension) hidden at the \(side)"
        }.joined(separator: ", ")
    }
}
