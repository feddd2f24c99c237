import Components
import DesignTokens

/// What a catalogue entry's builder gets: the traits it renders under, the theme resolved for
/// them, and the Design Library's factories for that theme and those traits.
public struct CatalogueContext: Sendable {
    /// The traits of the variant being rendered.
    public var traits: RenderTraits

    /// Creates a context for a variant's traits.
    public init(traits: RenderTraits) {
        self.traits = traits
    }

    /// The variant's theme with its typography scaled for the content size.
    public var theme: Theme { traits.resolvedTheme }

    /// The Design Library's factories for the variant's theme and traits.
    public var builder: DesignLibrary.ComponentsBuilder {
        DesignLibrary(configuration: .init(theme: traits.theme)).componentsBuilder(traits: traits)
    }
}
