import DesignTokens

/// One named state of one component in the catalogue: what the Gallery renders and the snapshot
/// tests verify.
public struct CatalogueEntry: Sendable {
    /// The component's name, which groups entries, for example `"Label"`.
    public var component: String
    /// The state shown, for example `"body"`.
    public var state: String
    /// How much room the entry is rendered in.
    public var layout: RenderLayout
    /// Builds the component from the theme's tokens.
    public var make: @Sendable (Theme) -> AnyRenderable

    /// Creates an entry.
    public init(component: String, state: String, layout: RenderLayout = .sizeThatFits, make: @escaping @Sendable (Theme) -> AnyRenderable) {
        self.component = component
        self.state = state
        self.layout = layout
        self.make = make
    }

    /// `component/state`, unique in the catalogue.
    public var identifier: String { "\(component)/\(state)" }
}
