import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Rasterizer
import Testing

/// Paragraphs in every line-break mode, alignment and direction, with mixed runs and fallback,
/// compared with `Snapshots/ParagraphSnapshotTests/`.
@Suite struct ParagraphSnapshotTests {
    static let sentence = "Bento describes screens as a function of state: boxes, sections and nodes, diffed and rendered."
    let traits = RenderTraits(theme: .light, scale: 2)

    @Test(arguments: LineBreakMode.allCases)
    func lineBreakMode(_ mode: LineBreakMode) {
        let label = UI.Label(text: Self.sentence).numberOfLines(2).lineBreakMode(mode)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: traits, named: mode.rawValue)
    }

    @Test(arguments: TextAlignment.allCases)
    func alignment(_ alignment: TextAlignment) {
        let label = UI.Label(text: Self.sentence).numberOfLines(0).textAlignment(alignment)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: traits, named: alignment.rawValue)
    }

    @Test func rightToLeftParagraphs() {
        let hebrew = UI.Label(text: "שלום עולם, זוהי פסקה בעברית שנשברת לשתי שורות לפחות.").numberOfLines(0)
        assertSnapshot(of: hebrew.padding(8), layout: .width(220), traits: traits, named: "hebrew")
        let arabic = UI.Label(text: "مرحبا بالعالم، هذه فقرة عربية قصيرة.").numberOfLines(0)
        assertSnapshot(of: arabic.padding(8), layout: .width(220), traits: traits, named: "arabic")
        let mixed = UI.Label(text: "Order 42: שלום world").numberOfLines(0)
        assertSnapshot(of: mixed.padding(8), layout: .width(220), traits: traits, named: "mixed-direction")
    }

    @Test func mixedRunsAndLineSpacing() {
        let typography = Typography.standard, colors = Theme.light.colors
        let text = AttributedText(spans: [
            TextSpan("Delivery ", style: typography.body1, color: colors.textPrimary),
            TextSpan("tomorrow", style: typography.body1.weight(.bold), color: colors.primary),
            TextSpan(", between 9 and 11 am. ", style: typography.body1, color: colors.textPrimary),
            TextSpan("Track it in the app.", style: typography.caption, color: colors.textSecondary),
        ])
        let label = UI.Label(attributedText: text).numberOfLines(0).lineSpacing(4)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: traits)
    }

    @Test func fallbackAndMissingGlyphs() {
        // Hebrew and the arrow come from DejaVu Sans, 漢 from Noto Sans CJK; no font has U+0378
        // (not assigned), drawn as .notdef.
        let label = UI.Label(text: "Inter, שלום → 漢 \u{378}").numberOfLines(0)
        let diagnostics = RenderDiagnostics(echoesToStandardError: false)
        let environment = RenderEnvironment(traits: traits, diagnostics: diagnostics)
        assertSnapshot(of: label.padding(8), traits: traits)
        _ = try? label.layout(width: nil, in: environment)
        #expect(diagnostics.warnings.count == 1)
        #expect(diagnostics.warnings.first?.contains("U+378") == true)
    }

    /// One paragraph in each of the scripts an app ships in, each in its own language (its line
    /// rules, its CJK face), wrapped at a phone's width.
    @Test(arguments: [
        ("ja", "ご注文ありがとうございます。「お届け予定」は明日の午前中です。ちょっと待ってください。"),
        ("zh-Hans", "感谢您的订单。预计明天上午送达，请保持电话畅通。"),
        ("ko", "주문해 주셔서 감사합니다. 내일 오전에 배송될 예정입니다."),
        ("th", "ขอบคุณสำหรับคำสั่งซื้อ สินค้าจะจัดส่งถึงคุณในวันพรุ่งนี้ช่วงเช้า"),
        ("hi", "आपके ऑर्डर के लिए धन्यवाद। यह कल सुबह तक पहुँच जाएगा।"),
        ("ar", "شكرًا لطلبك. سيصل غدًا صباحًا بين الساعة 9 و11."),
    ])
    func everyScript(_ language: String, _ text: String) {
        var traits = traits
        traits.locale = language
        let label = UI.Label(text: text).numberOfLines(0)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: traits, named: "script-\(language)")
    }

    @Test func emojiInColour() {
        // Emoji by default, one asked for with VS16, a skin tone, a family, a flag and a keycap;
        // ☺︎ asks for text (VS15) and stays a symbol.
        let label = UI.Label(text: "Delivered 😀 ❤️ 👍🏽 👨‍👩‍👧 🇯🇵 1️⃣ ☺︎").numberOfLines(0)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: traits)
    }
}
