/// What one line shows, in logical order: ranges of characters and, when text was cut, an
/// ellipsis between them.
struct LineContent {
    /// The paragraph the characters belong to.
    var paragraph: Int
    /// Character ranges in logical order (one, or two around a middle ellipsis).
    var segments: [Range<Int>]
    /// Where the ellipsis goes among the segments (0 before the first), or `nil` for none.
    var ellipsisPosition: Int?
    /// The shaped ellipsis, its face and span.
    var ellipsis: (text: ShapedText, face: FontFace, span: Int)?
    /// The paragraph's last line, which justification leaves alone.
    var isLastOfParagraph: Bool

    init(paragraph: Int, segments: [Range<Int>], isLastOfParagraph: Bool) {
        self.paragraph = paragraph
        self.segments = segments
        self.isLastOfParagraph = isLastOfParagraph
    }
}
