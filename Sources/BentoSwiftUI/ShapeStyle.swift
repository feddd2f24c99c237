import DesignTokens
import Foundation
import Rasterizer

/// What a shape is filled or stroked with: a colour or a gradient.
public protocol ShapeStyle {}

/// The styles this module paints, each as the rasterizer's paint over a frame.
protocol PaintingStyle {
    func paint(in frame: CGRect) -> Paint
    /// The style as the environment shows it: each colour's dark components in dark mode.
    func resolved(in environment: EnvironmentValues) -> any PaintingStyle
}

extension Color: ShapeStyle, PaintingStyle {
    func paint(in frame: CGRect) -> Paint { .solid(painted) }
    func resolved(in environment: EnvironmentValues) -> any PaintingStyle { resolved(in: environment) as Color }
}

extension EnvironmentValues {
    /// The colour text, symbols and unfilled shapes draw with: the one set, or the primary label
    /// colour, as the colour scheme shows it.
    var foreground: Color { (foregroundColor ?? .primary).resolved(in: self) }
}

extension Gradient {
    /// The gradient with its colours as the environment shows them.
    func resolved(in environment: EnvironmentValues) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.resolved(in: environment), location: $0.location) })
    }
}

/// Colours along a gradient, each at a location from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, from 0 to 1.
        public var location: CGFloat
        /// A stop.
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }

    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient of stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient of colours spread evenly.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }

    var painted: [Rasterizer.GradientStop] { stops.map { Rasterizer.GradientStop(location: Double($0.location), color: $0.color.painted) } }
}

/// Colours blended along a line between two unit points of the frame.
public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint) }
    /// A linear gradient of colours spread evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint) }
    /// A primitive view: the gradient filling its frame.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Colours blended outwards from a unit point of the frame between two radii.
public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    /// A radial gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A primitive view: the gradient filling its frame.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension UnitPoint {
    /// The point in a frame.
    func point(in frame: CGRect) -> Point { Point(x: Double(frame.minX + frame.width * x), y: Double(frame.minY + frame.height * y)) }
}

extension LinearGradient: PaintingStyle, PrimitiveView {
    func paint(in frame: CGRect) -> Paint {
        .linearGradient(start: startPoint.point(in: frame), end: endPoint.point(in: frame), stops: gradient.painted)
    }
    func resolved(in environment: EnvironmentValues) -> any PaintingStyle {
        LinearGradient(gradient: gradient.resolved(in: environment), startPoint: startPoint, endPoint: endPoint)
    }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "LinearGradient", outline: .rectangle, style: resolved(in: context.environment))] }
}

extension RadialGradient: PaintingStyle, PrimitiveView {
    /// The rasterizer's radial gradient runs from the centre: the start radius is where the first
    /// stop sits, as a fraction of the end radius.
    func paint(in frame: CGRect) -> Paint {
        let end = max(Double(endRadius), 0.001)
        let offset = min(max(Double(startRadius) / end, 0), 1)
        let stops = gradient.painted.map { Rasterizer.GradientStop(location: offset + $0.location * (1 - offset), color: $0.color) }
        return .radialGradient(center: center.point(in: frame), radius: end, stops: stops)
    }
    func resolved(in environment: EnvironmentValues) -> any PaintingStyle {
        RadialGradient(gradient: gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "RadialGradient", outline: .rectangle, style: resolved(in: context.environment))] }
}

extension ShapeStyle where Self == Color {
    /// iOS's system red.
    public static var red: Color { Color.red }
    /// iOS's system orange.
    public static var orange: Color { Color.orange }
    /// iOS's system yellow.
    public static var yellow: Color { Color.yellow }
    /// iOS's system green.
    public static var green: Color { Color.green }
    /// iOS's system blue.
    public static var blue: Color { Color.blue }
    /// iOS's system purple.
    public static var purple: Color { Color.purple }
    /// iOS's system pink.
    public static var pink: Color { Color.pink }
    /// iOS's system gray.
    public static var gray: Color { Color.gray }
    /// iOS's system indigo.
    public static var indigo: Color { Color.indigo }
    /// iOS's system teal.
    public static var teal: Color { Color.teal }
    /// iOS's system mint.
    public static var mint: Color { Color.mint }
    /// iOS's system cyan.
    public static var cyan: Color { Color.cyan }
    /// iOS's system brown.
    public static var brown: Color { Color.brown }
    /// The primary label colour.
    public static var primary: Color { Color.primary }
    /// The secondary label colour.
    public static var secondary: Color { Color.secondary }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// No colour.
    public static var clear: Color { Color.clear }
}
