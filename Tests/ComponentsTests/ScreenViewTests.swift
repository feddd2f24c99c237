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

    /// A row of a table screen: a title and an amount, a component of its own as a team writes one.
    struct TransactionRow: Renderable {
        var title: String
        var body: some Renderable {
            [UI.Label(text: title).asAnyRenderable(), UI.Label(text: "£3").asAnyRenderable()].stack(axis: .horizontal, spacing: 8).padding(12)
        }
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            try body.sizeThatFits(width: width, in: environment)
        }
        func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            try node.place(body, in: frame, environment: environment)
            return node
        }
    }

    static func transactions(_ count: Int) -> Screen<String, String> {
        let rows = (0..<count).map { Node(id: "\($0)", component: TransactionRow(title: "Payment \($0)")) }
        let top = Box<String, String>.empty |-+ Section(id: "search") |---+ Node(id: "find", component: UI.Label(text: "Find").padding(8))
        let bottom = Box<String, String>.empty |-+ Section(id: "pay") |---+ Node(id: "pay", component: UI.Button(title: "Pay").padding(16))
        return Screen(
            title: "Payments", box: Box<String, String>.empty |-+ Section(id: "rows", items: rows), pinnedToTopBox: top, pinnedToBottomBox: bottom)
    }

    /// Issue 75, item 3: the rows of a screen whose content is taller than its viewport were listed
    /// under the navigation title (the scrolling box, taller than the viewport, was left out), and
    /// the pinned boxes moved up an index.
    @Test func aScreenTallerThanItsViewportKeepsItsStructure() throws {
        let environment = RenderEnvironment(traits: RenderTraits(theme: .light, scale: 3)).withLayoutDetails(designUses: false)
        func paths(_ count: Int, _ height: ScreenRenderer.Height = .viewport) throws -> [String] {
            LaidOutComponent.paths(of: try ScreenView(Self.transactions(count), device: .iPhone15, height: height).layoutTree(width: 390, in: environment))
        }
        let fits = try paths(3), overflows = try paths(40)
        // The rows of the screen that fits keep their paths when rows are added below the viewport.
        #expect(fits.contains("ScreenView/BoxContent[1]/TransactionRow[2]/Stack[0]/Label[0]"))
        for path in fits where path.hasPrefix("ScreenView/BoxContent[1]/") { #expect(overflows.contains(path)) }
        for path in overflows { #expect(!path.hasPrefix("ScreenView/Label[0]/"), "a row listed under the title: \(path)") }
        // The pinned boxes keep their index.
        #expect(fits.contains("ScreenView/BoxContent[2]/Label[0]") && overflows.contains("ScreenView/BoxContent[2]/Label[0]"))
        #expect(fits.contains("ScreenView/BoxContent[3]/Button[0]") && overflows.contains("ScreenView/BoxContent[3]/Button[0]"))
        // At full content, assistive technologies read every row; in the viewport, every row on
        // screen, the one cut by the pinned box included.
        let full = try AccessibilityTree.dump(of: ScreenView(Self.transactions(40), device: .iPhone15, height: .fullContent), width: 390, in: environment)
        for index in 0..<40 { #expect(full.contains("label: \"Payment \(index)\""), "Payment \(index) missing") }
        #expect(full.contains("button, label: \"Pay\""))
        let screen = try ScreenView(Self.transactions(40), device: .iPhone15).layoutTree(width: 390, in: environment)
        let drawn = try ScreenRenderer(environment: environment).geometry(of: Self.transactions(40), device: .iPhone15, height: .viewport)
        let rows = screen.filter { $0.typeName == "TransactionRow" }
        #expect(rows.count > 5)
        #expect(rows.allSatisfy { $0.frame.y < drawn.viewportBottom && $0.frame.maxY > drawn.viewportTop })
        #expect(rows.last.map { $0.frame.maxY > drawn.viewportBottom } == true, "the row cut by the pinned box is listed")
    }
}
