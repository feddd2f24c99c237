import Rasterizer
import Testing
@testable import Components

/// The accented pseudo-locale: IBM's expansion table, accents on letters only, brackets at both
/// ends, styled runs kept, and the variant named `-xa`; the bidi-wrapped one: Android's wrapping
/// of each word, a right-to-left layout, and the variant named `-rtl-xb`.
@Suite struct PseudoLocaleTests {
    @Test func stringsGrowByTheExpansionTableAndAreBracketed() {
        // Up to 10 characters double; 11–20 grow 80 %, 21–30 60 %, 31–50 40 %, 51–70 31 %, then 30 %.
        for (length, added) in [(1, 1), (3, 3), (10, 10), (11, 9), (20, 16), (21, 13), (30, 18), (31, 13), (50, 20), (51, 16), (70, 22), (71, 22), (200, 60)] {
            #expect(PseudoLocale.expansion(forLength: length) == added, "\(length)")
            let text = String(repeating: "x", count: length)
            let localized = PseudoLocale.accented.localized(text)
            #expect(localized.count == length + added + 2, "\(length): \(localized)")
            #expect(localized.hasPrefix("[") && localized.hasSuffix("]"))
            #expect(!localized.dropLast().hasSuffix(" "), "no string ends in a space before its bracket")
        }
        #expect(PseudoLocale.accented.localized("Add") == "[Áðð óñ]")
        #expect(PseudoLocale.accented.localized("x") == "[xé]")
        #expect(PseudoLocale.accented.localized("£2.40") == "[£2.40 óñéé]", "figures and symbols keep their form")
        #expect(PseudoLocale.accented.localized("") == "")
    }

    @Test func styledRunsKeepTheirStyles() {
        let body = TextStyle(family: "Inter", size: 15), bold = TextStyle(family: "Inter", weight: .bold, size: 15)
        let text = AttributedText(spans: [TextSpan("Hello ", style: body, color: .black), TextSpan("Ada", style: bold, color: .black)])
        let localized = PseudoLocale.accented.localized(text)
        #expect(localized.spans.map(\.style) == [body, bold])
        #expect(localized.spans[0].text == "[Ĥéļļó ")
        #expect(localized.spans[1].text.hasPrefix("Áðá ") && localized.spans[1].text.hasSuffix("]"))
        #expect(localized.string.count == "Hello Ada".count + PseudoLocale.expansion(forLength: 9) + 2)
    }

    @Test func theVariantIsNamedAndTheLayoutUsesIt() throws {
        #expect(RenderTraits(theme: .light, scale: 2, pseudoLocale: .accented).variantName == "light-xa-2x")
        let label = UI.Label(text: "Continue")
        let plain = try label.layout(width: nil, in: RenderEnvironment(traits: RenderTraits()))
        let pseudo = try label.layout(width: nil, in: RenderEnvironment(traits: RenderTraits(pseudoLocale: .accented)))
        #expect(pseudo.size.width > plain.size.width * 1.8, "\(plain.size.width) → \(pseudo.size.width)")
        // What assistive technologies read stays the string as written.
        #expect(label.accessibility.label == "Continue")
    }

    @Test func bidiWrappingReadsEachWordRightToLeftInAMirroredLayout() throws {
        let (rlm, rlo, pdf) = ("\u{200F}", "\u{202E}", "\u{202C}")
        #expect(PseudoLocale.bidiWrapped.localized("Add item") == "\(rlm)\(rlo)Add\(pdf)\(rlm) \(rlm)\(rlo)item\(pdf)\(rlm)")
        #expect(PseudoLocale.bidiWrapped.localized("  two  spaces ") == "  \(rlm)\(rlo)two\(pdf)\(rlm)  \(rlm)\(rlo)spaces\(pdf)\(rlm) ")
        let traits = RenderTraits(theme: .light, scale: 2, pseudoLocale: .bidiWrapped)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.variantName == "light-rtl-xb-2x")
        var changed = RenderTraits()
        changed.pseudoLocale = .bidiWrapped
        #expect(changed == traits)

        // Drawn: the same glyphs as written, in the opposite order, against the right edge.
        let label = UI.Label(text: "Continue")
        let plain = try label.layout(width: 200, in: RenderEnvironment(traits: RenderTraits()))
        let wrapped = try label.layout(width: 200, in: RenderEnvironment(traits: traits))
        #expect(abs(plain.size.width - wrapped.size.width) < 1e-9, "the marks draw nothing")
        let visible = { (layout: TextLayout) in layout.lines[0].runs.flatMap { $0.text.glyphs.filter { $0.advance > 0 }.map(\.glyph) } }
        #expect(visible(wrapped) == visible(plain).reversed())
        #expect(abs(wrapped.lines[0].x + wrapped.lines[0].width - 200) < 1e-9, "natural alignment is the right edge")
        #expect(label.accessibility.label == "Continue")
    }
}

/// A long label in the accented pseudo-locale costs time in proportion to its length: the padding
/// was counted again on each turn of its loop (a 1 MB label took 267 s; the limit is a hang guard).
@Suite struct LongPseudoLocaleTests {
    @Test(.timeLimit(.minutes(1))) func aMegabyteLabelIsPaddedInLinearTime() {
        let text = String(repeating: "Basket ", count: 150_000)
        let localized = PseudoLocale.accented.localized(text)
        #expect(localized.hasPrefix("[Bášķéţ") && localized.hasSuffix("]"))
        #expect(localized.count == text.count + 2 + PseudoLocale.expansion(forLength: text.count), "the padding is as long as the expansion says")
    }
}
