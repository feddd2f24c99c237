import Components
import DesignTokens
import ImageSnapshots
import Testing

/// Every catalogue entry in every variant, verified against `Snapshots/CatalogueSnapshotTests/`.
@Suite struct CatalogueSnapshotTests {
    static let variants = [RenderTraits(theme: .light, scale: 2), RenderTraits(theme: .dark, scale: 2)]

    @Test(arguments: Catalogue.entries.map(\.identifier))
    func entryMatchesItsReference(identifier: String) throws {
        let entry = try #require(Catalogue.entries.first { $0.identifier == identifier })
        for traits in Self.variants {
            assertSnapshot(
                of: entry.make(traits.theme), layout: entry.layout, traits: traits,
                named: "\(entry.component)-\(entry.state)")
        }
    }
}
