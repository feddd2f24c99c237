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
    let bitmap: Bitmap
    do {
        bitmap = try ComponentRenderer(traits: traits).bitmap(of: component, layout: layout)
    } catch {
        Issue.record(Comment(rawValue: "\(SnapshotError.render(error.description))"), sourceLocation: location)
        return nil
    }
    let baseName = name ?? String(function.prefix { $0 != "(" })
    return verifySnapshot(bitmap, name: "\(baseName)@\(traits.variantName)", record: record, filePath: filePath, location: location)
}

/// Verifies an image rendered some other way (a whole screen, a canvas) against its reference
/// PNG `Snapshots/<suite>/<name>.png`; `name` defaults to the test function's.
@discardableResult
public func assertSnapshot(
    of bitmap: Bitmap,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column
) -> SnapshotOutcome? {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let baseName = name ?? String(function.prefix { $0 != "(" })
    return verifySnapshot(bitmap, name: baseName, record: record, filePath: filePath, location: location)
}

private func verifySnapshot(
    _ bitmap: Bitmap, name: String, record: SnapshotRecordMode?, filePath: String, location: SourceLocation
) -> SnapshotOutcome? {
    do {
        var configuration = try SnapshotConfiguration.current
            ?? SnapshotConfiguration.fromEnvironment(
                snapshotsDirectory: SnapshotConfiguration.snapshotsDirectory(forSourceFile: filePath))
        if let record { configuration.recordMode = record }
        let suite = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let verifier = SnapshotVerifier(configuration: configuration)
        let outcome = try verifier.verify(bitmap, suite: suite, name: name)
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
