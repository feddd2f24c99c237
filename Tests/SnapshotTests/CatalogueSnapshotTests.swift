import Components
import DesignTokens
import ImageSnapshots
import Testing

/// Every catalogue entry in every variant of its matrix, verified against
/// `Snapshots/CatalogueSnapshotTests/` (the folder `gallery verify` uses too).
@Suite struct CatalogueSnapshotTests {
    @Test(arguments: Catalogue.entries.map(\.identifier))
    func entryMatchesItsReference(identifier: String) throws {
        let entry = try #require(Catalogue.entries.first { $0.identifier == identifier })
        for variant in entry.matrix.variants() {
            let snapshot = try ComponentRenderer(traits: variant.traits).snapshot(of: entry.make(variant), layout: entry.layout(for: variant))
            assertSnapshot(of: snapshot.bitmap, named: entry.referenceName(for: variant), layoutRecord: snapshot.layoutRecord)
        }
    }

    @Test func identifiersAreUnique() {
        let identifiers = Catalogue.entries.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
    }
}
