/// UIKit's named colours, so code written against `UIColor` keeps its colours: the fixed ones
/// (`.red`, `.cyan` …, the same components as `UIColor.red`) and the system ones in their
/// light-mode values (`.systemRed` is #FF3B30). Prefer a theme's semantic colours for anything a
/// design system owns.
extension Color {
    /// `UIColor.red`: pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.gray`: 50% grey.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// `UIColor.darkGray`: one third grey.
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// `UIColor.lightGray`: two thirds grey.
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)

    /// `UIColor.systemRed` in light mode.
    public static let systemRed = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)
    /// `UIColor.systemOrange` in light mode.
    public static let systemOrange = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
    /// `UIColor.systemYellow` in light mode.
    public static let systemYellow = Color(red8: 0xFF, green8: 0xCC, blue8: 0x00)
    /// `UIColor.systemGreen` in light mode.
    public static let systemGreen = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
    /// `UIColor.systemTeal` in light mode.
    public static let systemTeal = Color(red8: 0x5A, green8: 0xC8, blue8: 0xFA)
    /// `UIColor.systemBlue` in light mode.
    public static let systemBlue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
    /// `UIColor.systemIndigo` in light mode.
    public static let systemIndigo = Color(red8: 0x58, green8: 0x56, blue8: 0xD6)
    /// `UIColor.systemPurple` in light mode.
    public static let systemPurple = Color(red8: 0xAF, green8: 0x52, blue8: 0xDE)
    /// `UIColor.systemPink` in light mode.
    public static let systemPink = Color(red8: 0xFF, green8: 0x2D, blue8: 0x55)
    /// `UIColor.systemGray` in light mode.
    public static let systemGray = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)
}
