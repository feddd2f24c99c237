import DesignTokens

/// A flat list of drawing commands: the one seam between layout and pixels.
///
/// Layout produces frames; the render step turns them into a display list in user units (points);
/// a canvas replays it at any scale. Lists can be inspected in tests without drawing.
public struct DisplayList: Sendable {
    /// One drawing instruction.
    public enum Command: Sendable {
        /// Fill a path.
        case fill(Path, Paint, FillRule)
        /// Draw shaped text whose first glyph origin is at the point (on the baseline).
        case text(ShapedText, FontFace, Point, Color)
        /// Stroke a path.
        case stroke(Path, StrokeStyle, Paint)
        /// Draw a bitmap into a rectangle, tinted when a colour is given (template mode).
        case image(Bitmap, Rect, tint: Color?)
        /// Draw the blurred shadow of a path: offset, blur radius, colour.
        case shadow(Path, offset: Point, blur: Double, color: Color)
        /// Restrict drawing to a path until the matching `popClip`.
        case pushClip(Path)
        /// End the innermost clip.
        case popClip
        /// Group what follows until the matching `popLayer` and composite it with an opacity.
        case pushLayer(opacity: Double)
        /// End the innermost layer and composite it.
        case popLayer
    }

    /// The commands, in painting order.
    public private(set) var commands: [Command] = []

    /// Creates an empty list.
    public init() {}

    /// Appends a fill.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        commands.append(.fill(path, paint, rule))
    }

    /// Appends a run of text.
    public mutating func drawText(_ text: ShapedText, face: FontFace, at origin: Point, color: Color) {
        commands.append(.text(text, face, origin, color))
    }

    /// Appends any command.
    public mutating func append(_ command: Command) {
        commands.append(command)
    }

    /// Appends every command of another list.
    public mutating func append(contentsOf other: DisplayList) {
        commands.append(contentsOf: other.commands)
    }

    /// Inserts every command of another list before the command at `index`.
    public mutating func insert(contentsOf other: DisplayList, at index: Int) {
        commands.insert(contentsOf: other.commands, at: index)
    }
}

extension DisplayList {
    /// Every colour the list paints with: fills, strokes, gradient stops, text, tints, shadows.
    public var colors: [Color] {
        var colors: [Color] = []
        func paint(_ paint: Paint) {
            switch paint {
            case .solid(let color): colors.append(color)
            case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops): colors.append(contentsOf: stops.map(\.color))
            }
        }
        for command in commands {
            switch command {
            case .fill(_, let fill, _): paint(fill)
            case .stroke(_, _, let stroke): paint(stroke)
            case .text(_, _, _, let color): colors.append(color)
            case .image(_, _, let tint): if let tint { colors.append(tint) }
            case .shadow(_, _, _, let color): colors.append(color)
            case .pushClip, .popClip, .pushLayer, .popLayer: break
            }
        }
        return colors
    }
}

extension DisplayList {
    /// The opaque colour the list starts by filling a whole `width` × `height` picture with
    /// (drawn through `transform`), and the list after that fill.
    func openingBackground(width: Int, height: Int, transform: Transform) -> (color: Color, rest: DisplayList)? {
        guard case .fill(let path, .solid(let color), _)? = commands.first, color.alpha >= 1 else { return nil }
        let device = path.applying(transform)
        guard Canvas.isPixelAlignedRectangle(device) else { return nil }
        let bounds = device.controlBounds
        guard bounds.minX <= 0, bounds.minY <= 0, bounds.maxX >= Double(width), bounds.maxY >= Double(height) else { return nil }
        var rest = DisplayList()
        rest.commands = Array(commands.dropFirst())
        return (color, rest)
    }
}

extension Canvas {
    /// A display list drawn through `transform` onto a new `width` × `height` picture in
    /// `background`. A list that starts by covering the whole picture in one opaque colour (a
    /// screen's table background) starts the canvas in that colour instead: the same pixels, one
    /// pass over all of them fewer.
    public static func picture(
        of list: DisplayList, width: Int, height: Int, background: Color, transform: Transform, limits: ImageLimits = .standard
    ) throws(BitmapError) -> Bitmap {
        let opening = list.openingBackground(width: width, height: height, transform: transform)
        let canvas = try Canvas(width: width, height: height, background: opening?.color ?? background, limits: limits)
        canvas.transform = transform
        canvas.draw(opening?.rest ?? list)
        return canvas.bitmap
    }
}

extension Canvas {
    /// Replays a display list through the current transform. Unbalanced pops are ignored, and
    /// clips and layers the list leaves open are closed at its end.
    public func draw(_ list: DisplayList) {
        let clipDepth = clipStack.count, layerDepth = layerStack.count
        defer {
            while layerStack.count > layerDepth { popLayer() }
            while clipStack.count > clipDepth { popClip() }
        }
        for command in list.commands {
            switch command {
            case .fill(let path, let paint, let rule): fill(path, with: paint, rule: rule)
            case .text(let text, let face, let origin, let color): drawText(text, face: face, at: origin, color: color)
            case .stroke(let path, let style, let paint): stroke(path, style: style, with: paint)
            case .image(let image, let rect, let tint): drawImage(image, in: rect, tint: tint)
            case .shadow(let path, let offset, let blur, let color): drawShadow(of: path, offset: offset, blur: blur, color: color)
            case .pushClip(let path): pushClip(path)
            case .popClip: if clipStack.count > clipDepth { popClip() }
            case .pushLayer(let opacity): pushLayer(opacity: opacity)
            case .popLayer: if layerStack.count > layerDepth { popLayer() }
            }
        }
    }
}

extension DisplayList {
    /// The list moved by `dx`, `dy` points: paths, gradients, clips, shadows, image frames and
    /// text origins moved; nothing scaled or flipped.
    public func translated(dx: Double, dy: Double) -> DisplayList {
        guard dx != 0 || dy != 0 else { return self }
        let move = Transform(translationX: dx, y: dy)
        func paint(_ paint: Paint) -> Paint {
            switch paint {
            case .solid: paint
            case .linearGradient(let start, let end, let stops): .linearGradient(start: move.apply(to: start), end: move.apply(to: end), stops: stops)
            case .radialGradient(let center, let radius, let stops): .radialGradient(center: move.apply(to: center), radius: radius, stops: stops)
            }
        }
        var list = DisplayList()
        list.commands = commands.map { command in
            switch command {
            case .fill(let path, let fill, let rule): .fill(path.applying(move), paint(fill), rule)
            case .stroke(let path, let style, let stroke): .stroke(path.applying(move), style, paint(stroke))
            case .text(let text, let face, let origin, let color): .text(text, face, move.apply(to: origin), color)
            case .image(let bitmap, let rect, let tint): .image(bitmap, rect.offsetBy(dx: dx, dy: dy), tint: tint)
            case .shadow(let path, let offset, let blur, let color): .shadow(path.applying(move), offset: offset, blur: blur, color: color)
            case .pushClip(let path): .pushClip(path.applying(move))
            case .popClip, .pushLayer, .popLayer: command
            }
        }
        return list
    }
}
