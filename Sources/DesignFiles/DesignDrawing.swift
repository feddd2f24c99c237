import DesignTokens
import Rasterizer

/// A design node drawn by Bento's own engine: its fills, strokes, radii, shadows, text and
/// vectors as a display list in the node's coordinates (its top-left corner at the origin), so a
/// design and the code that implements it are two drawings by one engine and differ only where
/// their properties do.
///
/// An auto-layout frame's children are placed by Bento's stack layout, others where the design
/// file says (`relativeTransform`, else the bounding boxes);
/// text goes through the text engine with the design's family, size, weight, line height and
/// spacing; a vector's outline is its `fillGeometry` (ask the REST API for `geometry=paths`).
/// What cannot be drawn (image fills, inner shadows, blurs, a font the registry lacks) is drawn
/// without it and named in `warnings`.
public struct DesignDrawing: Sendable {
    /// What to draw, in points.
    public private(set) var displayList = DisplayList()
    /// The node's size, in points.
    public let size: Size
    /// What was left out or drawn otherwise, one sentence each, with the layer named: at most
    /// `warningsOfAKind` of each kind, then how many more (10,000 effects give six lines, not
    /// 10,000).
    public var warnings: [String] {
        noted + counts.filter { $0.value > Self.warningsOfAKind }.sorted { $0.key < $1.key }
            .map { "… and \($0.value - Self.warningsOfAKind) more: \($0.key)" }
    }

    /// The most drop shadows drawn on one layer.
    public static let shadowsOnALayer = 16
    /// The most drop shadows drawn in one drawing.
    public static let shadowsInADrawing = 256
    private var shadows = 0

    /// The most warnings of one kind listed.
    public static let warningsOfAKind = 5
    private var noted: [String] = []
    private var counts: [String: Int] = [:]

    /// Notes a warning of a kind (`its effect is not drawn`); past the first few of its kind,
    /// only counts it.
    private mutating func warn(_ kind: String, _ sentence: String) {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        if count <= Self.warningsOfAKind { noted.append(sentence) }
    }

    private let layouter: TextLayouter

    /// Draws `node` and the layers inside it.
    public init(_ node: DesignNode, fonts: FontRegistry = .standard) {
        size = node.size
        layouter = TextLayouter(fonts: fonts)
        draw(node, transform: .identity, isRoot: true)
    }

    /// The drawing as a picture `scale` pixels per point, on `background`.
    public func picture(scale: Double = 1, background: Color = .clear, limits: ImageLimits = .standard) throws(BitmapError) -> Bitmap {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return try Canvas.picture(of: displayList, width: max(1, width), height: max(1, height), background: background, transform: Transform(scale: scale), limits: limits)
    }

    // MARK: Layers

    private mutating func draw(_ node: DesignNode, transform: Transform, isRoot: Bool = false) {
        guard node.isVisible, node.opacity > 0 else { return }
        let layered = node.opacity < 1
        if layered { displayList.append(.pushLayer(opacity: node.opacity)) }
        let outlines = self.outlines(of: node)
        var layerShadows = 0
        for effect in node.effects where effect.isVisible {
            if effect.type == "DROP_SHADOW", let color = effect.color {
                // Each shadow is a blur of the layer's whole neighbourhood: a few make a design's
                // elevation, a thousand only make the drawing endless.
                layerShadows += 1
                guard layerShadows <= Self.shadowsOnALayer, shadows < Self.shadowsInADrawing else {
                    warn("a shadow past the most drawn is not drawn",
                        "\(Self.named(node)): its shadows past \(Self.shadowsOnALayer) on a layer, or \(Self.shadowsInADrawing) in a drawing, are not drawn")
                    continue
                }
                shadows += 1
                for outline in outlines {
                    let grown = effect.spread == 0 ? outline.path : Self.shape(of: node, growingBy: effect.spread) ?? outline.path
                    displayList.append(.shadow(grown.applying(transform), offset: Self.vector(effect.offset, through: transform), blur: effect.radius, color: color))
                }
            } else {
                warn("an effect is not drawn", "\(Self.named(node)): its \(DesignFileError.shown(effect.type, limit: 40)) is not drawn")
            }
        }
        if let text = node.text {
            drawText(text, of: node, transform: transform)
        } else {
            for paint in node.fills where paint.isVisible {
                guard let drawn = self.paint(paint, of: node, transform: transform) else { continue }
                for outline in outlines { displayList.append(.fill(outline.path.applying(transform), drawn, outline.rule)) }
            }
        }
        let clipped = node.clipsContent && !node.children.isEmpty
        if clipped, let shape = Self.shape(of: node, growingBy: 0) { displayList.append(.pushClip(shape.applying(transform))) }
        // An auto-layout frame's children are placed by Bento's stack layout (which places them
        // where Figma does: `DesignLayoutTests`); others where the answer says.
        let stacked = node.autoLayout?.childFrames(of: node)
        for (index, original) in node.children.enumerated() {
            var child = original
            var placement = placement(of: child, in: node)
            if let stacked, placement.b == 0, placement.c == 0, placement.a == 1, placement.d == 1 {
                placement = Transform(translationX: stacked[index].x, y: stacked[index].y)
                // A child set to fill takes the length the stack gave it.
                child.size = Size(width: stacked[index].width, height: stacked[index].height)
            }
            draw(child, transform: placement.concatenating(transform))
        }
        if clipped { displayList.append(.popClip) }
        drawStrokes(of: node, outlines: outlines, transform: transform)
        if layered { displayList.append(.popLayer) }
    }

    /// Where a child sits in its parent: its `relativeTransform`, else its box's offset.
    private func placement(of child: DesignNode, in parent: DesignNode) -> Transform {
        if let relative = child.relativeTransform { return relative }
        guard let box = child.bounds, let parentBox = parent.bounds else { return .identity }
        return Transform(translationX: box.origin.x - parentBox.origin.x, y: box.origin.y - parentBox.origin.y)
    }

    /// The outlines a node's fills cover: its `fillGeometry`, else its shape by type.
    private mutating func outlines(of node: DesignNode) -> [DesignGeometry] {
        if !node.fillGeometry.isEmpty { return node.fillGeometry }
        if let shape = Self.shape(of: node, growingBy: 0) { return [DesignGeometry(path: shape, rule: .nonZero)] }
        if node.text == nil && !(node.fills + node.strokes).filter(\.isVisible).isEmpty {
            warn("a shape without its outline is not drawn", "\(Self.named(node)): a \(DesignFileError.shown(node.type, limit: 40)) without its outline is not drawn (save the answer with geometry=paths)")
        }
        return []
    }

    /// A rectangle, frame or ellipse's own shape, grown (or, negative, shrunk) on every side.
    private static func shape(of node: DesignNode, growingBy amount: Double) -> Path? {
        let rect = Rect(x: -amount, y: -amount, width: max(0, node.size.width + 2 * amount), height: max(0, node.size.height + 2 * amount))
        switch node.type {
        case "ELLIPSE": return .ellipse(in: rect)
        case "FRAME", "COMPONENT", "COMPONENT_SET", "INSTANCE", "RECTANGLE", "SECTION", "GROUP":
            let radii = node.cornerRadii
            func grown(_ radius: Double) -> Double { radius > 0 ? max(0, radius + amount) : 0 }
            let corners = CornerRadii(topLeft: grown(radii.topLeft), topRight: grown(radii.topRight), bottomRight: grown(radii.bottomRight), bottomLeft: grown(radii.bottomLeft))
            return .roundedRect(rect, radii: corners)
        default: return nil
        }
    }

    // MARK: Paints and strokes

    /// A paint in device terms: a gradient's handles from the node's unit square to points.
    private mutating func paint(_ paint: DesignPaint, of node: DesignNode, transform: Transform) -> Paint? {
        func point(_ handle: Point) -> Point { transform.apply(to: Point(x: handle.x * node.size.width, y: handle.y * node.size.height)) }
        func faded(_ stops: [Rasterizer.GradientStop]) -> [Rasterizer.GradientStop] {
            stops.map { Rasterizer.GradientStop(location: $0.location, color: $0.color.withAlpha($0.color.alpha * paint.opacity)) }
        }
        switch paint.kind {
        case .solid: return paint.color.map(Paint.solid)
        case .linearGradient(let stops, let start, let end): return .linearGradient(start: point(start), end: point(end), stops: faded(stops))
        case .radialGradient(let stops, let center, let edge):
            let middle = point(center), rim = point(edge)
            let dx = rim.x - middle.x, dy = rim.y - middle.y
            let radius = (dx * dx + dy * dy).squareRoot()
            return .radialGradient(center: middle, radius: radius, stops: faded(stops))
        case .other(let type) where type == "IMAGE":
            // The picture is not in the answer (only its hash is): a neutral placeholder keeps its place.
            warn("an image is drawn as a grey placeholder", "\(Self.named(node)): its image is drawn as a grey placeholder")
            return .solid(Self.imagePlaceholder.withAlpha(paint.opacity))
        case .other(let type):
            warn("a paint is not drawn", "\(Self.named(node)): its \(DesignFileError.shown(type, limit: 40)) paint is not drawn")
            return nil
        }
    }

    /// Strokes: the outline Figma widened (`strokeGeometry`) when the answer has it, else the
    /// shape stroked inside, across or outside its edge as `strokeAlign` says.
    private mutating func drawStrokes(of node: DesignNode, outlines: [DesignGeometry], transform: Transform) {
        guard node.strokeWeight > 0 else { return }
        for stroke in node.strokes where stroke.isVisible {
            guard let drawn = paint(stroke, of: node, transform: transform) else { continue }
            if !node.strokeGeometry.isEmpty {
                for outline in node.strokeGeometry { displayList.append(.fill(outline.path.applying(transform), drawn, outline.rule)) }
                continue
            }
            let half = node.strokeWeight / 2
            let offset = node.strokeAlign == "INSIDE" ? -half : node.strokeAlign == "OUTSIDE" ? half : 0
            let style = StrokeStyle(width: node.strokeWeight)
            if let shape = Self.shape(of: node, growingBy: offset) {
                displayList.append(.stroke(shape.applying(transform), style, drawn))
            } else {
                for outline in outlines { displayList.append(.stroke(outline.path.applying(transform), style, drawn)) }
            }
        }
    }

    // MARK: Text

    private mutating func drawText(_ text: DesignText, of node: DesignNode, transform: Transform) {
        guard let color = node.fills.first(where: { $0.isVisible && $0.color != nil })?.color else { return }
        var style = text.textStyle
        if (try? layouter.fonts.face(family: style.family, weight: style.weight, isItalic: style.isItalic)) == nil {
            warn("a font is not installed", "\(Self.named(node)): the font \"\(DesignFileError.shown(style.family))\" is not installed; drawn in Inter")
            style.family = "Inter"
        }
        let alignment: TextAlignment = switch text.horizontalAlignment {
        case "CENTER": .center
        case "RIGHT": .right
        case "JUSTIFIED": .justified
        default: .left
        }
        let paragraph = ParagraphStyle(alignment: alignment, lineBreakMode: text.autoResize == "TRUNCATE" ? .truncateTail : .wordWrap)
        let width: Double? = text.autoResize == "WIDTH_AND_HEIGHT" ? nil : node.size.width
        if let width, width <= 0, !text.characters.isEmpty {
            warn("a text box is 0 wide", "\(Self.named(node)): its text box is 0 points wide, so none of its text is drawn (give it a width, or auto width)")
            return
        }
        let layout: TextLayout
        do {
            layout = try layouter.layout(AttributedText(text.characters, style: style, color: color), style: paragraph, width: width)
        } catch {
            warn("a text cannot be laid out", "\(Self.named(node)): its text cannot be laid out: \(error)")
            return
        }
        let top: Double = switch text.verticalAlignment {
        case "CENTER": (node.size.height - layout.size.height) / 2
        case "BOTTOM": node.size.height - layout.size.height
        default: 0
        }
        if !transform.isScaleTranslate { warn("rotated text is drawn upright", "\(Self.named(node)): rotated text is drawn upright") }
        displayList.drawText(layout, at: transform.apply(to: Point(x: 0, y: top)))
    }

    // MARK: Helpers

    /// What stands for an image fill: a light neutral grey.
    static let imagePlaceholder = Color(red8: 0xE4, green8: 0xE7, blue8: 0xEB)

    private static func vector(_ offset: Point, through transform: Transform) -> Point {
        Point(x: transform.a * offset.x + transform.c * offset.y, y: transform.b * offset.x + transform.d * offset.y)
    }

    private static func named(_ node: DesignNode) -> String { "\(DesignFileError.shown(node.id, limit: 40)) \"\(DesignFileError.shown(node.name, limit: 60))\"" }
}

extension DesignGeometry {
    init(path: Path, rule: FillRule) {
        self.path = path
        self.rule = rule
    }
}
