/// How a stroke outlines a path.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width in user units; 0 draws a hairline exactly one device pixel wide.
    public var width: Double
    /// How open ends are drawn.
    public var cap: LineCap
    /// How corners are drawn.
    public var join: LineJoin
    /// For miter joins: the longest miter, as a multiple of the width, before a bevel is used.
    public var miterLimit: Double

    /// Creates a stroke style.
    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    /// A hairline: one device pixel wide at any scale.
    public static let hairline = StrokeStyle(width: 0)
}

/// The shape of the ends of open contours.
public enum LineCap: Hashable, Sendable {
    /// The stroke ends flush with the end point.
    case butt
    /// A half disc around the end point.
    case round
    /// The stroke extends half its width past the end point.
    case square
}

/// The shape of the corners between segments.
public enum LineJoin: Hashable, Sendable {
    /// Sharp corners, cut to a bevel beyond the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut straight across.
    case bevel
}
