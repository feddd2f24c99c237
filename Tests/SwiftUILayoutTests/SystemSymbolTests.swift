import Components
import DesignTokens
import Foundation
import Rasterizer
import TestSupport
import Testing

@testable import BentoSwiftUI

/// SF Symbols names drawn as open symbols: the table holds the 300 names open-source SwiftUI code
/// uses most (counted by `scripts/count-sf-symbols` over 41 public repositories; its output is the
/// fixture `sf-symbols-usage.tsv`), every name it maps is a glyph of the font Debian ships, a symbol
/// fills the ink square the simulator's pictures give it, turns round right to left when it points,
/// sits on a label's first baseline, and a name the table lacks is a placeholder with a note.
@Suite struct SystemSymbolTests {
    static let usage = Repository.root.appendingPathComponent("Tests/SwiftUILayoutTests/Fixtures/sf-symbols-usage.tsv")

    /// The usage file's rows: (rank, name, repositories, uses), most used first.
    static func rankedNames() throws -> [(rank: Int, name: String, repositories: Int, uses: Int)] {
        let text = try String(contentsOf: usage, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("rank") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return (Int(fields[0]) ?? 0, fields[1], Int(fields[2]) ?? 0, Int(fields[3]) ?? 0)
        }
    }

    @Test func theTableMapsTheThreeHundredNamesUsedMost() throws {
        let ranked = try Self.rankedNames()
        let header = try String(contentsOf: Self.usage, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("# ") && $0.contains("/") }
        #expect(header.count >= 40, "counted over \(header.count) repositories")
        #expect(ranked.count >= 600)
        #expect(ranked.first?.name == "trash" && (ranked.first?.repositories ?? 0) >= 20)
        let missing = ranked.prefix(300).map(\.name).filter { SystemSymbol($0).materialName == nil }
        #expect(missing.isEmpty, "names among the 300 most used that the table lacks: \(missing)")
        #expect(SystemSymbol.materialNames.count >= 450)
        // A few by meaning: outline for outline, filled for .fill.
        #expect(SystemSymbol("trash").materialName == "delete_outline" && SystemSymbol("trash.fill").materialName == "delete")
        #expect(SystemSymbol("heart").materialName == "favorite_border" && SystemSymbol("heart.fill").materialName == "favorite")
        #expect(SystemSymbol("square.and.arrow.up").materialName == "ios_share")
        #expect(SystemSymbol("no.such.symbol").materialName == nil)
    }

    /// Every ligature the table names shapes to one glyph of Material Icons with ink.
    @Test func everyMappedNameIsAGlyphOfTheOpenFont() throws {
        let face = try FontRegistry.standard.face(family: SystemSymbol.family)
        var blank: [String] = []
        for (name, ligature) in SystemSymbol.materialNames.sorted(by: { $0.key < $1.key }) {
            let shaped = face.shape(ligature, size: 24)
            if shaped.glyphs.count != 1 || shaped.glyphs[0].glyph == 0 || face.outline(of: shaped.glyphs[0].glyph).isEmpty { blank.append("\(name) → \(ligature)") }
        }
        #expect(blank.isEmpty, "\(blank)")
    }

    /// The ink's bounding box, in pixels, of what is not white.
    static func ink(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].red < 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    static func render<V: View>(_ view: V, direction: DesignTokens.LayoutDirection = .leftToRight) throws -> Bitmap {
        try ComponentRenderer(traits: RenderTraits(scale: 2, layoutDirection: direction))
            .bitmap(of: HostingView(rootView: ZStack { Color.white; view.foregroundColor(.black) }.fixedSize()), layout: .sizeThatFits)
    }

    /// `checkmark.circle.fill` in body text: the simulator draws its ink 17 × 17 points
    /// (pointfreeco's `testSwiftUIView_iOS.1` geometry); the open symbol's circle fills the same square.
    @Test func aSymbolFillsTheInkSquareTheSimulatorGivesIt() throws {
        let bitmap = try Self.render(Image(systemName: "checkmark.circle.fill"))
        let box = try #require(Self.ink(bitmap))
        let width = Double(box.maxX - box.minX + 1) / 2, height = Double(box.maxY - box.minY + 1) / 2
        #expect(abs(width - 17) <= 1 && abs(height - 17) <= 1, "ink \(width) × \(height) points")
    }

    /// A chevron points the other way right to left (drawn mirrored, as SF Symbols' directional
    /// symbols are); a symbol without a direction does not turn.
    @Test func aDirectionalSymbolTurnsRoundRightToLeft() throws {
        let rightToLeft = try Self.render(Image(systemName: "chevron.right"), direction: .rightToLeft)
        let leftToRight = try Self.render(Image(systemName: "chevron.right"))
        let mirrored = try Self.render(Image(systemName: "chevron.left"))
        #expect(rightToLeft != leftToRight)
        var differing = 0
        for y in 0..<rightToLeft.height { for x in 0..<rightToLeft.width where rightToLeft[x, y] != mirrored[x, y] { differing += 1 } }
        #expect(differing <= rightToLeft.width * rightToLeft.height / 50, "chevron.right right to left is chevron.left: \(differing) pixels differ")
        #expect(try Self.render(Image(systemName: "star"), direction: .rightToLeft) == (try Self.render(Image(systemName: "star"))))
    }

    /// In a Label the symbol sits on the title's first line: its middle at the middle of the
    /// capitals (SF Pro's cap height, 0.705 of the size, above the baseline), as symbols set in
    /// text sit.
    @Test func aLabelsSymbolSitsOnTheTitlesFirstBaseline() throws {
        let label = layOut(Label("Deliveries this week, one line after another", systemImage: "shippingbox").frame(width: 160), in: .unspecified)
        let icon = try #require(label.all.first { $0.kind == "Image" })
        let title = try #require(label.all.first { $0.kind == "Text" })
        // The title's first baseline, found as SwiftUI defines it: a view without text (a line of no
        // height) aligned to it sits on it.
        let marked = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) { Color.red.frame(width: 1, height: 0); Text("Deliveries") }, in: .unspecified)
        let line = try #require(marked.all.first { $0.frame.height == 0 && $0.frame.width == 1 })
        let text = try #require(marked.all.first { $0.kind == "Text" })
        let baseline = line.frame.minY - text.frame.minY
        let capsMiddle = title.frame.minY + baseline - 17 * SymbolNode.capHeight / 2
        #expect(abs(icon.frame.midY - capsMiddle) <= 0.5, "symbol middle \(icon.frame.midY), capitals' middle \(capsMiddle)")
        #expect(title.frame.height > icon.frame.height * 2, "the title wraps, and the symbol stays on its first line")
    }

    /// A name the table lacks is drawn as a visible placeholder, and its record notes the name for
    /// the audit.
    @Test func anUnmappedNameIsAPlaceholderWithANote() throws {
        let node = layOut(Image(systemName: "no.such.symbol"), in: .unspecified)
        #expect(node.record.layoutNotes.contains(.unmappedSymbol("no.such.symbol")))
        #expect(LayoutNote("unmapped-symbol no.such.symbol") == .unmappedSymbol("no.such.symbol"))
        let bitmap = try Self.render(Image(systemName: "no.such.symbol"))
        #expect(Self.ink(bitmap) != nil, "the placeholder shows")
        #expect(!layOut(Image(systemName: "trash"), in: .unspecified).record.layoutNotes.contains { $0.unmappedSymbolName != nil })
    }

    /// The sample beside the simulator's own picture: pointfreeco's `testSwiftUIView_iOS` view
    /// (`checkmark.circle.fill` and "Checked" on a blue rounded rectangle, on yellow) drawn at 2x as
    /// the fixture's source writes it, its symbol's ink against the simulator's picture of it
    /// (`testSwiftUIView_iOS.1.png`, iOS 13): the same box within 2 pixels, and most of the same
    /// pixels (the circle and its cut-out check, Material's drawing of the same symbol).
    @Test func theCheckmarkIsDrawnWhereTheSimulatorDrewIt() throws {
        let view = HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
        let ours = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: view), layout: .sizeThatFits)
        let simulator = try Bitmap(
            contentsOfPNG: try SharedMaterial.folder("swiftui-fixtures").appendingPathComponent("pointfreeco-swift-snapshot-testing/testSwiftUIView_iOS/testSwiftUIView_iOS.1.png"))
        // The symbol's dark ink in the rectangle's left part, where both pictures have only the symbol.
        func ink(_ bitmap: Bitmap) -> Set<Int> {
            var found = Set<Int>()
            for y in 30..<72 { for x in 30..<70 where Int(bitmap[x, y].red) + Int(bitmap[x, y].green) + Int(bitmap[x, y].blue) < 150 { found.insert(y * 1000 + x) } }
            return found
        }
        let a = ink(ours), b = ink(simulator)
        func box(_ pixels: Set<Int>) -> [Int] { [pixels.map { $0 % 1000 }.min() ?? 0, pixels.map { $0 / 1000 }.min() ?? 0, pixels.map { $0 % 1000 }.max() ?? 0, pixels.map { $0 / 1000 }.max() ?? 0] }
        #expect(zip(box(a), box(b)).allSatisfy { abs($0 - $1) <= 2 }, "ours \(box(a)), the simulator's \(box(b))")
        let overlap = Double(a.intersection(b).count) / Double(max(1, a.union(b).count))
        #expect(overlap >= 0.75, "the same pixels: \(overlap)")
    }
}
