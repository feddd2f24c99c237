import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

/// The order characters are shown in, checked against GNU FriBidi (Debian's `fribidi`, which
/// implements Unicode's bidi algorithm in full) for the text the layouter is meant to handle:
/// letters of both directions with spaces and punctuation between, numbers, right-to-left marks,
/// embeddings, isolates, bracket pairs and overrides, including the pseudo right-to-left locale's
/// wrapping of every word.
@Suite struct BidiReferenceTests {
    let body = TextStyle(family: "Inter", size: 17, lineHeight: 22)

    /// Logical character indices in the order they are drawn, left to right, from our layout.
    func ourOrder(_ text: String, _ direction: WritingDirection) throws -> [Int] {
        let layout = try TextLayouter().layout(
            AttributedText(text, style: body, color: .black), style: ParagraphStyle(direction: direction), width: nil)
        let line = try #require(layout.lines.first)
        // UTF-8 offset of each character → its index among the text's scalars (one scalar a character here).
        var indexOfOffset: [Int: Int] = [:]
        var offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            indexOfOffset[offset] = index
            offset += String(scalar).utf8.count
        }
        let glyphs = line.runs.flatMap { run in run.text.glyphs.map { (x: run.x + $0.x, cluster: $0.cluster, advance: $0.advance) } }
        // Controls the shaper keeps as empty glyphs are not shown: only glyphs with an advance count.
        return glyphs.filter { $0.advance > 0 }.sorted { $0.x < $1.x }.compactMap { indexOfOffset[$0.cluster] }
    }

    /// The same from FriBidi's visual-to-logical map, without the characters that draw nothing.
    func fribidiOrder(_ text: String, _ direction: WritingDirection) throws -> [Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fribidi")
        let flag = switch direction {
        case .natural: [String]()
        case .leftToRight: ["--ltr"]
        case .rightToLeft: ["--rtl"]
        }
        process.arguments = ["--nopad", "--nobreak", "--vtol", "--novisual"] + flag
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((text + "\n").utf8))
        try input.fileHandleForWriting.close()
        let map = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "fribidi did not run (scripts/bootstrap installs libfribidi-bin)")
        let scalars = Array(text.unicodeScalars)
        return map.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            .filter { scalars[$0].properties.generalCategory != .format && scalars[$0] != " " }
    }

    static let cases: [(String, WritingDirection)] = [
        ("abc שלום def", .leftToRight),
        ("abc שלום def", .rightToLeft),
        ("שלום, world!", .natural),
        ("Hello (שלום) there", .natural),
        // The pseudo right-to-left locale: every word wrapped in RLM RLO … PDF RLM.
        (PseudoLocaleWords.wrap("Add item"), .rightToLeft),
        (PseudoLocaleWords.wrap("Add item"), .leftToRight),
        (PseudoLocaleWords.wrap("Remind me the day before"), .natural),
        ("\u{202E}abc\u{202C} def", .leftToRight),
        ("\u{202E}Hi there\u{202C}!", .leftToRight),
        ("שלום \u{202D}abc def\u{202C} עולם", .natural),
        ("a\u{200F}, b", .leftToRight),
        // A PDF with nothing to close changes nothing.
        ("ab\u{202C}c שלום", .leftToRight),
        // What a two-level model got wrong: numbers after right-to-left text, embeddings that
        // raise a level, isolates, and bracket pairs.
        ("שלום 123 עולם", .natural),
        ("מחיר: 12.50 ש״ח", .rightToLeft),
        ("abc \u{202B}שלום abc\u{202C} def", .leftToRight),
        ("\u{2067}abc def\u{2069} שלום", .natural),
        ("שלום (abc) עולם", .rightToLeft),
        ("a (b [שלום] c) d", .rightToLeft),
        ("مرحبا 2024 world", .natural),
    ]

    @Test(arguments: 0..<cases.count) func showsCharactersInFriBidisOrder(_ index: Int) throws {
        let (text, direction) = Self.cases[index]
        // Spaces draw nothing FriBidi's map can be matched on; both sides leave them out.
        let ours = try ourOrder(text, direction).filter { Array(text.unicodeScalars)[$0] != " " }
        #expect(ours == (try fribidiOrder(text, direction)), "\(text.debugDescription) \(direction) \(ours)")
    }

    @Test func deepOverridesAreBoundedAndBalanced() throws {
        // 10,000 overrides opened and closed: the stack stops at 125 and the text still lays out.
        let text = String(repeating: "\u{202E}", count: 10_000) + "abc" + String(repeating: "\u{202C}", count: 10_000) + " def"
        let order = try ourOrder(text, .leftToRight)
        // "cba", then the space and "def" after it: every override was closed, so "def" reads left to right.
        #expect(order == [10_002, 10_001, 10_000, 20_003, 20_004, 20_005, 20_006])
    }
}

/// The pseudo right-to-left locale's wrapping, written out here as Android's pseudo-localizer
/// does it, so the test does not read it from the code it checks.
enum PseudoLocaleWords {
    static func wrap(_ text: String) -> String {
        text.split(separator: " ").map { "\u{200F}\u{202E}\($0)\u{202C}\u{200F}" }.joined(separator: " ")
    }
}
