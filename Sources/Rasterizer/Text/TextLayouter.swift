import DesignTokens

/// Lays out attributed text: picks a face for every character (falling back through the
/// registry's chain for the paragraph's language), splits paragraphs into direction runs, shapes them with HarfBuzz, breaks
/// lines, truncates, aligns and measures.
///
/// ```swift
/// let layouter = TextLayouter()
/// let text = AttributedText("Hello, world", style: Typography.standard.body1, color: .black)
/// let layout = try layouter.layout(text, style: ParagraphStyle(numberOfLines: 2), width: 120)
/// canvas.drawText(layout, at: Point(x: 16, y: 16))
/// ```
public struct TextLayouter: Sendable {
    /// Where faces come from; its `fallbackFamilies` form the fallback chain.
    public let fonts: FontRegistry

    /// The character drawn where text was cut.
    public static let ellipsis = "\u{2026}"

    /// Creates a layouter over a registry.
    public init(fonts: FontRegistry = .standard) {
        self.fonts = fonts
    }

    /// The size text needs: on one line per paragraph when `width` is `nil` (the intrinsic size),
    /// else wrapped to `width` (height for width).
    public func size(of text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil)
        throws(FontError) -> Size
    {
        try layout(text, style: style, width: width).size
    }

    /// Breaks text into lines no wider than `width` (unlimited when `nil`) and places them.
    ///
    /// - Throws: `FontError` when a span's family is not registered or its file cannot be opened.
    ///
    /// The registry keeps the layouts it made (the same text, style and width give the same
    /// layout), so measuring a label and then drawing it shapes its text once.
    public func layout(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil)
        throws(FontError) -> TextLayout
    {
        try fonts.keptLayout(of: text, style: style, width: width) { () throws(FontError) in try shaped(text, style: style, width: width) }
    }

    private func shaped(_ text: AttributedText, style: ParagraphStyle, width: Double?) throws(FontError) -> TextLayout {
        let available = width.map { $0.isFinite ? max(0, $0) : Double.infinity } ?? .infinity
        let shapedText = try fonts.keptParagraphs(of: text, style: style) { () throws(FontError) in try shapedParagraphs(of: text, style: style) }
        let characters = shapedText.characters, paragraphs = shapedText.paragraphs, missing = shapedText.missing
        // Kept without regard to colour: each span takes this text's.
        var spans = shapedText.spans
        for index in spans.indices { spans[index].color = text.spans[index].color }
        guard !characters.isEmpty else {
            return TextLayout(
                string: shapedText.string, lines: [], width: width ?? 0, size: Size(width: 0, height: 0), isTruncated: false, needsClipping: false,
                warnings: [], alignment: style.alignment)
        }
        var chains = try spans.map { span throws(FontError) in try FaceChain(for: span.style, language: style.language, fonts: fonts) }

        var planned: [(paragraph: Int, range: Range<Int>)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            for line in LineBreaker.lines(
                of: paragraph, characters: characters, width: available, byCharacter: style.lineBreakMode == .charWrap, strategy: style.lineBreakStrategy) {
                planned.append((index, line))
            }
        }

        // Each line's content is made as its line is built (a megabyte of one-character lines
        // would otherwise hold a second array of them); only the last allowed line of a cut
        // paragraph is made apart.
        func content(of line: (paragraph: Int, range: Range<Int>)) -> LineContent {
            LineContent(
                paragraph: line.paragraph,
                segments: [LineBreaker.trimmingTrailingSpaces(line.range, characters: characters)],
                isLastOfParagraph: line.range.upperBound == paragraphs[line.paragraph].characters.upperBound)
        }
        var shownCount = planned.count
        var cutLine: LineContent?
        var isTruncated = false
        if style.numberOfLines > 0 && planned.count > style.numberOfLines {
            isTruncated = true
            shownCount = style.numberOfLines
            let last = style.numberOfLines - 1
            let start = planned[last].range.lowerBound
            let paragraph = paragraphs[planned[last].paragraph]
            let moreFollows = planned[last].paragraph < paragraphs.count - 1
            switch style.lineBreakMode {
            case .wordWrap, .charWrap:
                var kept = content(of: planned[last])
                kept.isLastOfParagraph = true
                cutLine = kept
            case .clip, .truncateHead, .truncateMiddle, .truncateTail:
                cutLine = truncatedLine(
                    paragraph: paragraph, index: planned[last].paragraph, from: start, moreFollows: moreFollows,
                    width: available, mode: style.lineBreakMode, characters: characters, spans: spans, chains: &chains)
            }
        }

        var lines: [TextLine] = []
        lines.reserveCapacity(shownCount)
        var top = 0.0
        var widest = 0.0
        for index in 0..<shownCount {
            let lineContent = index == shownCount - 1 ? cutLine ?? content(of: planned[index]) : content(of: planned[index])
            var line = buildLine(lineContent, paragraphs: paragraphs, characters: characters, spans: spans, chains: chains, style: style, width: available)
            line.top = top
            line.baseline += top
            top += line.height + style.lineSpacing
            widest = max(widest, line.width)
            // A line below the tallest picture is measured but never drawn: its glyphs go now,
            // so a megabyte of one-character lines holds its metrics, not its runs.
            if line.top >= TextLayout.tallestShown {
                line.runs = []
                line.displayedText = ""
            }
            lines.append(line)
        }
        let alignWidth = available.isFinite ? available : widest
        for index in lines.indices {
            lines[index].x = Self.alignmentOffset(
                style.alignment, isRightToLeft: lines[index].isRightToLeft, lineWidth: lines[index].width, in: alignWidth)
        }
        let height = lines.isEmpty ? 0 : top - style.lineSpacing

        var warnings: [TextWarning] = []
        if !missing.isEmpty {
            var seen = Set<Character>()
            let unique = missing.filter { seen.insert($0.character).inserted }
            let preview = String(shapedText.string.prefix(60))
            warnings.append(.missingGlyphs(
                characters: String(unique.map(\.character)), family: spans[unique[0].span].style.family, text: preview))
        }
        return TextLayout(
            string: shapedText.string, lines: lines, width: alignWidth, size: Size(width: widest, height: height), isTruncated: isTruncated,
            needsClipping: lines.contains { $0.width > alignWidth + 1e-9 }, warnings: warnings, alignment: style.alignment)
    }

    /// The part of a layout no width or colour changes: the characters, the face each is drawn
    /// in, and the paragraphs split into direction runs and shaped. The registry keeps it, so a
    /// label measured at several widths, or drawn in a light and a dark theme, is analysed once.
    private func shapedParagraphs(of text: AttributedText, style: ParagraphStyle) throws(FontError) -> ShapedParagraphs {
        var boundedMarks = false
        let spans = text.spans.map { span in
            var copy = span
            if copy.text.utf8.contains(0x09) { copy.text = copy.text.replacingTabs() }
            if let bounded = copy.text.boundingMarks() {
                copy.text = bounded
                boundedMarks = true
            }
            return copy
        }
        // The text the layout's offsets count in: marks past the bound are not in it.
        let string = boundedMarks ? AttributedText(spans: spans).string : text.string
        var bytes: [UInt8] = []
        var characters: [CharacterInfo] = []
        for (index, span) in spans.enumerated() {
            for character in span.text {
                characters.append(CharacterInfo(character, start: bytes.count, span: index))
                bytes.append(contentsOf: character.utf8)
            }
        }
        guard !characters.isEmpty else { return ShapedParagraphs(string: string, spans: spans, characters: [], paragraphs: [], missing: []) }

        var chains = try spans.map { span throws(FontError) in try FaceChain(for: span.style, language: style.language, fonts: fonts) }
        var faces: [FontFace] = []
        faces.reserveCapacity(characters.count)
        var missing: [(span: Int, character: Character)] = []
        for character in characters {
            if character.isNewline {
                faces.append(chains[character.span].primary)
                continue
            }
            if let face = chains[character.span].face(drawing: character) {
                faces.append(face)
            } else {
                faces.append(chains[character.span].primary)
                missing.append((character.span, character.character))
            }
        }
        Self.keepScriptFaces(&faces, characters: characters, primaries: chains.map(\.primary))

        var paragraphs: [ShapedParagraph] = []
        bytes.withUnsafeBufferPointer { utf8 in
            var start = 0
            for index in 0...characters.count where index == characters.count || characters[index].isNewline {
                paragraphs.append(ShapedParagraph(
                    characters: characters, range: start..<index, faces: faces, direction: style.direction, language: style.language
                ) { range, face, span, isRightToLeft in
                    face.shape(
                        utf8: utf8, range: range, size: spans[span].style.size,
                        letterSpacing: spans[span].style.letterSpacing, isRightToLeft: isRightToLeft, language: style.language,
                        tabularFigures: spans[span].style.usesTabularFigures)
                })
                start = index + 1
            }
        }
        return ShapedParagraphs(string: string, spans: spans, characters: characters, paragraphs: paragraphs, missing: missing)
    }

    /// Spaces between two characters drawn with the same fallback face take that face, as the
    /// script run they sit in does (Pango and browsers do so too): Arabic, Devanagari or Korean
    /// words keep their own font's spaces between them, not the primary face's. Punctuation keeps
    /// the primary face's forms, as UIKit's does (“ and ” in Chinese text are Inter's), and an
    /// emoji face's spaces (as wide as an emoji) are never taken.
    static func keepScriptFaces(_ faces: inout [FontFace], characters: [CharacterInfo], primaries: [FontFace]) {
        var index = 0
        while index < characters.count {
            guard characters[index].isSpace, index > 0, !characters[index - 1].isSpace else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count && characters[end].isSpace { end += 1 }
            let before = faces[index - 1]
            if end < characters.count, faces[end] === before, before !== primaries[characters[index - 1].span], !before.hasColorBitmaps {
                for neutral in index..<end where faces[neutral] !== before && before.hasGlyphs(for: characters[neutral]) {
                    faces[neutral] = before
                }
            }
            index = end
        }
    }

    static func alignmentOffset(_ alignment: TextAlignment, isRightToLeft: Bool, lineWidth: Double, in width: Double) -> Double {
        let free = width - lineWidth
        switch alignment {
        case .left: return 0
        case .right: return free
        case .center: return free / 2
        case .natural, .justified: return isRightToLeft ? free : 0
        }
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }

    /// The most scalars one character is drawn with: a base and its marks (a family emoji has
    /// 7 to 11, a Tibetan stack under 10). HarfBuzz attaches each mark by looking back over the
    /// marks before it, so one base with 100,000 marks costs the square of them (55 seconds);
    /// past this bound, as Unicode's Stream-Safe Text Format bounds a run of marks at 30, the
    /// rest are not drawn: they would stack far outside the line anyway.
    static let mostScalarsInACharacter = 64

    /// The text with each character cut to `mostScalarsInACharacter` scalars, or `nil` when none
    /// is longer.
    fileprivate func boundingMarks() -> String? {
        guard utf8.count > Self.mostScalarsInACharacter, hasLongRunOfMarks() else { return nil }
        var bounded = ""
        var changed = false
        for character in self {
            let scalars = character.unicodeScalars
            if scalars.count <= Self.mostScalarsInACharacter {
                bounded.append(character)
            } else {
                bounded.unicodeScalars.append(contentsOf: scalars.prefix(Self.mostScalarsInACharacter))
                changed = true
            }
        }
        return changed ? bounded : nil
    }

    /// Whether some character may hold more than `mostScalarsInACharacter` scalars: a run of
    /// marks and format characters (and what a joiner joins) that long. One pass over the
    /// scalars, with no grapheme breaking, so ordinary text pays almost nothing.
    private func hasLongRunOfMarks() -> Bool {
        var run = 0
        var joined = false
        for scalar in unicodeScalars {
            if scalar.isASCII {
                run = 0
                joined = false
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format: run += 1
            default: run = joined ? run + 1 : 0
            }
            joined = scalar.value == 0x200D
            if run >= Self.mostScalarsInACharacter { return true }
        }
        return false
    }
}

extension FontFace {
    /// Whether the face draws every visible scalar of a character.
    func hasGlyphs(for character: CharacterInfo) -> Bool {
        character.character.unicodeScalars.allSatisfy { !CharacterInfo.needsGlyph($0) || glyph(for: $0) != nil }
    }
}
