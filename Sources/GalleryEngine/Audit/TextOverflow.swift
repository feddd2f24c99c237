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
    /// Less than half a point hidden or shared is anti-aliasing, not a fault.
    static let tolerance = 0.5

    /// What one walk finds for the two rules, each rule's apart.
    struct Findings {
        var clipped: [Audit.Finding] = [], overlap: [Audit.Finding] = []
    }

    static func findings(in nodes: [LaidOutComponent], paths: [String], canvasWidth: Double, entry: String) -> Findings {
        var findings = Findings()
        let parents = LaidOutComponent.parents(of: nodes)
        /// A node's ancestors, innermost first.
        func ancestors(of index: Int) -> [Int] {
            Array(sequence(first: index) { parents[$0] }.dropFirst())
        }
        // The texts judged, in tree order: not under (or being) a node noted `moved`.
        let texts = nodes.indices.filter { index in
            isText(nodes[index]) && !([index] + ancestors(of: index)).contains { nodes[$0].layoutNotes.contains(.moved) }
        }
        for text in texts {
            let ink = self.ink(of: nodes[text]), title = Audit.title(of: nodes[text])
            // The innermost node that cuts it (itself, when rounded corners sit outside its frame);
            // failing that, the picture's left or right edge.
            let clippers = ([text] + ancestors(of: text)).compactMap { index in nodes[index].clipFrame.map { (index, $0) } }
            let cut = clippers.lazy.compactMap { clipper, frame in hidden(ink, outside: frame, vertically: true).map { (clipper, $0) } }.first
            if let (clipper, hidden) = cut {
                findings.clipped.append(Audit.Finding(
                    entry: entry, detail: "\(title) is clipped by \(nodes[clipper].typeName) (\(paths[clipper])): \(hidden)", element: paths[text]))
            } else if let hidden = hidden(ink, outside: Frame(x: 0, y: ink.y, width: canvasWidth, height: ink.height), vertically: false) {
                findings.clipped.append(Audit.Finding(entry: entry, detail: "\(title) runs past the picture's edge: \(hidden)", element: paths[text]))
            }
        }
        // Each text against the texts after it and every control, neither inside the other.
        let controls = nodes.indices.filter { nodes[$0].accessibility.isInteractive && !isText(nodes[$0]) }.map { ($0, nodes[$0].frame) }
        for (position, text) in texts.enumerated() {
            let ink = self.ink(of: nodes[text]), title = Audit.title(of: nodes[text])
            let others = texts[(position + 1)...].map { ($0, self.ink(of: nodes[$0])) } + controls
            for (other, frame) in others {
                let width = min(ink.maxX, frame.maxX) - max(ink.x, frame.x), height = min(ink.maxY, frame.maxY) - max(ink.y, frame.y)
                guard width > tolerance && height > tolerance else { continue }
                guard !ancestors(of: other).contains(text) && !ancestors(of: text).contains(other) else { continue }
                findings.overlap.append(Audit.Finding(
                    entry: entry,
                    detail: "\(title) overlaps \(Audit.title(of: nodes[other])) (\(paths[other])) by \(Audit.format(width)) × \(Audit.format(height)) pt",
                    element: paths[text]))
            }
        }
        return findings
    }

    /// A node that draws text: a static text with something to read.
    static func isText(_ node: LaidOutComponent) -> Bool {
        node.accessibility.elementRole == .staticText && !(node.accessibility.label ?? "").isEmpty
    }

    /// Where a text's lines are: its ink (a label's block of lines), or its frame.
    static func ink(of node: LaidOutComponent) -> Frame { node.inkFrame ?? node.frame }

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
