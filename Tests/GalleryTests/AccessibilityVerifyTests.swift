import ComponentCatalogue
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
import SnapshotReview
import Testing

/// A catalogue's accessibility references through the command line: a label changed with no
/// pixel changed fails `gallery verify` and says how; accepting the candidate writes the new
/// record beside the unchanged picture, and undo puts the old one back.
@Suite struct AccessibilityVerifyTests {
    static func catalogue(label: String) -> Catalogue {
        Catalogue("Access", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Control") {
                CatalogueEntry("add") { _ in UI.Label(text: "Add").accessibility(label: label).padding(8) }
            }
        }
    }

    static func run(_ label: String, in package: CustomCatalogueTests.TemporaryPackage, _ arguments: [String]) -> (Int32, String) {
        let output = CommandOutput()
        let code = GalleryCommand.run(
            GalleryContext(catalogue: catalogue(label: label), packageRoot: package.root), arguments: arguments, output: output)
        return (code, output.text)
    }

    @Test func aLabelChangeWithNoPixelChangedFailsVerifyAndIsAccepted() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        _ = Self.run("Add", in: package, ["record"])
        var (code, text) = Self.run("Add", in: package, ["verify"])
        #expect(code == 0, "\(text)")
        let folder = package.root.appendingPathComponent("Snapshots/Access")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let record = try #require(files.first { $0.hasSuffix(".a11y.txt") })
        let picture = try Data(contentsOf: folder.appendingPathComponent(record.replacingOccurrences(of: ".a11y.txt", with: ".png")))
        #expect(try String(contentsOf: folder.appendingPathComponent(record), encoding: .utf8).contains("label=Add\t"))

        (code, text) = Self.run("Add item", in: package, ["verify"])
        #expect(code == 1, "\(text)")
        #expect(text.contains(#"Label "Add": label "Add" → "Add item""#), "\(text)")

        let artifacts = package.root.appendingPathComponent(".build/snapshot-artifacts")
        // The failure leaves the picture's tree beside its actual picture, with the new label in it.
        let tree = try String(
            contentsOf: artifacts.appendingPathComponent("Access/" + record.replacingOccurrences(of: ".a11y.txt", with: ".actual.tree.json")), encoding: .utf8)
        #expect(tree.contains(#""schema" : "bento.picture-tree/1""#), "\(tree.prefix(300))")
        #expect(tree.contains("\"label\" : \"Add item\""))
        let session = ReviewSession(artifacts: artifacts, snapshots: package.root.appendingPathComponent("Snapshots"))
        let id = try #require(session.items.first?.candidate.id)
        #expect(session.items.first?.candidate.accessibilityChanges == [#"Label "Add": label "Add" → "Add item""#])
        #expect(try session.accept(id) == .accepted)
        #expect(try String(contentsOf: folder.appendingPathComponent(record), encoding: .utf8).contains("label=Add item\t"))
        #expect(try Data(contentsOf: folder.appendingPathComponent(record.replacingOccurrences(of: ".a11y.txt", with: ".png"))) == picture)
        #expect(Self.run("Add item", in: package, ["verify"]).0 == 0)
        _ = try session.undo(id)
        #expect(try String(contentsOf: folder.appendingPathComponent(record), encoding: .utf8).contains("label=Add\t"))
    }
}
