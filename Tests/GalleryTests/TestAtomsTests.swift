import ComponentCatalogue
import Foundation
@testable import GalleryEngine
import Testing

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
