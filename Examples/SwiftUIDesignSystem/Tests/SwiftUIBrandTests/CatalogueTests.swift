import CatalogueTesting
import SwiftUIBrandCatalogue
import Testing

/// Every preview against `Snapshots/SwiftUIDesignSystem/`, one case per entry.
@Test(arguments: brandCatalogue.testCases) func catalogue(_ entry: CatalogueTestCase) { entry.verify() }
