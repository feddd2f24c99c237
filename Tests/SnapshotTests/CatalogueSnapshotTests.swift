import BentoCatalogue
import CatalogueTesting
import GalleryKit
import Testing

/// Every entry of Bento's demo catalogue in every variant, verified against
/// `Snapshots/CatalogueSnapshotTests/` (the folder `gallery verify` uses too): the one line a
/// design system's test target needs for its own catalogue.
@Suite struct CatalogueSnapshotTests {
    @Test(arguments: BentoCatalogue.catalogue.testCases) func entryMatchesItsReference(_ entry: CatalogueTestCase) { entry.verify() }
}
