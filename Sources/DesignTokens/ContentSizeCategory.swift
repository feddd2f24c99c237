/// The user's preferred text size, as iOS's Dynamic Type categories, from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`; `large` is the default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// xSmall (body 14 points).
    case extraSmall
    /// Small (15).
    case small
    /// Medium (16).
    case medium
    /// Large, the default (17).
    case large
    /// xLarge (19).
    case extraLarge
    /// xxLarge (21).
    case extraExtraLarge
    /// xxxLarge (23).
    case extraExtraExtraLarge
    /// AX1 (28), the first accessibility size.
    case accessibilityMedium
    /// AX2 (33).
    case accessibilityLarge
    /// AX3 (40).
    case accessibilityExtraLarge
    /// AX4 (47).
    case accessibilityExtraExtraLarge
    /// AX5 (53), the largest.
    case accessibilityExtraExtraExtraLarge

    /// iOS's body size at this category (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 points).
    public var bodySize: Double {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][position]
    }

    /// How much text grows against `large`: the body size ratio, as Dynamic Type scales body text.
    public var scaleFactor: Double { bodySize / 17 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// A short name for file names: `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][position]
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.position < rhs.position
    }

    /// Its place from the smallest, 0 to 11.
    var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// Which way a screen reads; right to left mirrors stacks, margins and natural alignment.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// English, French, …: the first child on the left.
    case leftToRight
    /// Arabic, Hebrew, …: the first child on the right, leading margins on the right.
    case rightToLeft
}

extension Typography {
    /// Every style at a content size category, each grown by its own row of iOS's Dynamic Type
    /// tables: the style it says it scales like (`TextStyle.scalesLike`), else the iOS style of
    /// its place in the scale, which the standard scale's styles are at the Large size (the
    /// headlines like titles 1 and 2, the title like the headline, body 2 and the subhead like the
    /// subheadline, the caption like caption 1, the footer like the footnote, the button like
    /// body). Before, every style grew by the body's ratio.
    public func scaled(for category: ContentSizeCategory) -> Typography {
        guard category != .large else { return self }
        var scaled = self
        scaled.headline1 = headline1.scaled(for: category, like: .title1)
        scaled.headline2 = headline2.scaled(for: category, like: .title2)
        scaled.title = title.scaled(for: category, like: .headline)
        scaled.body1 = body1.scaled(for: category, like: .body)
        scaled.body2 = body2.scaled(for: category, like: .subheadline)
        scaled.subhead = subhead.scaled(for: category, like: .subheadline)
        scaled.caption = caption.scaled(for: category, like: .caption1)
        scaled.footer = footer.scaled(for: category, like: .footnote)
        scaled.button = button.scaled(for: category, like: .body)
        return scaled
    }
}
