/// A border: colour, width in points and a CSS line style (`solid`, `dashed`, `dotted`, …).
public struct BorderToken: Hashable, Sendable {
    public var color: Color
    public var width: Double
    public var style: String

    public init(color: Color, width: Double, style: String = "solid") {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// One stop of a gradient: a colour at a position from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var position: Double

    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}
