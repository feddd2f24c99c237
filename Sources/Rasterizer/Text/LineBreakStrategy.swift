/// How lines are chosen beyond Unicode's break opportunities, as UIKit's
/// `NSParagraphStyle.LineBreakStrategy` says it. A `UILabel` breaks with `.standard`; Pango and
/// browsers break with none of these.
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The strategy's bits.
    public let rawValue: Int

    /// Creates a strategy from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The last line of a paragraph is not left with one word: the word before it is pushed down
    /// to keep it company, when both fit the line.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Korean words are kept whole: lines break at the spaces between them, not between their
    /// syllables (a word longer than a line still breaks between syllables).
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// UIKit's labels' default: push-out and Hangul word priority.
    public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]
}
