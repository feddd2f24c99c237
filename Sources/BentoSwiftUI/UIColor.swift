import DesignTokens
import Foundation

/// UIKit's colour, as far as SwiftUI code names it (`Color(UIColor.lightGray)`): SwiftUI brings
/// UIKit along on iOS, so view files use it without importing it. The named colours have UIKit's
/// component values (`lightGray` is white 2/3, `darkGray` 1/3); the system colours iOS's in each
/// appearance (`SystemColor`).
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
    /// The system pink.
    public static let systemPink = UIColor(Color.pink)
    /// The system purple.
    public static let systemPurple = UIColor(Color.purple)
    /// The system indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system teal.
    public static let systemTeal = UIColor(Color.teal)
    /// The system mint.
    public static let systemMint = UIColor(Color.mint)
    /// The system cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// The system brown.
    public static let systemBrown = UIColor(Color.brown)
    /// The primary label colour.
    public static let label = UIColor(Color.primary)
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// The second gray: 174, 174, 178 (99, 99, 102 dark).
    public static let systemGray2 = UIColor(Color(SystemColor.gray2))
    /// The third gray: 199, 199, 204 (72, 72, 74 dark).
    public static let systemGray3 = UIColor(Color(SystemColor.gray3))
    /// The fourth gray: 209, 209, 214 (58, 58, 60 dark).
    public static let systemGray4 = UIColor(Color(SystemColor.gray4))
    /// The fifth gray: 229, 229, 234 (44, 44, 46 dark).
    public static let systemGray5 = UIColor(Color(SystemColor.gray5))
    /// The sixth gray: 242, 242, 247 (28, 28, 30 dark).
    public static let systemGray6 = UIColor(Color(SystemColor.gray6))
    /// The tertiary label colour (`SemanticColor.tertiaryLabel`).
    public static let tertiaryLabel = UIColor(Color(SemanticColor.tertiaryLabel))
    /// The quaternary label colour (`SemanticColor.quaternaryLabel`).
    public static let quaternaryLabel = UIColor(Color(SemanticColor.quaternaryLabel))
    /// Placeholder text (`SemanticColor.placeholderText`).
    public static let placeholderText = UIColor(Color(SemanticColor.placeholderText))
    /// A separator (`SemanticColor.separator`).
    public static let separator = UIColor(Color(SemanticColor.separator))
    /// An opaque separator (`SemanticColor.opaqueSeparator`).
    public static let opaqueSeparator = UIColor(Color(SemanticColor.opaqueSeparator))
    /// A link (`SemanticColor.link`).
    public static let link = UIColor(Color(SemanticColor.link))
    /// The fill of a thin shape (`SemanticColor.systemFill`).
    public static let systemFill = UIColor(Color(SemanticColor.systemFill))
    /// The fill of a medium shape (`SemanticColor.secondarySystemFill`).
    public static let secondarySystemFill = UIColor(Color(SemanticColor.secondarySystemFill))
    /// The fill of a large shape (`SemanticColor.tertiarySystemFill`).
    public static let tertiarySystemFill = UIColor(Color(SemanticColor.tertiarySystemFill))
    /// The fill of a large area (`SemanticColor.quaternarySystemFill`).
    public static let quaternarySystemFill = UIColor(Color(SemanticColor.quaternarySystemFill))
    /// The background of a plain screen (`SemanticColor.systemBackground`).
    public static let systemBackground = UIColor(Color(SemanticColor.systemBackground))
    /// The background of what sits on it (`SemanticColor.secondarySystemBackground`).
    public static let secondarySystemBackground = UIColor(Color(SemanticColor.secondarySystemBackground))
    /// The background of what sits on that (`SemanticColor.tertiarySystemBackground`).
    public static let tertiarySystemBackground = UIColor(Color(SemanticColor.tertiarySystemBackground))
    /// The background of a grouped screen (`SemanticColor.systemGroupedBackground`).
    public static let systemGroupedBackground = UIColor(Color(SemanticColor.systemGroupedBackground))
    /// The background of a group on it (`SemanticColor.secondarySystemGroupedBackground`).
    public static let secondarySystemGroupedBackground = UIColor(Color(SemanticColor.secondarySystemGroupedBackground))
    /// The background of what sits on a group (`SemanticColor.tertiarySystemGroupedBackground`).
    public static let tertiarySystemGroupedBackground = UIColor(Color(SemanticColor.tertiarySystemGroupedBackground))
}

extension Color {
    /// A UIKit colour as a SwiftUI colour.
    public init(_ color: UIColor) { self = color.color }
    /// A UIKit colour as a SwiftUI colour.
    public init(uiColor color: UIColor) { self = color.color }
}
