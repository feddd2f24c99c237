/// iOS's eleven text styles with their sizes at every content size category, from Apple's Human
/// Interface Guidelines ("Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes"): each
/// style grows by its own table, not by the body's ratio (at AX1 the large title is 44 points,
/// where the body's ratio would make it 56; caption 2 stays 11 from xSmall to Large).
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

    /// The style's point size at each category, xSmall to AX5 (the HIG's table, row by row).
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

    /// The style's point size at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        sizes[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }

    /// A size written for this style at the default Large category, grown as the style grows
    /// (`UIFontMetrics(forTextStyle:).scaledValue(for:)`, SwiftUI's `Font.custom(_:size:relativeTo:)`).
    public func scaled(_ size: Double, at category: ContentSizeCategory) -> Double {
        size * pointSize(at: category) / pointSize(at: .large)
    }
}
