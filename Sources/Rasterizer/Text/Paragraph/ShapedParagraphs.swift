import DesignTokens

/// What `TextLayouter` lays a text out from at any width and in any colour: its spans as laid out
/// (tabs as spaces, marks bounded), every character with the face it is drawn in, and the
/// paragraphs split into direction runs and shaped. The registry keeps it by text and style
/// without the colours, so a label measured at several widths, or drawn in a light and a dark
/// theme, is analysed and shaped once.
struct ShapedParagraphs: @unchecked Sendable {
    /// The text the layout's offsets count in.
    var string: String
    /// The spans as laid out, in the colours of the text first laid out.
    var spans: [TextSpan]
    var characters: [CharacterInfo]
    var paragraphs: [ShapedParagraph]
    /// The characters no face draws, by span.
    var missing: [(span: Int, character: Character)]

    /// What a registry keeps it by: the spans' texts and styles, the direction and the language.
    struct Key: Hashable {
        struct Span: Hashable {
            var text: String
            var style: TextStyle
        }

        var spans: [Span]
        var direction: WritingDirection
        var language: String?

        init(_ text: AttributedText, style: ParagraphStyle) {
            spans = text.spans.map { Span(text: $0.text, style: $0.style) }
            direction = style.direction
            language = style.language
        }
    }
}
