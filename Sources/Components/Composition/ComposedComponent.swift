/// A component made of other components, as a SwiftUI view is made of its `body`: write `body`
/// and the component measures, lays out, draws and describes itself through it.
///
/// ```swift
/// struct PriceTag: ComposedComponent {
///     var amount: String
///     var theme: Theme
///
///     var body: some Renderable {
///         UI.Label(text: amount, style: theme.typography.headline2, color: theme.colors.primary)
///             .padding(8)
///             .border(theme.colors.primary, width: 1, cornerRadius: 6)
///     }
/// }
/// ```
///
/// The component is a node of its own in the laid-out tree (layout records and failures name it
/// `PriceTag`), with its body's components below it, so the body's text, frames and
/// accessibility reach the accessibility tree and `gallery audit` as built-in components' do.
/// Override `accessibility` to describe the whole component as one element (a role and a
/// label); its parts are still listed inside it.
public protocol ComposedComponent: Renderable {
    /// The type of the component's body.
    associatedtype Body: Renderable
    /// The components this one is made of.
    var body: Body { get }
}

extension ComposedComponent {
    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try body.sizeThatFits(width: width, in: environment)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try body.layoutMeasurement(width: width, in: environment)
    }

    public var layoutTraits: LayoutTraits { body.layoutTraits }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { body.layoutTraits(in: environment) }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        try node.place(body, in: frame, environment: environment)
        return node
    }
}
