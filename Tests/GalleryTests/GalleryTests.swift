import BentoCatalogue
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GallerySite
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Rasterizer
import Testing

@Suite struct GalleryTests {
    @Test func shardsCoverEveryVariantExactlyOnce() throws {
        let all = try SelectionOptions.parse([]).workItems(from: BentoCatalogue.catalogue.entries).map { "\($0.entry.identifier)@\($0.variant.name)" }
        var covered: [String] = []
        for index in 1...3 {
            covered += try SelectionOptions.parse(["--shard", "\(index)/3"]).workItems(from: BentoCatalogue.catalogue.entries)
                .map { "\($0.entry.identifier)@\($0.variant.name)" }
        }
        #expect(covered.sorted() == all.sorted())
        #expect(Set(covered).count == covered.count)
        #expect(throws: (any Error).self) { try SelectionOptions.parse(["--shard", "3/2"]).workItems(from: BentoCatalogue.catalogue.entries) }
    }

    @Test func filtersAndOverridesSelectVariants() throws {
        let items = try SelectionOptions.parse(["--filter", "Button/*", "--theme", "dark", "--scale", "3", "--content-size", "extraLarge"])
            .workItems(from: BentoCatalogue.catalogue.entries)
        #expect(!items.isEmpty && items.allSatisfy { $0.entry.component == "Button" && $0.variant.name == "dark-xl-3x" })
        #expect(throws: (any Error).self) { try SelectionOptions.parse(["--theme", "sepia"]).workItems(from: BentoCatalogue.catalogue.entries) }
        // Languages replace the entries' own; a right-to-left one reads right to left.
        let languages = try SelectionOptions.parse(["--filter", "Button/*", "--theme", "light", "--locale", "de", "--locale", "ar"])
            .workItems(from: BentoCatalogue.catalogue.entries)
        #expect(Set(languages.map(\.variant.name)) == ["light-de-2x", "light-rtl-ar-2x"], "\(Set(languages.map(\.variant.name)))")
        #expect(throws: (any Error).self) { try SelectionOptions.parse(["--locale", "../etc"]) }
        #expect(Glob.matches("*row3*", "DesignLibrary/row3-large-text"))
        #expect(!Glob.matches("Button/?", "Button/filled"))
    }

    /// Command-line values that used to slip through: a width under one point, a shard with an
    /// empty field, a JUnit file in a folder that does not exist, two widths that named one file.
    @Test func badCommandLineValuesAreUsageErrors() throws {
        #expect(throws: (any Error).self) { try SelectionOptions.parse(["--width", "0.5"]) }
        #expect(throws: (any Error).self) { try SelectionOptions.parse(["--shard", "1//2"]) }
        #expect(throws: (any Error).self) { try ReferenceOptions.parse(["--junit", "/missing/dir/x.xml"]) }
        let items = try SelectionOptions.parse(["--filter", "Button/filled", "--theme", "light", "--width", "320.2", "--width", "320.7"])
            .workItems(from: BentoCatalogue.catalogue.entries)
        #expect(items.map { $0.entry.referenceName(for: $0.variant) } == ["Button-filled@light-2x-w320.2", "Button-filled@light-2x-w320.7"])
    }

    /// Renders part of the catalogue, opens the site's overview in headless Chromium, and checks
    /// that it shows each component once, in pictures that exist and decode.
    @Test func theOverviewShowsEachComponentOnceInPicturesThatExist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = try SelectionOptions.parse(["--filter", "*Toggle*"]).workItems(from: BentoCatalogue.catalogue.entries)
        let renderer = GalleryRenderer(outputDirectory: folder)
        let images = try renderer.render(items, jobs: 2) { _, _ in }
        try GallerySite(outputDirectory: folder, catalogue: BentoCatalogue.catalogue).write(images, contactSheets: renderer.writeContactSheets(images).sheets)

        guard let dom = try HeadlessChromium.dumpDOM(of: folder.appendingPathComponent("index.html")) else { return }
        let components = Set(images.map(\.component)).count
        #expect(components > 1 && images.count > components)
        // The page's script ran: it counted the components the navigation lists.
        #expect(dom.contains("\(components) components"))
        let sources = HeadlessChromium.attributeValues("src", in: dom)
        #expect(sources.count == components)
        for source in sources {
            let url = folder.appendingPathComponent(source.removingPercentEncoding ?? source)
            let bitmap = try Bitmap(contentsOfPNG: url)
            #expect(bitmap.width > 0 && bitmap.height > 0)
        }
    }
}

@Suite struct GalleryVerifyTests {
    static let root = Repository.root

    /// `gallery verify` against the committed references: a changed token fails the entries that
    /// use it, with a report; the built-in tokens match.
    @Test func aChangedTokenFailsVerificationWithAReport() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("bento-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let original = String(decoding: try #require(Theme.builtInTokens(named: "light")), as: UTF8.self)
        let changedFile = artifacts.appendingPathComponent("light.tokens.json")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try original.replacingOccurrences(of: "#1F5FD6", with: "#1F5FD7").write(to: changedFile, atomically: true, encoding: .utf8)

        let references = try ReferenceOptions.parse([
            "--snapshots", Self.root.appendingPathComponent("Snapshots").path, "--suite", "CatalogueSnapshotTests", "--artifacts", artifacts.path,
        ])
        let matching = try SelectionOptions.parse(["--filter", "Button/*", "--theme", "light"]).workItems(from: BentoCatalogue.catalogue.entries)
        let passed = CatalogueVerification.run(matching, mode: .never, references: references.folders, quiet: true)
        #expect(passed.allSatisfy { $0.outcome?.isSuccess == true })

        let changed = try SelectionOptions.parse(["--filter", "Button/*", "--theme", "light", "--tokens", changedFile.path])
            .workItems(from: BentoCatalogue.catalogue.entries)
        let failed = CatalogueVerification.run(changed, mode: .never, references: references.folders, quiet: true)
        #expect(failed.contains { $0.outcome?.isSuccess == false })
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report.html").path))
    }
}
