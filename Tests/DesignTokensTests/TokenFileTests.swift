import Foundation
import Testing
@testable import DesignTokens

@Suite struct TokenFileTests {
    /// The built-in light theme's file with one change applied to its JSON.
    static func lightFile(_ change: (inout [String: Any]) -> Void) throws -> Data {
        let data = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&json)
        return try JSONSerialization.data(withJSONObject: json)
    }

    static func theme(_ data: Data) throws(TokenFileError) -> Theme {
        try Theme(tokens: try TokenFile(data: data), name: "test")
    }

    @Test func builtInThemesComeFromTheirFiles() throws {
        #expect(Theme.light.colors.primary.hexString == "#1F5FD6FF")
        #expect(Theme.light.colors.background == .white)
        #expect(Theme.dark.colors.overlay.hexString == "#00000099")
        #expect(Theme.light.typography.body1 == TextStyle(family: "Inter", size: 17, lineHeight: 22))
        #expect(Theme.light.typography.headline1.weight == .bold)
        #expect(Theme.light.spacing == .standard && Theme.light.radii == .standard && Theme.light.elevation == .standard)
        #expect(Theme.light.colors.grey500 == GreyScale.standard.grey500)
        #expect(Theme.dark.colors.grey50 == GreyScale.standard.grey900, "the dark ramp runs from the background")
        #expect(Theme.light.icons.glyphName(for: .pharmacy) == "local_pharmacy")
    }

    /// An icon token may name an SF Symbol as code does; it is drawn as the open symbol the table
    /// maps it to, and a name the table lacks is an error naming the token.
    @Test func anIconTokenMayNameAnSFSymbol() throws {
        let named = try Self.theme(Self.lightFile { json in
            var icon = json["icon"] as? [String: Any] ?? [:]
            icon["delete"] = ["$value": ["systemName": "trash"]]
            json["icon"] = icon
        })
        #expect(named.icons.glyphName(for: .delete) == "delete_outline")
        #expect(throws: TokenFileError.badValue(token: "icon.delete.systemName", detail: "no.such.symbol is no SF Symbols name the symbol table maps (SystemSymbol.materialNames)")) {
            try Self.theme(Self.lightFile { json in
                var icon = json["icon"] as? [String: Any] ?? [:]
                icon["delete"] = ["$value": ["systemName": "no.such.symbol"]]
                json["icon"] = icon
            })
        }
        #expect(throws: TokenFileError.self) {
            try Self.theme(Self.lightFile { json in
                var icon = json["icon"] as? [String: Any] ?? [:]
                icon["delete"] = ["$value": ["systemName": "trash", "weight": "bold"]]
                json["icon"] = icon
            })
        }
    }

    @Test func referencesAndInheritedTypesResolve() throws {
        let json = """
            { "color": { "$type": "color",
                "brand": { "$value": { "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5 } },
                "accent": { "$value": "{color.brand}" },
                "chain": { "$value": "{color.accent}" } },
              "size": { "$type": "dimension", "base": { "$value": 8 }, "double": { "$value": "16pt" } },
              "type": { "title": { "$type": "typography", "$value": {
                  "fontFamily": ["DejaVu Sans", "sans-serif"], "fontWeight": "bold", "fontSize": "{size.double}",
                  "lineHeight": "20px", "fontStyle": "italic" } } } }
            """
        let file = try TokenFile(data: Data(json.utf8))
        #expect(try file.color("color.chain") == Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(try file.dimension("size.base") == 8)
        let title = try file.textStyle("type.title")
        #expect(title == TextStyle(family: "DejaVu Sans", weight: .bold, isItalic: true, size: 16, lineHeight: 20))
    }

    @Test func anUnknownReferenceNamesTheToken() throws {
        let data = try Self.lightFile { json in
            var colors = json["color"] as! [String: Any]
            colors["surface"] = ["$value": "{color.nowhere}"]
            json["color"] = colors
        }
        #expect(throws: TokenFileError.unknownReference(token: "color.surface", reference: "{color.nowhere}")) {
            try Self.theme(data)
        }
    }

    @Test func aBadColourNamesTheToken() throws {
        let data = try Self.lightFile { json in
            var colors = json["color"] as! [String: Any]
            colors["error"] = ["$value": "#12345G"]
            json["color"] = colors
        }
        #expect(throws: TokenFileError.badColor(token: "color.error", value: "#12345G")) { try Self.theme(data) }
    }

    @Test func aMissingRequiredTokenIsNamed() throws {
        let data = try Self.lightFile { json in
            var typography = json["typography"] as! [String: Any]
            typography["caption"] = nil
            json["typography"] = typography
        }
        #expect(throws: TokenFileError.unmappedRoles(roles: ["typography.caption"])) { try Self.theme(data) }
        let error = TokenFileError.unmappedRoles(roles: ["typography.caption"])
        #expect(error.description == """
            No token plays the theme's role typography.caption: define it under that name, or map your own tokens to it \
            in the file's "$extensions": {"bento.roles": {"typography.caption": "{your.token}"}} or in a roles.json beside it.
            """)
    }

    @Test func circularReferencesAndBadDimensionsAreRefused() throws {
        let circular = try Self.lightFile { json in
            var colors = json["color"] as! [String: Any]
            colors["primary"] = ["$value": "{color.secondary}"]
            colors["secondary"] = ["$value": "{color.primary}"]
            json["color"] = colors
        }
        #expect(throws: TokenFileError.circularReference(chain: ["color.primary", "color.secondary", "color.primary"])) {
            try Self.theme(circular)
        }
        let badSpace = try Self.lightFile { json in
            var spacing = json["spacing"] as! [String: Any]
            spacing["small"] = ["$value": "8em"]
            json["spacing"] = spacing
        }
        #expect(throws: TokenFileError.badDimension(token: "spacing.small", value: "8em")) { try Self.theme(badSpace) }
        let badWeight = try Self.lightFile { json in
            var typography = json["typography"] as! [String: Any]
            var body = typography["body1"] as! [String: Any]
            var value = body["$value"] as! [String: Any]
            value["fontWeight"] = 450
            body["$value"] = value
            typography["body1"] = body
            json["typography"] = typography
        }
        #expect(throws: TokenFileError.badValue(token: "typography.body1.fontWeight", detail: "450 is not a weight from 100 to 900")) {
            try Self.theme(badWeight)
        }
    }

    @Test func malformedAndMissingFilesAreTypedErrors() {
        #expect(throws: TokenFileError.self) { try TokenFile(data: Data("{ \"color\": ".utf8)) }
        #expect(throws: TokenFileError.malformedJSON(detail: "the top level is not an object")) { try TokenFile(data: Data("[1, 2]".utf8)) }
        do {
            _ = try TokenFile(contentsOf: URL(fileURLWithPath: "/nonexistent/theme.tokens.json"))
            Issue.record("expected an error")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(path == "/nonexistent/theme.tokens.json")
        }
    }

    @Test func contentSizesScaleLikeDynamicType() {
        #expect(ContentSizeCategory.large.scaleFactor == 1)
        #expect(Typography.standard.scaled(for: .extraSmall).body1.size == 14)
        #expect(Typography.standard.scaled(for: .accessibilityExtraExtraExtraLarge).body1.size == 53)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
