import DesignTokens

/// The conditions a component renders under.
public struct RenderTraits: Hashable, Sendable {
    /// The tokens: colours, typography, spacing.
    public var theme: Theme
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Double
    /// The preferred text size; the theme's typography is scaled for it.
    public var contentSize: ContentSizeCategory
    /// Right to left mirrors horizontal stacks and margins, and aligns natural text right.
    public var layoutDirection: LayoutDirection

    /// Creates traits.
    public init(
        theme: Theme = .light, scale: Double = 2, contentSize: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        precondition(scale > 0 && scale.isFinite, "the display scale must be a positive number")
        self.theme = theme
        self.scale = scale
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }

    /// The theme with its typography scaled for the content size.
    public var resolvedTheme: Theme {
        var resolved = theme
        resolved.typography = theme.typography.scaled(for: contentSize)
        return resolved
    }

    /// A short label for file names and reports: `light-2x`, and for other content sizes and
    /// directions `dark-xl-rtl-3x`.
    public var variantName: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        var parts = [theme.name]
        if contentSize != .large { parts.append(contentSize.shortName) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        parts.append("\(scaleText)x")
        return parts.joined(separator: "-")
    }
}
