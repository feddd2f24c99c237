import BentoCatalogue
import ComponentCatalogue
import Components
import Rasterizer
import Testing

/// One tree: every variant of the demo catalogue is drawn from its laid-out tree, and each node of
/// the tree records exactly the colours its own drawing uses, so the audit, the specs and the
/// token pages (which read the records) say what the pixels show.
@Suite struct TreeDrawingTests {
    @Test func everyNodeRecordsTheColoursItDraws() throws {
        var mismatches: [String] = []
        var variants = 0
        for entry in BentoCatalogue.catalogue.entries {
            for variant in entry.allVariants() {
                let renderer = ComponentRenderer(traits: variant.traits)
                let tree = try renderer.laidOutTree(of: entry.make(variant), layout: entry.layout(for: variant))
                mismatches += tree.designMismatches.map { "\(entry.identifier) \(variant.name): \($0)" }
                variants += 1
            }
        }
        #expect(variants > 150)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) mismatches:\n" + mismatches.prefix(40).joined(separator: "\n")))
    }

    /// The pixels drawn from the tree the tools read (with every detail recorded) are the pixels
    /// the render draws without recording anything.
    @Test func theRecordedTreeDrawsTheRenderedPixels() throws {
        for entry in BentoCatalogue.catalogue.entries {
            guard let variant = entry.allVariants().first else { continue }
            let renderer = ComponentRenderer(traits: variant.traits)
            let component = entry.make(variant), layout = entry.layout(for: variant)
            let tree = try renderer.laidOutTree(of: component, layout: layout)
            let rendered = try renderer.bitmap(of: component, layout: layout)
            let canvas = try Canvas(width: rendered.width, height: rendered.height, background: variant.traits.resolvedTheme.colors.background)
            canvas.transform = Transform(scale: variant.traits.scale)
            canvas.draw(tree.displayList)
            #expect(canvas.bitmap == rendered, "\(entry.identifier): the tree draws other pixels than the render")
            #expect(try renderer.picture(of: component, layout: layout).bitmap == rendered, "\(entry.identifier): one pass draws other pixels")
            #expect(tree.records.map(\.frame) == (try renderer.layoutNodes(of: component, layout: layout, designUses: false)).map(\.frame))
        }
    }

    /// A node that draws a colour it does not record, or records one it does not draw, is named;
    /// a component that only renders records what it draws.
    @Test func aMismatchNamesTheNodeAndTheColour() throws {
        struct Swatch: Renderable {
            func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
            func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
                var node = LaidOutNode(self, frame: frame, environment: environment)
                node.draw(.fill(.rect(frame.rect), .solid(Color(red: 1, green: 0, blue: 0)), .nonZero))
                return node
            }
        }
        struct Dot: Renderable {
            func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
            func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
                list.fill(.circle(center: Point(x: frame.midX, y: frame.midY), radius: 5), with: .solid(Color(red: 1, green: 1, blue: 0)))
            }
        }
        let renderer = ComponentRenderer()
        let stack = [Swatch(), Dot(), UI.View().backgroundColor(Color(red: 0, green: 0, blue: 1)).height(4)].stack(axis: .vertical)
        let tree = try renderer.laidOutTree(of: stack)
        #expect(tree.designMismatches.map(\.description) == ["Stack/Swatch[0] draws #FF0000FF without recording it"])
        #expect(tree.records[2].designUses.map(\.description).first?.hasPrefix("fill #FFFF00FF") == true)
        var recordedOnly = tree
        recordedOnly.record.designUses = [.color("background", Color(red: 0, green: 1, blue: 0))]
        #expect(recordedOnly.designMismatches.map(\.description).first == "Stack records #00FF00FF without drawing it")
    }
}
