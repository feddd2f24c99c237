import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// iOS's system colours, held as Apple publishes them and as the simulator drew them.
@Suite struct SystemColorTests {
    /// Apple's Human Interface Guidelines, "Color" → "Specifications": "System colors" and "Gray
    /// ramp" (developer.apple.com/design/human-interface-guidelines/color; the page gives each
    /// swatch's components as its alternative text, `R-255,G-56,B-60`), as the page prints them:
    /// default light, default dark, increased contrast light, increased contrast dark.
    static let published = """
        Red | red | rgb(255, 56, 60) | rgb(255, 66, 69) | rgb(233, 21, 45) | rgb(255, 97, 101)
        Orange | orange | rgb(255, 141, 40) | rgb(255, 146, 48) | rgb(197, 83, 0) | rgb(255, 160, 86)
        Yellow | yellow | rgb(255, 204, 0) | rgb(255, 214, 0) | rgb(161, 106, 0) | rgb(254, 223, 67)
        Green | green | rgb(52, 199, 89) | rgb(48, 209, 88) | rgb(0, 137, 50) | rgb(74, 217, 104)
        Mint | mint | rgb(0, 200, 179) | rgb(0, 218, 195) | rgb(0, 133, 117) | rgb(84, 223, 203)
        Teal | teal | rgb(0, 195, 208) | rgb(0, 210, 224) | rgb(0, 129, 152) | rgb(59, 221, 236)
        Cyan | cyan | rgb(0, 192, 232) | rgb(60, 211, 254) | rgb(0, 126, 174) | rgb(109, 217, 255)
        Blue | blue | rgb(0, 136, 255) | rgb(0, 145, 255) | rgb(30, 110, 244) | rgb(92, 184, 255)
        Indigo | indigo | rgb(97, 85, 245) | rgb(109, 124, 255) | rgb(86, 74, 222) | rgb(167, 170, 255)
        Purple | purple | rgb(203, 48, 224) | rgb(219, 52, 242) | rgb(176, 47, 194) | rgb(234, 141, 255)
        Pink | pink | rgb(255, 45, 85) | rgb(255, 55, 95) | rgb(231, 18, 77) | rgb(255, 138, 196)
        Brown | brown | rgb(172, 127, 94) | rgb(183, 138, 102) | rgb(149, 109, 81) | rgb(219, 166, 121)
        Gray | systemGray | rgb(142, 142, 147) | rgb(142, 142, 147) | rgb(108, 108, 112) | rgb(174, 174, 178)
        Gray (2) | systemGray2 | rgb(174, 174, 178) | rgb(99, 99, 102) | rgb(142, 142, 147) | rgb(124, 124, 128)
        Gray (3) | systemGray3 | rgb(199, 199, 204) | rgb(72, 72, 74) | rgb(174, 174, 178) | rgb(84, 84, 86)
        Gray (4) | systemGray4 | rgb(209, 209, 214) | rgb(58, 58, 60) | rgb(188, 188, 192) | rgb(68, 68, 70)
        Gray (5) | systemGray5 | rgb(229, 229, 234) | rgb(44, 44, 46) | rgb(216, 216, 220) | rgb(54, 54, 56)
        Gray (6) | systemGray6 | rgb(242, 242, 247) | rgb(28, 28, 30) | rgb(235, 235, 240) | rgb(36, 36, 38)
        """

    /// Every row, every appearance: 18 colours, 72 values.
    @Test func everySystemColourIsTheHIGsInEachAppearance() throws {
        var checked = 0
        for row in Self.published.split(separator: "\n") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[1].hasPrefix("system") ? cells[1].dropFirst(6).prefix(1).lowercased() + cells[1].dropFirst(7) : cells[1]
            let color = try #require(SystemColor(rawValue: name), "\(cells[1])")
            if cells[1].hasPrefix("system") { #expect(color.uiKitName == cells[1]) }
            let appearances = color.appearances
            for (cell, value) in zip(cells[2...], [appearances.light, appearances.dark, appearances.increasedContrastLight, appearances.increasedContrastDark]) {
                let numbers = cell.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                #expect(numbers == [value.red * 255, value.green * 255, value.blue * 255].map { $0.rounded() } && value.alpha == 1, "\(cells[0]): \(cell)")
                checked += 1
            }
        }
        #expect(checked == 72 && SystemColor.allCases.count == 18)
        #expect(Color.systemRed == SystemColor.red.appearances.light && Color.systemBlue == SystemColor.blue.appearances.light)
    }

    /// The simulator's own pictures (`../shared/swiftui-fixtures`, adammcarter/swift-snapshot-
    /// testing-macros, MIT, recorded on iOS 26.2): its yellow is #FFCC00 in light mode and
    /// #FFD600 in dark, its grey #8E8E93, as the table says (iOS 18's dark yellow was #FFD60A).
    @Test func theSimulatorsPicturesDrawTheseColours() throws {
        let folder = try SharedMaterial.folder("swiftui-fixtures").appendingPathComponent("adammcarter-swift-snapshot-testing-macros/TextBackground")
        func colour(_ file: String) throws -> String {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any])
            let boxes = try #require(json["boxes"] as? [[String: Any]])
            return try #require(boxes.first?["colour"] as? String)
        }
        func hex(_ color: Color) -> String { String(format: "#%02X%02X%02XFF", Int(color.red * 255), Int(color.green * 255), Int(color.blue * 255)) }
        #expect(try colour("viewBackgroundColor_min-size_light.1.geometry.json") == hex(SystemColor.yellow.appearances.light))
        #expect(try colour("viewBackgroundColor_min-size_dark.1.geometry.json") == hex(SystemColor.yellow.appearances.dark))
        #expect(try colour("explicitBackground_min-size_light.1.geometry.json") == hex(SystemColor.gray.appearances.light))
    }

    /// A theme's tokens alias iOS's palette by name, an appearance each (a dark theme's file names
    /// `.dark`); a name iOS does not have is the usual unknown reference.
    @Test func aTokenFileAliasesTheSystemColours() throws {
        let json = #"""
            {"color": {"accent": {"$type": "color", "$value": "{system.blue}"},
                       "accentDark": {"$type": "color", "$value": "{system.blue.dark}"},
                       "fill": {"$type": "color", "$value": "{system.systemGray2.increasedContrastDark}"},
                       "alias": {"$type": "color", "$value": "{color.accent}"},
                       "bad": {"$type": "color", "$value": "{system.bleu}"},
                       "badAppearance": {"$type": "color", "$value": "{system.blue.dim}"}}}
            """#
        let file = try TokenFile(data: Data(json.utf8))
        #expect(try file.color("color.accent") == SystemColor.blue.appearances.light)
        #expect(try file.color("color.accentDark") == SystemColor.blue.appearances.dark)
        #expect(try file.color("color.fill") == SystemColor.gray2.appearances.increasedContrastDark)
        #expect(try file.color("color.alias") == SystemColor.blue.appearances.light)
        for bad in ["color.bad", "color.badAppearance"] {
            #expect {
                try file.color(bad)
            } throws: { error in
                "\(error)".contains("{system.") && "\(error)".contains(bad)
            }
        }
        #expect(SystemColor.token("system.blue.dark.extra") == nil && SystemColor.token("blue") == nil)
    }
}
