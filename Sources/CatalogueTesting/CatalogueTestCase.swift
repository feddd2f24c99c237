import ComponentCatalogue
import Components
import GalleryEngine
import ImageSnapshots
import Rasterizer
import Testing

/// One entry of a catalogue as a Swift Testing argument, so one line in a test target verifies
/// the whole catalogue, one case per entry:
///
/// ```swift
/// @Test(arguments: myCatalogue.testCases) func catalogue(_ entry: CatalogueTestCase) { entry.verify() }
/// ```
///
/// Each case verifies every variant of its entry against `Snapshots/<catalogue folder>/`, the
/// references `gallery record` writes and `gallery verify` checks, through `assertSnapshot`: the
/// same record modes, artifacts, `report.html` and attachments. A catalogue that fails
/// `validateForReferences()` gives one case that fails with the reason.
public struct CatalogueTestCase: Sendable, CustomTestStringConvertible {
    /// `Component/state`, the case's name in test output.
    public let identifier: String
    let entry: CatalogueEntry?
    let suite: String
    let problem: String?

    public var testDescription: String { identifier }

    /// Verifies every variant of the entry; failures name the entry and the variant, and are
    /// reported where the entry is declared (the references are found from the test's file).
    public func verify(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        var location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let entry else {
            Issue.record(Comment(rawValue: problem ?? "The catalogue is invalid."), sourceLocation: location)
            return
        }
        let declared = entry.location
        if declared.fileID.contains("/"), !declared.filePath.isEmpty, declared.line > 0 {
            location = SourceLocation(fileID: declared.fileID, filePath: declared.filePath, line: declared.line, column: max(1, declared.column))
        }
        let failures = SnapshotLocation(source: location, file: "", line: UInt(location.line))
        for variant in entry.allVariants() {
            let name = entry.referenceName(for: variant)
            let snapshot: ComponentSnapshot
            do {
                snapshot = try entry.rendering(variant).draw(.records).snapshot
            } catch {
                Issue.record(Comment(rawValue: "\(entry.identifier) [\(variant.name)] did not render: \(error)"), sourceLocation: location)
                continue
            }
            verifySnapshot(
                snapshot.bitmap, name: name, suite: suite, mode: .exact, layout: snapshot.layoutRecord, accessibility: snapshot.accessibilityRecord,
                record: nil, filePath: filePath, location: failures)
            do {
                if let frames = try entry.transitionFrames(for: variant) {
                    verifyAnimationSnapshot(frames, named: name, suite: suite, record: nil, filePath: filePath, location: failures)
                }
            } catch {
                Issue.record(Comment(rawValue: "\(entry.identifier) [\(variant.name)]: the transition did not render: \(error)"), sourceLocation: location)
            }
        }
    }
}

/// A catalogue's entries as test cases.
extension Catalogue {
    /// One test case per entry, for `@Test(arguments:)`.
    public var testCases: [CatalogueTestCase] {
        do {
            try validateForReferences()
        } catch {
            return [CatalogueTestCase(identifier: "\(name) (invalid)", entry: nil, suite: snapshotFolder, problem: "\(error)")]
        }
        return entries.map { CatalogueTestCase(identifier: $0.identifier, entry: $0, suite: snapshotFolder, problem: nil) }
    }
}
