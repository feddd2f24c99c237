import Testing
@testable import DesignTokens

@Suite struct ColorTests {
    @Test(arguments: [
        ("#1F5FD6", "#1F5FD6FF"), ("1f5fd6", "#1F5FD6FF"), ("#abc", "#AABBCCFF"), ("#00000080", "#00000080"),
    ])
    func parsesHexForms(text: String, expected: String) throws {
        #expect(try Color(hex: text).hexString == expected)
    }

    @Test(arguments: ["", "#12345", "#GG0000", "blue", "#1234567890"])
    func refusesMalformedHexWithTheText(text: String) {
        #expect(throws: ColorParseError(text: text)) { try Color(hex: text) }
    }

    @Test func clampsComponentsIntoRange() {
        let color = Color(red: 1.5, green: -1, blue: .nan, alpha: 2)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

@Suite struct ThemeTests {
    @Test func lightAndDarkDifferWhereAThemeShould() {
        #expect(Theme.light.colors.background != Theme.dark.colors.background)
        #expect(Theme.light.colors.textPrimary != Theme.dark.colors.textPrimary)
        #expect(Theme.light.typography == Theme.dark.typography)
    }

    @Test func scalingATextStyleRoundsToWholePoints() {
        let body = Typography.standard.body1.scaled(by: 1.235)
        #expect(body.size == 21)
        #expect(body.lineHeight == 27)
    }

    @Test func contrastRatiosFollowWCAG() throws {
        #expect(Color.black.contrastRatio(with: .white) == 21)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        // #777777 on white is the classic just-below-AA grey: 4.48:1.
        let grey = try Color(hex: "#777777")
        #expect(abs(grey.contrastRatio(with: .white) - 4.478) < 0.001)
        #expect(grey.contrastRatio(with: .white) == Color.white.contrastRatio(with: grey))
    }

    /// The built-in themes' text colours meet WCAG AA (4.5:1) on the colours they are drawn on.
    @Test(arguments: ["light", "dark"])
    func builtInThemesPairTextWithReadableBackgrounds(themeName: String) {
        let colors = (themeName == "dark" ? Theme.dark : Theme.light).colors
        let pairs: [(String, Color, Color)] = [
            ("textPrimary on background", colors.textPrimary, colors.background),
            ("textPrimary on surface", colors.textPrimary, colors.surface),
            ("textSecondary on background", colors.textSecondary, colors.background),
            ("textSecondary on surface", colors.textSecondary, colors.surface),
            ("onPrimary on primary", colors.onPrimary, colors.primary),
        ]
        for (name, text, background) in pairs {
            #expect(text.contrastRatio(with: background) >= 4.5, "\(themeName): \(name) is \(text.contrastRatio(with: background)):1")
        }
    }
}
