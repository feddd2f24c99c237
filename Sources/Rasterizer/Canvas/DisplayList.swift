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
}

extension Canvas {
    /// Replays a display list through the current transform.
    public func draw(_ list: DisplayList) {
        for command in list.commands {
            switch command {
            case .fill(let path, let paint, let rule): fill(path, with: paint, rule: rule)
            case .text(let text, let face, let origin, let color): drawText(text, face: face, at: origin, color: color)
            }
        }
    }
}
