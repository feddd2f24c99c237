import DesignTokens

/// The conditions a component renders under.
public struct RenderTraits: Hashable, Sendable {
    /// The tokens: colours, typography, spacing.
    public var theme: Theme
    /// Device pixels per point: 1, 2 or 3. Clamped to 0.5…4 (a scale that is not a number is 2).
    public var scale: Double {
        didSet { scale = Self.clampedScale(scale) }
    }

    /// Scales a render can use: 0.5 to 4; NaN becomes 2.
    public static func clampedScale(_ scale: Double) -> Double {
        scale.isNaN ? 2 : min(max(scale, 0.5), 4)
    }
    /// The preferred text size; the theme's typography is scaled for it.
    public var contentSize: ContentSizeCategory
    /// Right to left mirrors horizontal stacks and margins, and aligns natural text right.
    public var layoutDirection: LayoutDirection
    /// A pseudo-locale every string is drawn in (`PseudoLocale.accented`); `nil` draws strings as
    /// written. Setting one that reads right to left (`.bidiWrapped`) sets `layoutDirection` too.
    public var pseudoLocale: PseudoLocale? {
        didSet { if let direction = pseudoLocale?.layoutDirection { layoutDirection = direction } }
    }

    /// The language a catalogue's own strings are drawn in (`de`, `ar`, `pt-BR`), from its String
    /// Catalog (`CatalogueContext.text(_:)`); `nil` draws the strings as written. A variant matrix
    /// that lists a right-to-left language sets `layoutDirection` for it.
    public var locale: String?

    /// Creates traits.
    public init(
        theme: Theme = .light, scale: Double = 2, contentSize: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale? = nil
    ) {
        self.theme = theme
        self.scale = Self.clampedScale(scale)
        self.contentSize = contentSize
        self.layoutDirection = pseudoLocale?.layoutDirection ?? layoutDirection
        self.pseudoLocale = pseudoLocale
    }

    /// The theme with its typography scaled for the content size.
    public var resolvedTheme: Theme {
        var resolved = theme
        resolved.typography = theme.typography.scaled(for: contentSize)
        return resolved
    }

    /// A short label for file names and reports: `light-2x`, and for other content sizes,
    /// directions, a language and a pseudo-locale `dark-xl-rtl-ar-xa-3x`.
    public var variantName: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        var parts = [theme.name]
        if contentSize != .large { parts.append(contentSize.shortName) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let locale { parts.append(locale) }
        if let pseudoLocale { parts.append(pseudoLocale.variantSuffix) }
        parts.append("\(scaleText)x")
        return parts.joined(separator: "-")
    }
}
