import DesignTokens
import Foundation
import SafeText

/// A font, as SwiftUI names them: a text style (`.body`, `.title` …), a system font of a size, or
/// a custom face. The text styles take the sizes and leading of Apple's Human Interface
/// Guidelines ("Typography", the iOS Dynamic Type sizes table, at the default Large size); the
/// system face is drawn with the theme's body family (SF Pro is not shipped; see the table of
/// what is drawn differently). Each text style grows with Dynamic Type by its own row of Apple's
/// table (`SystemTextStyle`); a custom face grows like body, or like the style it is relative to;
/// `system(size:)` and `custom(_:fixedSize:)` keep their size.
public struct Font: Hashable, Sendable {
    /// The text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// 34 on 41, regular.
        case largeTitle
        /// 28 on 34, regular.
        case title
        /// 22 on 28, regular.
        case title2
        /// 20 on 25, regular.
        case title3
        /// 17 on 22, semibold.
        case headline
        /// 15 on 20, regular.
        case subheadline
        /// 17 on 22, regular.
        case body
        /// 16 on 21, regular.
        case callout
        /// 13 on 18, regular.
        case footnote
        /// 12 on 16, regular.
        case caption
        /// 11 on 13, regular.
        case caption2

        /// The row of Apple's Dynamic Type table the style grows by.
        var system: SystemTextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }

        /// Size, leading and weight at the Large content size, from the row of Apple's table the
        /// style grows by (`SystemTextStyle`). A `Text` sets its lines at the face's own line
        /// height, as SwiftUI does, so the leading is the table's record for Dynamic Type's
        /// scaling, not applied to a line.
        var metrics: (size: CGFloat, leading: CGFloat, weight: Weight) {
            (CGFloat(system.pointSize(at: .large)), CGFloat(system.leading(at: .large)), Weight(value: system.weight))
        }
    }

    /// A font's weight.
    public struct Weight: Hashable, Sendable {
        let value: FontWeight
        /// Whether this is `bold()`'s weight: a text style's emphasized weight, bold elsewhere.
        var isEmphasis = false
        /// `bold()`'s weight.
        static let emphasis = Weight(value: .bold, isEmphasis: true)
        /// Weight 100.
        public static let ultraLight = Weight(value: .thin)
        /// Weight 200.
        public static let thin = Weight(value: .extraLight)
        /// Weight 300.
        public static let light = Weight(value: .light)
        /// Weight 400.
        public static let regular = Weight(value: .regular)
        /// Weight 500.
        public static let medium = Weight(value: .medium)
        /// Weight 600.
        public static let semibold = Weight(value: .semibold)
        /// Weight 700.
        public static let bold = Weight(value: .bold)
        /// Weight 800.
        public static let heavy = Weight(value: .extraBold)
        /// Weight 900.
        public static let black = Weight(value: .black)
    }

    /// The system font's designs (each drawn with the theme's family for now).
    public enum Design: Hashable, Sendable {
        /// The default.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    var family: String?
    var size: CGFloat
    var weight: Weight
    var isItalic = false
    /// Whether digits take their tabular forms (`monospacedDigit()`).
    var hasMonospacedDigits = false
    /// The style whose row of the Dynamic Type table the font grows by; `nil` for a fixed size.
    var scalesLike: SystemTextStyle?

    /// A text style's font.
    static func style(_ style: TextStyle) -> Font {
        let metrics = style.metrics
        return Font(family: nil, size: metrics.size, weight: metrics.weight, scalesLike: style.system)
    }

    /// The font's point size at a Dynamic Type size.
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard let style = scalesLike else { return size }
        return CGFloat(style.scaled(Double(size), at: dynamicTypeSize.category))
    }

    /// 34 points.
    public static let largeTitle = style(.largeTitle)
    /// 28 points.
    public static let title = style(.title)
    /// 22 points.
    public static let title2 = style(.title2)
    /// 20 points.
    public static let title3 = style(.title3)
    /// 17 points, semibold.
    public static let headline = style(.headline)
    /// 15 points.
    public static let subheadline = style(.subheadline)
    /// 17 points: text's font where none is set.
    public static let body = style(.body)
    /// 16 points.
    public static let callout = style(.callout)
    /// 13 points.
    public static let footnote = style(.footnote)
    /// 12 points.
    public static let caption = style(.caption)
    /// 11 points.
    public static let caption2 = style(.caption2)

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(family: nil, size: size, weight: weight)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font.style(style)
        if let weight { font.weight = weight }
        return font
    }

    /// A face registered by its family name, at a size that grows like body text.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(family: name, size: size, weight: .regular, scalesLike: .body) }

    /// A face registered by its family name, at a size that does not grow with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(family: name, size: fixedSize, weight: .regular) }

    /// A face registered by its family name, at a size that scales like a text style's.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(family: name, size: size, weight: .regular, scalesLike: style.system)
    }

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        if weight.isEmphasis { return bold() }
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold: a text style's emphasized weight (bold for the large title and titles 1
    /// and 2, semibold for the others, as Apple's table gives it and `UIFontDescriptor`'s bold
    /// trait picks it), bold for a font of a size or a face.
    public func bold() -> Font {
        var font = self
        font.weight = family == nil ? Weight(value: scalesLike?.emphasizedWeight ?? .bold) : .bold
        return font
    }

    /// The font with digits all one width (OpenType's tabular figures), so numbers line up.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The font in italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font as the rasterizer sets it, the system face drawn with `systemFamily` and tracked
    /// as `tracking` says (SF Pro's table by size, as iOS tracks the system font), plus the
    /// `extraTracking` the code asked for. A line is as high as the face's own line height, as
    /// SwiftUI sets a `Text` (a line of body text is 20.33 points high in the simulator's
    /// pictures, not the table's 22 of leading).
    func textStyle(systemFamily: String, tracking: SystemFontTracking, extraTracking: CGFloat, dynamicTypeSize: DynamicTypeSize) -> DesignTokens.TextStyle {
        let size = Double(pointSize(at: dynamicTypeSize))
        var style = DesignTokens.TextStyle(family: family ?? systemFamily, weight: weight.value, isItalic: isItalic, size: size, letterSpacing: Double(extraTracking))
        style.usesTabularFigures = hasMonospacedDigits
        // The system face is drawn with a stand-in, tracked and traced as the style the code asked for.
        guard family == nil else { return style }
        style.letterSpacing += tracking.tracking(atSize: size)
        return style.traced(to: SystemFace.origin(scalesLike.map { "Font.\($0.swiftUIName)" } ?? "Font.system(size: \(PrintedNumber.shortest(Double(self.size))))"))
    }
}

extension SystemTextStyle {
    /// The style as SwiftUI's `Font` names it (`title`, `caption`).
    var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: "\(self)"
        }
    }
}
