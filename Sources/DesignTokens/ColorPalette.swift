/// The semantic colours of a theme: what each colour is for, not what it looks like.
public struct ColorPalette: Hashable, Sendable {
    public var primary: Color
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

    /// Creates a palette from its semantic colours.
    public init(
        primary: Color, secondary: Color, background: Color, surface: Color,
        textPrimary: Color, textSecondary: Color, separator: Color, error: Color,
        warning: Color, success: Color, overlay: Color
    ) {
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

    /// Pure white, the same in every theme.
    public var white: Color { .white }
    /// Pure black, the same in every theme.
    public var black: Color { .black }
}
