import Foundation
import Testing

@testable import DesignTokens

/// iOS's own numbers, held as Apple publishes them.
@Suite struct DynamicTypeTableTests {
    /// Apple's Human Interface Guidelines, "Typography" → "Specifications" → "iOS, iPadOS Dynamic
    /// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography): one table per
    /// content size category, a row per style of weight, size and leading, as the page prints it
    /// (and as compnerd/swift-win32 transcribed it, BSD-3-Clause, `Font.swift`, "Values derived from
    /// the Apple Human Interface Guidelines"). Emphasized weights from the same page's Large table.
    static let published = """
        xSmall
        Large Title Regular 31 38 | Title 1 Regular 25 31 | Title 2 Regular 19 24 | Title 3 Regular 17 22 | Headline Semibold 14 19 | Body Regular 14 19 | Callout Regular 13 18 | Subhead Regular 12 16 | Footnote Regular 12 16 | Caption 1 Regular 11 13 | Caption 2 Regular 11 13
        Small
        Large Title Regular 32 39 | Title 1 Regular 26 32 | Title 2 Regular 20 25 | Title 3 Regular 18 23 | Headline Semibold 15 20 | Body Regular 15 20 | Callout Regular 14 19 | Subhead Regular 13 18 | Footnote Regular 12 16 | Caption 1 Regular 11 13 | Caption 2 Regular 11 13
        Medium
        Large Title Regular 33 40 | Title 1 Regular 27 33 | Title 2 Regular 21 26 | Title 3 Regular 19 24 | Headline Semibold 16 21 | Body Regular 16 21 | Callout Regular 15 20 | Subhead Regular 14 19 | Footnote Regular 12 16 | Caption 1 Regular 11 13 | Caption 2 Regular 11 13
        Large (Default)
        Large Title Regular 34 41 | Title 1 Regular 28 34 | Title 2 Regular 22 28 | Title 3 Regular 20 25 | Headline Semibold 17 22 | Body Regular 17 22 | Callout Regular 16 21 | Subhead Regular 15 20 | Footnote Regular 13 18 | Caption 1 Regular 12 16 | Caption 2 Regular 11 13
        xLarge
        Large Title Regular 36 43 | Title 1 Regular 30 37 | Title 2 Regular 24 30 | Title 3 Regular 22 28 | Headline Semibold 19 24 | Body Regular 19 24 | Callout Regular 18 23 | Subhead Regular 17 22 | Footnote Regular 15 20 | Caption 1 Regular 14 19 | Caption 2 Regular 13 18
        xxLarge
        Large Title Regular 38 46 | Title 1 Regular 32 39 | Title 2 Regular 26 32 | Title 3 Regular 24 30 | Headline Semibold 21 26 | Body Regular 21 26 | Callout Regular 20 25 | Subhead Regular 19 24 | Footnote Regular 17 22 | Caption 1 Regular 16 21 | Caption 2 Regular 15 20
        xxxLarge
        Large Title Regular 40 48 | Title 1 Regular 34 41 | Title 2 Regular 28 34 | Title 3 Regular 26 32 | Headline Semibold 23 29 | Body Regular 23 29 | Callout Regular 22 28 | Subhead Regular 21 28 | Footnote Regular 19 24 | Caption 1 Regular 18 23 | Caption 2 Regular 17 22
        AX1
        Large Title Regular 44 52 | Title 1 Regular 38 46 | Title 2 Regular 34 41 | Title 3 Regular 31 38 | Headline Semibold 28 34 | Body Regular 28 34 | Callout Regular 26 32 | Subhead Regular 25 31 | Footnote Regular 23 29 | Caption 1 Regular 22 28 | Caption 2 Regular 20 25
        AX2
        Large Title Regular 48 57 | Title 1 Regular 43 51 | Title 2 Regular 39 47 | Title 3 Regular 37 44 | Headline Semibold 33 40 | Body Regular 33 40 | Callout Regular 32 39 | Subhead Regular 30 37 | Footnote Regular 27 33 | Caption 1 Regular 26 32 | Caption 2 Regular 24 30
        AX3
        Large Title Regular 52 61 | Title 1 Regular 48 57 | Title 2 Regular 44 52 | Title 3 Regular 43 51 | Headline Semibold 40 48 | Body Regular 40 48 | Callout Regular 38 46 | Subhead Regular 36 43 | Footnote Regular 33 40 | Caption 1 Regular 32 39 | Caption 2 Regular 29 35
        AX4
        Large Title Regular 56 66 | Title 1 Regular 53 62 | Title 2 Regular 50 59 | Title 3 Regular 49 58 | Headline Semibold 47 56 | Body Regular 47 56 | Callout Regular 44 52 | Subhead Regular 42 50 | Footnote Regular 38 46 | Caption 1 Regular 37 44 | Caption 2 Regular 34 41
        AX5
        Large Title Regular 60 70 | Title 1 Regular 58 68 | Title 2 Regular 56 66 | Title 3 Regular 55 65 | Headline Semibold 53 62 | Body Regular 53 62 | Callout Regular 51 62 | Subhead Regular 49 58 | Footnote Regular 44 52 | Caption 1 Regular 43 51 | Caption 2 Regular 40 47
        Emphasized
        Large Title Bold | Title 1 Bold | Title 2 Bold | Title 3 Semibold | Headline Semibold | Body Semibold | Callout Semibold | Subhead Semibold | Footnote Semibold | Caption 1 Semibold | Caption 2 Semibold
        """

    static let styleNames: [String: SystemTextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline, "Body": .body,
        "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption 1": .caption1, "Caption 2": .caption2,
    ]
    static let weights: [String: FontWeight] = ["Regular": .regular, "Semibold": .semibold, "Bold": .bold]

    /// A row of the published table: the style's name, then its weight and numbers.
    static func parse(_ row: Substring) throws -> (style: SystemTextStyle, weight: FontWeight, numbers: [Double]) {
        let words = row.split(separator: " ")
        let nameLength = words.firstIndex { weights[String($0)] != nil } ?? 0
        let style = try #require(styleNames[words[..<nameLength].joined(separator: " ")], "\(row)")
        let weight = try #require(weights[String(words[nameLength])], "\(row)")
        return (style, weight, words[(nameLength + 1)...].compactMap { Double($0) })
    }

    /// Every style at every one of the twelve categories: size, leading and weight as published,
    /// 132 rows; and the emphasized weights.
    @Test func everyStyleAtEveryCategoryIsApplesSizeLeadingAndWeight() throws {
        let lines = Self.published.split(separator: "\n")
        var checked = 0
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            for row in lines[index * 2 + 1].split(separator: "|") {
                let (style, weight, numbers) = try Self.parse(row.drop { $0 == " " })
                #expect(style.pointSize(at: category) == numbers[0], "\(style) at \(category)")
                #expect(style.leading(at: category) == numbers[1], "\(style)'s leading at \(category)")
                #expect(style.weight == weight, "\(style)")
                checked += 1
            }
        }
        #expect(checked == 132)
        for row in try #require(lines.last).split(separator: "|") {
            let (style, weight, _) = try Self.parse(row.drop { $0 == " " })
            #expect(style.emphasizedWeight == weight, "\(style)")
        }
    }

    /// The issue's own examples: the body's ratio made the large title 56 at AX1 (Apple's 44),
    /// caption 1 19.8 there (Apple's 22) and caption 2 9.1 at xSmall (Apple's 11). Bento's standard
    /// scale is Apple's styles at Large, so it grows by their rows; a token's `relativeTo` says
    /// which row a style of its own grows by.
    @Test func bentosScaleGrowsByEachStylesOwnRow() throws {
        let ratio = ContentSizeCategory.accessibilityMedium.scaleFactor
        #expect(34 * ratio == 56 && abs(12 * ratio - 19.76) < 0.01)
        let ax1 = Typography.standard.scaled(for: .accessibilityMedium)
        #expect(ax1.headline1.size == 38 && ax1.headline1.lineHeight == 46, "title 1's row: \(ax1.headline1)")
        #expect(ax1.caption.size == 22 && ax1.caption.lineHeight == 28, "caption 1's row")
        #expect(ax1.body1.size == 28 && ax1.body1.lineHeight == 34)
        #expect(ax1.footer.size == 23 && ax1.footer.lineHeight == 29, "the footnote's row")
        let xSmall = Typography.standard.scaled(for: .extraSmall)
        #expect(xSmall.caption.size == 11 && xSmall.footer.size == 12 && xSmall.headline2.size == 19)
        #expect(Typography.standard.scaled(for: .large) == Typography.standard)

        // A style of the team's own: 30 on 36 relative to the large title grows as it does.
        var display = TextStyle(family: "Inter", weight: .bold, size: 30, lineHeight: 36)
        display.scalesLike = .largeTitle
        let grown = display.scaled(for: .accessibilityExtraExtraExtraLarge)
        #expect(grown.size == 30 * 60 / 34 && grown.lineHeight == 36 * 70.0 / 41)
        #expect(TextStyle(family: "Inter", size: 17).scaled(for: .extraLarge).size == 19, "like body where it says nothing")
    }

    /// `relativeTo` in a token file: a name as code writes it, and a clear error for another.
    @Test func aTypographyTokenSaysWhichStyleItGrowsLike() throws {
        let json = #"""
            {"type": {"display": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "30px", "lineHeight": "36px", "relativeTo": "largeTitle"}},
                      "note": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "12px", "relativeTo": "caption"}},
                      "bad": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "12px", "relativeTo": "huge"}}}}
            """#
        let file = try TokenFile(data: Data(json.utf8))
        #expect(try file.textStyle("type.display").scalesLike == .largeTitle)
        #expect(try file.textStyle("type.note").scalesLike == .caption1)
        #expect(throws: TokenFileError.self) { try file.textStyle("type.bad") }
        do {
            _ = try file.textStyle("type.bad")
        } catch {
            #expect("\(error)".contains("type.bad.relativeTo") && "\(error)".contains("huge"), "\(error)")
        }
        #expect(SystemTextStyle(name: "UIFontTextStyleSubheadline") == .subheadline && SystemTextStyle(name: ".title") == .title1)
    }

    /// SF Pro's tracking, from the HIG's "Tracking values" table (the same page), in 1/1000 em: the
    /// issue's four sizes and the ends of the table, and a size between two rows on the line
    /// between them. As points, what a line of body text loses against the stand-in's spacing.
    @Test func sfProsTrackingIsTheHIGsTable() {
        for (size, tracking) in [(6.0, 41.0), (12, 0), (13, -6), (17, -26), (20, -23), (24, 3), (28, 14), (44, 8), (72, 2), (80, 0)] {
            #expect(SystemFontTracking.sfProTracking(atSize: size) == tracking, "\(size)")
        }
        #expect(SystemFontTracking.sfProTracking(atSize: 17.5) == -25.5)
        #expect(SystemFontTracking.sfProTracking(atSize: 45) == 8 && SystemFontTracking.sfProTracking(atSize: 200) == 0)
        #expect(SystemFontTracking.sfProTracking(atSize: 3) == 41 && SystemFontTracking.sfProTracking(atSize: .nan) == 41)
        #expect(abs(SystemFontTracking.systemFont.tracking(atSize: 17) - -0.442) < 1e-9)
        #expect(SystemFontTracking.standInFace.tracking(atSize: 17) == 0)
    }
}
