import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

@Suite struct ParagraphLayoutTests {
    let layouter = TextLayouter()
    let body = TextStyle(family: "Inter", size: 17, lineHeight: 22)
    let sentence = "The quick brown fox jumps over the lazy dog"

    func layout(_ text: String, width: Double?, _ style: ParagraphStyle = ParagraphStyle()) throws -> TextLayout {
        try layouter.layout(AttributedText(text, style: body, color: .black), style: style, width: width)
    }

    func lines(_ text: String, width: Double?, _ style: ParagraphStyle = ParagraphStyle()) throws -> [String] {
        try layout(text, width: width, style).lines.map(\.displayedText)
    }

    @Test func advanceOfHelloIsHarfBuzzsSum() throws {
        let face = try FontRegistry.standard.face(family: "Inter")
        let shaped = face.shape("Hello", size: 17)
        let sum = shaped.glyphs.reduce(0) { $0 + $1.advance }
        #expect(abs(shaped.advance - sum) < 1e-9)
        let measured = try layouter.size(of: AttributedText("Hello", style: body, color: .black))
        #expect(abs(measured.width - sum) < 1e-9)
        #expect(measured.height == 22)
    }

    @Test func wrapsGreedilyAtSpaces() throws {
        #expect(try lines(sentence, width: 150) == ["The quick brown", "fox jumps over the", "lazy dog"])
        // Without a width every paragraph is one line; explicit newlines always break.
        #expect(try lines(sentence, width: nil) == [sentence])
        #expect(try lines("one\ntwo\n\nfour", width: nil) == ["one", "two", "", "four"])
    }

    @Test func breaksAfterHyphensAndInsideOverlongWords() throws {
        var plain = ParagraphStyle()
        plain.lineBreakStrategy = []
        #expect(try lines("state-of-the-art layout", width: 80, plain) == ["state-of-", "the-art", "layout"])
        // UIKit's push-out: the last line takes the word before it rather than stand alone.
        #expect(try lines("state-of-the-art layout", width: 80) == ["state-of-", "the-", "art layout"])
        #expect(try lines("Supercalifragilisticexpialidocious", width: 100) == ["Supercalifra", "gilisticexpial", "idocious"])
    }

    @Test func eachLineBreakModeCutsTheLastLineItsOwnWay() throws {
        func twoLines(_ mode: LineBreakMode) throws -> [String] {
            try lines(sentence, width: 150, ParagraphStyle(lineBreakMode: mode, numberOfLines: 2))
        }
        #expect(try twoLines(.wordWrap) == ["The quick brown", "fox jumps over the"])
        #expect(try twoLines(.charWrap) == ["The quick brown f", "ox jumps over the"])
        #expect(try twoLines(.clip) == ["The quick brown", "fox jumps over the lazy dog"])
        #expect(try twoLines(.truncateHead) == ["The quick brown", "…ver the lazy dog"])
        #expect(try twoLines(.truncateMiddle) == ["The quick brown", "fox jum…lazy dog"])
        #expect(try twoLines(.truncateTail) == ["The quick brown", "fox jumps over t…"])
        let clipped = try layout(sentence, width: 150, ParagraphStyle(lineBreakMode: .clip, numberOfLines: 2))
        #expect(clipped.needsClipping && clipped.isTruncated)
        let tail = try layout(sentence, width: 150, ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 2))
        #expect(tail.lines.allSatisfy { $0.width <= 150 })
        #expect(tail.lines[1].isTruncated && !tail.lines[0].isTruncated)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try layout("Short", width: 150, ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 1))
        #expect(!layout.isTruncated)
        #expect(layout.lines.map(\.displayedText) == ["Short"])
    }

    @Test func alignmentPlacesLinesInTheWidth() throws {
        func offsets(_ alignment: TextAlignment) throws -> [Double] {
            try layout(sentence, width: 150, ParagraphStyle(alignment: alignment)).lines.map(\.x)
        }
        let natural = try layout(sentence, width: 150).lines
        #expect(try offsets(.left) == [0, 0, 0])
        #expect(try offsets(.right) == natural.map { 150 - $0.width })
        #expect(try offsets(.center) == natural.map { (150 - $0.width) / 2 })
        let justified = try layout(sentence, width: 150, ParagraphStyle(alignment: .justified)).lines
        // Every line but the last fills the width exactly; the last keeps its natural width.
        #expect(abs(justified[0].width - 150) < 1e-9 && abs(justified[1].width - 150) < 1e-9)
        #expect(justified[2].width == natural[2].width)
    }

    @Test func lineSpacingAndMixedRunsSetTheLineBoxes() throws {
        let spaced = try layout(sentence, width: 150, ParagraphStyle(lineSpacing: 6))
        #expect(spaced.size.height == 3 * 22 + 2 * 6)
        #expect(spaced.lines.map(\.top) == [0, 28, 56])
        let big = TextStyle(family: "Inter", weight: .bold, size: 28, lineHeight: 34)
        let mixed = AttributedText(spans: [
            TextSpan("Small ", style: body, color: .black), TextSpan("Big", style: big, color: .white),
        ])
        let layout = try layouter.layout(mixed)
        #expect(layout.lines.count == 1)
        #expect(layout.size.height == 34)
        #expect(layout.lines[0].runs.count == 2)
        #expect(layout.lines[0].runs[1].color == .white)
        #expect(layout.firstBaseline == layout.lastBaseline)
    }

    @Test func rightToLeftTextStartsAtTheRight() throws {
        let text = "שלום עולם"
        let layout = try layout(text, width: 200)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        // Natural alignment puts the line against the right edge.
        #expect(abs(line.x + line.width - 200) < 1e-9)
        // The first logical character (cluster 0) is the rightmost glyph.
        let glyphs = line.runs.flatMap { run in run.text.glyphs.map { (x: run.x + $0.x, cluster: $0.cluster) } }
        let rightmost = try #require(glyphs.max { $0.x < $1.x })
        #expect(rightmost.cluster == 0)
        #expect(try lines("abc שלום", width: nil, ParagraphStyle(direction: .rightToLeft)) == ["abc שלום"])
    }

    @Test func fallbackPicksDejaVuForHebrew() throws {
        let layout = try layout("Hi שלום", width: nil)
        let faces = layout.lines[0].runs.map { URL(fileURLWithPath: $0.face.path).lastPathComponent }
        #expect(faces.contains("Inter-Regular.otf"))
        #expect(faces.contains("DejaVuSans.ttf"))
        #expect(layout.warnings.isEmpty)
    }

    @Test func japaneseLinesFollowTheLineRules() throws {
        // Kinsoku: no line starts with 。、」 or a small kana, and none ends with 「 (from 75 pt,
        // where "ちょっと", which has no break inside, fits a line).
        let text = "「東京」へ行きました。明日は、大阪に行きます。ちょっと待ってください。"
        for width in stride(from: 75.0, through: 200, by: 7) {
            let lines = try lines(text, width: width, ParagraphStyle(language: "ja"))
            #expect(lines.joined() == text)
            for line in lines.dropFirst() {
                #expect(!["。", "、", "」", "ょ", "っ"].contains(line.first.map(String.init) ?? ""), "\(width): \(lines)")
            }
            for line in lines.dropLast() { #expect(line.last != "「", "\(width): \(lines)") }
        }
    }

    @Test func thaiBreaksBetweenWordsWithoutSpaces() throws {
        // "I would like to order a cup of coffee": no spaces, words found by ICU's dictionary.
        let text = "ฉันอยากสั่งกาแฟหนึ่งแก้ว"
        let words = ["ฉัน", "อยาก", "สั่ง", "กาแฟ", "หนึ่ง", "แก้ว"]
        var boundaries = Set<Int>()
        var count = 0
        for word in words {
            count += word.count
            boundaries.insert(count)
        }
        for width in stride(from: 50.0, through: 120, by: 9) {
            let lines = try lines(text, width: width, ParagraphStyle(language: "th"))
            #expect(lines.joined() == text)
            var end = 0
            for line in lines.dropLast() {
                end += line.count
                #expect(boundaries.contains(end), "\(width): \(lines)")
            }
        }
    }

    @Test func fallbackPicksTheLanguagesCJKFace() throws {
        // 直 is drawn differently in Japan and in China: the paragraph's language picks the face.
        func face(_ language: String?) throws -> FontFace {
            let layout = try TextLayouter().layout(
                AttributedText("A直", style: body, color: .black), style: ParagraphStyle(language: language), width: nil)
            return try #require(layout.lines[0].runs.last?.face)
        }
        let japanese = try face("ja"), chinese = try face("zh-Hans"), taiwanese = try face("zh-Hant-TW"), none = try face(nil)
        #expect(japanese.path.hasSuffix("NotoSansCJK-Regular.ttc") && japanese.index == 0)
        #expect(chinese.index == 2)
        #expect(taiwanese.index == 3)
        #expect(none === japanese)
        // The same character, other glyphs: the faces draw their own forms.
        let glyph = { (face: FontFace) in face.shape("直", size: 17).glyphs[0].glyph }
        #expect(glyph(japanese) != glyph(chinese))
    }

    @Test func characterNoFontHasDrawsNotdefAndWarns() throws {
        // U+0378 is not assigned: no face draws it.
        let layout = try layout("A\u{378}B", width: nil)
        let glyphs = layout.lines[0].runs.flatMap(\.text.glyphs)
        #expect(glyphs.count == 3)
        #expect(glyphs[1].glyph == 0)
        #expect(glyphs[1].advance > 0)
        #expect(layout.warnings == [.missingGlyphs(characters: "\u{378}", family: "Inter", text: "A\u{378}B")])
        // The warning reaches a terminal (the preview's worker prints it): what was typed is escaped
        // and bounded there, and the message stays one line.
        let typed = "\u{1B}]0;owned\u{07}漢\u{0}\u{202E}\n" + String(repeating: "漢", count: 5_000)
        let warning = TextWarning.missingGlyphs(characters: String(repeating: "漢", count: 30), family: "Inter\u{1B}[2J", text: typed).description
        #expect(!warning.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }, "\(warning.debugDescription)")
        #expect(warning.count < 600 && warning.contains("U+1B") == false && warning.contains("\\u{1B}]0;owned\\u{7}"), "\(warning)")
        // .notdef has ink: the box is drawn.
        let canvas = try Canvas(width: 80, height: 30, background: .white)
        canvas.drawText(layout, at: Point(x: 2, y: 2))
        let notdefX = Int(2 + layout.lines[0].runs[0].x + glyphs[1].x + glyphs[1].advance / 2)
        let column = (0..<30).map { canvas.bitmap[notdefX, $0] }
        #expect(column.contains { $0 != PremultipliedPixel(.white) })
    }

    @Test func emptyAndVeryLongStringsWork() throws {
        let empty = try layout("", width: 100)
        #expect(empty.lines.isEmpty && empty.size == Size(width: 0, height: 0))
        let long = String(repeating: "lorem ipsum dolor ", count: 100_000 / 18 + 1)
        #expect(long.count >= 100_000)
        let wrapped = try layout(long, width: 300)
        #expect(wrapped.lines.count > 1_000)
        #expect(wrapped.lines.allSatisfy { $0.width <= 300 })
        let limited = try layout(long, width: 300, ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 3))
        #expect(limited.lines.count == 3 && limited.lines[2].displayedText.hasSuffix("…"))
    }

    @Test func heightForWidthGrowsAsTheWidthShrinks() throws {
        let wide = try layouter.size(of: AttributedText(sentence, style: body, color: .black), width: 1000)
        let narrow = try layouter.size(of: AttributedText(sentence, style: body, color: .black), width: 100)
        #expect(wide.height == 22)
        #expect(narrow.height > 3 * 22 - 1e-9)
        #expect(narrow.width <= 100)
    }

    /// The widest character read from a layout's glyphs is the width of the same text broken
    /// between every two characters (the layout it stands in for), in Latin with kerning and
    /// ligatures, Arabic, Devanagari clusters, emoji sequences, CJK, mixed directions, spaces and
    /// tabs; text cut by the line limit has no answer.
    @Test func widestCharacterIsTheWidthBrokenBetweenCharacters() throws {
        let texts = [
            sentence, "AVATAR office ffi  Wolf", "\tTabbed\tline", "مرحبا بالعالم", "नमस्ते दुनिया क्षत्रिय", "👩‍👩‍👧‍👦 family 🇬🇧",
            "日本語の文章です", "Hello עברית world", " leading and trailing ", "one\ntwo words\n\nMMMM",
        ]
        for text in texts {
            let byCharacter = try layout(text, width: 0, ParagraphStyle(lineBreakMode: .charWrap)).size.width
            for width in [nil, 0, 60, 150] as [Double?] {
                let widest = try #require(try layout(text, width: width).widestCharacterWidth, "\(text) at \(String(describing: width))")
                #expect(abs(widest - byCharacter) < 1e-9, "\(text) at \(String(describing: width)): \(widest) against \(byCharacter)")
            }
        }
        #expect(try layout(sentence, width: 60, ParagraphStyle(numberOfLines: 1)).widestCharacterWidth == nil)
        #expect(try layout(sentence, width: 60, ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 2)).widestCharacterWidth == nil)
        #expect(try layout("", width: 60).widestCharacterWidth == 0)
    }

    /// The registry keeps a text shaped without its colours, so the same text laid out again in
    /// other colours, at another width, draws in its own colours with the same glyphs.
    @Test func textShapedOnceTakesEachLayoutsColours() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func text(_ first: Color, _ second: Color) -> AttributedText {
            AttributedText(spans: [TextSpan("Kept shaped ", style: body, color: first), TextSpan("in two spans", style: body, color: second)])
        }
        // Each run in the colour of the span it draws: the first span's bytes come first.
        let split = "Kept shaped ".utf8.count
        func colours(_ layout: TextLayout, _ first: Color, _ second: Color) -> Bool {
            layout.lines.flatMap(\.runs).allSatisfy { $0.color == ($0.textRange.lowerBound < split ? first : second) }
        }
        let glyphs = { (layout: TextLayout) in layout.lines.flatMap(\.runs).flatMap(\.text.glyphs).map(\.glyph) }
        for width in [80, 60, nil] as [Double?] {
            let redBlue = try layouter.layout(text(red, blue), width: width)
            let blueRed = try layouter.layout(text(blue, red), width: width)
            let blues = try layouter.layout(text(blue, blue), width: width)
            #expect(colours(redBlue, red, blue) && colours(blueRed, blue, red) && colours(blues, blue, blue))
            #expect(glyphs(redBlue) == glyphs(blues) && glyphs(blueRed) == glyphs(blues) && !glyphs(blues).isEmpty)
        }
    }
}
