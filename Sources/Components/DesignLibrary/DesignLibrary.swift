import DesignTokens
import Layout
import Rasterizer

/// The Design Library: reusable components with one predefined style, built only from tokens,
/// so a design change is a token change (Babylon's Design Library proposal).
///
/// ```swift
/// let library = DesignLibrary(configuration: .init(theme: .light))
/// let builder = library.componentsBuilder(traits: RenderTraits(contentSize: .extraLarge))
/// let row = builder.row3(title: "Collection", detail: "From a pharmacy near you",
///                        image: .init(template: builder.tokens.icons.image(.pharmacy)))
/// ```
public struct DesignLibrary: Sendable {
    /// The tokens the library draws with.
    public struct Configuration: Hashable, Sendable {
        /// The type styles.
        public var typography: Typography
        /// The semantic colours.
        public var colors: ColorPalette
        /// The spacing scale.
        public var spacing: Spacing
        /// The corner radii.
        public var radii: Radii
        /// The shadows.
        public var elevation: Elevation
        /// The icons.
        public var icons: Icons

        /// Creates a configuration from tokens.
        public init(
            typography: Typography, colors: ColorPalette, spacing: Spacing = .standard, radii: Radii = .standard,
            elevation: Elevation = .standard, icons: Icons = .standard
        ) {
            self.typography = typography
            self.colors = colors
            self.spacing = spacing
            self.radii = radii
            self.elevation = elevation
            self.icons = icons
        }

        /// The tokens of a theme.
        public init(theme: Theme) {
            self.init(
                typography: theme.typography, colors: theme.colors, spacing: theme.spacing, radii: theme.radii,
                elevation: theme.elevation, icons: theme.icons)
        }
    }

    /// The tokens every builder uses.
    public var configuration: Configuration

    /// Creates a design library for a configuration.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The component factories for traits (typography scaled for the content size).
    public func componentsBuilder(traits: RenderTraits = RenderTraits()) -> ComponentsBuilder {
        ComponentsBuilder(configuration: configuration, traits: traits)
    }

    /// The screen-level factories (modals).
    public func viewControllerBuilder(traits: RenderTraits = RenderTraits()) -> ViewControllerBuilder {
        ViewControllerBuilder(components: componentsBuilder(traits: traits))
    }
}

/// A template icon on a coloured circle, for `row3`.
public struct Icon: Sendable {
    /// The icon, drawn as a template in the tint colour.
    public var template: ImageAsset
    /// The circle behind it, or `nil` for the theme's default.
    public var backgroundColor: Color?

    /// Creates an icon for a row.
    public init(template: ImageAsset, backgroundColor: Color? = nil) {
        self.template = template
        self.backgroundColor = backgroundColor
    }
}

/// The Design Library's icons as images.
extension Icons {
    /// The picture of an icon token: a template glyph of the theme's icon font.
    public func image(_ token: IconToken) -> ImageAsset {
        ImageAsset.icon(named: glyphName(for: token), family: family, size: size).withRenderingMode(.alwaysTemplate)
    }
}
