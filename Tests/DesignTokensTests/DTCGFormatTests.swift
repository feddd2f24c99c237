import Foundation
import Testing
@testable import DesignTokens

/// DTCG 2025.10's value forms wherever a value may stand, and a team's own token names mapped to
/// the theme's roles.
@Suite struct DTCGFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every colour space the format names, against ColorAide's conversions (`make_dtcg_colors.py`).
    @Test func everyColourSpaceReadsAsColorAideConvertsIt() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("dtcg-colors.json"))
        let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(cases.count == 132)
        for value in cases {
            let expected = try Color(hex: value["expected"] as! String)
            let json = try JSONSerialization.data(withJSONObject: ["c": ["$type": "color", "$value": value]])
            let color = try TokenFile(data: json).color("c")
            let apart = [color.red - expected.red, color.green - expected.green, color.blue - expected.blue].map(abs).max()!
            #expect(apart <= 1.0 / 255, "\(value["colorSpace"]!) \(value["components"]!): \(color) is not \(expected)")
        }
    }

    @Test func theFormatsOwnCompositeExamplesRead() throws {
        // The shapes of the format's own examples: a colour object inside a shadow, a border and
        // gradient stops, "none" components, dimension objects in px and rem, a font-family list.
        let json = """
            { "color": { "$type": "color",
                "accent": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.8], "alpha": 1, "hex": "#3366cc" } } },
              "shadow": { "$type": "shadow", "$value": [
                  { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 },
                    "offsetX": { "value": 0.5, "unit": "rem" }, "offsetY": { "value": 4, "unit": "px" },
                    "blur": { "value": 1.5, "unit": "rem" }, "spread": { "value": 0, "unit": "rem" } } ] },
              "border": { "$type": "border", "$value": {
                  "color": "{color.accent}", "width": { "value": 3, "unit": "px" },
                  "style": { "dashArray": [{ "value": 0.5, "unit": "rem" }, { "value": 0.25, "unit": "rem" }], "lineCap": "round" } } },
              "gradient": { "$type": "gradient", "$value": [
                  { "color": { "colorSpace": "hsl", "components": ["none", 0, 100] }, "position": 0 },
                  { "color": "{color.accent}", "position": 1.5 } ] },
              "heading": { "$type": "typography", "$value": {
                  "fontFamily": ["Inter", "sans-serif"], "fontSize": { "value": 1.5, "unit": "rem" },
                  "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 } } }
            """
        let file = try TokenFile(data: Data(json.utf8))
        let shadow = try file.shadow("shadow")
        #expect(shadow == ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), x: 8, y: 4, blur: 24))
        let border = try file.border("border")
        #expect(border.color == Color(red: 0.2, green: 0.4, blue: 0.8) && border.width == 3 && border.style == "dashed")
        let stops = try file.gradient("gradient")
        #expect(stops == [GradientStop(color: .white, position: 0), GradientStop(color: Color(red: 0.2, green: 0.4, blue: 0.8), position: 1)])
        let heading = try file.textStyle("heading")
        #expect(heading.family == "Inter" && heading.size == 24 && heading.weight == .bold)
        // DTCG's line height is a ratio of the font size: 1.25 × 24 points.
        #expect(heading.lineHeight == 30)
    }

    @Test func aColourObjectInsideTheThemesElevationRenders() throws {
        // Issue 30: a colour object inside a composite was "not a colour".
        let data = try TokenFileTests.lightFile { json in
            json["elevation"] = ["level1": ["$type": "shadow", "$value": [
                "color": ["colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25],
                "offsetX": 0, "offsetY": ["value": 2, "unit": "px"], "blur": ["value": 4, "unit": "px"]]]]
        }
        let theme = try TokenFileTests.theme(data)
        #expect(theme.elevation.level1 == ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), y: 2, blur: 4))
    }

    @Test func anUnknownColourSpaceUsesItsHexOrIsNamed() throws {
        let withHex = ##"{ "c": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [1, 0, 0], "hex": "#ff0000" } } }"##
        #expect(try TokenFile(data: Data(withHex.utf8)).color("c") == Color(red: 1, green: 0, blue: 0))
        let without = ##"{ "c": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } } }"##
        #expect(throws: TokenFileError.badValue(
            token: "c", detail: "the colour space \"rec2020\" is not one Bento converts and the colour has no hex fallback")) {
            try TokenFile(data: Data(without.utf8)).color("c")
        }
    }

    /// The light theme's file with its roles renamed as a team might name them, and a mapping.
    static func renamedLightFile(mapping: [String: String]?, dropping dropped: Set<String> = []) throws -> Data {
        try TokenFileTests.lightFile { json in
            var renamed: [String: Any] = [:]
            var colors = json["color"] as! [String: Any]
            for role in ["primary", "background", "textPrimary"] where !dropped.contains("color.\(role)") {
                renamed[role] = colors.removeValue(forKey: role)
            }
            json["color"] = colors
            json["brand"] = ["action": renamed["primary"] as Any, "canvas": renamed["background"] as Any, "ink": renamed["textPrimary"] as Any]
            var typography = json["typography"] as! [String: Any]
            json["text"] = ["body-1": typography.removeValue(forKey: "body1") as Any]
            json["typography"] = typography
            if let mapping { json["$extensions"] = [TokenRoles.extensionKey: mapping] }
        }
    }

    static let mapping = [
        "color.primary": "{brand.action}", "color.background": "{brand.canvas}", "color.textPrimary": "brand.ink",
        "typography.body1": "{text.body-1}",
    ]

    @Test func aTeamsOwnTokenNamesPlayTheThemesRoles() throws {
        let mapped = try TokenFileTests.theme(try Self.renamedLightFile(mapping: Self.mapping))
        #expect(mapped == Theme(name: "test", colors: Theme.light.colors, typography: Theme.light.typography,
                                spacing: Theme.light.spacing, radii: Theme.light.radii, elevation: Theme.light.elevation, icons: Theme.light.icons))
        // The same mapping in a roles.json beside the token file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.renamedLightFile(mapping: nil).write(to: folder.appendingPathComponent("brand.tokens.json"))
        try JSONSerialization.data(withJSONObject: Self.mapping).write(to: folder.appendingPathComponent("roles.json"))
        let beside = try Theme(tokensAt: folder.appendingPathComponent("brand.tokens.json"))
        #expect(beside.colors == Theme.light.colors && beside.typography == Theme.light.typography && beside.name == "brand")
    }

    @Test func everyUnmappedRoleIsNamed() throws {
        #expect(throws: TokenFileError.unmappedRoles(roles: ["color.primary", "color.background", "color.textPrimary", "typography.body1"])) {
            try TokenFileTests.theme(try Self.renamedLightFile(mapping: nil))
        }
        var partial = Self.mapping
        partial["typography.body1"] = nil
        #expect(throws: TokenFileError.unmappedRoles(roles: ["typography.body1"])) {
            try TokenFileTests.theme(try Self.renamedLightFile(mapping: partial))
        }
    }

    @Test func aMappingToNothingOrToNoRoleIsRefused() throws {
        var wrongToken = Self.mapping
        wrongToken["color.primary"] = "{brand.acton}"
        #expect(throws: TokenFileError.unknownReference(token: "bento.roles.color.primary", reference: "{brand.acton}")) {
            try TokenFileTests.theme(try Self.renamedLightFile(mapping: wrongToken))
        }
        var wrongRole = Self.mapping
        wrongRole["color.primay"] = "{brand.action}"
        #expect(throws: TokenFileError.badValue(token: "bento.roles.color.primay", detail: "color.primay is not a theme role (Theme.roles lists them)")) {
            try TokenFileTests.theme(try Self.renamedLightFile(mapping: wrongRole))
        }
    }

    @Test func aLineHeightThatLooksLikePointsIsExplained() throws {
        let json = #"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": 17, "lineHeight": 22 } } }"#
        do {
            _ = try TokenFile(data: Data(json.utf8)).textStyle("t")
            Issue.record("a line height of 22 × the font size was accepted")
        } catch {
            #expect("\(error)".contains("write \"22px\" for points"), "\(error)")
        }
    }
}

/// Issue 35: a role name is anyone's text; the error names it within bounds, escaped.
@Suite struct HostileRoleNameTests {
    @Test func aMegabyteRoleNameMakesAShortEscapedMessage() throws {
        var mapping = DTCGFormatTests.mapping
        mapping["\u{1B}]0;owned\u{07}" + String(repeating: "r", count: 1 << 20)] = "{brand.action}"
        do {
            _ = try TokenFileTests.theme(try DTCGFormatTests.renamedLightFile(mapping: mapping))
            Issue.record("an unknown role was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.utf8.count < 1_200, "\(message.utf8.count) bytes")
            #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(message.contains("\\u{1B}]0;owned\\u{7}") && message.contains("more characters"))
        }
    }
}
