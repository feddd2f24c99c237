import Layout
import Rasterizer

/// A component whose making can fail: `Result { try … }` around it. The success is the
/// component; a failure fails the render with the error's description (in `gallery render` and
/// `verify`, named by the catalogue entry), instead of a trap or a silently missing part.
///
/// ```swift
/// CatalogueEntry("regular") { context in
///     Result { BasketRow(name: "Oat milk", thumbnail: try ProductImages.image(named: "oat-milk"), traits: context.traits) }
/// }
/// ```
extension Result: Renderable where Success: Renderable {
    private func component() throws(RenderError) -> Success {
        switch self {
        case .success(let component): return component
        case .failure(let error): throw .component("\(error)")
        }
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try component().sizeThatFits(width: width, in: environment)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try component().layoutMeasurement(width: width, in: environment)
    }

    public var layoutTraits: LayoutTraits { (try? component())?.layoutTraits ?? LayoutTraits() }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits {
        (try? component())?.layoutTraits(in: environment) ?? LayoutTraits()
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try component().laidOut(in: frame, environment: environment)
    }

    public var accessibility: AccessibilityInfo { (try? component())?.accessibility ?? AccessibilityInfo() }
}
