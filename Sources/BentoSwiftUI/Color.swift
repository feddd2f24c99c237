import DesignTokens
import Foundation

/// A colour, and a view that fills the space proposed to it with the colour (10 by 10 points
/// where nothing is proposed, as SwiftUI's colours and shapes take).
///
/// The named colours are iOS's system colours in light mode (the Human Interface Guidelines'
/// "Color" page, its table of system colours); dark and increased-contrast values come with the
/// iOS-numbers work.
public struct Color: View, Hashable, Sendable {
    /// Red, green and blue in sRGB, and opacity, each 0 to 1.
    public var red: Double, green: Double, blue: Double, opacity: Double

    /// A colour of sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    /// A grey of a white level.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// The colour at another opacity (multiplied, as SwiftUI's `opacity(_:)` on a colour).
    public func opacity(_ value: Double) -> Color { Color(red: red, green: green, blue: blue, opacity: opacity * value) }

    private static func system(_ red: Double, _ green: Double, _ blue: Double) -> Color { Color(red: red / 255, green: green / 255, blue: blue / 255) }

    /// iOS's system red, light mode: 255, 59, 48.
    public static let red = system(255, 59, 48)
    /// iOS's system orange, light mode: 255, 149, 0.
    public static let orange = system(255, 149, 0)
    /// iOS's system yellow, light mode: 255, 204, 0.
    public static let yellow = system(255, 204, 0)
    /// iOS's system green, light mode: 52, 199, 89.
    public static let green = system(52, 199, 89)
    /// iOS's system blue, light mode: 0, 122, 255.
    public static let blue = system(0, 122, 255)
    /// iOS's system purple, light mode: 175, 82, 222.
    public static let purple = system(175, 82, 222)
    /// iOS's system pink, light mode: 255, 45, 85.
    public static let pink = system(255, 45, 85)
    /// iOS's system gray, light mode: 142, 142, 147.
    public static let gray = system(142, 142, 147)
    /// iOS's system indigo, light mode: 88, 86, 214.
    public static let indigo = system(88, 86, 214)
    /// iOS's system teal, light mode: 48, 176, 199.
    public static let teal = system(48, 176, 199)
    /// iOS's system mint, light mode: 0, 199, 190.
    public static let mint = system(0, 199, 190)
    /// iOS's system cyan, light mode: 50, 173, 230.
    public static let cyan = system(50, 173, 230)
    /// iOS's system brown, light mode: 162, 132, 94.
    public static let brown = system(162, 132, 94)
    /// The primary label colour, light mode: black.
    public static let primary = Color(white: 0)
    /// The secondary label colour, light mode: 60, 60, 67 at 60 %.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The app's accent colour: the system blue unless the app sets one.
    public static let accentColor = blue
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// No colour at all.
    public static let clear = Color(white: 0, opacity: 0)

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Color: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Color", outline: .rectangle, color: self)] }

    /// The colour as the rasterizer paints it.
    var painted: DesignTokens.Color { DesignTokens.Color(red: red, green: green, blue: blue, alpha: opacity) }
}
