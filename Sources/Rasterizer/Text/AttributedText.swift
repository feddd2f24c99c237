import DesignTokens

/// A stretch of text in one style and colour.
public struct TextSpan: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The typography of these characters.
    public var style: TextStyle
    /// The colour of these characters.
    public var color: Color

    /// Creates a span.
    public init(_ text: String, style: TextStyle, color: Color) {
        self.text = text
        self.style = style
        self.color = color
    }
}

/// Text made of spans that differ in style or colour ("mixed runs"), laid out as one paragraph.
public struct AttributedText: Hashable, Sendable {
    /// The spans, in reading order.
    public var spans: [TextSpan]

    /// Creates text from spans.
    public init(spans: [TextSpan]) {
        self.spans = spans
    }

    /// Creates text in a single style and colour.
    public init(_ text: String, style: TextStyle, color: Color) {
        self.spans = [TextSpan(text, style: style, color: color)]
    }

    /// All characters, spans joined.
    public var string: String { spans.map(\.text).joined() }

    /// Whether there is no character at all.
    public var isEmpty: Bool { spans.allSatisfy(\.text.isEmpty) }

    /// Joins two texts.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(spans: lhs.spans + rhs.spans)
    }
}
