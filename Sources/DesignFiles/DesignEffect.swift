import DesignTokens
import Rasterizer

/// A shadow or blur of a design node, as Figma's `Effect` describes it.
public struct DesignEffect: Sendable, Equatable {
    /// Figma's effect type: `DROP_SHADOW`, `INNER_SHADOW`, `LAYER_BLUR`, `BACKGROUND_BLUR`.
    public var type: String
    /// Whether the effect is shown.
    public var isVisible: Bool
    /// A shadow's colour.
    public var color: Color?
    /// A shadow's offset.
    public var offset: Point
    /// The blur radius.
    public var radius: Double
    /// How far a shadow grows past its shape.
    public var spread: Double

    init(_ json: JSONCursor) throws(DesignFileError) {
        type = try json.string("type", longest: 64) ?? ""
        isVisible = try json.bool("visible") ?? true
        color = try json["color"].map { value throws(DesignFileError) in try DesignPaint.color(value) }
        offset = try json["offset"].map { value throws(DesignFileError) in try DesignPaint.point(value) } ?? Point(x: 0, y: 0)
        radius = try json.number("radius", in: 0...10_000) ?? 0
        spread = try json.number("spread", in: -10_000...10_000) ?? 0
    }
}
