import CataloguePreviews
import Components
import GalleryKit
import Testing

// A test target's own previews are found too; this one takes a name Cards already has.
#Preview("Card", "plain") { context in UI.Label(text: "Twice", style: context.theme.typography.body1) }

#Preview("TestOnly", "found") { context in UI.Label(text: "Test", style: context.theme.typography.body1) }

@Test func previewsOfBothModulesAndThisTargetAreFoundByModuleFileAndLine() {
    let found = Catalogue.discovered().entries.map { "\($0.identifier) \($0.location) \($0.cataloguePath.joined(separator: "/"))" }
    #expect(found == [
        "Alpha/first Cards/Alpha.swift:4 Previews/Cards",
        "Card/plain Cards/Card.swift:17 Previews/Cards",
        "Card/long Cards/Card.swift:19 Previews/Cards",
        "Card/plain DiscoveryTests/DiscoveryTests.swift:7 Previews/DiscoveryTests",
        "TestOnly/found DiscoveryTests/DiscoveryTests.swift:9 Previews/DiscoveryTests",
        "Field/empty Forms/Field.swift:15 Previews/Forms",
    ])
}

@Test func twoPreviewsWithOneNameAreRefusedNamingBothPlaces() {
    do {
        try Catalogue.discovered().validate()
        Issue.record("a duplicate preview is refused")
    } catch {
        let message = "\(error)"
        #expect(message.contains("Card/plain is declared twice"), "\(message)")
        #expect(message.contains("Cards/Card.swift:17") && message.contains("DiscoveryTests/DiscoveryTests.swift:7"), "\(message)")
    }
}

/// The one-line catalogue test over one module's previews, against what `discovery-gallery record` wrote.
@Test(arguments: Catalogue.discovered("Cards", module: "Cards").testCases) func cards(_ entry: CatalogueTestCase) { entry.verify() }
