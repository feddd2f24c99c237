import DesignTokens
import Rasterizer

/// One fill or stroke of a design node, as Figma's `Paint` describes it.
public struct DesignPaint: Sendable, Equatable {
    /// What the paint is.
    public enum Kind: Sendable, Equatable {
        /// One colour.
        case solid(Color)
        /// A linear gradient: stops, and the start and end handles in the node's unit square.
        case linearGradient(stops: [Rasterizer.GradientStop], start: Point, end: Point)
        /// A radial gradient: stops, and the centre and edge handles in the node's unit square.
        case radialGradient(stops: [Rasterizer.GradientStop], center: Point, edge: Point)
        /// A kind drawn without its content (an image, an angular or diamond gradient, a video):
        /// Figma's type name.
        case other(String)
    }

    /// What the paint is.
    public var kind: Kind
    /// The paint's own opacity, applied over its colours' alpha.
    public var opacity: Double
    /// Whether the paint is shown.
    public var isVisible: Bool
    /// The variable the colour is bound to (`VariableID:1:3`), when it is.
    public var colorVariable: String?

    /// The solid colour with the paint's opacity applied; `nil` for other kinds.
    public var color: Color? {
        guard case .solid(let color) = kind else { return nil }
        return color.withAlpha(color.alpha * opacity)
    }

    init(_ json: JSONCursor) throws(DesignFileError) {
        let type = try json.string("type", longest: 64) ?? "SOLID"
        opacity = try json.number("opacity", in: 0...1) ?? 1
        isVisible = try json.bool("visible") ?? true
        colorVariable = try json["boundVariables"]?["color"].flatMap { alias throws(DesignFileError) in try alias.string("id", longest: 256) }
        switch type {
        case "SOLID":
            guard let color = json["color"] else { throw json.invalid("a SOLID paint has no color") }
            kind = .solid(try Self.color(color))
        case "GRADIENT_LINEAR", "GRADIENT_RADIAL":
            var stops: [Rasterizer.GradientStop] = []
            for stop in try json.elements("gradientStops") {
                guard let color = stop["color"] else { throw stop.invalid("a gradient stop has no color") }
                stops.append(Rasterizer.GradientStop(location: try stop.number("position", in: 0...1) ?? 0, color: try Self.color(color)))
            }
            let handles = try json.elements("gradientHandlePositions").map { handle throws(DesignFileError) in try Self.point(handle) }
            guard handles.count >= 2 else { throw json.invalid("a gradient needs two gradientHandlePositions") }
            kind = type == "GRADIENT_LINEAR"
                ? .linearGradient(stops: stops, start: handles[0], end: handles[1])
                : .radialGradient(stops: stops, center: handles[0], edge: handles[1])
        default:
            kind = .other(type)
        }
    }

    /// Figma's `{r, g, b, a}` with channels from 0 to 1.
    static func color(_ json: JSONCursor) throws(DesignFileError) -> Color {
        func channel(_ key: String) throws(DesignFileError) -> Double {
            guard let value = try json.number(key, in: 0...1) else { throw json.invalid("a colour has no \(key)") }
            return value
        }
        return Color(red: try channel("r"), green: try channel("g"), blue: try channel("b"), alpha: try json.number("a", in: 0...1) ?? 1)
    }

    /// Figma's `{x, y}`.
    static func point(_ json: JSONCursor) throws(DesignFileError) -> Point {
        Point(x: try json.number("x") ?? 0, y: try json.number("y") ?? 0)
    }
}
