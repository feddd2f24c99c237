import DesignTokens
import Rasterizer

/// What a component can consult while it measures and draws itself: the traits and the fonts.
///
/// An immutable reference type: a tree passes it to every component many times per layout, and
/// copying the theme's tokens each time cost more than the layout itself. Use `with(traits:)`
/// for a subtree with other traits.
public final class RenderEnvironment: Sendable {
    /// The traits in force.
    public let traits: RenderTraits
    /// Where text styles find their font files.
    public let fonts: FontRegistry
    /// Where warnings raised while rendering go.
    public let diagnostics: RenderDiagnostics
    /// The traits' theme with typography scaled for the content size.
    public let theme: Theme
    /// Whether laid-out trees carry type names and notes (for snapshots' layout records, the
    /// accessibility tree and audits); a plain layout pass leaves them out.
    public let recordsLayoutDetails: Bool
    /// Whether laid-out nodes also record the design values they draw with (`DesignUse`), for the
    /// audit, token usage, impact and the live preview; snapshots' layout records leave them out.
    /// Only with `recordsLayoutDetails`.
    public let recordsDesignUses: Bool

    /// Creates an environment.
    public init(
        traits: RenderTraits = RenderTraits(), fonts: FontRegistry = .standard, diagnostics: RenderDiagnostics = RenderDiagnostics(),
        recordsLayoutDetails: Bool = false, recordsDesignUses: Bool = false
    ) {
        self.recordsLayoutDetails = recordsLayoutDetails
        self.recordsDesignUses = recordsLayoutDetails && recordsDesignUses
        self.traits = traits
        self.fonts = fonts
        self.diagnostics = diagnostics
        self.theme = traits.resolvedTheme
    }

    private init(_ environment: RenderEnvironment, traits: RenderTraits, theme: Theme) {
        self.traits = traits
        fonts = environment.fonts
        diagnostics = environment.diagnostics
        self.theme = theme
        recordsLayoutDetails = environment.recordsLayoutDetails
        recordsDesignUses = environment.recordsDesignUses
    }

    /// Whether the layout reads right to left.
    public var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }

    /// The same environment with other traits (fonts and diagnostics shared).
    public func with(traits: RenderTraits) -> RenderEnvironment {
        RenderEnvironment(self, traits: traits, theme: traits.resolvedTheme)
    }

    /// The same environment recording layout details, and the design values drawn unless told not to.
    public func withLayoutDetails(designUses: Bool = true) -> RenderEnvironment {
        recordsLayoutDetails && recordsDesignUses == designUses
            ? self
            : RenderEnvironment(traits: traits, fonts: fonts, diagnostics: diagnostics, recordsLayoutDetails: true, recordsDesignUses: designUses)
    }


    /// The face a text style names.
    ///
    /// - Throws: `RenderError.font` when the face is not registered or cannot be opened.
    public func face(for style: TextStyle) throws(RenderError) -> FontFace {
        do {
            return try fonts.face(family: style.family, weight: style.weight, isItalic: style.isItalic)
        } catch {
            throw .font(error)
        }
    }

    /// Lays out text with this environment's fonts (in its pseudo-locale, when the traits name
    /// one), reporting its warnings to `diagnostics`. Text of no language of its own is in the
    /// traits' locale: its line rules break it, its faces draw it.
    public func layoutText(_ text: AttributedText, style: ParagraphStyle, width: Double?) throws(RenderError) -> TextLayout {
        let layout: TextLayout
        let text = traits.pseudoLocale.map { $0.localized(text) } ?? text
        var style = style
        if style.language == nil { style.language = traits.locale }
        do {
            layout = try TextLayouter(fonts: fonts).layout(text, style: style, width: width)
        } catch {
            throw .font(error)
        }
        for warning in layout.warnings { diagnostics.warn(warning.description) }
        return layout
    }
}
