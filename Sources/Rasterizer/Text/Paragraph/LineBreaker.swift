/// Greedy line breaking over a shaped paragraph.
///
/// A line takes characters while its content (trailing spaces excluded, as they hang past the
/// edge) fits the width. It then breaks at the last opportunity Unicode's line breaking gives
/// (`ShapedParagraph.breaksBefore`: after a run of spaces, between Thai words, between ideographs
/// but not before 。or 」) or, for `.charWrap` or a word longer than the line, between clusters.
/// UIKit's strategy (`LineBreakStrategy`) then keeps Korean words whole (no opportunity between
/// two Hangul characters) and pushes a word down to a last line that would hold one alone.
enum LineBreaker {
    /// The character ranges of the lines, trailing spaces included.
    static func lines(
        of paragraph: ShapedParagraph, characters: [CharacterInfo], width: Double, byCharacter: Bool, strategy: LineBreakStrategy = []
    ) -> [Range<Int>] {
        let range = paragraph.characters
        guard !range.isEmpty else { return [range] }
        guard width.isFinite else { return [range] }
        let limit = width + 1e-9
        let keepsHangulWords = strategy.contains(.hangulWordPriority)
        func isOpportunity(before index: Int) -> Bool {
            paragraph.breaksBefore[index - range.lowerBound]
                && !(keepsHangulWords && characters[index - 1].isHangul && characters[index].isHangul)
        }
        var lines: [Range<Int>] = []
        var lineStart = range.lowerBound
        var lastBreak: Int?
        var i = range.lowerBound
        while i < range.upperBound {
            if i > lineStart && isOpportunity(before: i) { lastBreak = i }
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
        if strategy.contains(.pushOut) && !byCharacter { pushOut(&lines, characters: characters, limit: limit, paragraph: paragraph, isOpportunity: isOpportunity) }
        return lines
    }

    /// UIKit's push-out: a last line of one word (no opportunity inside it) takes the previous
    /// line's last word too, when the previous line keeps a word of its own and the two fit.
    private static func pushOut(
        _ lines: inout [Range<Int>], characters: [CharacterInfo], limit: Double, paragraph: ShapedParagraph, isOpportunity: (Int) -> Bool
    ) {
        guard lines.count >= 2 else { return }
        let last = trimmingTrailingSpaces(lines[lines.count - 1], characters: characters)
        let previous = lines[lines.count - 2]
        guard !last.isEmpty, !last.dropFirst().contains(where: isOpportunity) else { return }
        guard let cut = previous.dropFirst().last(where: isOpportunity),
            !trimmingTrailingSpaces(previous.lowerBound..<cut, characters: characters).isEmpty,
            paragraph.width(of: cut..<last.upperBound) <= limit
        else { return }
        lines[lines.count - 2] = previous.lowerBound..<cut
        lines[lines.count - 1] = cut..<lines[lines.count - 1].upperBound
    }

    /// `range` without the spaces at its end.
    static func trimmingTrailingSpaces(_ range: Range<Int>, characters: [CharacterInfo]) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && characters[end - 1].isSpace { end -= 1 }
        return range.lowerBound..<end
    }
}
