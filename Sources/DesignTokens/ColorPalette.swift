/// The semantic colours of a theme: what each colour is for, not what it looks like.
public struct ColorPalette: Hashable, Sendable {
    public var primary: Color
    /// Text and icons drawn on the primary colour (filled buttons, banners, avatars).
    public var onPrimary: Color
    public var secondary: Color
    public var background: Color
    public var surface: Color
    public var textPrimary: Color
    public var textSecondary: Color
    public var separator: Color
    public var error: Color
    public var warning: Color
    public var success: Color
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

    public var grey50: Color { greys.grey50 }
    public var grey100: Color { greys.grey100 }
    public var grey200: Color { greys.grey200 }
    public var grey300: Color { greys.grey300 }
    public var grey400: Color { greys.grey400 }
    public var grey500: Color { greys.grey500 }
    public var grey600: Color { greys.grey600 }
    public var grey700: Color { greys.grey700 }
    public var grey800: Color { greys.grey800 }
    public var grey900: Color { greys.grey900 }
}
