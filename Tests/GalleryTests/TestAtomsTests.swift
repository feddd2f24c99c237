import BentoCatalogue
import ComponentCatalogue
import Foundation
import Testing

@testable import GalleryCommands
@testable import GalleryEngine

/// Test atoms: `gallery list --atoms` names each variant by a stable id, `verify --atoms-from`
/// runs exactly the atoms a file names, and `scripts/split-atoms` deals them among runners by the
/// last run's timings, longest first.
@Suite struct TestAtomsTests {
    static func atoms(_ package: CustomCatalogueTests.TemporaryPackage, _ catalogue: Catalogue) -> [String] {
        let (status, output) = package.runCapturing(catalogue, ["list", "--atoms"])
        #expect(status == 0, "\(output)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test func aRunnerVerifiesExactlyTheAtomsItsFileNames() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        let atoms = Self.atoms(package, catalogue)
        #expect(atoms == ["Meter-half@shop-1x-w96", "Meter-unlabelled@shop-1x-w96", "PriceTag-regular@shop-1x", "PriceTag-faint@shop-1x"]
            || Set(atoms) == ["Meter-half@shop-1x-w96", "Meter-unlabelled@shop-1x-w96", "PriceTag-regular@shop-1x", "PriceTag-faint@shop-1x"], "\(atoms)")
        #expect(Self.atoms(package, catalogue) == atoms, "the same list twice")
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)

        let file = package.root.appendingPathComponent("atoms.txt")
        try Data("# runner 1 of 2\n\(atoms[0])\n\n\(atoms[2])\n".utf8).write(to: file)
        #expect(package.run(catalogue, ["verify", "--quiet", "--atoms-from", file.path]) == 0, "\(package.printed)")
        let run = try JSONDecoder().decode(VerifyRunRecord.self, from: Data(contentsOf: package.root.appendingPathComponent("artifacts/run.json")))
        #expect(Set(run.outcomes.map(\.name)) == [atoms[0], atoms[2]])
        // The run still knows the whole selection, so merged runs can tell a skipped atom from a removed one.
        #expect(Set(run.selected) == Set(atoms))

        // An atom the catalogue does not have, and a line no atom is, are refused by name.
        try Data("\(atoms[0])\nGone-away@shop-1x\n".utf8).write(to: file)
        let (unknown, said) = package.runCapturing(catalogue, ["verify", "--quiet", "--atoms-from", file.path])
        #expect(unknown != 0 && said.contains("Gone-away@shop-1x"), "\(said)")
        try Data("\(atoms[0])\nBad\u{1B}[2J\n".utf8).write(to: file)
        let (hostile, told) = package.runCapturing(catalogue, ["verify", "--quiet", "--atoms-from", file.path])
        #expect(hostile != 0 && told.contains("atoms.txt") && told.contains(":2: not an atom"), "\(told)")
        #expect(package.run(catalogue, ["verify", "--quiet", "--atoms-from", file.path, "--shard", "1/2"]) != 0)
    }

    @Test func splitAtomsDealsTheLongestFirstToTheLightestRunner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-atoms-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Last run: a takes 9 s, b 5, c 4, d 3, e 1; f is new (takes the median, 4).
        let seconds: [(String, Double)] = [("a", 9), ("b", 5), ("c", 4), ("d", 3), ("e", 1)]
        let outcomes = seconds.map { #"{"name": "\#($0.0)", "seconds": \#($0.1), "status": "matched"}"# }.joined(separator: ", ")
        try Data(#"{"outcomes": [\#(outcomes)]}"#.utf8).write(to: folder.appendingPathComponent("run.json"))
        try Data("a\nb\nc\nd\ne\nf\n".utf8).write(to: folder.appendingPathComponent("atoms.txt"))
        func runner(_ index: Int) throws -> [String] {
            let script = ReadmeCatalogueSectionTests.root.appendingPathComponent("scripts/split-atoms").path
            let (status, output) = try PreviewDiscoveryPackageTests.run(
                ["python3", script, "atoms.txt", "run.json", "2", String(index)], in: folder)
            #expect(status == 0, "\(output)")
            return output.split(separator: "\n").map(String.init)
        }
        // Longest first, each to the lighter runner: a→1 (9), b→2 (5), c→2 (9), f→1 (13), d→2 (12), e→2 (13).
        #expect(try runner(1) == ["a", "f"])
        #expect(try runner(2) == ["b", "c", "d", "e"])
    }
}

/// The demo catalogue verified whole and as four runners' atoms, merged: the same outcomes; and
/// with one atom in no runner's file, that variant reported as skipped, apart from the reference
/// the catalogue no longer produces (removed) and the variant with no reference yet (new).
@Suite struct AtomSplitsMergeTests {
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let printed = CommandOutput()
        let status = GalleryCommand.run(
            GalleryContext(catalogue: BentoCatalogue.catalogue, packageRoot: ReadmeCatalogueSectionTests.root), arguments: arguments, output: printed)
        return (status, printed.text)
    }

    static func record(_ folder: URL) throws -> VerifyRunRecord {
        try JSONDecoder().decode(VerifyRunRecord.self, from: Data(contentsOf: folder.appendingPathComponent(VerifyRunRecord.fileName)))
    }

    @Test func fourSplitsMergeAsOneFullVerifyAndTellSkippedRemovedAndNewApart() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-atom-splits-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let snapshots = scratch.appendingPathComponent("Snapshots", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ReadmeCatalogueSectionTests.root.appendingPathComponent("Snapshots"), to: snapshots)
        let suite = try #require(
            try FileManager.default.contentsOfDirectory(atPath: snapshots.path).first {
                FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("\($0)/Toggle-on-off@light-2x.png").path)
            })
        let folder = snapshots.appendingPathComponent(suite, isDirectory: true)
        // A reference the catalogue no longer produces, and a variant whose reference is gone.
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Toggle-on-off@light-2x.png"), to: folder.appendingPathComponent("Retired-old@light-2x.png"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Toggle-on-off@light-2x.png"))

        let listed = Self.run(["list", "--atoms"])
        #expect(listed.status == 0)
        let atoms = listed.output.split(separator: "\n").map(String.init)
        #expect(atoms.count > 100 && atoms.contains("Toggle-on-off@light-2x"))

        let full = scratch.appendingPathComponent("full")
        #expect(Self.run(["verify", "--quiet", "--snapshots", snapshots.path, "--artifacts", full.path]).status == 1, "the new variant fails")
        var runs: [String] = []
        for index in 0..<4 {
            let file = scratch.appendingPathComponent("atoms-\(index).txt")
            try Data(atoms.enumerated().filter { $0.offset % 4 == index }.map { "\($0.element)\n" }.joined().utf8).write(to: file)
            let artifacts = scratch.appendingPathComponent("runner-\(index)")
            _ = Self.run(["verify", "--quiet", "--snapshots", snapshots.path, "--artifacts", artifacts.path, "--atoms-from", file.path])
            runs.append(artifacts.path)
        }
        let merged = scratch.appendingPathComponent("merged")
        let merge = Self.run(["merge-reports"] + runs + ["--output", merged.path])
        #expect(merge.status == 1, "the new variant fails the merge as it failed the full verify")
        let whole = try Self.record(full), parts = try Self.record(merged)
        #expect(parts.outcomes.map(\.name) == whole.outcomes.map(\.name))
        #expect(parts.outcomes.map(\.status) == whole.outcomes.map(\.status))
        #expect(whole.outcomes.filter { $0.status == .new }.map(\.name) == ["Toggle-on-off@light-2x"])
        #expect(whole.removed == ["Retired-old@light-2x"] && parts.removed == whole.removed)
        #expect(merge.output.contains("0 skipped, 1 removed, 1 new"), "\(merge.output)")
        #expect(merge.output.contains("removed: \"Retired-old@light-2x\"") && merge.output.contains("new: \"Toggle-on-off@light-2x\""), "\(merge.output)")

        // A runner's file that lost an atom: that variant is skipped, not removed.
        let skipped = atoms[5]
        let file = scratch.appendingPathComponent("atoms-1.txt")
        try Data(atoms.enumerated().filter { $0.offset % 4 == 1 && $0.element != skipped }.map { "\($0.element)\n" }.joined().utf8).write(to: file)
        _ = Self.run(["verify", "--quiet", "--snapshots", snapshots.path, "--artifacts", runs[1], "--atoms-from", file.path])
        let short = Self.run(["merge-reports"] + runs + ["--output", merged.path])
        #expect(short.status == 1)
        #expect(short.output.contains("1 skipped, 1 removed, 1 new") && short.output.contains("skipped: \"\(skipped)\""), "\(short.output)")
        #expect(!short.output.contains("removed: \"\(skipped)\""), "\(short.output)")
    }
}
