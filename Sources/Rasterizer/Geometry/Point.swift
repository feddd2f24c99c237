/// A point in a two-dimensional space with y pointing down, in device pixels or user units.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, down positive.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The Euclidean length of the vector from the origin to this point.
    var length: Double { (x * x + y * y).squareRoot() }
}
