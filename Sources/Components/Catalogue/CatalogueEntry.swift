import DesignTokens
import Foundation
import Layout

/// What a catalogue entry's builder gets: the traits it renders under, the theme resolved for
/// them, and the Design Library's factories for that theme and those traits.
public struct CatalogueContext: Sendable {
    public var traits: RenderTraits
    public var theme: Theme { traits.resolvedTheme }
    public var builder: DesignLibrary.ComponentsBuilder {
        DesignLibrary(configuration: .init(theme: traits.theme)).componentsBuilder(traits: traits)
    }
}

/// The variants an entry is rendered in, declared as data: every combination of theme, content
/// size, width, scale and layout direction.
public struct VariantMatrix: Hashable, Sendable {
    public var themes: [String]
    public var contentSizes: [ContentSizeCategory]
    /// Widths in points; `nil` keeps the entry's own layout.
    public var widths: [Double?]
    public var scales: [Double]
    public var directions: [LayoutDirection]

    public init(
        themes: [String] = ["light", "dark"], contentSizes: [ContentSizeCategory] = [.large], widths: [Double?] = [nil],
        scales: [Double] = [2], directions: [LayoutDirection] = [.leftToRight]
    ) {
        self.themes = themes
        self.contentSizes = contentSizes
        self.widths = widths
        self.scales = scales
        self.directions = directions
    }

    /// Light and dark at @2x.
    public static let standard = VariantMatrix()

    /// Every combination, in a stable order.
    public func variants() -> [CatalogueVariant] {
        var result: [CatalogueVariant] = []
        for theme in themes {
            for contentSize in contentSizes {
                for width in widths {
                    for scale in scales {
                        for direction in directions {
                            let traits = RenderTraits(
                                theme: theme == "dark" ? .dark : .light, scale: scale, contentSize: contentSize, layoutDirection: direction)
                            result.append(CatalogueVariant(traits: traits, width: width))
                        }
                    }
                }
            }
        }
        return result
    }
}

/// One variant of an entry: traits, and a width when the matrix sets one.
public struct CatalogueVariant: Hashable, Sendable {
    public var traits: RenderTraits
    public var width: Double?

    public init(traits: RenderTraits, width: Double? = nil) {
        self.traits = traits
        self.width = width
    }

    /// `light-2x`, `dark-xl-rtl-3x`, and `-w320` when a width is set.
    public var name: String {
        traits.variantName + (width.map { "-w\(Int($0))" } ?? "")
    }
}

/// One named state of a component in the catalogue: how to build it, how to lay it out, and the
/// variants it is shown in. The same entries drive the Gallery and the snapshot tests.
public struct CatalogueEntry: Sendable {
    /// The component's name, which groups entries (`"Button"`, `"DesignLibrary.row3"`).
    public var component: String
    /// The state's name within the component (`"disabled"`).
    public var state: String
    public var layout: RenderLayout
    public var matrix: VariantMatrix
    public var build: @Sendable (CatalogueContext) -> AnyRenderable

    /// An entry built from the traits' context.
    public init(
        component: String, state: String, layout: RenderLayout = .sizeThatFits, matrix: VariantMatrix = .standard,
        build: @escaping @Sendable (CatalogueContext) -> AnyRenderable
    ) {
        self.component = component
        self.state = state
        self.layout = layout
        self.matrix = matrix
        self.build = build
    }

    /// `Component/state`, unique in the catalogue.
    public var identifier: String { "\(component)/\(state)" }

    /// The component for a variant.
    public func make(_ variant: CatalogueVariant) -> AnyRenderable {
        build(CatalogueContext(traits: variant.traits))
    }

    /// The layout for a variant: the variant's width when it sets one.
    public func layout(for variant: CatalogueVariant) -> RenderLayout {
        variant.width.map { .width($0) } ?? layout
    }

    /// The reference file name for a variant: `Component-state@variant`.
    public func referenceName(for variant: CatalogueVariant) -> String {
        "\(component)-\(state)@\(variant.name)"
    }
}
