import DesignTokens
import Foundation
import TestSupport
import Testing
@testable import Rasterizer

/// Line breaks and visual order held against an engine nobody here wrote: Pango (HarfBuzz,
/// FriBidi, libthai and its own UAX #14), with the same font files in the same order at the same
/// size, on real UI strings, GTK's own translations into twelve languages
/// (`/usr/share/locale/*/LC_MESSAGES/gtk30.mo`), each laid out at three widths: with the plain
/// strategy, as Pango breaks, and with UIKit's, where the differences are UIKit's own.
@Suite struct PangoReferenceTests {
    /// The locales, as GTK's translations name them and as BCP 47 does.
    static let locales: [(gettext: String, language: String)] = [
        ("ja", "ja"), ("zh_CN", "zh-Hans"), ("ko", "ko"), ("th", "th"), ("hi", "hi"), ("ar", "ar"),
        ("he", "he"), ("ru", "ru"), ("de", "de"), ("fi", "fi"), ("vi", "vi"), ("el", "el"),
    ]
    static let widths = [90.0, 160, 260]
    static let stringsPerLocale = 40
    static let size = 17.0

    /// Where we break differently from Pango on purpose, by string, and why. Thai is written
    /// without spaces between words; both engines find the words with a dictionary, Pango with
    /// libthai's, we with ICU's, which is what Apple's text system (and Chromium) break lines
    /// with. ICU's dictionary splits some compounds and loanwords that libthai keeps whole, so a
    /// line may end inside them where Pango's cannot.
    static let deliberateDifferences: [String: String] = [
        "ไม่รองรับโพรไฟล์ GL แกนหลักรุ่น 3.2 ในส่วนอิมพลีเมนต์ EGL": "ICU splits the loanwords โพร|ไฟล์ (profile) and อิมพลี|เมนต์ (implementation), and the compound แกน|หลัก (core)",
        "แฟล็กการดีบั๊กของ GTK+ ที่จะปิด": "ICU splits the loanword ดี|บั๊ก (debug)",
        "URI ไม่ถูกต้อง": "ICU splits the compound ถูก|ต้อง (correct)",
        "ไม่พบตำแหน่งในเครือข่าย": "ICU splits the compound เครือ|ข่าย (network)",
        "กำลังค้นหาตำแหน่งต่างๆ ในเครือข่าย": "ICU splits the compound เครือ|ข่าย (network)",
        "ทิกริญญา-เอริเทรีย (EZ+)": "ICU splits the name เอ|ริเทรีย (Eritrea)",
    ]

    struct Line: Equatable, CustomStringConvertible {
        var start: Int
        /// Direction runs in visual order: UTF-8 ranges, right to left or not, neighbours of one
        /// direction that continue each other merged.
        var runs: [Run]
        var description: String { "@\(start) " + runs.map { "\($0.range)\($0.isRightToLeft ? "←" : "→")" }.joined(separator: " ") }
    }

    struct Run: Equatable {
        var range: Range<Int>
        var isRightToLeft: Bool
    }

    /// Runs without the invisible bidi controls at their ends (which run an embedding's opening
    /// or closing character falls in is not seen), then merged where one continues the other in
    /// its direction.
    static func merged(_ runs: [Run], text: String) -> [Run] {
        let utf8 = Array(text.utf8)
        func isControl(at offset: Int) -> Bool {
            // U+200E, U+200F, U+202A…U+202E, U+2066…U+2069: E2 80 8E/8F, E2 80 AA…AE, E2 81 A6…A9.
            guard offset + 2 < utf8.count, utf8[offset] == 0xE2 else { return false }
            return (utf8[offset + 1] == 0x80 && [0x8E, 0x8F, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE].contains(utf8[offset + 2]))
                || (utf8[offset + 1] == 0x81 && (0xA6...0xA9).contains(utf8[offset + 2]))
        }
        let trimmed = runs.map { run in
            var range = run.range
            while range.count >= 3 && isControl(at: range.lowerBound) { range = (range.lowerBound + 3)..<range.upperBound }
            while range.count >= 3 && isControl(at: range.upperBound - 3) { range = range.lowerBound..<(range.upperBound - 3) }
            return Run(range: range, isRightToLeft: run.isRightToLeft)
        }
        var result: [Run] = []
        for run in trimmed where !run.range.isEmpty {
            if var last = result.last, last.isRightToLeft == run.isRightToLeft {
                if !run.isRightToLeft && last.range.upperBound == run.range.lowerBound {
                    last.range = last.range.lowerBound..<run.range.upperBound
                    result[result.count - 1] = last
                    continue
                }
                if run.isRightToLeft && run.range.upperBound == last.range.lowerBound {
                    last.range = run.range.lowerBound..<last.range.upperBound
                    result[result.count - 1] = last
                    continue
                }
            }
            result.append(run)
        }
        return result
    }

    static func pango(_ arguments: [String], input: Data? = nil) throws -> Data {
        let script = Repository.root.appendingPathComponent("Tests/RasterizerTests/Fixtures/Pango/pango_lines.py")
        let process = Process()
        // Debian's Python, whose python3-gi reaches Pango (a pyenv shim on PATH may not have it).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-W", "ignore", script.path] + arguments
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardInput = stdin
        try process.run()
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pango_lines.py failed (scripts/bootstrap installs python3-gi and gir1.2-pango-1.0)")
        return data
    }

    struct Case: Codable {
        var language: String
        var text: String
        var width: Double
    }

    struct PangoLayout: Decodable {
        struct PangoLine: Decodable {
            var start: Int
            var runs: [PangoRun]
        }
        struct PangoRun: Decodable {
            var start: Int
            var end: Int
            var rtl: Bool
        }
        var lines: [PangoLine]
    }

    /// Pango's lines, each cut to its text without the spaces that hang at its end.
    static func pangoLines(_ layout: PangoLayout, text: String) -> [Line] {
        let utf8 = Array(text.utf8)
        return layout.lines.enumerated().map { index, line in
            var end = index + 1 < layout.lines.count ? layout.lines[index + 1].start : utf8.count
            while end > line.start && (utf8[end - 1] == 0x20 || utf8[end - 1] == 0x0A) { end -= 1 }
            let runs = line.runs.map { Run(range: max($0.start, line.start)..<min($0.end, end), isRightToLeft: $0.rtl) }
                .filter { $0.range.lowerBound < $0.range.upperBound }
            return Line(start: line.start, runs: merged(runs, text: text))
        }
    }

    /// Our lines, by default with the plain strategy Pango breaks with (no push-out, Korean
    /// broken between syllables as UAX #14 allows).
    static func ourLines(_ text: String, language: String, width: Double, strategy: LineBreakStrategy = []) throws -> (lines: [Line], missing: Int) {
        let style = TextStyle(family: "Inter", size: size)
        var paragraph = ParagraphStyle(language: language)
        paragraph.lineBreakStrategy = strategy
        let layout = try TextLayouter().layout(AttributedText(text, style: style, color: .black), style: paragraph, width: width)
        let lines = layout.lines.map { line in
            Line(start: line.textRange.lowerBound, runs: merged(line.runs.map { Run(range: $0.textRange, isRightToLeft: $0.isRightToLeft) }, text: text))
        }
        return (lines, layout.lines.flatMap(\.runs).reduce(0) { $0 + $1.missingGlyphCount })
    }

    /// Our faces in our order, for Pango. The emoji face is left out: none of these strings has
    /// an emoji, and Pango given Noto Color Emoji by name draws digits and # with it.
    static func pangoFamilies(for language: String?) -> [String] {
        ["Inter"] + FontRegistry.standard.fallbackFamilies(for: language).filter { $0 != "Noto Color Emoji" }
    }

    /// Pango's layouts of the cases, at our size and with our faces for each case's language.
    static func pangoLayouts(of cases: [Case]) throws -> [PangoLayout] {
        struct Request: Encodable {
            var size: Double
            var families: [String: [String]]
            var cases: [Case]
        }
        var families = ["": pangoFamilies(for: nil)]
        for language in Set(cases.map(\.language)) { families[language] = pangoFamilies(for: language) }
        let request = try JSONEncoder().encode(Request(size: size, families: families, cases: cases))
        return try JSONDecoder().decode([PangoLayout].self, from: try pango(["layout"], input: request))
    }

    @Test func breaksAndOrdersRealTranslationsAsPangoDoes() throws {
        var cases: [Case] = []
        for locale in Self.locales {
            let strings = try JSONDecoder().decode(
                [String].self, from: try Self.pango(["strings", locale.gettext, "\(Self.stringsPerLocale)"]))
            #expect(strings.count == Self.stringsPerLocale, "\(locale.gettext): \(strings.count) strings")
            for text in strings {
                for width in Self.widths { cases.append(Case(language: locale.language, text: text, width: width)) }
            }
        }
        let answers = try Self.pangoLayouts(of: cases)
        try #require(answers.count == cases.count)

        var differing: [String: [String]] = [:]
        var deliberate = Set<String>()
        var multiLine = 0, rightToLeftRuns = 0
        for (test, answer) in zip(cases, answers) {
            let theirs = Self.pangoLines(answer, text: test.text)
            let (ours, missing) = try Self.ourLines(test.text, language: test.language, width: test.width)
            #expect(missing == 0, "\(test.language) \(test.text.debugDescription): \(missing) glyphs drawn as .notdef")
            if ours.count > 1 { multiLine += 1 }
            rightToLeftRuns += ours.flatMap(\.runs).filter(\.isRightToLeft).count
            if ours != theirs && Self.deliberateDifferences[test.text] != nil { deliberate.insert(test.text) }
            if ours != theirs && Self.deliberateDifferences[test.text] == nil {
                differing[test.language, default: []].append(
                    "\(test.text.debugDescription) at \(Int(test.width)) pt\n  ours:  \(ours)\n  Pango: \(theirs)")
            }
        }
        let report = differing.keys.sorted().map { "\($0): \(differing[$0]!.count) differ\n" + differing[$0]!.joined(separator: "\n") }
        #expect(differing.isEmpty, "\(report.joined(separator: "\n"))")
        // Each difference named above is still seen: none is kept once the engines agree.
        #expect(deliberate == Set(Self.deliberateDifferences.keys), "no longer differ: \(Set(Self.deliberateDifferences.keys).subtracting(deliberate))")
        // The comparison means something: many strings wrap, and right-to-left runs are many.
        #expect(multiLine > cases.count / 3, "\(multiLine) of \(cases.count) layouts wrap")
        #expect(rightToLeftRuns > 100)
    }

    /// UIKit's standard strategy (a `UILabel`'s default) against Pango on the same strings, where
    /// the two differ on purpose and only there. Pango breaks Korean between syllables (UAX #14
    /// lets a line start at any Hangul syllable) where UIKit keeps each word whole
    /// (`hangulWordPriority`): no line of ours starts inside a Korean word unless the word alone
    /// is wider than the line. And UIKit does not leave a last line with one word (`pushOut`)
    /// where Pango fills greedily: every other difference is a last line that took the word
    /// before it, and the lines before the last two are Pango's.
    @Test func uikitsStandardStrategyDiffersFromPangoOnlyWhereUIKitDoes() throws {
        var cases: [Case] = []
        for locale in Self.locales where ["ko", "de", "ru", "vi"].contains(locale.gettext) {
            let strings = try JSONDecoder().decode([String].self, from: try Self.pango(["strings", locale.gettext, "\(Self.stringsPerLocale)"]))
            for text in strings { for width in Self.widths { cases.append(Case(language: locale.language, text: text, width: width)) } }
        }
        cases.append(Case(language: "ko", text: "주문해 주셔서 감사합니다. 내일 오전에 배송될 예정입니다.", width: 160))
        let answers = try Self.pangoLayouts(of: cases)
        try #require(answers.count == cases.count)

        func isHangul(_ byte: Int, in utf8: [UInt8]) -> Bool {
            // A Hangul syllable (U+AC00…U+D7A3) is EA B0 80 … ED 9E A3 in UTF-8.
            guard byte >= 0, byte + 2 < utf8.count else { return false }
            return (0xEA...0xED).contains(utf8[byte])
        }
        func characterStart(before offset: Int, in utf8: [UInt8]) -> Int {
            var start = offset - 1
            while start > 0 && utf8[start] & 0xC0 == 0x80 { start -= 1 }
            return start
        }
        var pangoInsideKoreanWords = 0, pushedOut = 0, koreanDiffering = 0
        for (test, answer) in zip(cases, answers) {
            let utf8 = Array(test.text.utf8)
            let theirs = Self.pangoLines(answer, text: test.text)
            let ours = try Self.ourLines(test.text, language: test.language, width: test.width, strategy: .standard).lines
            let startsInsideKoreanWord = { (line: Line) in line.start > 0 && isHangul(line.start, in: utf8) && isHangul(characterStart(before: line.start, in: utf8), in: utf8) }
            pangoInsideKoreanWords += theirs.filter(startsInsideKoreanWord).count
            for (index, line) in ours.enumerated() where startsInsideKoreanWord(line) {
                // Only a word wider than the line is cut: the line before holds no space.
                let previous = ours[index - 1].start..<line.start
                #expect(!utf8[previous].contains(0x20), "\(test.text.debugDescription) at \(test.width): a Korean word cut at \(line.start)")
            }
            guard ours != theirs else { continue }
            if test.language == "ko" {
                koreanDiffering += 1
                continue
            }
            // Push-out: Pango's last line is one word; ours begins a word earlier; the rest agree.
            try #require(ours.count == theirs.count && ours.count >= 2, "\(test.text.debugDescription) at \(test.width)\n  ours:  \(ours)\n  Pango: \(theirs)")
            #expect(Array(ours.dropLast()).dropLast() == Array(theirs.dropLast()).dropLast(), "\(test.text.debugDescription)")
            let lastPango = try #require(theirs.last), lastOurs = try #require(ours.last)
            #expect(!utf8[lastPango.start...].contains(0x20), "Pango's last line is one word: \(test.text.debugDescription) at \(test.width)")
            // One word (or the part after a hyphen, "--gdk-no-|debug") moved down, its space with it.
            #expect(lastOurs.start < lastPango.start && utf8[lastOurs.start..<lastPango.start].filter { $0 == 0x20 }.count <= 1, "\(test.text.debugDescription)")
            pushedOut += 1
        }
        print("UIKit's strategy against Pango: \(koreanDiffering) Korean layouts differ (Pango starts \(pangoInsideKoreanWords) lines inside Korean words); \(pushedOut) last lines pushed out")
        #expect(pangoInsideKoreanWords > 10 && koreanDiffering > 10 && pushedOut > 10)
    }

    /// Where the twenty-six languages below differ from Pango other than by dictionary or cluster,
    /// by string, and why. Pango shapes a space between two words of another script with that
    /// script's face (DejaVu Sans for Hebrew, Noto Sans Sinhala, Noto Sans CJK), whose space is
    /// wider or narrower than Inter's; we shape every character the first face has with that
    /// face, so a line holds a little more or less. Which of the two iOS does is not settled here
    /// (no simulator picture of these strings).
    static let spaceFaceDifferences: [String: String] = [
        "לא ניתן להקצות זיכרון לכותרת TGA": "Pango's spaces in DejaVu Sans",
        "סוג התמונות TGA אינו נתמך": "Pango's spaces in DejaVu Sans",
        "පරිණාමිත PNG RGB හෝ RGBA. නොවේ.": "Pango's spaces after Sinhala in Noto Sans Sinhala",
        "アクセス可能な HyperText リンクの数": "Pango's space after な in Noto Sans CJK JP",
    ]

    /// Three translation domains (GTK's, gdk-pixbuf's and AT-SPI's strings) in the twelve
    /// languages above and fourteen more, most of them scripts that shape and break their own
    /// ways: Bengali, Tamil, Malayalam, Kannada, Telugu, Gujarati, Sinhala, Khmer, Burmese, Amharic,
    /// Georgian, Armenian, Ukrainian and Persian; twelve strings a domain at three widths. Each
    /// difference falls in a class with its reason:
    /// - dictionary (Thai, Khmer, Burmese): we break inside phrases where ICU's dictionaries find
    ///   words, as Apple's text system does; Pango has libthai's dictionary for Thai and none for
    ///   Khmer or Burmese, which it breaks at spaces only;
    /// - cluster: Pango cuts a word longer than the line after a virama, splitting a conjunct:
    ///   in Malayalam and Telugu inside a user-perceived character (Unicode 15.1's grapheme
    ///   clusters, GB9c, which Swift's String and ICU 74 follow, keep it whole), in Kannada, which
    ///   GB9c leaves out, inside the glyph the font forms; we cut before the conjunct;
    /// - the spaces of another script's run (`spaceFaceDifferences`).
    /// The agreement per language is printed.
    @Test func breaksThreeDomainsInTwentySixLanguagesAsPangoDoes() throws {
        let more: [(gettext: String, language: String)] = [
            ("bn", "bn"), ("ta", "ta"), ("ml", "ml"), ("kn", "kn"), ("te", "te"), ("gu", "gu"), ("si", "si"), ("km", "km"), ("my", "my"),
            ("am", "am"), ("ka", "ka"), ("hy", "hy"), ("uk", "uk"), ("fa", "fa"),
        ]
        let domains = ["gtk30", "gdk-pixbuf", "at-spi2-core"]
        var cases: [Case] = []
        var domainsRead = Set<String>()
        for locale in Self.locales + more {
            for domain in domains where FileManager.default.fileExists(atPath: "/usr/share/locale/\(locale.gettext)/LC_MESSAGES/\(domain).mo") {
                let strings = try JSONDecoder().decode([String].self, from: try Self.pango(["strings", locale.gettext, "12", domain]))
                if !strings.isEmpty { domainsRead.insert(domain) }
                for text in strings { for width in Self.widths { cases.append(Case(language: locale.language, text: text, width: width)) } }
            }
        }
        #expect(domainsRead.count == 3 && Set(cases.map(\.language)).count == 26)
        let answers = try Self.pangoLayouts(of: cases)
        try #require(answers.count == cases.count)
        var agreeing: [String: (same: Int, all: Int)] = [:]
        var classes: [String: Int] = [:]
        var unexplained: [String] = []
        var spaceFaces = Set<String>()
        for (test, answer) in zip(cases, answers) {
            let theirs = Self.pangoLines(answer, text: test.text)
            let (ours, missing) = try Self.ourLines(test.text, language: test.language, width: test.width)
            #expect(missing == 0, "\(test.language) \(test.text.debugDescription): \(missing) glyphs drawn as .notdef")
            let same = ours == theirs
            agreeing[test.language, default: (0, 0)].same += same ? 1 : 0
            agreeing[test.language, default: (0, 0)].all += 1
            guard !same else { continue }
            var boundaries = Set<Int>()
            var offset = 0
            for character in test.text {
                boundaries.insert(offset)
                offset += character.utf8.count
            }
            if ["th", "km", "my"].contains(test.language) {
                classes["dictionary", default: 0] += 1
            } else if theirs.contains(where: { !boundaries.contains($0.start) || Self.followsVirama($0.start, in: test.text) }) {
                classes["cluster", default: 0] += 1
            } else if Self.spaceFaceDifferences[test.text] != nil {
                spaceFaces.insert(test.text)
            } else {
                unexplained.append("\(test.language) \(test.text.debugDescription) at \(Int(test.width)) pt\n  ours:  \(ours)\n  Pango: \(theirs)")
            }
        }
        let report = agreeing.keys.sorted().map { language in "\(language) \(agreeing[language]!.same)/\(agreeing[language]!.all)" }
        print("Pango agreement, three domains: \(report.joined(separator: ", ")); differences by class: \(classes.sorted { $0.key < $1.key }), spaces \(spaceFaces.count)")
        #expect(unexplained.isEmpty, "\(unexplained.joined(separator: "\n"))")
        #expect(spaceFaces == Set(Self.spaceFaceDifferences.keys), "no longer differ: \(Set(Self.spaceFaceDifferences.keys).subtracting(spaceFaces))")
    }

    /// Whether the character before a UTF-8 offset is a virama (combining class 9), which joins
    /// the consonants around it into one conjunct.
    static func followsVirama(_ offset: Int, in text: String) -> Bool {
        let utf8 = text.utf8
        guard offset > 0, offset <= utf8.count, let index = utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) else { return false }
        guard index > text.unicodeScalars.startIndex else { return false }
        return text.unicodeScalars[text.unicodeScalars.index(before: index)].properties.canonicalCombiningClass == .virama
    }
}
