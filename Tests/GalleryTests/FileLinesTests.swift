import Testing
@testable import SafeText

/// `fileLines` splits on UTF-8 bytes; Swift's own characters (`"\n"` and `"\r\n"` as separators)
/// are the reference it must agree with, on text made of the pieces that make line ends hard.
@Suite struct FileLinesTests {
    static let pieces = ["a", "é", "e\u{301}", "\n", "\r", "\r\n", "\n\u{301}", "\r\u{301}", "👩‍👩‍👧", "\t", " ", "مرحبا", "\u{2028}", "", "\r\r\n"]

    static func characterLines(_ text: String, omittingEmptySubsequences: Bool) -> [String] {
        text.split(omittingEmptySubsequences: omittingEmptySubsequences) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    }

    @Test func agreesWithSplittingOnCharacters() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3_000 {
            let text = (0..<(next() % 12)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined()
            for omitting in [true, false] {
                #expect(text.fileLines(omittingEmptySubsequences: omitting).map(String.init) == Self.characterLines(text, omittingEmptySubsequences: omitting),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                let inner = Substring(text)
                #expect(inner.fileLines(omittingEmptySubsequences: omitting).map(String.init) == Self.characterLines(text, omittingEmptySubsequences: omitting))
            }
        }
        #expect("one\r\ntwo\n\nthree\r".fileLines() == ["one", "two", "three\r"])
        #expect("one\r\ntwo\n\nthree\r".fileLines(omittingEmptySubsequences: false) == ["one", "two", "", "three\r"])
    }

    @Test func fieldsAgreeWithSplittingOnTheTabCharacter() {
        let pieces = ["a", "\t", "\t\u{301}", "e\u{301}", "", "👩‍👩‍👧", "\r\n", " "]
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<2_000 {
            let text = (0..<(next() % 10)).map { _ in pieces[next() % pieces.count] }.joined()
            #expect(text.fields(separatedBy: 0x09).map(String.init) == text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// `afterASCIIPrefix` against `hasPrefix` and `dropFirst` on characters: the same text after
    /// the prefix whenever that text is ASCII (all a caller accepts); where they differ (a mark
    /// joining the prefix's last character), what it gives is not ASCII, so the caller refuses it.
    @Test func afterAPrefixAgreesWithCharactersWhereTheRestIsASCII() {
        let pieces = ["sha256:", "key:", "pixels:", "xxh3:", "0f", "a", "\u{301}", "é", ":", "-", "\t", "👩‍👩‍👧"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3_000 {
            let text = Substring((0..<(next() % 6)).map { _ in pieces[next() % pieces.count] }.joined())
            for prefix in ["sha256:", "key:", "pixels:", "pixels:xxh3:"] {
                let bytes = text.afterASCIIPrefix(prefix)
                let characters = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
                if bytes != characters {
                    #expect(bytes.map { !$0.utf8.allSatisfy { $0 < 0x80 } } == true, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                } else if let bytes {
                    #expect(text.utf8.count == prefix.utf8.count + bytes.utf8.count)
                }
            }
        }
        #expect("sha256:0f".afterASCIIPrefix("sha256:") == "0f")
        #expect("sha256".afterASCIIPrefix("sha256:") == nil)
        #expect("key:\u{301}0f".afterASCIIPrefix("key:") == "\u{301}0f")
    }
}
