/// A stretch of one paragraph in one face, span and direction, shaped by HarfBuzz.
struct ShapedRun {
    /// Indices into the layout's characters.
    var characters: Range<Int>
    var face: FontFace
    var span: Int
    /// The bidi embedding level (Unicode's): even left to right, odd right to left.
    var level: UInt8
    /// Glyphs in visual order; clusters are UTF-8 offsets into the whole text.
    var shaped: ShapedText
    /// `pen[i]` is the summed advance of the glyphs before glyph `i` (one more entry than glyphs).
    var pen: [Double]

    var isRightToLeft: Bool { level % 2 == 1 }

    /// The glyphs that belong to characters whose UTF-8 range lies in `bytes`: a contiguous slice,
    /// since clusters rise (or, right to left, fall) monotonically along a run.
    func glyphRange(forBytes bytes: Range<Int>) -> Range<Int> {
        let glyphs = shaped.glyphs
        if isRightToLeft {
            let first = glyphs.partitioningIndex { $0.cluster < bytes.upperBound }
            let end = glyphs.partitioningIndex { $0.cluster < bytes.lowerBound }
            return first..<max(first, end)
        }
        let first = glyphs.partitioningIndex { $0.cluster >= bytes.lowerBound }
        let end = glyphs.partitioningIndex { $0.cluster >= bytes.upperBound }
        return first..<max(first, end)
    }
}

/// One hard paragraph (text between newlines) split into runs, shaped, with the advance of every
/// character, ready for line breaking.
struct ShapedParagraph {
    /// Indices into the layout's characters, newline excluded.
    var characters: Range<Int>
    var isRightToLeft: Bool
    var runs: [ShapedRun]
    /// `offsets[i - characters.lowerBound]` is the summed advance of the paragraph's characters
    /// before character `i` (one more entry than characters).
    var offsets: [Double]
    /// Whether a line may be broken before each character without splitting a glyph cluster.
    var isClusterStart: [Bool]
    /// Whether Unicode's line breaking lets a line start at each character (UAX #14).
    var breaksBefore: [Bool]

    /// The advance of characters `range` (indices into the layout's characters).
    func width(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return offsets[range.upperBound - characters.lowerBound] - offsets[range.lowerBound - characters.lowerBound]
    }

    /// Splits characters into runs and shapes each.
    ///
    /// - Parameters:
    ///   - characters: every character of the layout; `range` selects this paragraph.
    ///   - faces: the face chosen for each character (fallback already applied).
    ///   - direction: the requested base direction.
    ///   - language: the text's language (BCP 47), whose line rules apply.
    ///   - shape: shapes a UTF-8 range of the whole text in a face, span and direction.
    init(
        characters all: [CharacterInfo], range: Range<Int>, faces: [FontFace], direction: WritingDirection, language: String?,
        shape: (_ bytes: Range<Int>, _ face: FontFace, _ span: Int, _ isRightToLeft: Bool) -> ShapedText
    ) {
        characters = range
        let analysis = ParagraphAnalysis(all, range: range, direction: direction, language: language)
        isRightToLeft = analysis.isRightToLeft
        breaksBefore = analysis.breaksBefore
        let levels = analysis.levels

        var runs: [ShapedRun] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, all[end].span == all[start].span, faces[end] === faces[start],
                  levels[end - range.lowerBound] == levels[start - range.lowerBound]
            {
                end += 1
            }
            let level = levels[start - range.lowerBound]
            let shaped = shape(all[start].start..<all[end - 1].end, faces[start], all[start].span, level % 2 == 1)
            var pen = [0.0]
            pen.reserveCapacity(shaped.glyphs.count + 1)
            for glyph in shaped.glyphs { pen.append(pen[pen.count - 1] + glyph.advance) }
            runs.append(ShapedRun(characters: start..<end, face: faces[start], span: all[start].span, level: level, shaped: shaped, pen: pen))
            start = end
        }
        self.runs = runs

        // Each glyph's advance goes to the character its cluster starts in.
        var advances = [Double](repeating: 0, count: range.count)
        var clusterStart = [Bool](repeating: false, count: range.count)
        for run in runs {
            let runCharacters = all[run.characters]
            for glyph in run.shaped.glyphs {
                let index = runCharacters.partitioningIndex { $0.start > glyph.cluster } - 1
                guard index >= run.characters.lowerBound else { continue }
                advances[index - range.lowerBound] += glyph.advance
                clusterStart[index - range.lowerBound] = true
            }
            if !run.characters.isEmpty { clusterStart[run.characters.lowerBound - range.lowerBound] = true }
        }
        var offsets = [0.0]
        offsets.reserveCapacity(range.count + 1)
        for advance in advances { offsets.append(offsets[offsets.count - 1] + advance) }
        self.offsets = offsets
        self.isClusterStart = clusterStart
    }
}

extension Collection {
    /// The index of the first element for which `predicate` holds, in a collection where it is
    /// false for a prefix and true for the rest (binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
