import CataloguePreviews
import ComponentCatalogue
import Components
import Testing

/// Previews in this test target, written by `#Preview` and one record by hand, are found at run
/// time, and Swift Testing, walking the same section, still finds its own tests.
@_cdecl("bento_test_preview_accessor")
func testPreviewAccessor(_ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
    guard type.assumingMemoryBound(to: Any.Type.self).pointee == CatalogueEntry.self else { return false }
    outValue.initializeMemory(as: CatalogueEntry.self, to: CatalogueEntry(component: "Found", state: "by-record") { context in
        UI.Label(text: "Found", style: context.theme.typography.body1)
    })
    return true
}

@section("swift5_tests") @used
let testPreviewRecord: PreviewRecord = (0x626E_7470, 0, testPreviewAccessor, 0, 0)

@Suite struct DiscoveredPreviewsTests {
    @Test func aHandWrittenRecordIsFound() {
        let found = DiscoveredPreviews.entries().filter { $0.location.fileID.hasPrefix("CatalogueTests/") }.map(\.identifier)
        #expect(found.sorted() == ["Found/by-record", "Macro/labelled", "Macro/made", "Macro/second"])
    }
}

#Preview("Macro", "made") { context in UI.Label(text: "Made", style: context.theme.typography.body1) }

extension DiscoveredPreviewsTests {
    @Test func aMacroPreviewKnowsWhereItWasDeclared() throws {
        let entry = try #require(DiscoveredPreviews.entries().first { $0.identifier == "Macro/made" })
        #expect("\(entry.location)".hasPrefix("CatalogueTests/DiscoveredPreviewsTests.swift:27"), "\(entry.location)")
    }
}

#Preview("Macro", "second") { context in UI.Label(text: "Second", style: context.theme.typography.body1) }

extension DiscoveredPreviewsTests {
    @Test func theDiscoveredCatalogueGroupsByModuleInSourceOrderAndMergesWithHandWrittenOnes() throws {
        // The test binary links the other test targets too: this one's previews are its module's catalogue.
        let discovered = Catalogue.discovered()
        let ours = discovered.entries.filter { $0.cataloguePath == ["Previews", "CatalogueTests"] }
        #expect(ours.map(\.identifier) == ["Found/by-record", "Macro/made", "Macro/second", "Macro/labelled"])
        let root = Catalogue("Root") {
            CatalogueEntry(component: "Hand", state: "written") { context in UI.Label(text: "Hand", style: context.theme.typography.body1) }
            discovered
        }
        try root.validate()
        #expect(root.entries.count == discovered.entries.count + 1)
        let twice = Catalogue("Root") {
            CatalogueEntry(component: "Macro", state: "made") { context in UI.Label(text: "Again", style: context.theme.typography.body1) }
            discovered
        }
        do { try twice.validate(); Issue.record("a preview with a hand-written entry's name is refused") } catch {
            #expect(error.description.contains("Macro/made is declared twice") && error.description.contains("DiscoveredPreviewsTests.swift:27"))
        }
    }
}

#Preview("Macro", "labelled", layout: .width(120), build: { context in UI.Label(text: "Labelled", style: context.theme.typography.body1) })

extension DiscoveredPreviewsTests {
    @Test func aPreviewWithItsBuilderLabelledAndALayoutIsFound() throws {
        let entry = try #require(DiscoveredPreviews.entries().first { $0.identifier == "Macro/labelled" })
        #expect(entry.layout == .width(120))
    }
}
