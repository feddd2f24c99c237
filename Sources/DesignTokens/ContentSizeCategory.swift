/// The user's preferred text size, as iOS's Dynamic Type categories, from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`; `large` is the default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// iOS's body size at this category (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 points).
    public var bodySize: Double {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][Self.allCases.firstIndex(of: self)!]
    }

    /// How much text grows against `large`: the body size ratio, as Dynamic Type scales body text.
    public var scaleFactor: Double { bodySize / 17 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// A short name for file names: `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][Self.allCases.firstIndex(of: self)!]
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which way a screen reads; right to left mirrors stacks, margins and natural alignment.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

extension Typography {
    /// Every style scaled for a content size category (sizes and line heights rounded to whole
    /// points, as Dynamic Type's are).
    public func scaled(for category: ContentSizeCategory) -> Typography {
        guard category != .large else { return self }
        let factor = category.scaleFactor
        return Typography(
            headline1: headline1.scaled(by: factor), headline2: headline2.scaled(by: factor), title: title.scaled(by: factor),
            body1: body1.scaled(by: factor), body2: body2.scaled(by: factor), subhead: subhead.scaled(by: factor),
            caption: caption.scaled(by: factor), footer: footer.scaled(by: factor), button: button.scaled(by: factor))
    }
}
