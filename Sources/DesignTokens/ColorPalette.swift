/// The semantic colours of a theme: what each colour is for, not what it looks like.
public struct ColorPalette: Hashable, Sendable {
    /// The brand colour: filled buttons, links, selected states.
    public var primary: Color
    /// Text and icons drawn on the primary colour (filled buttons, banners, avatars).
    public var onPrimary: Color
    /// The accent colour for secondary actions.
    public var secondary: Color
    /// The screen's background.
    public var background: Color
    /// Cards, rows and sheets over the background.
    public var surface: Color
    /// Body text and titles.
    public var textPrimary: Color
    /// Secondary text: subtitles, captions, placeholders.
    public var textSecondary: Color
    /// Hairlines between rows.
    public var separator: Color
    /// Errors and destructive actions.
    public var error: Color
    /// Warnings that need attention.
    public var warning: Color
    /// Confirmation that something worked.
    public var success: Color
    /// The dimming drawn behind modals.
    public var overlay: Color
    /// The neutral ramp the semantic greys come from.
    public var greys: GreyScale
    /// Pure white, the same in every theme unless a token file says otherwise.
    public var white: Color
    /// Pure black, the same in every theme unless a token file says otherwise.
    public var black: Color

    /// Creates a palette from its semantic colours; `onPrimary` defaults to `white`.
    public init(
        primary: Color, secondary: Color, background: Color, surface: Color,
        textPrimary: Color, textSecondary: Color, separator: Color, error: Color,
        warning: Color, success: Color, overlay: Color, greys: GreyScale = .standard, white: Color = .white,
        black: Color = .black, onPrimary: Color? = nil
    ) {
        self.onPrimary = onPrimary ?? white
        self.greys = greys
        self.white = white
        self.black = black
        self.primary = primary
        self.secondary = secondary
        self.background = background
        self.surface = surface
        self.textPrimary = textPrimary
        self.textSecondary = textSecondary
        self.separator = separator
        self.error = error
        self.warning = warning
        self.success = success
        self.overlay = overlay
    }

    /// The grey scale's lightest step.
    public var grey50: Color { greys.grey50 }
    /// The grey scale's 100 step.
    public var grey100: Color { greys.grey100 }
    /// The grey scale's 200 step.
    public var grey200: Color { greys.grey200 }
    /// The grey scale's 300 step.
    public var grey300: Color { greys.grey300 }
    /// The grey scale's 400 step.
    public var grey400: Color { greys.grey400 }
    /// The grey scale's middle step.
    public var grey500: Color { greys.grey500 }
    /// The grey scale's 600 step.
    public var grey600: Color { greys.grey600 }
    /// The grey scale's 700 step.
    public var grey700: Color { greys.grey700 }
    /// The grey scale's 800 step.
    public var grey800: Color { greys.grey800 }
    /// The grey scale's darkest step.
    public var grey900: Color { greys.grey900 }
}
