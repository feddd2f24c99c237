import ComponentCatalogue
import Foundation
@testable import GalleryCommands
import SwiftUI
import Testing

/// `gallery design compare` on a SwiftUI view: the view's own node (named after its type, as
/// Xcode's view debugger lists it) held against its design node, its padding read through the
/// two padding modifiers SwiftUI code writes, a capsule's corners as a designer's pill, and the
/// system font as the design's SF Pro. And the site's specs of the same view: its redlines and the
/// design values it read, each length with the line that wrote it.
@Suite struct SwiftUIDesignCompareTests {
    /// A pill as a designer draws it in Figma: 4 and 8 points of padding around SF Pro Text
    /// 13 semibold tracked −0.08 (as Apple's iOS kit sets the footnote: −6/1000 em, the HIG's
    /// tracking at 13 points), white on green, corners of 999 (drawn as half its height).
    static let answer = #"""
    {"name": "Pills", "nodes": {"1:1": {"document": {"id": "1:1", "name": "Pill", "type": "COMPONENT",
      "absoluteBoundingBox": {"x": 0, "y": 0, "width": 45, "height": 24}, "size": {"x": 45, "y": 24}, "cornerRadius": 999,
      "layoutMode": "HORIZONTAL", "paddingLeft": 8, "paddingRight": 8, "paddingTop": 4, "paddingBottom": 4, "itemSpacing": 0,
      "fills": [{"type": "SOLID", "color": {"r": 0.043137, "g": 0.431373, "b": 0.309804, "a": 1}}],
      "children": [{"id": "1:2", "name": "Title", "type": "TEXT", "characters": "New",
        "absoluteBoundingBox": {"x": 8, "y": 4, "width": 29, "height": 16}, "size": {"x": 29, "y": 16},
        "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}],
        "style": {"fontFamily": "SF Pro Text", "fontWeight": 600, "fontSize": 13, "letterSpacing": -0.08, "lineHeightUnit": "INTRINSIC_%"}}]}}}}
    """#

    /// The team's view: `horizontal` points of padding beside the title.
    struct Pill: View {
        var horizontal: CGFloat = 8
        var body: some View {
            Text("New")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(Color.white)
                .padding(.horizontal, horizontal)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color(red: 0x0B / 255, green: 0x6E / 255, blue: 0x4F / 255)))
        }
    }

    static func catalogue(horizontal: CGFloat) -> Catalogue {
        Catalogue("Pills", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Pill") {
                CatalogueEntry("new") { _ in HostingView(rootView: Pill(horizontal: horizontal).padding()) }.design("Design/pills.json", node: "Pill")
            }
        }
    }

    @Test func aSwiftUIViewIsHeldAgainstItsDesignNodeAndAPaddingChangeIsNamed() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let design = package.root.appendingPathComponent("Design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try Data(Self.answer.utf8).write(to: design.appendingPathComponent("pills.json"))

        // As designed: the size, the padding of both modifiers, the pill's corners, the fill, and
        // the text's face (the system font for the design's SF Pro), weight, size and colour agree.
        var (status, output) = package.runCapturing(Self.catalogue(horizontal: 8), ["design", "compare"])
        #expect(status == 0 && output.contains("0 findings"), "\(output)")

        // Padded 12 beside the title: the padding is named, edge by edge, and the view's node.
        (status, output) = package.runCapturing(Self.catalogue(horizontal: 12), ["design", "compare"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("padding: leading design 8, code 12; trailing design 8, code 12 [design 1:1 \"Pill\"]"), "\(output)")
        #expect(!output.contains("radius") && !output.contains("font") && !output.contains("fill"), "only the padding is off: \(output)")
    }

    @Test func theSitesSpecsMeasureASwiftUIViewAndNameWhereEachLengthWasWritten() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let site = package.root.appendingPathComponent("site")
        let (status, output) = package.runCapturing(Self.catalogue(horizontal: 8), ["render", "--output", site.path, "--quiet"])
        #expect(status == 0, "\(output)")
        let page = try String(contentsOf: site.appendingPathComponent("Pill/index.html"), encoding: .utf8)
        let file = "GalleryTests/SwiftUIDesignCompareTests.swift"
        // The view's node, and the values it read: the theme's steps, and the lines of this file.
        #expect(page.contains("<code>HostingView/padding[0]/Pill[0]</code>"), "the team's view is an element")
        #expect(page.contains("spacing.small (set at \(file):"), "the horizontal padding, a step of the scale, and its line")
        #expect(page.contains("spacing.extraSmall (set at \(file):"), "the vertical padding")
        #expect(page.contains("<code>radius.pill</code>") && page.contains("<code>Font.footnote</code>"), "the capsule's pill and the system font's style")
        // The redlines: the title's padding inside the pill, 8 beside it and 4 above and below.
        let redlines = try #require(page.range(of: "<svg class=\"redlines\"")).lowerBound
        let svg = page[redlines...].prefix { $0 != "\u{0}" }
        let bands = svg.matches(of: /<g class="padding" data-element="[^"]*Pill[^"]*"[^>]*>.*?<text[^>]*>([0-9.]+)<\/text>/).map { String($0.1) }
        #expect(bands.contains("8") && bands.contains("4"), "the padding bands of the pill: \(bands)")
    }
}

