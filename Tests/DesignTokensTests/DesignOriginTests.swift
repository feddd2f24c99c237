import Foundation
import Testing

@testable import DesignTokens

/// Colours carry where they came from (a token and its role, or a line of code) without being
/// told apart by it.
@Suite struct DesignOriginTests {
    @Test func aThemesColoursAreTracedToTheirTokens() {
        let primary = Theme.light.colors.primary
        #expect(primary.origin.tokenPath == "color.primary")
        #expect("\(primary.origin)" == "color.primary (light)")
        #expect(Theme.dark.colors.surface.origin.source == .token(path: "color.surface", role: "color.surface", theme: "dark"))
    }

    @Test func aLiteralColourKnowsItsLine() throws {
        let typed = try Color(hex: "#1F5FD7")
        #expect(typed.origin.source == .literal(fileID: "DesignTokensTests/DesignOriginTests.swift", line: 17))
        #expect(typed.origin.isLiteral)
    }

    @Test func equalityAndHashingIgnoreTheOrigin() throws {
        let traced = Theme.light.colors.primary
        let typed = Color(red: traced.red, green: traced.green, blue: traced.blue, alpha: traced.alpha)
        #expect(typed == traced)
        #expect(typed.hashValue == traced.hashValue)
        #expect(Set([typed, traced]).count == 1)
        #expect(typed.origin != traced.origin)
    }

    @Test func anOpacityChangeKeepsTheTokenAndSaysWhatChanged() {
        let faded = Theme.light.colors.primary.withAlpha(0.5)
        #expect(faded.origin.tokenPath == "color.primary")
        #expect(faded.origin.changes == ["opacity 50 %"])
        #expect("\(faded.origin)" == "color.primary (light), opacity 50 %")
    }

    @Test func aMappedRoleNamesBothTheTokenAndTheRole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-origin-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let light = String(decoding: try #require(Theme.builtInTokens(named: "light")), as: UTF8.self)
        // The team's own token name, mapped to the primary role.
        let renamed = light.replacingOccurrences(of: "\"primary\"", with: "\"brandBlue\"")
        try renamed.write(to: folder.appendingPathComponent("shop.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"color.primary": "{color.brandBlue}"}"#.write(to: folder.appendingPathComponent("roles.json"), atomically: true, encoding: .utf8)
        let theme = try Theme(tokensAt: folder.appendingPathComponent("shop.tokens.json"))
        #expect(theme.colors.primary == Theme.light.colors.primary)
        #expect("\(theme.colors.primary.origin)" == "color.brandBlue as color.primary (shop)")
    }
}

extension DesignOriginTests {
    @Test func textStylesAreTracedAndAWeightChangeIsRecorded() {
        let caption = Theme.light.typography.caption
        #expect("\(caption.origin)" == "typography.caption (light)")
        let bold = caption.weight(.bold)
        #expect(bold.origin.tokenPath == "typography.caption" && bold.origin.changes == ["weight bold"])
        #expect(caption.scaled(by: 1.5).origin == caption.origin)
        let typed = TextStyle(family: caption.family, weight: caption.weight, isItalic: caption.isItalic, size: caption.size,
                              lineHeight: caption.lineHeight, letterSpacing: caption.letterSpacing)
        #expect(typed == caption && typed.hashValue == caption.hashValue && typed.origin.isLiteral)
    }
}

extension DesignOriginTests {
    @Test func aHandTypedBrandBlueIsNearestToThePrimaryToken() throws {
        let primary = Theme.light.colors.primary
        let typed = Color(red: primary.red, green: primary.green, blue: max(0, primary.blue - 1.0 / 255))
        let nearest = try #require(Theme.light.nearestColorToken(to: typed))
        #expect(nearest.role == "color.primary")
        #expect(nearest.difference > 0 && nearest.difference < Color.closeMatchDifference)
        #expect(Theme.light.colorTokens.allSatisfy { !$0.color.origin.isLiteral || ["color.white", "color.black"].contains($0.role) || $0.role.hasPrefix("color.grey") })
        #expect(Theme.light.spacingTokens.map(\.role).first == "spacing.extraSmall")
    }

    /// Provenance costs a colour 16 bytes, not 40: themes are copied into every variant, so their
    /// colours' size is the catalogue's memory (48 bytes a colour, 32 without provenance).
    @Test func provenanceKeepsColoursSmall() {
        #expect(MemoryLayout<Color>.stride <= 48, "\(MemoryLayout<Color>.stride)")
    }

    /// A literal's file survives being kept as an address: the origin names it in full.
    @Test func aLiteralsFileIsReadBackInFull() {
        let style = TextStyle(family: "Inter", size: 13)
        #expect(style.origin.source == .literal(fileID: "DesignTokensTests/DesignOriginTests.swift", line: #line - 1))
    }
}
