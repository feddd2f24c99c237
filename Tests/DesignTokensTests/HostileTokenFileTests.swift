import DesignTokens
import Foundation
import Testing

/// Token files made to break the reader: each gives a `TokenFileError`, never a trap, a stack
/// overflow, a theme that changes from run to run, or memory out of proportion.
@Suite struct HostileTokenFileTests {
    static func file(_ json: String) throws(TokenFileError) -> TokenFile { try TokenFile(data: Data(json.utf8)) }

    @Test func absurdNumbersAreRefused() throws {
        let original = String(decoding: try #require(Theme.builtInTokens(named: "light")), as: UTF8.self)
        for (pattern, replacement) in [("\"fontWeight\": 700", "\"fontWeight\": 1e300"), ("\"fontSize\": \"28px\"", "\"fontSize\": 1e308"),
                                       ("\"fontSize\": \"28px\"", "\"fontSize\": \"1e308px\""), ("\"$value\": \"8px\"", "\"$value\": 1e300")] {
            guard original.contains(pattern) else { continue }
            let hostile = original.replacingOccurrences(of: pattern, with: replacement)
            #expect(throws: TokenFileError.self, "\(replacement)") { try Theme(tokens: try Self.file(hostile), name: "hostile") }
        }
        #expect(throws: TokenFileError.self) {
            try Self.file(##"{"t": {"$value": {"fontFamily": "Inter", "fontWeight": 1e300, "fontSize": 16}}}"##).textStyle("t")
        }
    }

    @Test func aPathDefinedTwiceIsRefused() {
        #expect(throws: TokenFileError.duplicateToken(token: "color.primary")) {
            try Self.file(##"{"color.primary": {"$value": "#FF0000"}, "color": {"primary": {"$value": "#0000FF"}}}"##)
        }
    }

    @Test func longReferenceChainsStopWithAnError() throws {
        var json = ##"{"t0": {"$value": "#112233"}"##
        for index in 1..<5000 { json += ##", "t\##(index)": {"$value": "{t\##(index - 1)}"}"## }
        json += "}"
        let file = try Self.file(json)
        #expect(throws: TokenFileError.tooDeep(token: "t4999", limit: TokenFile.deepestNesting)) { try file.color("t4999") }
        #expect(try file.color("t10") == Color(hex: "#112233"))
    }

    @Test func deeplyNestedGroupsStopWithAnError() {
        let json = String(repeating: ##"{"g": "##, count: 500) + ##"{"$value": "#112233"}"## + String(repeating: "}", count: 501)
        #expect(throws: TokenFileError.self) { try Self.file("{\"root\": " + json + "}") }
    }

    @Test func aHugeFileIsRefusedBeforeParsing() {
        let huge = Data(count: TokenFile.largestFile + 1)
        #expect(throws: TokenFileError.tooLarge(bytes: TokenFile.largestFile + 1, limit: TokenFile.largestFile)) { try TokenFile(data: huge) }
    }

    /// Issue 31: each level an object whose two members alias the next level. A 4.7 KB file of
    /// this shape took 103 s and 5.0 GB, and its error message was 369 MB. Each path now
    /// resolves once, the expansion has a budget, and messages stay short.
    static func fanOut(levels: Int, leaf: String = "\"#1F5FD6\"") -> Data {
        var groups: [String] = []
        for level in 0..<levels {
            groups.append("\"l\(level)\": { \"$value\": { \"a\": \"{l\(level + 1)}\", \"b\": \"{l\(level + 1)}\" } }")
        }
        groups.append("\"l\(levels)\": { \"$value\": \(leaf) }")
        return Data("{ \(groups.joined(separator: ", ")) }".utf8)
    }

    @Test func referencesThatFanOutResolveOnceWithinABudget() throws {
        let start = Date()
        let file = try TokenFile(data: Self.fanOut(levels: 60))
        #expect(Self.fanOut(levels: 60).count < 5_000)
        do {
            _ = try file.color("l0")
            Issue.record("a value of 2^60 parts was accepted")
        } catch {
            #expect(error == .badValue(token: "l44", detail: "its references expand to more than \(TokenFile.largestExpansion) values"))
            #expect("\(error)".count < 200)
        }
        #expect(Date().timeIntervalSince(start) < 2)
        // Within the budget, the same shape resolves, each level once.
        let small = try TokenFile(data: Self.fanOut(levels: 12))
        #expect(try file.color("l60") == Color(red8: 0x1F, green8: 0x5F, blue8: 0xD6))
        #expect(throws: TokenFileError.self) { try small.color("l0") }
        #expect("\((try? small.color("l0")).debugDescription)".count < 200)
    }

    @Test func aHugeValueIsQuotedShortInItsError() throws {
        let long = String(repeating: "x", count: 100_000)
        let file = try TokenFile(data: Data("{ \"c\": { \"$value\": [\"\(long)\", \"\(long)\"] } }".utf8))
        do {
            _ = try file.color("c")
            Issue.record("a list was read as a colour")
        } catch {
            #expect("\(error)".count < 300)
        }
    }

    /// A light and a dark file may both name the token: an error from a file read from disk names
    /// the file first (issue 75; Getting Started says "naming the file and the token").
    @Test func errorsOfAFileOnDiskNameTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-token-file-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dark = folder.appendingPathComponent("fjord-dark.tokens.json")
        // Bento's own light file with one colour broken.
        let light = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: light) as? [String: Any])
        var colors = try #require(json["color"] as? [String: Any])
        colors["primary"] = ["$value": "#12345"]
        json["color"] = colors
        try JSONSerialization.data(withJSONObject: json).write(to: dark)
        do {
            _ = try Theme(tokensAt: dark)
            Issue.record("a bad file was read")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("The token file \(dark.path) cannot be read: The token color.primary"), "\(message)")
        }
        try Data("{\"color\": ".utf8).write(to: dark)
        #expect { try TokenFile(contentsOf: dark) } throws: { "\($0)".hasPrefix("The token file \(dark.path) cannot be read: The token file is not valid JSON") }
    }

    /// TokensAndThemes' typography composite, as the article writes it, reads as the style it says.
    @Test func theArticlesTypographyCompositeReads() throws {
        let json = #"""
            { "font": { "family": { "text": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] } } },
              "typography": { "body1": { "$type": "typography", "$value": {
                  "fontFamily": "{font.family.text}", "fontWeight": 400, "fontSize": "17px",
                  "lineHeight": "22px", "letterSpacing": "0px" } } } }
            """#
        let style = try TokenFile(data: Data(json.utf8)).textStyle("typography.body1")
        #expect(style.family == "Inter" && style.size == 17 && style.lineHeight == 22 && style.weight == .regular, "\(style)")
    }
}
