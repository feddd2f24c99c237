import Foundation

/// UIKit's colour, as far as SwiftUI code names it (`Color(UIColor.lightGray)`): SwiftUI brings
/// UIKit along on iOS, so view files use it without importing it. The named colours have UIKit's
/// component values (`lightGray` is white 2/3, `darkGray` 1/3); the system colours their light
/// appearance.
public final class UIColor: Sendable {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// A colour of red, green, blue and alpha from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray of a brightness and alpha from 0 to 1.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(white), opacity: Double(alpha))) }

    /// Black.
    public static let black = UIColor(Color(white: 0))
    /// White 1/3.
    public static let darkGray = UIColor(Color(white: 1 / 3))
    /// White 2/3.
    public static let lightGray = UIColor(Color(white: 2 / 3))
    /// White.
    public static let white = UIColor(Color(white: 1))
    /// White 1/2.
    public static let gray = UIColor(Color(white: 0.5))
    /// Pure red.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// Pure green.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// Pure blue.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// Cyan.
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    /// Yellow.
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// Magenta.
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// Orange.
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// Purple.
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    /// Brown.
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    /// No colour.
    public static let clear = UIColor(Color.clear)
    /// The system blue.
    public static let systemBlue = UIColor(Color.blue)
    /// The system red.
    public static let systemRed = UIColor(Color.red)
    /// The system green.
    public static let systemGreen = UIColor(Color.green)
    /// The system orange.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system gray.
    public static let systemGray = UIColor(Color.gray)
    /// The primary label colour.
    public static let label = UIColor(Color.primary)
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// The background of a plain screen: white in light mode.
    public static let systemBackground = UIColor(Color(white: 1))
    /// The background of a grouped screen, light mode: 242, 242, 247.
    public static let systemGroupedBackground = UIColor(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
}

extension Color {
    /// A UIKit colour as a SwiftUI colour.
    public init(_ color: UIColor) { self = color.color }
    /// A UIKit colour as a SwiftUI colour.
    public init(uiColor color: UIColor) { self = color.color }
}
