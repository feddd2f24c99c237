import Components
import GalleryEngine
import Layout
import SafeText

/// The measurements a developer builds a state from, as design tools' inspect modes show them, read
/// from the laid-out tree: each element's size, the padding between a container's edges and what
/// it holds, and the spacing between neighbours. Drawn as an SVG over the picture, in points.
struct Redlines {
    /// One measurement: a frame outlined with its size, or a band (padding, spacing) with its length.
    struct Mark: Equatable {
        enum Kind: String { case size, padding, spacing }
        var kind: Kind
        /// The tree path of the element the mark is about.
        var element: String
        var frame: Frame
        /// What the mark reads: `120 × 44` or `16`.
        var label: String
    }

    var marks: [Mark]
    var width: Double
    var height: Double

    /// The most marks drawn: a screen of hundreds of elements shows the first levels of its tree.
    static let limit = 150

    init(nodes: [LaidOutComponent], width: Double, height: Double) {
        self.width = width
        self.height = height
        let paths = LaidOutComponent.paths(of: nodes)
        // Children of each node (indices), in order.
        var children = [[Int]](repeating: [], count: nodes.count)
        for (index, parent) in LaidOutComponent.parents(of: nodes).enumerated() {
            if let parent { children[parent].append(index) }
        }
        var marks: [Mark] = []
        // The picture's margin around what it draws, as a padding of the canvas.
        let roots = nodes.filter { $0.depth == 0 }.map(\.frame).filter { $0.width > 0 && $0.height > 0 }
        if !roots.isEmpty {
            marks += Self.padding(of: Frame(x: 0, y: 0, width: width, height: height), around: roots, element: "canvas")
        }
        let deepest = nodes.count > 60 ? 3 : Int.max
        for (index, node) in nodes.enumerated() where node.depth <= deepest {
            let frame = node.frame
            guard frame.width > 0 || frame.height > 0 else { continue }
            marks.append(Mark(kind: .size, element: paths[index], frame: frame, label: "\(Audit.format(frame.width)) × \(Audit.format(frame.height))"))
            let inside = children[index].map { nodes[$0].frame }.filter { $0.width > 0 && $0.height > 0 }
            guard !inside.isEmpty else { continue }
            marks += Self.padding(of: frame, around: inside, element: paths[index])
            // Spacing: the gap between neighbours that follow one another across or down.
            for (a, b) in zip(inside, inside.dropFirst()) {
                if b.x >= a.maxX + 0.5, b.y < a.maxY, a.y < b.maxY {
                    let top = max(a.y, b.y), bottom = min(a.maxY, b.maxY)
                    marks.append(Mark(kind: .spacing, element: paths[index], frame: Frame(x: a.maxX, y: top, width: b.x - a.maxX, height: bottom - top), label: Audit.format(b.x - a.maxX)))
                } else if a.x >= b.maxX + 0.5, b.y < a.maxY, a.y < b.maxY {
                    let top = max(a.y, b.y), bottom = min(a.maxY, b.maxY)
                    marks.append(Mark(kind: .spacing, element: paths[index], frame: Frame(x: b.maxX, y: top, width: a.x - b.maxX, height: bottom - top), label: Audit.format(a.x - b.maxX)))
                } else if b.y >= a.maxY + 0.5 {
                    let left = max(a.x, b.x), right = min(a.maxX, b.maxX)
                    let x = right > left ? left : min(a.x, b.x), width = right > left ? right - left : max(a.maxX, b.maxX) - x
                    marks.append(Mark(kind: .spacing, element: paths[index], frame: Frame(x: x, y: a.maxY, width: width, height: b.y - a.maxY), label: Audit.format(b.y - a.maxY)))
                }
            }
        }
        self.marks = Array(marks.prefix(Self.limit))
    }

    /// Padding: from a container's edges to the box around what it holds, one band a side.
    static func padding(of frame: Frame, around inside: [Frame], element: String) -> [Mark] {
        guard let left = inside.map(\.x).min(), let top = inside.map(\.y).min(), let right = inside.map(\.maxX).max(),
            let bottom = inside.map(\.maxY).max()
        else { return [] }
        let bands = [
            (Frame(x: frame.x, y: top, width: left - frame.x, height: bottom - top), left - frame.x),
            (Frame(x: right, y: top, width: frame.maxX - right, height: bottom - top), frame.maxX - right),
            (Frame(x: left, y: frame.y, width: right - left, height: top - frame.y), top - frame.y),
            (Frame(x: left, y: bottom, width: right - left, height: frame.maxY - bottom), frame.maxY - bottom),
        ]
        return bands.filter { $0.1 >= 0.5 }.map { Mark(kind: .padding, element: element, frame: $0.0, label: Audit.format($0.1)) }
    }

    /// The overlay: an SVG in the picture's points, hidden until its switch is turned on.
    func svg(id: String) -> String {
        let escape = Markup.html
        var svg = "<svg class=\"redlines\" id=\"\(escape(id))\" viewBox=\"0 0 \(Audit.format(width)) \(Audit.format(height))\" preserveAspectRatio=\"none\" aria-hidden=\"true\" hidden>"
        for mark in marks {
            let f = mark.frame
            let rect = "x=\"\(Audit.format(f.x))\" y=\"\(Audit.format(f.y))\" width=\"\(Audit.format(max(0, f.width)))\" height=\"\(Audit.format(max(0, f.height)))\""
            svg += "<g class=\"\(mark.kind.rawValue)\" data-element=\"\(escape(mark.element))\" data-frame=\"\(Audit.format(f.x)) \(Audit.format(f.y)) \(Audit.format(f.width)) \(Audit.format(f.height))\">"
            svg += "<rect class=\"\(mark.kind == .size ? "frame" : "band")\" \(rect)/>"
            // A size sits just outside its element, above its top-left corner (below it where the
            // picture has no room above), never on the text it measures; a length in the middle of
            // its band.
            let above = !f.y.isLess(than: 8)
            let x = mark.kind == .size ? f.x + 1 : f.x + f.width / 2
            let y = mark.kind == .size ? (above ? f.y - 1.5 : f.y + f.height + 7.5) : f.y + f.height / 2 + 2.5
            svg += "<text x=\"\(Audit.format(x))\" y=\"\(Audit.format(y))\"\(mark.kind == .size ? "" : " text-anchor=\"middle\"")>\(escape(mark.label))</text></g>"
        }
        return svg + "</svg>"
    }
}
