import CatalogueTesting
import ComponentCatalogue
import Components
import Foundation
import ImageSnapshots
import Testing

/// A catalogue entry's failure is reported where the entry is declared, as `gallery verify`'s
/// JUnit file names it, not at the one line of the test that verifies the whole catalogue.
@Suite struct CatalogueTestCaseLocationTests {
    @Test func aFailingEntryIsReportedAtItsDeclaration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-location-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaredAt = #line + 2
        let catalogue = Catalogue("Where", variants: VariantMatrix(scales: [1])) {
            CatalogueEntry(component: "Label", state: "unrecorded") { _ in UI.Label(text: "No reference yet") }
        }
        let configuration = SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: folder.appendingPathComponent("Snapshots"), artifactsDirectory: folder.appendingPathComponent("artifacts"))
        let cases = catalogue.testCases
        #expect(cases.count == 1)
        SnapshotConfiguration.$current.withValue(configuration) {
            withKnownIssue {
                cases[0].verify()
            } matching: { issue in
                issue.sourceLocation?.line == declaredAt && issue.sourceLocation?.fileName == "CatalogueTestCaseLocationTests.swift"
                    && "\(issue)".contains("No reference")
            }
        }
    }
}
