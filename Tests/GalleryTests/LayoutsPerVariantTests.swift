import ComponentCatalogue
import Components
import Foundation
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import Synchronization
import Testing

/// Every tool is handed the tree that drew the picture: `gallery render` (the pictures, the
/// site's specs, the token pages and the picture trees) and a preview frame with its audit
/// overlay lay each variant out once. Counted by a component that counts its own layouts.
@Suite(.serialized) struct LayoutsPerVariantTests {
    /// How many times `CountedTag` has been laid out, by its text.
    static let layouts = Mutex<[String: Int]>([:])

    /// A tag that counts its layouts, under its own text (each test its own).
    struct CountedTag: Renderable {
        var text: String
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            try UI.Label(text: text).padding(8).sizeThatFits(width: width, in: environment)
        }
        func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            LayoutsPerVariantTests.layouts.withLock { $0[text, default: 0] += 1 }
            var node = LaidOutNode(self, frame: frame, environment: environment)
            try node.place(UI.Label(text: text).padding(8).backgroundColor(environment.theme.colors.surface), in: frame, environment: environment)
            return node
        }
    }

    static func catalogue(_ text: String) -> Catalogue {
        Catalogue("Counted", variants: VariantMatrix(themes: [.light, .dark], scales: [1])) {
            CatalogueEntry(component: "Tag", state: "plain") { _ in CountedTag(text: text) }
        }
    }

    @Test func galleryRenderLaysEachVariantOutOnce() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let output = package.root.appendingPathComponent("site")
        #expect(package.run(Self.catalogue("render"), ["render", "--output", output.path, "--trees", "--quiet"]) == 0, "\(package.printed)")
        // Two variants (light and dark), each laid out once for its picture, tree, specs and tokens.
        #expect(Self.layouts.withLock { $0["render"] } == 2)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Tag/index.html").path))
    }

    @Test func aPreviewFrameWithItsAuditOverlayLaysTheVariantOutOnce() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let router = PreviewRouter(
            context: GalleryContext(catalogue: Self.catalogue("preview"), packageRoot: package.root),
            status: PreviewBuildStatus(generation: 1, watching: false), token: "t")
        let response = router.answer(
            LocalRequest(method: "GET", uri: "/api/render", headers: [:], body: []), path: "/api/render",
            query: ["entry": "Tag/plain", "audit": "1", "token": "t"])
        #expect(response.status == 200)
        #expect(Self.layouts.withLock { $0["preview"] } == 1)
    }
}
