import ComponentCatalogue
import Components
import Foundation
@testable import GalleryEngine
import Layout
import Rasterizer
import Testing

/// Text its own frame holds but that does not show whole: cut by a rounded card it runs out of in
/// the pseudo-locale (by exactly what its line lacks), drawn over a sibling (by exactly the shared
/// points), past the picture's edge; and nothing said of text that fits, or of a swiped-open row's
/// content, which slides away by design. (Stacks squeeze what they hold into their frame, where a
/// text that does not fit is `truncated`; text leaves a clipping ancestor where a size was set by
/// hand, as here.)
@Suite struct TextOverflowAuditTests {
    /// A rounded card holding a label given 240 points by hand: wider than the card, but as
    /// written its text is not.
    static func card(_ text: String) -> AnyRenderable {
        [UI.Label(text: text).numberOfLines(1).requiredWidth(240)].stack(axis: .horizontal).padding(8).backgroundColor(.white).cornerRadius(12).asAnyRenderable()
    }

    /// The width of a label's single line, as the text layouter measures it (not rounded).
    static func lineWidth(_ text: String, _ traits: RenderTraits) throws -> Double {
        try UI.Label(text: text).numberOfLines(1).layout(width: nil, in: RenderEnvironment(traits: traits)).size.width
    }

    @Test func textRunningOutOfARoundedCardIsClippedInThePseudoLocaleOnly() throws {
        let catalogue = Catalogue("Fit", variants: VariantMatrix(themes: [.light], scales: [1], pseudoLocales: [.accented])) {
            CatalogueGroup("Card") {
                CatalogueEntry("title", layout: .width(200)) { _ in Self.card("Delivery today") }
            }
        }
        let clipped = try catalogue.auditFindings().filter { ["clipped", "truncated"].contains($0.rule) }
        #expect(clipped.map(\.entry) == ["Card/title@light-xa-1x"], "\(clipped)")
        let finding = try #require(clipped.first)
        // The line's pseudo-locale width, from the card's left padding (8), against the card's 200 points.
        let line = try Self.lineWidth("Delivery today", RenderTraits(theme: .light, scale: 1, pseudoLocale: .accented))
        #expect(8 + line - 200 > 10 && line < 240)
        #expect(finding.rule == "clipped")
        #expect(finding.detail == #"Label "Delivery today" is clipped by Stack (Stack): \#(Audit.format(8 + line - 200)) pt of its \#(Audit.format(line)) pt width hidden at the right"#, "\(finding.detail)")
        #expect(finding.element == "Stack/Label[0]", "\(finding.element)")
    }

    @Test func overlapsAndEdgesAreMeasuredAndFittingOrSwipedTextIsNot() throws {
        let catalogue = Catalogue("Fit", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Pair") {
                CatalogueEntry("overlapping") { _ in
                    [UI.Label(text: "Left"), UI.Label(text: "Right")].stack(axis: .horizontal, spacing: -12).padding(8)
                }
                CatalogueEntry("apart") { _ in
                    [UI.Label(text: "Left"), UI.Label(text: "Right")].stack(axis: .horizontal, spacing: 8).padding(8)
                }
                CatalogueEntry("too-wide", layout: .width(120)) { _ in
                    [UI.Label(text: "A line wider than the picture").numberOfLines(1).requiredWidth(300)].stack(axis: .horizontal)
                }
                CatalogueEntry("swiped", layout: .width(200)) { _ in
                    UI.Label(text: "Swiped away").padding(16).deletable(isRevealed: true)
                }
            }
        }
        let findings = try catalogue.auditFindings().filter { ["clipped", "overlap"].contains($0.rule) }
        #expect(Set(findings.map { $0.entry.components(separatedBy: "@")[0] }) == ["Pair/overlapping", "Pair/too-wide"], "\(findings)")
        let traits = RenderTraits(theme: .light, scale: 1)

        // "Left" is placed at its rounded-up width, 12 points back: its line reaches that far into "Right".
        let overlap = try #require(findings.first { $0.rule == "overlap" })
        let left = try Self.lineWidth("Left", traits)
        let shared = left - (left.rounded(.up) - 12)
        let height = try UI.Label(text: "Left").sizeThatFits(width: nil, in: RenderEnvironment(traits: traits)).height
        #expect(overlap.detail == #"Label "Left" overlaps Label "Right" (Stack/Label[1]) by \#(Audit.format(shared)) × \#(Audit.format(height)) pt"#, "\(overlap.detail)")

        let edge = try #require(findings.first { $0.entry.hasPrefix("Pair/too-wide") })
        let width = try Self.lineWidth("A line wider than the picture", traits)
        #expect(edge.detail == #"Label "A line wider than the picture" runs past the picture's edge: \#(Audit.format(width - 120)) pt of its \#(Audit.format(width)) pt width hidden at the right"#, "\(edge.detail)")
    }
}
