import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Testing

/// The Swift of the DocC articles that is not a piece of an example package, compiled and run:
/// `DocumentationArticlesTests` checks that each block marked `// Tests/SnapshotTests/DocumentationSnippetsTests.swift`
/// appears here line for line.
@Suite struct DocumentationSnippetsTests {
    /// Tokens and themes: a theme from a token file (the built-in dark one, copied under a brand's
    /// name), and the Design Library built from it. (The README showed this code until it moved
    /// to the article; this is its one test.)
    @Test func tokensAndThemes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("brand.tokens.json")
        try #require(Theme.builtInTokens(named: "dark")).write(to: tokens)

        let brand = try Theme(tokensAt: tokens)   // a file named brand.tokens.json: the theme "brand"

        let library = DesignLibrary(configuration: .init(theme: brand))
        let builder = library.componentsBuilder(traits: RenderTraits(theme: brand, contentSize: .extraLarge))
        let rows: [AnyRenderable] = [
            builder.sectionHeader(title: "Choose pharmacy type"),
            builder.row3(title: "Collection", detail: "From a pharmacy near you", image: Icon(template: builder.tokens.icons.image(.pharmacy))),
            builder.banner(description: "Your prescription is ready", leadingIcon: builder.tokens.icons.image(.info)),
            builder.primaryButton(title: "Continue"),
        ]
        let modal = library.viewControllerBuilder().confirmationModal(
            title: "Cancel the appointment?", description: "The slot will be offered to someone else.",
            acceptButtonTitle: "Cancel it", declineButtonTitle: "Keep it")

        #expect(brand.name == "brand")
        let environment = RenderEnvironment(traits: RenderTraits(theme: brand))
        for row in rows {
            #expect(try row.sizeThatFits(width: 320, in: environment).height > 0)
        }
        #expect(try modal.sizeThatFits(width: 320, in: environment).height > 0)
        let renderer = ComponentRenderer(traits: RenderTraits(theme: brand))
        #expect(try renderer.bitmap(of: rows.stack(axis: .vertical), layout: .width(375)).height > 200)
        #expect(try renderer.bitmap(of: modal, layout: .device(.iPhoneSE)).width == 640)
    }

    /// Writing components: a badge drawn around a label, through its laid-out node.
    @Test func aBadgeDrawnAroundALabel() throws {
        let badge = CountBadge(count: 3, fill: Theme.light.colors.primary, textColor: Theme.light.colors.onPrimary)
        let renderer = ComponentRenderer()
        let tree = try renderer.laidOutTree(of: badge)
        #expect(tree.records.map(\.typeName) == ["CountBadge", "Label"])
        #expect(tree.record.designUses.first?.token?.role == "color.primary")
        #expect(tree.designMismatches.isEmpty, "\(tree.designMismatches)")
        let bitmap = try renderer.bitmap(of: badge)
        #expect(bitmap.width > bitmap.height - 1 && bitmap.height >= 40)
    }
}

struct CountBadge: Renderable {
    var count: Int
    var fill: Color
    var textColor: Color

    private var title: UI.Label { UI.Label(text: "\(count)", color: textColor).textAlignment(.center) }

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let inner = try title.sizeThatFits(width: nil, in: environment)
        return Size(width: max(inner.height + 4, inner.width + 12), height: inner.height + 4)
    }

    func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        node.draw(.fill(.roundedRect(frame.rect, radius: frame.height / 2), .solid(fill), .nonZero))
        node.record(.color("background", fill), in: environment)
        try node.place(title, in: frame, environment: environment)
        return node
    }
}
