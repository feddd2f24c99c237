import Foundation
import Testing

@testable import DesignTokens

/// iOS's semantic colours (`SemanticColor`): their values are UIKit's as Flutter's
/// `CupertinoColors` records them (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart).
/// Flutter records the grey ramp too, in the same four appearances, and there it agrees with
/// the HIG's published table exactly: the source is checked where Apple publishes the numbers.
@Suite struct SemanticColorTests {
    /// Flutter's `systemGrey` … `systemGrey6` (`Color.fromARGB` rows: light, dark, high contrast,
    /// dark high contrast), as its file writes them.
    static let flutterGreys = """
        systemGrey 142,142,147 142,142,147 108,108,112 174,174,178
        systemGrey2 174,174,178 99,99,102 142,142,147 124,124,128
        systemGrey3 199,199,204 72,72,74 174,174,178 84,84,86
        systemGrey4 209,209,214 58,58,60 188,188,192 68,68,70
        systemGrey5 229,229,234 44,44,46 216,216,220 54,54,56
        systemGrey6 242,242,247 28,28,30 235,235,240 36,36,38
        """

    @Test func theSourcesGreyRampIsTheHIGsTable() throws {
        let greys: [SystemColor] = [.gray, .gray2, .gray3, .gray4, .gray5, .gray6]
        for (line, grey) in zip(Self.flutterGreys.split(separator: "\n"), greys) {
            let appearances = line.split(separator: " ").dropFirst().map { triple in triple.split(separator: ",").compactMap { UInt8($0) } }
            let hig = grey.appearances
            let expected = [hig.light, hig.dark, hig.increasedContrastLight, hig.increasedContrastDark]
            for (components, color) in zip(appearances, expected) {
                #expect(Color(red8: components[0], green8: components[1], blue8: components[2]) == color, "\(line)")
            }
        }
    }

    /// What UIKit's documentation and every inspector agree on, and Increase Contrast raising the
    /// label and separator opacities (never the backgrounds' light values).
    @Test func theSemanticColoursAreUIKitsInEachAppearance() {
        #expect(SemanticColor.label.appearances.light == .black && SemanticColor.label.appearances.dark == .white)
        let secondary = SemanticColor.secondaryLabel.appearances
        #expect(secondary.light == Color(red8: 60, green8: 60, blue8: 67).withAlpha(0.6))
        #expect(secondary.increasedContrastLight.alpha == 0.68 && secondary.increasedContrastDark == Color(red8: 235, green8: 235, blue8: 245).withAlpha(0.68))
        #expect(SemanticColor.systemGroupedBackground.appearances.light.hexString == "#F2F2F7FF")
        #expect(SemanticColor.systemGroupedBackground.appearances.increasedContrastLight.hexString == "#EBEBF0FF")
        #expect(SemanticColor.separator.appearances.dark == Color(red8: 84, green8: 84, blue8: 88).withAlpha(0.6))
        for color in SemanticColor.allCases {
            let appearances = color.appearances
            #expect(appearances.increasedContrastLight.alpha >= appearances.light.alpha, "\(color): Increase Contrast never fades a colour")
            #expect(appearances.increasedContrastDark.alpha >= appearances.dark.alpha, "\(color)")
            #expect(color.uiKitName == color.rawValue)
        }
        #expect(SemanticColor.allCases.count == 18)
    }

    /// A token file aliases them as it aliases the system colours (`color.label` → `system.label`).
    @Test func aTokenFileAliasesTheSemanticColours() throws {
        let json = #"""
            {"color": {"text": {"$type": "color", "$value": "{system.label}"},
                       "textDark": {"$type": "color", "$value": "{system.label.dark}"},
                       "rule": {"$type": "color", "$value": "{system.separator.increasedContrast}"},
                       "canvas": {"$type": "color", "$value": "{system.systemGroupedBackground.dark}"}}}
            """#
        let file = try TokenFile(data: Data(json.utf8))
        #expect(try file.color("color.text") == .black && file.color("color.textDark") == .white)
        // Through a file a colour is eight bits a channel, its opacity too (0.37 is 94 of 255).
        #expect(try file.color("color.rule").hexString == Color(red8: 60, green8: 60, blue8: 67).withAlpha(0.37).hexString)
        #expect(try file.color("color.canvas") == .black)
    }
}
