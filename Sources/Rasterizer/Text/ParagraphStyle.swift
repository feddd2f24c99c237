/// Where lines sit horizontally in the available width.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Every line starts at the left edge.
    case left
    /// Every line is centred.
    case center
    /// Every line ends at the right edge.
    case right
    /// Lines stretched to the full width at their spaces, except the last line of a paragraph.
    case justified
}

/// How text that does not fit is broken and cut, as `NSLineBreakMode` does it.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Break between words; a word longer than a line is broken between characters.
    case wordWrap
    /// Break between characters.
    case charWrap
    /// Wrap by words; the last allowed line runs on and is cut at the edge.
    case clip
    /// Wrap by words; the last allowed line starts with an ellipsis and shows the end of the text.
    case truncateHead
    /// Wrap by words; the last allowed line keeps its start and end around an ellipsis.
    case truncateMiddle
    /// Wrap by words; the last allowed line ends with an ellipsis.
    case truncateTail
}

extension LineBreakMode {
    /// `NSLineBreakMode`'s names, so code written for UIKit reads unchanged.
    public static var byWordWrapping: LineBreakMode { .wordWrap }
    /// UIKit's name for ``charWrap``.
    public static var byCharWrapping: LineBreakMode { .charWrap }
    /// UIKit's name for ``clip``.
    public static var byClipping: LineBreakMode { .clip }
    /// UIKit's name for ``truncateHead``.
    public static var byTruncatingHead: LineBreakMode { .truncateHead }
    /// UIKit's name for ``truncateTail``.
    public static var byTruncatingTail: LineBreakMode { .truncateTail }
    /// UIKit's name for ``truncateMiddle``.
    public static var byTruncatingMiddle: LineBreakMode { .truncateMiddle }
}

/// The base direction of a paragraph.
public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
    /// From the first strong character (Hebrew or Arabic letters make it right to left).
    case natural
    /// Left to right whatever the text.
    case leftToRight
    /// Right to left whatever the text.
    case rightToLeft
}

/// How a paragraph is broken into lines and placed.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal placement of each line.
    public var alignment: TextAlignment
    /// Breaking and truncation.
    public var lineBreakMode: LineBreakMode
    /// The most lines shown; 0 means no limit.
    public var numberOfLines: Int
    /// Extra space between lines, beyond the line height.
    public var lineSpacing: Double
    /// The base direction.
    public var direction: WritingDirection
    /// The text's language (BCP 47: `ja`, `zh-Hant`, `th`), or `nil` for none in particular: its
    /// line rules break the lines, and its faces come first among the fallbacks (Japanese,
    /// Korean and Chinese draw some characters differently).
    public var language: String?
    /// How lines are chosen beyond Unicode's opportunities: a `UILabel`'s `.standard` unless set
    /// (Korean words kept whole, the last line not left with one word); `[]` breaks as Pango does.
    public var lineBreakStrategy = LineBreakStrategy.standard

    /// Creates a paragraph style. The defaults are a `UILabel`'s with `numberOfLines = 0`.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap, numberOfLines: Int = 0,
        lineSpacing: Double = 0, direction: WritingDirection = .natural
    ) {
        self.init(
            alignment: alignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, lineSpacing: lineSpacing, direction: direction,
            language: nil)
    }

    /// Creates a paragraph style in a language (BCP 47), whose line rules and faces it takes.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap, numberOfLines: Int = 0,
        lineSpacing: Double = 0, direction: WritingDirection = .natural, language: String?
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = max(0, numberOfLines)
        self.lineSpacing = lineSpacing
        self.direction = direction
        self.language = language
    }
}
