import SafeText
import Testing

/// The one escaping place (`SafeText`): what reaches a terminal, a log, Markdown or HTML from a
/// catalogue, a graph, a token file, an argument, a typed step or a font warning.
@Suite struct QuotedTests {
    static let hostile = "a\u{1B}]0;title\u{07}b\u{9B}31mc\u{0}d\u{202E}e\u{2066}f\rg\u{7F}h"

    static func hasRawControl(_ text: String, allowing allowed: Set<Unicode.Scalar> = []) -> Bool {
        text.unicodeScalars.contains { !allowed.contains($0) && Quoted.isUnprintable($0) }
    }

    @Test func everyFormEscapesControlCharactersAndBidiOverrides() {
        #expect(Quoted.string(Self.hostile) == #""a\u{1B}]0;title\u{7}b\u{9B}31mc\u{0}d\u{202E}e\u{2066}f\rg\u{7F}h""#)
        #expect(Quoted.field("say \"hi\"\nthen\\") == #"say "hi"\nthen\"#)
        #expect(!Self.hasRawControl(Quoted.field(Self.hostile)))
        #expect(!Self.hasRawControl(Markup.markdownCell(Self.hostile)))
        // A log keeps its lines and tabs, and nothing else that drives a terminal.
        let log = Quoted.log("Fatal error: \(Self.hostile)\n\tat Badge.swift:31\n")
        #expect(log.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(!Self.hasRawControl(log, allowing: ["\n", "\t"]))
        #expect(log.hasPrefix("Fatal error: a\\u{1B}]0;title"))
    }

    @Test func everyFormIsBounded() {
        let long = String(repeating: "x", count: 1 << 20)
        #expect(Quoted.string(long, limit: 10) == "\"xxxxxxxxxx… (1048566 more characters)\"")
        #expect(Quoted.field(long).count < 400)
        #expect(Quoted.log(long + "\n" + long).count < 5_000)
        #expect(Markup.markdownCell(long).count == 301)
    }

    @Test func pagesAndScriptsGetTheirOwnEscapes() {
        #expect(Markup.html("<a href=\"x\">&</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
        #expect(Markup.javaScriptString("</script>\u{2028}\"\\") == #""\u003c/script\u003e\u2028\"\\""#)
    }

    /// `Markup.html` reads bytes; held here to the rule it implements, one scalar at a time, over
    /// random text of what it changes, what it keeps, and characters whose bytes look like them.
    @Test func htmlChangesWhatItsRuleChangesScalarByScalar() {
        func byScalars(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
                case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        let pieces: [String] = [
            "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "a", "Z", " ",
            "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FFBE}", "\u{EFBF}", "\u{F8FF}", "é", "e\u{301}", "日本", "👩‍👩‍👧", "🇫🇷",
            "data:image/png;base64,iVBORw0KGgo=", "&amp;",
        ]
        var state: UInt64 = 7
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(Markup.html(text) == byScalars(text), "\(Quoted.string(text))")
        }
        let picture = "data:image/png;base64," + String(repeating: "iVBORw0KGgoAAAANSUhEUg+/", count: 40_000)
        #expect(Markup.html(picture) == picture)
    }
}
