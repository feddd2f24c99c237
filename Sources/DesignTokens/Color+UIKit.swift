/// UIKit's named colours, so code written against `UIColor` keeps its colours: the fixed ones
/// (`.red`, `.cyan` …, the same components as `UIColor.red`) and the system ones in their
/// light-mode values (`.systemRed` is #FF383C, iOS 26's; ``SystemColor`` has every appearance). Prefer a theme's semantic colours for anything a
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

    /// `UIColor.systemRed` in light mode (`SystemColor.red`).
    public static let systemRed = SystemColor.red.appearances.light
    /// `UIColor.systemOrange` in light mode (`SystemColor.orange`).
    public static let systemOrange = SystemColor.orange.appearances.light
    /// `UIColor.systemYellow` in light mode (`SystemColor.yellow`).
    public static let systemYellow = SystemColor.yellow.appearances.light
    /// `UIColor.systemGreen` in light mode (`SystemColor.green`).
    public static let systemGreen = SystemColor.green.appearances.light
    /// `UIColor.systemMint` in light mode (`SystemColor.mint`).
    public static let systemMint = SystemColor.mint.appearances.light
    /// `UIColor.systemTeal` in light mode (`SystemColor.teal`).
    public static let systemTeal = SystemColor.teal.appearances.light
    /// `UIColor.systemCyan` in light mode (`SystemColor.cyan`).
    public static let systemCyan = SystemColor.cyan.appearances.light
    /// `UIColor.systemBlue` in light mode (`SystemColor.blue`).
    public static let systemBlue = SystemColor.blue.appearances.light
    /// `UIColor.systemIndigo` in light mode (`SystemColor.indigo`).
    public static let systemIndigo = SystemColor.indigo.appearances.light
    /// `UIColor.systemPurple` in light mode (`SystemColor.purple`).
    public static let systemPurple = SystemColor.purple.appearances.light
    /// `UIColor.systemPink` in light mode (`SystemColor.pink`).
    public static let systemPink = SystemColor.pink.appearances.light
    /// `UIColor.systemBrown` in light mode (`SystemColor.brown`).
    public static let systemBrown = SystemColor.brown.appearances.light
    /// `UIColor.systemGray` in light mode (`SystemColor.gray`).
    public static let systemGray = SystemColor.gray.appearances.light
}
