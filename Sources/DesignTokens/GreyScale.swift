/// Ten steps of neutral grey, lightest (`grey50`) to darkest (`grey900`).
public struct GreyScale: Hashable, Sendable {
    /// The lightest grey.
    public var grey50: Color
    /// The 100 grey.
    public var grey100: Color
    /// The 200 grey.
    public var grey200: Color
    /// The 300 grey.
    public var grey300: Color
    /// The 400 grey.
    public var grey400: Color
    /// The middle grey.
    public var grey500: Color
    /// The 600 grey.
    public var grey600: Color
    /// The 700 grey.
    public var grey700: Color
    /// The 800 grey.
    public var grey800: Color
    /// The darkest grey.
    public var grey900: Color

    /// Creates a grey scale from its ten steps.
    public init(
        grey50: Color, grey100: Color, grey200: Color, grey300: Color, grey400: Color, grey500: Color, grey600: Color,
        grey700: Color, grey800: Color, grey900: Color
    ) {
        (self.grey50, self.grey100, self.grey200, self.grey300, self.grey400) = (grey50, grey100, grey200, grey300, grey400)
        (self.grey500, self.grey600, self.grey700, self.grey800, self.grey900) = (grey500, grey600, grey700, grey800, grey900)
    }

    /// The steps by name (`"50"` … `"900"`), in order.
    public static let stepNames = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"]

    /// The steps in order, lightest first.
    public var steps: [Color] { [grey50, grey100, grey200, grey300, grey400, grey500, grey600, grey700, grey800, grey900] }

    /// A cool neutral ramp.
    public static let standard = GreyScale(
        grey50: Color(red8: 0xF7, green8: 0xF8, blue8: 0xFA), grey100: Color(red8: 0xEE, green8: 0xF0, blue8: 0xF3),
        grey200: Color(red8: 0xDD, green8: 0xE1, blue8: 0xE6), grey300: Color(red8: 0xC3, green8: 0xC9, blue8: 0xD1),
        grey400: Color(red8: 0x9A, green8: 0xA2, blue8: 0xAD), grey500: Color(red8: 0x74, green8: 0x7D, blue8: 0x89),
        grey600: Color(red8: 0x59, green8: 0x61, blue8: 0x6C), grey700: Color(red8: 0x41, green8: 0x47, blue8: 0x50),
        grey800: Color(red8: 0x2A, green8: 0x2E, blue8: 0x34), grey900: Color(red8: 0x17, green8: 0x19, blue8: 0x1C))
}
