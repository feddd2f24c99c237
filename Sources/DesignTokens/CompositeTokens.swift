/// A border: colour, width in points and a CSS line style (`solid`, `dashed`, `dotted`, …).
public struct BorderToken: Hashable, Sendable {
    /// The border's colour.
    public var color: Color
    /// The border's width in points.
    public var width: Double
    /// The line style as the token file names it: `solid`, `dashed`, `dotted` and so on.
    public var style: String

    /// Creates a border token.
    public init(color: Color, width: Double, style: String = "solid") {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// One stop of a gradient: a colour at a position from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    /// The stop's colour.
    public var color: Color
    /// Where the stop sits along the gradient, from 0 to 1.
    public var position: Double

    /// Creates a gradient stop.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}
