import CatalogueTesting
import DesignSystemCatalogue
import Testing

/// The whole catalogue against `Snapshots/DesignSystem/`, one case per entry.
@Test(arguments: designSystemCatalogue.testCases) func catalogue(_ entry: CatalogueTestCase) { entry.verify() }
