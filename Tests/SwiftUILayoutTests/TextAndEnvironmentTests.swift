import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing
import TestSupport

@testable import BentoSwiftUI

/// Text through Bento's text engine, and what views read from their environment and state.
@Suite struct TextAndEnvironmentTests {
    /// Text in the system font against the simulator's own boxes (`../shared/swiftui-fixtures`,
    /// their JSON): adammcarter/swift-snapshot-testing-macros' `TextBackground` (MIT), where the
    /// simulator drew `Text("viewBackgroundColor() (yellow)")` and `Text("explicitBackground()
    /// (gray)")` at their ideal sizes as 243 × 20.333 and 207 × 20.333 point boxes, and
    /// doordash-oss/swiftui-preview-snapshots' `SimpleView` (Apache-2.0), whose "Hello World" ink
    /// is 86 points wide. SF Pro is not shipped: the stand-in face set with SF Pro's tracking by
    /// size (`SystemFontTracking.systemFont`, the default) against its own spacing
    /// (`.standInFace`). The heights are within a point either way; tracked, the widths are within
    /// 1 % of the simulator's (+0.4 % and −0.5 %), where the stand-in's own spacing is 5 to 6 %
    /// wider. Each case's
    /// figures are printed: the band a team can expect (in the SwiftUI article).
    @Test func textInTheSystemFontIsTheSimulatorsWidthWithSFProsTracking() throws {
        func width(_ text: String, _ tracking: SystemFontTracking) -> CGRect {
            var theme = Theme.light
            theme.typography.systemFontTracking = tracking
            return layOut(Text(text), in: .unspecified, environment: RenderEnvironment(traits: RenderTraits(theme: theme))).frame
        }
        let folder = "adammcarter-swift-snapshot-testing-macros/TextBackground/"
        let cases = [
            ("viewBackgroundColor() (yellow)", try #require(SimulatorFixtureTests.boxes(folder + "viewBackgroundColor_min-size_light.1.geometry.json")["text_frame"])),
            ("explicitBackground() (gray)", try #require(SimulatorFixtureTests.boxes(folder + "explicitBackground_min-size_light.1.geometry.json")["text_frame"])),
        ]
        for (text, simulator) in cases {
            let tracked = width(text, .systemFont)
            let untracked = width(text, .standInFace)
            let error = (tracked.width - simulator.width) / simulator.width
            let before = (untracked.width - simulator.width) / simulator.width
            print(String(format: "\"%@\": %.1f × %.1f tracked (%+.1f %%), %.1f untracked (%+.1f %%), the simulator's %.1f × %.3f", text, tracked.width, tracked.height, error * 100, untracked.width, before * 100, simulator.width, simulator.height))
            #expect(abs(tracked.height - simulator.height) <= 1 && abs(untracked.height - simulator.height) <= 1)
            #expect(abs(error) <= 0.01, "\(text): \(tracked.width) against \(simulator.width)")
            #expect(abs(error) < abs(before), "SF Pro's tracking brings \(text) nearer the simulator's width")
        }
        // Ink, not a frame: the frame is wider than the ink by the side bearings of its first
        // and last glyphs, about a point.
        let hello = width("Hello World", .systemFont).width
        let ink = 86.0
        print(String(format: "\"Hello World\": %.1f tracked, %.1f untracked, the simulator's ink %.1f", hello, width("Hello World", .standInFace).width, ink))
        #expect(hello >= ink && hello <= ink + 3, "\(hello)")
    }

    /// A text proposed less than its line wraps to more lines and is no wider than proposed; at its
    /// ideal size it is one line, as wide as Bento's label of the same font.
    @Test func textWrapsToTheWidthItIsProposed() throws {
        let line = layOut(Text("Appointments this week"), in: .unspecified).frame.size
        let label = try UI.Label(text: "Appointments this week", style: Font.body.textStyle(
                systemFamily: RenderEnvironment().theme.typography.body1.family, tracking: .systemFont, extraTracking: 0, dynamicTypeSize: .large))
            .sizeThatFits(width: nil, in: RenderEnvironment())
        #expect(Double(line.width) == label.width && Double(line.height) == label.height)
        let wrapped = layOut(Text("Appointments this week").frame(width: 100), in: .unspecified)
        let text = try #require(wrapped.all.first { $0.kind == "Text" })
        #expect(text.frame.width <= 100 && text.frame.height > line.height * 1.5, "\(text.frame)")
        // A line limit of one keeps one line.
        let limited = layOut(Text("Appointments this week").lineLimit(1).frame(width: 100), in: .unspecified)
        #expect(limited.all.first { $0.kind == "Text" }?.frame.height == line.height)
        // The title style is larger than body.
        #expect(layOut(Text("Appointments").font(.title), in: .unspecified).frame.height > line.height)
    }

    struct Accent: EnvironmentKey { static let defaultValue: CGFloat = 10 }

    /// A team's own key, read with `@Environment` in a view's body.
    struct Swatch: View {
        @Environment(\.accentWidth) var width
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            Color.red.frame(width: isEnabled ? width : 1, height: 10)
        }
    }

    @Test func aViewReadsItsEnvironmentWhereItIs() {
        #expect(layOut(Swatch(), in: .unspecified).frame.width == 10)
        #expect(layOut(Swatch().environment(\.accentWidth, 40), in: .unspecified).frame.width == 40)
        #expect(layOut(HStack(spacing: 0) { Swatch(); Swatch().environment(\.accentWidth, 25) }.environment(\.accentWidth, 15), in: .unspecified).frame.width == 40)
        #expect(layOut(Swatch().disabled(true), in: .unspecified).frame.width == 1)
    }

    /// `@State` starts at its value; `@Binding` reads through, `.constant` as a preview hands it.
    struct Toggle: View {
        @Binding var isOn: Bool
        @State private var pressed = false
        var body: some View {
            Capsule().fill(isOn ? .green : .gray).frame(width: pressed ? 60 : 51, height: 31)
        }
    }

    @Test func stateStartsAtItsValueAndABindingReadsThrough() {
        let on = layOut(Toggle(isOn: .constant(true)), in: .unspecified)
        #expect(on.frame.size == CGSize(width: 51, height: 31))
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = true
        #expect(stored)
        struct Pair { var a = 1, b = 2 }
        var pair = Pair()
        let whole = Binding(get: { pair }, set: { pair = $0 })
        whole.b.wrappedValue = 5
        #expect(pair.b == 5)
    }

    /// A foreground colour set on a stack reaches the shapes inside it.
    @Test func aShapeDrawsWithTheForegroundColour() throws {
        let view = HStack { Rectangle().frame(width: 4, height: 4) }.foregroundColor(.blue)
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: view), layout: .sizeThatFits)
        #expect(bitmap[2, 2] == PremultipliedPixel(red: 0, green: 136, blue: 255, alpha: 255))
    }
}

extension EnvironmentValues {
    var accentWidth: CGFloat {
        get { self[TextAndEnvironmentTests.Accent.self] }
        set { self[TextAndEnvironmentTests.Accent.self] = newValue }
    }
}

/// Text's own modifiers and the environment's text settings.
@Suite struct TextStylingTests {
    static func size<V: View>(_ view: V, width: CGFloat? = nil) -> CGSize {
        layOut(view, in: ProposedViewSize(width: width, height: nil)).frame.size
    }

    @Test func runsKeepTheirAttributesWhenJoined() {
        let plain = Self.size(Text("Total ") + Text("42"))
        let bolder = Self.size(Text("Total ") + Text("42").bold())
        #expect(bolder.width > plain.width && bolder.height == plain.height, "\(plain) \(bolder)")
        #expect(Self.size(Text("Total 42").fontWeight(.heavy)).width > plain.width)
        #expect(Self.size(Text("Total 42").bold()) == Self.size(Text("Total 42").font(.body.bold())))
    }

    @Test func theEnvironmentsTextSettingsReachTheText() throws {
        let words = "Appointments are confirmed by message"
        let twoLines = Self.size(Text(words), width: 150)
        #expect(Self.size(Text(words).lineSpacing(6), width: 150).height > twoLines.height)
        #expect(Self.size(VStack { Text(words) }.bold(), width: 1_000).width > Self.size(Text(words), width: 1_000).width)
        // Centred lines: the last line starts further from the leading edge than when leading.
        func firstInkOfLastLine(_ alignment: BentoSwiftUI.TextAlignment) throws -> Int {
            let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(
                of: HostingView(rootView: ZStack { Color.white; Text("Confirmed by a message in a day").multilineTextAlignment(alignment).frame(width: 120) }),
                layout: .sizeThatFits)
            var first = bitmap.width
            for y in (bitmap.height - 8)..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].red < 128 { first = min(first, x) } }
            return first
        }
        #expect(try firstInkOfLastLine(.center) > firstInkOfLastLine(.leading) + 4)
        #expect(Self.size(Text(words).lineLimit(1).truncationMode(.head), width: 150).height < twoLines.height)
    }
}
