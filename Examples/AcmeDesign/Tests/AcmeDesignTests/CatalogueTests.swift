import AcmeCatalogue
import CatalogueTesting
import Testing

@Test(arguments: try acmeCatalogue().testCases) func catalogue(_ entry: CatalogueTestCase) { entry.verify() }
