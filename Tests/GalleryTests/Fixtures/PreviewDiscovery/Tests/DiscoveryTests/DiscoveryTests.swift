import CataloguePreviews
import CatalogueTesting
import Components
import Testing

// A test target's own previews are found too; this one takes a name Cards already has.
#Preview("Card", "plain") { context in UI.Label(text: "Twice", style: context.theme.typography.body1) }

#Preview("TestOnly", "found") { context in UI.Label(text: "Test", style: context.theme.typography.body1) }

/// The previews of the modules this target links (Cards, not Forms) and its own, by module, file and line.
@Test func previewsOfTheLinkedModulesAndThisTargetAreFoundByModuleFileAndLine() {
    let found = Catalogue.discovered().entries.map { "\($0.identifier) \($0.location) \($0.cataloguePath.joined(separator: "/"))" }
    #expect(found == [
        "Alpha/first Cards/Alpha.swift:4 Previews/Cards",
        "Card/plain Cards/Card.swift:17 Previews/Cards",
        "Card/long Cards/Card.swift:19 Previews/Cards",
        "Card/plain DiscoveryTests/DiscoveryTests.swift:7 Previews/DiscoveryTests",
        "TestOnly/found DiscoveryTests/DiscoveryTests.swift:9 Previews/DiscoveryTests",
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

/// The one-line catalogue test over the Cards module's previews, against the references
/// `discovery-gallery record` wrote to `Snapshots/Discovery`.
@Test(arguments: Catalogue.discovered("Discovery", module: "Cards").testCases) func cards(_ entry: CatalogueTestCase) { entry.verify() }
