import Foundation

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Draw once in points and pass `Transform(scale:)` to render at @1x, @2x or @3x.
public struct Transform: Hashable, Sendable {
    /// The matrix's entries, as in `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin, the way a display scale maps points to pixels.
    public init(scale: Double) {
        self.init(scaleX: scale, y: scale)
    }

    /// A rotation about the origin by `angle` radians; positive turns x towards y (clockwise on
    /// screen, where y points down).
    public init(rotation angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform followed by a translation.
    public func translatedBy(x: Double, y: Double) -> Transform {
        concatenating(Transform(translationX: x, y: y))
    }

    /// A translation applied before this transform (in the transform's own coordinates).
    public func preTranslated(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (in the transform's own coordinates).
    public func preScaled(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// Where the transform maps a point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether the transform only scales and translates (no rotation or skew).
    public var isScaleTranslate: Bool { b == 0 && c == 0 }

    /// The largest factor by which the transform stretches a length.
    var maximumScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}
