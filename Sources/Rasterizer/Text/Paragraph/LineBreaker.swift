/// Greedy line breaking over a shaped paragraph.
///
/// A line takes characters while its content (trailing spaces excluded, as they hang past the
/// edge) fits the width. It then breaks at the last opportunity Unicode's line breaking gives
/// (`ShapedParagraph.breaksBefore`: after a run of spaces, between Thai words, between ideographs
/// but not before 。or 」) or, for `.charWrap` or a word longer than the line, between clusters.
enum LineBreaker {
    /// The character ranges of the lines, trailing spaces included.
    static func lines(
        of paragraph: ShapedParagraph, characters: [CharacterInfo], width: Double, byCharacter: Bool
    ) -> [Range<Int>] {
        let range = paragraph.characters
        guard !range.isEmpty else { return [range] }
        guard width.isFinite else { return [range] }
        let limit = width + 1e-9
        var lines: [Range<Int>] = []
        var lineStart = range.lowerBound
        var lastBreak: Int?
        var i = range.lowerBound
        while i < range.upperBound {
            if i > lineStart && paragraph.breaksBefore[i - range.lowerBound] { lastBreak = i }
            if characters[i].isSpace {
                i += 1
                continue
            }
            if i > lineStart && paragraph.width(of: lineStart..<(i + 1)) > limit {
                if !byCharacter, let opportunity = lastBreak, opportunity > lineStart {
                    lines.append(lineStart..<opportunity)
                    lineStart = opportunity
                } else {
                    // Break before this character, or before the cluster it continues.
                    var cut = i
                    while cut > lineStart + 1 && !paragraph.isClusterStart[cut - range.lowerBound] { cut -= 1 }
                    lines.append(lineStart..<cut)
                    lineStart = cut
                }
                lastBreak = nil
                continue
            }
            i += 1
        }
        lines.append(lineStart..<range.upperBound)
        return lines
    }

    /// `range` without the spaces at its end.
    static func trimmingTrailingSpaces(_ range: Range<Int>, characters: [CharacterInfo]) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && characters[end - 1].isSpace { end -= 1 }
        return range.lowerBound..<end
    }
}
