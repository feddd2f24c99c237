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

    /// A colour of sRGB components (SwiftUI's `Color(red:green:blue:opacity:)`, its colour space
    /// `.sRGB` by default), traced to the line that wrote it: the audit names a colour typed by
    /// hand where the design system has a token for it.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity, fileID: fileID, line: line)
    }

    /// A grey of a white level.
    public init(white: Double, opacity: Double = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(.sRGB, red: white, green: white, blue: white, opacity: opacity, fileID: fileID, line: line)
    }

    /// The colour spaces a colour's components may be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, as the components are drawn.
        case sRGB
        /// Linear sRGB: the components are converted to sRGB.
        case sRGBLinear
        /// Display P3: converted to sRGB (CSS Color 4's conversion), clipped to its gamut.
        case displayP3
    }

    /// A colour of components in a colour space, converted to sRGB, traced as `init(red:green:blue:)`.
    public init(
        _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1, fileID: String = #fileID, line: Int = #line
    ) {
        let converted: (red: Double, green: Double, blue: Double) =
            switch colorSpace {
            case .sRGB: (red, green, blue)
            case .sRGBLinear: DesignTokens.Color.sRGBComponents(linearSRGB: red, green, blue)
            case .displayP3: DesignTokens.Color.sRGBComponents(displayP3: red, green, blue)
            }
        (self.red, self.green, self.blue, self.opacity) = (converted.red, converted.green, converted.blue, opacity)
        origin = DesignOrigin(.literal(fileID: fileID, line: line))
    }

    /// A gray in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1, fileID: String = #fileID, line: Int = #line) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity, fileID: fileID, line: line)
    }

    /// Colours are equal when they draw the same in every appearance, wherever they were written.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.opacity) == (rhs.red, rhs.green, rhs.blue, rhs.opacity) && lhs.dark == rhs.dark
            && lhs.highContrast == rhs.highContrast && lhs.darkHighContrast == rhs.darkHighContrast
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
        hasher.combine(dark)
    }

    /// The colour at another opacity (multiplied, as SwiftUI's `opacity(_:)` on a colour).
    public func opacity(_ value: Double) -> Color {
        var color = self
        color.opacity = opacity * value
        for keyPath in [\Color.dark, \Color.highContrast, \Color.darkHighContrast] {
            color[keyPath: keyPath] = color[keyPath: keyPath].map { [$0[0], $0[1], $0[2], $0[3] * value] }
        }
        color.origin = origin?.changed("opacity \(Int((value * 100).rounded())) %")
        return color
    }

    /// The colour's components in dark mode (red, green, blue, opacity), where it has its own.
    var dark: [Double]?
    /// Its components with increased contrast, and in dark mode with increased contrast, where an
    /// asset catalogue's colour set has them.
    var highContrast: [Double]?
    var darkHighContrast: [Double]?
    /// Where the colour was read from: an asset catalogue's colour set, traced as a token.
    var origin: DesignOrigin?
    /// Why a named colour could not be read, reported when the colour is drawn.
    var assetProblem: String?

    /// A system colour of its light and dark components in 0…255, each with its opacity.
    init(light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.init(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3)
        self.dark = [dark.0 / 255, dark.1 / 255, dark.2 / 255, dark.3]
    }

    /// iOS's opaque system colour of these light and dark components, in 0…255.
    private static func system(_ red: Double, _ green: Double, _ blue: Double, dark: (Double, Double, Double)) -> Color {
        Color(light: (red, green, blue, 1), dark: (dark.0, dark.1, dark.2, 1))
    }

    /// The colour as the environment shows it: its dark components in dark mode, its
    /// increased-contrast ones with increased contrast (each falling back as Xcode's sets do).
    func resolved(in environment: EnvironmentValues) -> Color {
        if let assetProblem { AssetProblems.report(assetProblem) }
        let isDark = environment.colorScheme == .dark
        let isHigh = environment.colorSchemeContrast == .increased
        let variant = isDark ? (isHigh ? darkHighContrast ?? dark ?? highContrast : dark) : (isHigh ? highContrast : nil)
        guard let variant else { return self }
        var color = Color(red: variant[0], green: variant[1], blue: variant[2], opacity: variant[3])
        color.origin = origin
        return color
    }

    /// iOS's system red: 255, 59, 48 in light mode, 255, 69, 58 in dark.
    public static let red = system(255, 59, 48, dark: (255, 69, 58))
    /// iOS's system orange: 255, 149, 0 in light mode, 255, 159, 10 in dark.
    public static let orange = system(255, 149, 0, dark: (255, 159, 10))
    /// iOS's system yellow: 255, 204, 0 in light mode, 255, 214, 10 in dark.
    public static let yellow = system(255, 204, 0, dark: (255, 214, 10))
    /// iOS's system green: 52, 199, 89 in light mode, 48, 209, 88 in dark.
    public static let green = system(52, 199, 89, dark: (48, 209, 88))
    /// iOS's system blue: 0, 122, 255 in light mode, 10, 132, 255 in dark.
    public static let blue = system(0, 122, 255, dark: (10, 132, 255))
    /// iOS's system purple: 175, 82, 222 in light mode, 191, 90, 242 in dark.
    public static let purple = system(175, 82, 222, dark: (191, 90, 242))
    /// iOS's system pink: 255, 45, 85 in light mode, 255, 55, 95 in dark.
    public static let pink = system(255, 45, 85, dark: (255, 55, 95))
    /// iOS's system gray: 142, 142, 147 in light mode, 142, 142, 147 in dark.
    public static let gray = system(142, 142, 147, dark: (142, 142, 147))
    /// iOS's system indigo: 88, 86, 214 in light mode, 94, 92, 230 in dark.
    public static let indigo = system(88, 86, 214, dark: (94, 92, 230))
    /// iOS's system teal: 48, 176, 199 in light mode, 64, 200, 224 in dark.
    public static let teal = system(48, 176, 199, dark: (64, 200, 224))
    /// iOS's system mint: 0, 199, 190 in light mode, 99, 230, 226 in dark.
    public static let mint = system(0, 199, 190, dark: (99, 230, 226))
    /// iOS's system cyan: 50, 173, 230 in light mode, 100, 210, 255 in dark.
    public static let cyan = system(50, 173, 230, dark: (100, 210, 255))
    /// iOS's system brown: 162, 132, 94 in light mode, 172, 142, 104 in dark.
    public static let brown = system(162, 132, 94, dark: (172, 142, 104))
    /// The primary label colour: black in light mode, white in dark.
    public static let primary = Color(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// The secondary label colour: 60, 60, 67 at 60 % in light mode, 235, 235, 245 at 60 % in dark.
    public static let secondary = Color(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
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
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Color", outline: .rectangle, color: resolved(in: context.environment))] }

    /// The colour as the rasterizer paints it.
    var painted: DesignTokens.Color {
        let color = DesignTokens.Color(red: red, green: green, blue: blue, alpha: opacity)
        return origin.map { color.traced(to: $0) } ?? color
    }
}
