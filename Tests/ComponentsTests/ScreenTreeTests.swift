import Components
import DesignTokens
import Layout
import Testing

/// A screen draws its bars, rows and pinned boxes into one list, and a table part way through a
/// change draws one picture of it; both keep what they show as children in the laid-out tree,
/// so a tool walks a screen as it walks any component (they had no children, only a flat list
/// of records).
@Suite struct ScreenTreeTests {
    /// The node and every node inside it, each before its children.
    static func descendants(of node: LaidOutNode) -> [LaidOutNode] {
        [node] + node.children.flatMap(descendants)
    }

    @Test func aScreenKeepsItsTitleAndRowsAsChildren() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let screen = TransitionTests.screen(ids: [("milk", "Milk"), ("eggs", "Eggs")])
        let tree = try renderer.laidOutTree(of: screen)
        #expect(tree.isDrawnAsOne)
        let all = Self.descendants(of: tree)
        let labels = all.compactMap(\.record.accessibility.label)
        #expect(labels.contains("Rows") && labels.contains("Milk") && labels.contains("Eggs"), "\(labels)")
        // The children are the tree the records list, and the picture is still the one list.
        #expect(tree.records.count == all.filter(\.isListed).count)
        #expect(try renderer.bitmap(of: screen) == renderer.picture(of: screen).bitmap)
    }

    @Test func aTablePartWayThroughAChangeKeepsItsRowsWhereTheyComeToRest() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let names = ["Milk", "Eggs", "Bread"]
        let old = TransitionTests.screen(ids: names.map { ($0, $0) })
        let new = TransitionTests.screen(ids: (["Oat milk"] + names).map { ($0, $0) })
        let frames = Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable())
        let middle = try renderer.laidOutTree(of: frames[frames.count / 2])
        let drawnAsOne = Self.descendants(of: middle).filter { $0.isDrawnAsOne && $0.record.frame.height > 0 }
        let inside = drawnAsOne.flatMap { $0.children.flatMap(Self.descendants) }.compactMap(\.record.accessibility.label)
        #expect(inside.contains("Oat milk") && inside.contains("Bread"), "the rows at rest are in the tree: \(inside)")
    }
}
