import Components
import Foundation
import ImageSnapshots
import Rasterizer
import Testing
import XCTest

/// Renders a component and verifies it against its reference PNG, reporting a failure at the
/// caller's location through Swift Testing (with the images attached), or through `XCTFail` when
/// called from an XCTest test.
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
    comparison: ComparisonMode = .exact,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column,
    file: StaticString = #filePath,
    xctestLine: UInt = #line
) -> SnapshotOutcome? {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column, file: file, xctestLine: xctestLine)
    let snapshot: ComponentSnapshot
    do {
        snapshot = try ComponentRenderer(traits: traits).snapshot(of: component, layout: layout)
    } catch {
        location.fail("\(SnapshotError.render(error.description))")
        return nil
    }
    let baseName = name ?? SnapshotName.testName(fromFunction: function)
    return verifySnapshot(
        snapshot.bitmap, name: "\(baseName)@\(traits.variantName)", mode: comparison, layout: snapshot.layoutRecord, record: record,
        filePath: filePath, location: location)
}

/// Verifies an image rendered some other way (a whole screen, a canvas) against its reference
/// PNG `Snapshots/<suite>/<name>.png`; `name` defaults to the test function's and `suite` to the
/// calling file's name. A layout record of what was drawn, when given, is kept beside the
/// reference and explains a failure's moves; an accessibility record, when given, is kept beside
/// it and verified with it (a catalogue's variants give both).
@discardableResult
public func assertSnapshot(
    of bitmap: Bitmap,
    named name: String? = nil,
    suite: String? = nil,
    layoutRecord: LayoutRecord? = nil,
    accessibilityRecord: AccessibilityRecord? = nil,
    comparison: ComparisonMode = .exact,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column,
    file: StaticString = #filePath,
    xctestLine: UInt = #line
) -> SnapshotOutcome? {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column, file: file, xctestLine: xctestLine)
    let baseName = name ?? SnapshotName.testName(fromFunction: function)
    return verifySnapshot(
        bitmap, name: baseName, suite: suite, mode: comparison, layout: layoutRecord, accessibility: accessibilityRecord, record: record,
        filePath: filePath, location: location)
}

/// Where an assertion was written, for Swift Testing and for XCTest.
struct SnapshotLocation {
    var source: SourceLocation
    var file: StaticString
    var line: UInt

    init(source: SourceLocation, file: StaticString, line: UInt) {
        self.source = source
        self.file = file
        self.line = line
    }

    /// Where an assertion was written, from the caller's `#fileID`, `#filePath`, `#line` and
    /// `#column` (for Swift Testing) and `#filePath` and `#line` (for XCTest).
    init(fileID: String, filePath: String, line: Int, column: Int, file: StaticString, xctestLine: UInt) {
        self.init(source: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column), file: file, line: xctestLine)
    }

    /// Reports a failure to whichever test library is running the caller.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }

    func warn(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: source)
        } else {
            print("warning: \(message)")
        }
    }

    /// The name of an image attached to a failure: the snapshot's file name, so a name like
    /// `../../x`, or one holding NUL, cannot leave the attachments folder or hang its writer.
    static func attachmentName(for name: String, kind: String) -> String {
        "\((try? SnapshotName.sanitized(name)) ?? "snapshot").\(kind).png"
    }

    /// Attaches a file's bytes to the current Swift Testing test, when there is one.
    func attach(_ path: String?, named name: String) {
        guard Test.current != nil, let path, let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return }
        Attachment.record([UInt8](data), named: name, sourceLocation: source)
    }
}

/// Verifies an image against its reference (the references found from `filePath`) and reports
/// to `location`, which may be elsewhere (a catalogue entry's declaration).
@discardableResult
func verifySnapshot(
    _ bitmap: Bitmap, name: String, suite: String? = nil, mode: ComparisonMode, layout: LayoutRecord?, accessibility: AccessibilityRecord? = nil,
    record: SnapshotRecordMode?, filePath: String,
    location: SnapshotLocation
) -> SnapshotOutcome? {
    do {
        var configuration = try SnapshotConfiguration.current
            ?? SnapshotConfiguration.fromEnvironment(
                snapshotsDirectory: SnapshotConfiguration.snapshotsDirectory(forSourceFile: filePath))
        if let record { configuration.recordMode = record }
        let suite = suite ?? URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let verifier = SnapshotVerifier(configuration: configuration)
        let outcome = try verifier.verify(bitmap, suite: suite, name: name, mode: mode, layout: layout, accessibility: accessibility)
        for change in FontChangeWarnings.shared.unreported(verifier.fontFileChanges()) {
            location.warn(change.description)
        }
        if case .failed(let failure) = outcome {
            // Attachment names are file names too: the same one-to-one mapping keeps them inside
            // the attachments folder (a name like `../../x` or one holding NUL).
            location.attach(failure.actualPath, named: SnapshotLocation.attachmentName(for: name, kind: "actual"))
            location.attach(failure.diffPath, named: SnapshotLocation.attachmentName(for: name, kind: "diff"))
            let report = configuration.artifactsDirectory.appendingPathComponent("report.html").path
            location.fail(failure.message + "\nreport:    \(report)")
        } else if let message = outcome.message {
            location.fail(message)
        }
        return outcome
    } catch {
        location.fail("\(error)")
        return nil
    }
}
