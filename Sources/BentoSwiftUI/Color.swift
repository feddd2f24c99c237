import DesignTokens
import Foundation

/// A colour, and a view that fills the space proposed to it with the colour (10 by 10 points
/// where nothing is proposed, as SwiftUI's colours and shapes take).
///
/// The named colours are iOS's system colours (the Human Interface Guidelines' "Color" page, its
/// table of system colours, `SystemColor`) in light and dark mode and with increased contrast
/// (`colorSchemeContrast`).
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

    /// iOS's system colour in its four appearances (`SystemColor`, the HIG's table).
    init(_ system: SystemColor) { self.init(system.appearances) }

    /// iOS's semantic colour in its four appearances (`SemanticColor`: labels, fills, backgrounds, separators).
    init(_ semantic: SemanticColor) { self.init(semantic.appearances) }

    /// A colour of its four appearances.
    init(_ appearances: SystemColor.Appearances) {
        func components(_ color: DesignTokens.Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }
        let light = components(appearances.light)
        self.init(red: light[0], green: light[1], blue: light[2], opacity: light[3])
        dark = components(appearances.dark)
        highContrast = components(appearances.increasedContrastLight)
        darkHighContrast = components(appearances.increasedContrastDark)
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

    /// iOS's system red (`SystemColor.red`), in light and dark mode and with increased contrast.
    public static let red = Color(SystemColor.red)
    /// iOS's system orange (`SystemColor.orange`), in light and dark mode and with increased contrast.
    public static let orange = Color(SystemColor.orange)
    /// iOS's system yellow (`SystemColor.yellow`), in light and dark mode and with increased contrast.
    public static let yellow = Color(SystemColor.yellow)
    /// iOS's system green (`SystemColor.green`), in light and dark mode and with increased contrast.
    public static let green = Color(SystemColor.green)
    /// iOS's system blue (`SystemColor.blue`), in light and dark mode and with increased contrast.
    public static let blue = Color(SystemColor.blue)
    /// iOS's system purple (`SystemColor.purple`), in light and dark mode and with increased contrast.
    public static let purple = Color(SystemColor.purple)
    /// iOS's system pink (`SystemColor.pink`), in light and dark mode and with increased contrast.
    public static let pink = Color(SystemColor.pink)
    /// iOS's system gray (`SystemColor.gray`), in light and dark mode and with increased contrast.
    public static let gray = Color(SystemColor.gray)
    /// iOS's system indigo (`SystemColor.indigo`), in light and dark mode and with increased contrast.
    public static let indigo = Color(SystemColor.indigo)
    /// iOS's system teal (`SystemColor.teal`), in light and dark mode and with increased contrast.
    public static let teal = Color(SystemColor.teal)
    /// iOS's system mint (`SystemColor.mint`), in light and dark mode and with increased contrast.
    public static let mint = Color(SystemColor.mint)
    /// iOS's system cyan (`SystemColor.cyan`), in light and dark mode and with increased contrast.
    public static let cyan = Color(SystemColor.cyan)
    /// iOS's system brown (`SystemColor.brown`), in light and dark mode and with increased contrast.
    public static let brown = Color(SystemColor.brown)
    /// The primary label colour (`SemanticColor.label`): black in light mode, white in dark.
    public static let primary = Color(SemanticColor.label)
    /// The secondary label colour (`SemanticColor.secondaryLabel`): 60, 60, 67 at 60 % in light
    /// mode, 235, 235, 245 at 60 % in dark, at 68 % with Increase Contrast.
    public static let secondary = Color(SemanticColor.secondaryLabel)
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
