import DesignTokens

extension TextLayouter {
    /// The last allowed line when more text follows: the rest of the paragraph, cut to the width
    /// with an ellipsis where the mode puts it (or left to run on for `.clip`).
    func truncatedLine(
        paragraph: ShapedParagraph, index: Int, from start: Int, moreFollows: Bool, width: Double, mode: LineBreakMode,
        characters: [CharacterInfo], spans: [TextSpan], chains: inout [FaceChain]
    ) -> LineContent {
        let rest = LineBreaker.trimmingTrailingSpaces(start..<paragraph.characters.upperBound, characters: characters)
        var content = LineContent(paragraph: index, segments: [rest], isLastOfParagraph: true)
        guard mode != .clip else { return content }
        let fits = paragraph.width(of: rest) <= width + 1e-9
        guard !fits || moreFollows else { return content }

        let spanIndex = characters[mode == .truncateHead && !fits ? max(rest.lowerBound, rest.upperBound - 1) : rest.lowerBound].span
        let face = chains[spanIndex].face(drawing: TextLayouter.ellipsis) ?? chains[spanIndex].primary
        let style = spans[spanIndex].style
        let ellipsis = face.shape(TextLayouter.ellipsis, size: style.size, letterSpacing: style.letterSpacing)
        content.ellipsis = (ellipsis, face, spanIndex)
        let available = width - ellipsis.advance

        // The last cluster boundary at or before which the prefix fits, and the first after which
        // the suffix fits.
        func prefixEnd(from lower: Int, upTo upper: Int, fitting room: Double) -> Int {
            var end = lower
            for candidate in lower...upper where candidate == upper || paragraph.isClusterStart[candidate - paragraph.characters.lowerBound] {
                let trimmed = LineBreaker.trimmingTrailingSpaces(lower..<candidate, characters: characters)
                if paragraph.width(of: trimmed) <= room + 1e-9 { end = candidate } else { break }
            }
            return LineBreaker.trimmingTrailingSpaces(lower..<end, characters: characters).upperBound
        }
        func suffixStart(from lower: Int, upTo upper: Int, fitting room: Double) -> Int {
            var begin = upper
            for candidate in stride(from: upper, through: lower, by: -1)
            where candidate == upper || paragraph.isClusterStart[candidate - paragraph.characters.lowerBound] {
                if paragraph.width(of: candidate..<upper) <= room + 1e-9 { begin = candidate } else { break }
            }
            while begin < upper && characters[begin].isSpace { begin += 1 }
            return begin
        }

        switch mode {
        case .truncateHead where !fits:
            content.segments = [suffixStart(from: rest.lowerBound, upTo: rest.upperBound, fitting: available)..<rest.upperBound]
            content.ellipsisPosition = 0
        case .truncateMiddle where !fits:
            let headEnd = prefixEnd(from: rest.lowerBound, upTo: rest.upperBound, fitting: available / 2)
            let head = rest.lowerBound..<headEnd
            let tailStart = suffixStart(from: headEnd, upTo: rest.upperBound, fitting: available - paragraph.width(of: head))
            content.segments = [head, tailStart..<rest.upperBound]
            content.ellipsisPosition = 1
        default:
            content.segments = [rest.lowerBound..<prefixEnd(from: rest.lowerBound, upTo: rest.upperBound, fitting: available)]
            content.ellipsisPosition = 1
        }
        return content
    }

    /// Turns a line's content into positioned runs in visual order, with its metrics.
    func buildLine(
        _ content: LineContent, paragraphs: [ShapedParagraph], characters: [CharacterInfo], spans: [TextSpan],
        chains: [FaceChain], style: ParagraphStyle, width: Double
    ) -> TextLine {
        let paragraph = paragraphs[content.paragraph]
        struct Item {
            var glyphs: ArraySlice<PositionedGlyph>
            var origin: Double
            var width: Double
            var face: FontFace
            var span: Int
            var level: UInt8
            var text: Range<Int>
        }
        var items: [Item] = []
        func appendEllipsis() {
            guard let ellipsis = content.ellipsis else { return }
            items.append(Item(
                glyphs: ellipsis.text.glyphs[...], origin: 0, width: ellipsis.text.advance, face: ellipsis.face,
                span: ellipsis.span, level: paragraph.isRightToLeft ? 1 : 0, text: 0..<0))
        }
        for (position, segment) in content.segments.enumerated() {
            if content.ellipsisPosition == position { appendEllipsis() }
            guard !segment.isEmpty else { continue }
            let bytes = characters[segment.lowerBound].start..<characters[segment.upperBound - 1].end
            for run in paragraph.runs where run.characters.overlaps(segment) {
                let glyphRange = run.glyphRange(forBytes: bytes)
                guard !glyphRange.isEmpty else { continue }
                let runBytes = characters[run.characters.lowerBound].start..<characters[run.characters.upperBound - 1].end
                items.append(Item(
                    glyphs: run.shaped.glyphs[glyphRange], origin: run.pen[glyphRange.lowerBound],
                    width: run.pen[glyphRange.upperBound] - run.pen[glyphRange.lowerBound],
                    face: run.face, span: run.span, level: run.level, text: runBytes.clamped(to: bytes)))
            }
        }
        if content.ellipsisPosition == content.segments.count { appendEllipsis() }

        // Reverse every maximal sequence at or above each level, highest first (rule L2).
        if let highest = items.map(\.level).max(), highest > 0 {
            for level in stride(from: highest, through: 1, by: -1) {
                var index = 0
                while index < items.count {
                    guard items[index].level >= level else { index += 1; continue }
                    var end = index
                    while end < items.count && items[end].level >= level { end += 1 }
                    items[index..<end].reverse()
                    index = end
                }
            }
        }

        let contentWidth = items.reduce(0) { $0 + $1.width }
        var extraPerSpace = 0.0
        if style.alignment == .justified, width.isFinite, !content.isLastOfParagraph, content.ellipsis == nil {
            let spaces = content.segments.reduce(0) { count, segment in count + characters[segment].filter(\.isSpace).count }
            if spaces > 0 && width > contentWidth { extraPerSpace = (width - contentWidth) / Double(spaces) }
        }

        var runs: [GlyphRun] = []
        var x = 0.0
        for item in items {
            var placed: [PositionedGlyph] = []
            placed.reserveCapacity(item.glyphs.count)
            var shift = 0.0
            for glyph in item.glyphs {
                var moved = glyph
                moved.x = glyph.x - item.origin + shift
                placed.append(moved)
                if extraPerSpace > 0 {
                    let index = characters.partitioningIndex { $0.start > glyph.cluster } - 1
                    if index >= 0 && characters[index].isSpace { shift += extraPerSpace }
                }
            }
            let itemStyle = spans[item.span].style
            runs.append(GlyphRun(
                face: item.face, text: ShapedText(glyphs: placed, advance: item.width + shift, size: itemStyle.size),
                x: x, color: spans[item.span].color, textRange: item.text, isRightToLeft: item.level % 2 == 1))
            x += item.width + shift
        }

        // Line box: each span's line height with its glyph box centred in it, as UIKit does.
        var lineSpans = Set(items.map(\.span))
        if lineSpans.isEmpty {
            let anchor = min(paragraph.characters.lowerBound, characters.count - 1)
            lineSpans.insert(characters[anchor].span)
        }
        var above = 0.0, below = 0.0
        func fit(_ metrics: FontMetrics, lineHeight: Double) {
            let ascent = (lineHeight - metrics.ascender - metrics.descender) / 2 + metrics.ascender
            above = max(above, ascent)
            below = max(below, lineHeight - ascent)
        }
        for span in lineSpans {
            let spanStyle = spans[span].style
            let metrics = chains[span].primary.metrics(size: spanStyle.size)
            fit(metrics, lineHeight: spanStyle.lineHeight ?? metrics.lineHeight)
        }
        // A fallback face for a taller script (Thai's stacked marks, Devanagari's) grows a line of
        // natural height to its own line height, as iOS's does; a fixed line height stays fixed.
        for item in items where spans[item.span].style.lineHeight == nil && item.face !== chains[item.span].primary {
            let metrics = item.face.metrics(size: spans[item.span].style.size)
            fit(metrics, lineHeight: metrics.lineHeight)
        }
        let allCharacters = content.segments.filter { !$0.isEmpty }
        let textRange: Range<Int> = {
            guard let first = allCharacters.first, let last = allCharacters.last else {
                let start = paragraph.characters.lowerBound < characters.count ? characters[paragraph.characters.lowerBound].start : 0
                return start..<start
            }
            return characters[first.lowerBound].start..<characters[last.upperBound - 1].end
        }()
        var displayed = ""
        for (position, segment) in content.segments.enumerated() {
            if content.ellipsisPosition == position { displayed += TextLayouter.ellipsis }
            displayed += String(characters[segment].map(\.character))
        }
        if content.ellipsisPosition == content.segments.count { displayed += TextLayouter.ellipsis }
        return TextLine(
            runs: runs, x: 0, top: 0, baseline: above, height: above + below, width: x,
            textRange: textRange, isTruncated: content.ellipsis != nil, displayedText: displayed,
            isRightToLeft: paragraph.isRightToLeft)
    }
}
