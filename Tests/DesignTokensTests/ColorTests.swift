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
}
