/// iOS's eleven text styles with their sizes, leading and weights at every content size category,
/// from Apple's Human Interface Guidelines (developer.apple.com/design/human-interface-guidelines/
/// typography, "Specifications" → "iOS, iPadOS Dynamic Type sizes"): each style grows by its own
/// row, not by the body's ratio (at AX1 the large title is 44 points, where the body's ratio would
/// make it 56; caption 2 stays 11 from xSmall to Large).
public enum SystemTextStyle: Hashable, Sendable, CaseIterable {
    /// Large Title.
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline (semibold).
    case headline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The style a name spells, as tokens and code write it: its case name (`title1`), SwiftUI's
    /// (`title`, `caption`) or UIKit's `UIFont.TextStyle` constant (`UIFontTextStyleSubheadline`).
    public init?(name: String) {
        var key = name
        for prefix in ["UIFontTextStyle", "Font.", "."] where key.hasPrefix(prefix) { key.removeFirst(prefix.count) }
        switch key.lowercased() {
        case "largetitle": self = .largeTitle
        case "title", "title1": self = .title1
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "body": self = .body
        case "callout": self = .callout
        case "subheadline", "subhead": self = .subheadline
        case "footnote": self = .footnote
        case "caption", "caption1": self = .caption1
        case "caption2": self = .caption2
        default: return nil
        }
    }

    /// The style's point size at each category, xSmall to AX5 (the HIG's tables, row by row).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's leading (the distance between baselines) at each category, xSmall to AX5.
    private var leadings: [Double] {
        switch self {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 62]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 47]
        }
    }

    /// The style's point size at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        sizes[category.position]
    }

    /// The style's leading at `category`: the distance between baselines the HIG gives it.
    public func leading(at category: ContentSizeCategory) -> Double {
        leadings[category.position]
    }

    /// The style's weight (the same at every category): semibold for the headline, regular for
    /// the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The weight of the style's emphasized variant (`UIFontDescriptor`'s bold trait on a text
    /// style, SwiftUI's `bold()` on one): bold for the large title and titles 1 and 2, semibold for
    /// the others.
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    /// A size written for this style at the default Large category, grown as the style grows
    /// (`UIFontMetrics(forTextStyle:).scaledValue(for:)`, SwiftUI's `Font.custom(_:size:relativeTo:)`).
    public func scaled(_ size: Double, at category: ContentSizeCategory) -> Double {
        size * pointSize(at: category) / pointSize(at: .large)
    }

    /// A line height written for this style at the default Large category, grown as the style's
    /// leading grows.
    public func scaledLeading(_ lineHeight: Double, at category: ContentSizeCategory) -> Double {
        lineHeight * leading(at: category) / leading(at: .large)
    }
}
