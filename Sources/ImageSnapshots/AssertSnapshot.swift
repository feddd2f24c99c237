import Components
import Foundation
import Rasterizer
import Testing

/// Renders a component and verifies it against its reference PNG, reporting a failure through
/// Swift Testing at the caller's location.
///
/// The reference lives at `Snapshots/<suite>/<name>@<variant>.png` at the root of the calling
/// package, where the suite is the calling file's name and the name defaults to the test
/// function's. The record mode comes from `record`, else `SnapshotConfiguration.current`, else the
/// environment (`SNAPSHOT_TESTING_RECORD`, `CI`).
///
/// - Returns: the outcome, for tests that inspect it.
@discardableResult
public func assertSnapshot(
    of component: some Renderable,
    layout: RenderLayout = .sizeThatFits,
    traits: RenderTraits = RenderTraits(),
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column
) -> SnapshotOutcome? {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        var configuration = try SnapshotConfiguration.current
            ?? SnapshotConfiguration.fromEnvironment(
                snapshotsDirectory: SnapshotConfiguration.snapshotsDirectory(forSourceFile: filePath))
        if let record { configuration.recordMode = record }
        let bitmap: Bitmap
        do {
            bitmap = try ComponentRenderer(traits: traits).bitmap(of: component, layout: layout)
        } catch {
            throw SnapshotError.render(error.description)
        }
        let suite = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let baseName = name ?? String(function.prefix { $0 != "(" })
        let verifier = SnapshotVerifier(configuration: configuration)
        let outcome = try verifier.verify(bitmap, suite: suite, name: "\(baseName)@\(traits.variantName)")
        for change in FontChangeWarnings.shared.unreported(verifier.fontFileChanges()) {
            Issue.record(Comment(rawValue: change.description), severity: .warning, sourceLocation: location)
        }
        if let message = outcome.message {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        return outcome
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: location)
        return nil
    }
}
