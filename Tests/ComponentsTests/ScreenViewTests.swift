import DesignTokens
import Layout
import Rasterizer
import Testing
@testable import Components

/// A screen as a component draws what `ScreenRenderer` draws, wherever it is placed, and shows
/// its rows to assistive technologies.
@Suite struct ScreenViewTests {
    static let traits = RenderTraits(theme: .light, scale: 1)

    static func screen() -> Screen<String, String> {
        let style = Theme.light.typography.body1
        let box = Box<String, String>.empty
            |-+ Section(id: "main")
            |---+ Node(id: "one", component: UI.Label(text: "First row", style: style).padding(12))
            |---+ Node(id: "two", component: UI.Label(text: "Second row", style: style).padding(12))
        let bottom = Box<String, String>.empty |-+ Section(id: "bottom") |---+ Node(id: "go", component: UI.Button(title: "Go").padding(16))
        return Screen(title: "Rows", rightBarItems: [BarButtonItem(appearance: .text("Done"))], box: box, pinnedToBottomBox: bottom)
    }

    @Test func drawsWhatTheScreenRendererDraws() throws {
        let view = ScreenView(Self.screen(), device: .iPhoneSE)
        let renderer = ComponentRenderer(traits: Self.traits)
        // The device's size, whatever width is offered.
        #expect(try view.sizeThatFits(width: 1000, in: renderer.environment) == Size(width: 320, height: 568))
        let asComponent = try renderer.bitmap(of: view)
        let direct = try ScreenRenderer(traits: Self.traits).bitmap(of: Self.screen(), device: .iPhoneSE)
        #expect(asComponent == direct)

        // Placed 10 points in and 20 down, the same pixels move with it.
        let framed = try renderer.bitmap(of: view.padding(EdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 0)))
        #expect(framed.width == 330 && framed.height == 588)
        var moved = 0
        for y in stride(from: 0, to: 568, by: 7) {
            for x in stride(from: 0, to: 320, by: 5) where framed[x + 10, y + 20] != direct[x, y] { moved += 1 }
        }
        #expect(moved == 0)
    }

    @Test func theBarAndTheRowsOnScreenAreInTheAccessibilityTree() throws {
        var screen = Self.screen()
        screen.leftBarItems = [BarButtonItem(appearance: .image(.icon(named: "close")), accessibilityLabel: "Close")]
        let tree = try AccessibilityTree.dump(of: ScreenView(screen, device: .iPhoneSE), width: 320, in: RenderEnvironment(traits: Self.traits))
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.hasPrefix("element, label: \"Rows\"") == true)
        #expect(lines.contains { $0.hasPrefix("header, label: \"Rows\"") })
        #expect(lines.contains { $0.hasPrefix("staticText, label: \"First row\"") })
        #expect(lines.contains { $0.hasPrefix("button, label: \"Go\"") })
        // Bar items are buttons with UIKit's 44-point hit area around a 24-point icon.
        #expect(lines.contains("button, label: \"Close\", interactive, frame: (6, 20, 44, 44)"))
        #expect(lines.contains { $0.hasPrefix("button, label: \"Done\", interactive") })

        // Full height keeps every row; a short viewport leaves out rows scrolled below it.
        let rows = (0..<30).map { Node(id: "\($0)", component: UI.Label(text: "Row \($0)").padding(12)) }
        let tall = Screen<String, String>(title: "Long", box: Box<String, String>.empty |-+ Section(id: "rows", items: rows))
        let environment = RenderEnvironment(traits: Self.traits)
        let viewport = try AccessibilityTree.dump(of: ScreenView(tall, device: .iPhoneSE), width: 320, in: environment)
        let full = try AccessibilityTree.dump(of: ScreenView(tall, device: .iPhoneSE, height: .fullContent), width: 320, in: environment)
        #expect(full.contains("\"Row 29\"") && !viewport.contains("\"Row 29\"") && viewport.contains("\"Row 0\""))
    }
}
