import DesignTokens

/// What fills the covered pixels of a shape.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Colours blended along the line from `start` to `end` (user units), constant across it;
    /// beyond the ends the end colours continue.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Colours blended outwards from `center` to `radius` (user units); beyond it the last colour
    /// continues.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// One colour of a gradient at a position between 0 (start) and 1 (end).
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits along the gradient, from 0 to 1.
    public var location: Double
    /// The stop's colour.
    public var color: Color

    /// Creates a stop; the location is clamped to 0...1.
    public init(location: Double, color: Color) {
        self.location = location.isNaN ? 0 : min(max(location, 0), 1)
        self.color = color
    }
}
