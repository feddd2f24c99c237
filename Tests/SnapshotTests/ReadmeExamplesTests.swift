import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing

/// The README's examples, compiled and run, so the front door stays true.
@Suite struct ReadmeExamplesTests {
    @Test func textExamples() throws {
        let label = UI.Label(text: "Delivered to your door, usually within two working days")
            .numberOfLines(2)
            .lineBreakMode(.truncateTail)
            .textAlignment(.natural)
        let mixed = UI.Label(attributedText: AttributedText(spans: [
            TextSpan("Delivery ", style: Typography.standard.body1, color: Theme.light.colors.textPrimary),
            TextSpan("tomorrow", style: Typography.standard.body1.weight(.bold), color: Theme.light.colors.primary),
        ]))
        let environment = RenderEnvironment()
        #expect(try label.sizeThatFits(width: 200, in: environment).height == 44)
        #expect(try mixed.sizeThatFits(width: nil, in: environment).width > 0)

        let canvas = try Canvas(width: 160, height: 80, background: .white)
        let layout = try TextLayouter().layout(
            AttributedText("Hello, world", style: Typography.standard.body1, color: .black),
            style: ParagraphStyle(alignment: .center, numberOfLines: 0), width: 120)
        #expect(layout.size.height == 22 && layout.firstBaseline > 0)
        canvas.drawText(layout, at: Point(x: 16, y: 16))
    }

    @Test func layoutExamples() throws {
        func row(showsChevron: Bool) -> UI.Stack {
            let items: [(any Renderable)?] = [
                UI.Image(iconNamed: "local_pharmacy").width(24).height(24),
                UI.Label(text: "Pick up from a pharmacy near you").numberOfLines(0),
                showsChevron ? UI.Image(iconNamed: "chevron_right") : nil,
            ]
            return items.stack(axis: .horizontal, spacing: 16, layoutMargins: EdgeInsets(16), alignment: .center)
        }
        let frames = try row(showsChevron: true).layoutFrames(width: 390, in: RenderEnvironment())
        #expect(frames.count == 4)
        #expect(try row(showsChevron: false).layoutFrames(width: 390, in: RenderEnvironment()).count == 3)

        let layout = ConstraintLayout(width: 390)
        let title = layout.addBox("title", item: StackChild { width in
            LayoutMeasurement(size: LayoutSize(width: min(width ?? 300, 300), height: 44))
        })
        layout.add(title.leading == layout.container.leading + 16)
        layout.add(title.trailing == layout.container.trailing - 16)
        layout.add(title.top == layout.container.top + 16)
        layout.add(layout.container.bottom >= title.bottom + 16)
        let (boxes, height) = try layout.solve()
        #expect(boxes[0].width == 358 && height == 76)
    }
}

@Suite struct ReadmeScreenExampleTests {
    enum SectionID: Hashable, Sendable { case account, notifications }
    enum RowID: Hashable, Sendable { case name, push }

    @Test func screenExample() throws {
        let showsNotifications = true
        let box = Box<SectionID, RowID>.empty
            |-+ Section(id: .account, header: UI.Label(text: "ACCOUNT"))
            |---+ Node(id: .name, component: Component.DetailedDescription(texts: ["Name"], detail: "Ada"))
            |-? .iff(showsNotifications) { Section(id: .notifications) |---+ Node(id: .push, component: Component.Toggle(title: "Push", isOn: true)) }

        let screen = Screen(title: "Settings", rightBarItems: [BarButtonItem(appearance: .text("Done"))], box: box)
        let traits = RenderTraits(theme: .dark, scale: 3, contentSize: .extraLarge, layoutDirection: .rightToLeft)
        let bitmap = try ScreenRenderer(traits: traits).bitmap(of: screen, device: .iPhone15)
        #expect(bitmap.width == 393 * 3 && bitmap.height == 852 * 3)
        try box.validate()
    }
}

@Suite struct ReadmeDiffExampleTests {
    @Test func diffExample() throws {
        let previousBox = Box<Int, Int>.empty |-+ Section(id: 0) |---+ Node(id: 1, component: UI.Label(text: "a"))
            |---+ Node(id: 2, component: UI.Label(text: "b")) |---+ Node(id: 3, component: UI.Label(text: "c"))
        let box = Box<Int, Int>.empty |-+ Section(id: 0) |---+ Node(id: 3, component: UI.Label(text: "c!"))
            |---+ Node(id: 1, component: UI.Label(text: "a")) |---+ Node(id: 4, component: UI.Label(text: "d"))
        let changes = try BoxChangeset(old: previousBox, new: box)
        #expect(changes.description == "sections: no changes\nsection 0: removed [1]; inserted [2]; moved 2→0*")
        let rebuilt = changes.apply(to: previousBox)
        #expect(rebuilt.sections[0].items.map(\.id) == [3, 1, 4])
    }
}

@Suite struct ReadmeRenderingExampleTests {
    @Test func renderingWithoutATest() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(theme: .dark, scale: 3))
        let png: [UInt8] = try renderer.pngData(of: UI.Label(text: "Hi").padding(4), layout: .width(320))
        let screenSized = try renderer.bitmap(of: UI.Label(text: "Hi"), layout: .device(.iPhoneSE))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(screenSized.width == 960 && screenSized.height == 1704)
    }
}
