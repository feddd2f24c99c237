import ComponentCatalogue
import Components
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Rasterizer
import Testing

/// The gallery engine on a catalogue that is not Bento's: a package folder of its own, a theme
/// from a token file, components written both ways.
@Suite struct CustomCatalogueTests {
    /// A package folder in the temporary directory, removed afterwards.
    final class TemporaryPackage {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-shop-\(UUID().uuidString)", isDirectory: true)
        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        var references: URL { root.appendingPathComponent("Snapshots/Shop", isDirectory: true) }

        /// What the commands run here printed, kept out of the test log (a failing expectation
        /// that needs it quotes it).
        private(set) var printed = ""

        func run(_ catalogue: Catalogue, _ arguments: [String]) -> Int32 {
            runCapturing(catalogue, arguments).status
        }

        /// Runs a command; its exit code and what it printed.
        func runCapturing(_ catalogue: Catalogue, _ arguments: [String]) -> (status: Int32, output: String) {
            let printed = CommandOutput()
            let status = GalleryCommand.run(
                GalleryContext(catalogue: catalogue, packageRoot: root),
                arguments: arguments + (["record", "verify", "prune"].contains(arguments.first) ? ["--artifacts", root.appendingPathComponent("artifacts").path] : []),
                output: printed)
            self.printed += printed.text
            return (status, printed.text)
        }

        func files() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: references.path) {
                files[name] = try Data(contentsOf: references.appendingPathComponent(name))
            }
            return files
        }
    }

    /// Record, verify, a one-unit token change failing verify with a report, record --all making it
    /// pass again; shards; prune removing only what no entry produces.
    @Test func recordVerifyShardAndPruneWorkOnAnyCatalogue() throws {
        let package = try TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes))
        #expect(package.run(catalogue, ["verify", "--quiet"]) == 1)   // nothing recorded yet
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let recorded = try package.files()
        // 4 entries, one variant each: a PNG and a layout record apiece, and nothing else.
        #expect(recorded.keys.filter { $0.hasSuffix(".png") }.sorted() == [
            "Meter-half@shop-1x-w96.png", "Meter-unlabelled@shop-1x-w96.png", "PriceTag-faint@shop-1x.png", "PriceTag-regular@shop-1x.png",
        ])
        #expect(package.run(catalogue, ["verify", "--quiet"]) == 0)
        #expect(package.run(catalogue, ["verify", "--quiet", "--shard", "1/2"]) == 0)
        #expect(package.run(catalogue, ["verify", "--quiet", "--shard", "2/2"]) == 0)

        // One unit of blue in the primary colour: the meters fail, nothing is overwritten.
        let changed = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD7", in: themes))
        #expect(package.run(changed, ["verify", "--quiet"]) == 1)
        #expect(try package.files() == recorded)
        #expect(FileManager.default.fileExists(atPath: package.root.appendingPathComponent("artifacts/report.html").path))
        #expect(package.run(changed, ["record", "--all", "--quiet"]) == 0)
        #expect(package.run(changed, ["verify", "--quiet"]) == 0)

        // Prune: an orphan is listed, then removed; the references stay.
        let orphan = package.references.appendingPathComponent("Retired-state@shop-1x.png")
        try Data([1, 2, 3]).write(to: orphan)
        #expect(package.run(changed, ["prune"]) == 0)
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        #expect(package.run(changed, ["prune", "--delete"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(try package.files().count == recorded.count)
        // A references folder that is a file is a usage error, not a success.
        #expect(package.run(changed, ["prune", "--snapshots", package.root.appendingPathComponent("Package.swift").path]) == 2)
    }

    /// The composed and the drawn component both reach the accessibility tree and the audit.
    @Test func customComponentsReachTheAccessibilityTreeAndTheAudit() throws {
        let theme = Theme.light
        let row = [
            Shop.PriceTag(amount: "£4.20", theme: theme).asAnyRenderable(),
            Shop.Meter(fraction: 0.5, color: theme.colors.primary, label: "Progress").asAnyRenderable(),
            Shop.Meter(fraction: 0.25, color: theme.colors.primary).asAnyRenderable(),
        ].stack(axis: .vertical, spacing: 4)
        let tree = try AccessibilityTree.dump(of: row, width: 120, in: RenderEnvironment())
        #expect(tree.contains("staticText, label: \"£4.20\""))
        #expect(tree.contains("image, label: \"Progress\", value: \"50 percent\""))
        #expect(tree.contains("image, value: \"25 percent\""))

        let renderer = ComponentRenderer(traits: RenderTraits(theme: theme, scale: 1))
        let faintLine = #line + 1
        let faint = Shop.PriceTag(amount: "£3.50", theme: theme, textColor: Color(red8: 0xD0, green8: 0xD4, blue8: 0xDA))
        let findings = try Audit.findings(of: [faint.asAnyRenderable(), row.asAnyRenderable()].stack(axis: .vertical), layout: .width(120), renderer: renderer, entry: "Shop/row")
        #expect(findings.contains { $0.rule == "contrast" && $0.detail.contains("£3.50") })
        #expect(findings.contains { $0.rule == "missing-label" })
        #expect(findings.filter { !DesignAudit.rules.contains($0.rule) }.count == 2)
        // The faint colour was typed by hand: the design audit says so, with its line.
        #expect(findings.contains { $0.rule == "design-color" && $0.detail.contains("#D0D4DAFF") && $0.detail.contains("CustomCatalogueTests.swift:\(faintLine)") })
        // The composed component is a node of its own in layout records.
        let nodes = try renderer.layoutNodes(of: faint, layout: .width(120))
        #expect(nodes.first?.typeName == "PriceTag")
    }

    /// `gallery audit` on the catalogue: exit 1 with findings, 0 once they are allowed.
    @Test func auditRunsOnACustomCatalogue() throws {
        let package = try TemporaryPackage()
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        #expect(package.run(catalogue, ["audit"]) == 1)
        let allow = package.root.appendingPathComponent("allow.txt")
        // The shop's price tag pads and rounds off the theme's scales, and its faint colour is typed.
        try Data("PriceTag/faint contrast\nMeter/unlabelled missing-label\nPriceTag/* design-scale\nPriceTag/faint design-color\n".utf8).write(to: allow)
        #expect(package.run(catalogue, ["audit", "--allow", allow.path]) == 0)
    }

    /// The rendered site in Chromium: the overview and a component page show pictures that exist
    /// and decode at their size in points, the search (from the address too) finds a component by
    /// name, and the pages link to each other.
    @Test func theGalleryPagesWorkInChromium() throws {
        let package = try TemporaryPackage()
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        let output = package.root.appendingPathComponent("gallery", isDirectory: true)
        #expect(package.run(catalogue, ["render", "--output", output.path, "--quiet", "--jobs", "2"]) == 0)

        var search = URLComponents(url: output.appendingPathComponent("index.html"), resolvingAgainstBaseURL: false)!
        search.fragment = "search=meter"
        guard let index = try HeadlessChromium.dumpDOM(of: search.url!) else { return }
        #expect(index.contains("<h1>Shop</h1>"))
        #expect(index.contains("1 component<"), "the search keeps the meter only")
        // The navigation and the overview keep the meter and hide the price tag.
        #expect(index.contains(/<li data-search="meter[^"]*"><a href="Meter\/index.html">/))
        #expect(index.contains(/<li data-search="pricetag[^"]*" hidden="">/))
        #expect(index.contains(/<li class="card" data-search="meter[^"]*"><div/))
        #expect(index.contains(/<li class="card" data-search="pricetag[^"]*" hidden=""><div/))
        let sources = HeadlessChromium.attributeValues("src", in: index)
        #expect(sources.count == 2, "each component once")
        for source in sources { #expect(try Bitmap(contentsOfPNG: output.appendingPathComponent(source)).width > 0) }
        // Each picture is shown at its size in points: these are 1x, so as many points as pixels.
        let widths = HeadlessChromium.attributeValues("width", in: index)
        #expect(widths.count == sources.count)
        for (source, width) in zip(sources, widths) {
            #expect(Int(width) == (try Bitmap(contentsOfPNG: output.appendingPathComponent(source)).width), "\(source) shown \(width) wide")
        }
        #expect(HeadlessChromium.attributeValues("href", in: index).contains("Meter/index.html"))

        let pageURL = output.appendingPathComponent("Meter/index.html")
        guard let page = try HeadlessChromium.dumpDOM(of: pageURL) else { return }
        #expect(page.contains("How far along something is."))
        #expect(page.contains("Shop › Charts"))
        #expect(HeadlessChromium.attributeValues("href", in: page).contains("../index.html"))
        let pageSources = HeadlessChromium.attributeValues("src", in: page)
        #expect(pageSources.count == 4, "two states, each picture and its measured copy")
        for source in pageSources {
            #expect(try Bitmap(contentsOfPNG: pageURL.deletingLastPathComponent().appendingPathComponent(source)).width > 0)
        }
    }

    /// Help names the catalogue; an invalid catalogue is a usage error before anything runs.
    @Test func helpNamesTheCatalogueAndInvalidCataloguesAreRefused() throws {
        let package = try TemporaryPackage()
        let catalogue = Shop.catalogue(theme: .light)
        let help = GalleryContext.$current.withValue(GalleryContext(catalogue: catalogue, packageRoot: package.root)) {
            GalleryCommand.helpMessage()
        }
        #expect(help.contains("the Shop component catalogue"))
        let twice = Catalogue("Twice") { Shop.atoms(); Catalogue("Copy") { CatalogueGroup("PriceTag") { CatalogueEntry("regular") { _ in UI.Spacer() } } } }
        #expect(package.run(twice, ["verify"]) == 2)
        // A record mode that is not one is refused, not ignored.
        let said = CommandOutput()
        let garbage = GalleryCommand.run(
            GalleryContext(catalogue: catalogue, packageRoot: package.root), arguments: ["verify"], environment: ["SNAPSHOT_TESTING_RECORD": "garbage"],
            output: said)
        #expect(garbage == 2)
        #expect(said.text.contains("SNAPSHOT_TESTING_RECORD is \"garbage\""), "\(said.text)")
    }
}
