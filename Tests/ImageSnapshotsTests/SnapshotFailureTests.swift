import CatalogueTesting
import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing

@testable import ImageSnapshots

/// Failure explanations and run artifacts: sizes, tolerance, layout changes, report.html and the
/// stale-reference listing.
@Suite struct SnapshotFailureTests {
    typealias Workspace = SnapshotVerifierTests.Workspace

    static let environment = RenderEnvironment(traits: RenderTraits(scale: 1))

    static func card(_ title: String, width: Double = 160) -> (Bitmap, LayoutRecord) {
        let column: [(any Renderable)?] = [UI.Label(text: title).numberOfLines(0), UI.Label(text: "Detail")]
        let stack = column.stack(axis: .vertical, spacing: 4, layoutMargins: 8)
        let renderer = ComponentRenderer(environment: environment)
        let bitmap = try! renderer.bitmap(of: stack, layout: .width(width))
        let record = LayoutRecord(try! renderer.layoutNodes(of: stack, layout: .width(width)))
        return (bitmap, record)
    }

    @Test func aSizeMismatchIsItsOwnFailure() throws {
        let workspace = Workspace()
        let (small, _) = Self.card("Title", width: 120)
        let (large, _) = Self.card("Title", width: 160)
        _ = try workspace.verifier(.missing).verify(small, suite: "S", name: "card")
        let outcome = try workspace.verifier(.never).verify(large, suite: "S", name: "card")
        guard case .failed(let failure) = outcome, case .sizeMismatch(let reference, let actual) = failure.kind else {
            Issue.record("expected a size mismatch, got \(outcome)"); return
        }
        #expect(reference == (120, 50) || reference.0 == 120)
        #expect(actual.0 == 160)
        #expect(failure.message.contains("Snapshot size differs: reference 120 ×"))
        #expect(failure.diffPath != nil && failure.actualPath != nil, "a size change leaves a diff of both on one canvas")
    }

    @Test func failuresNameTheLayoutChangesBehindThem() throws {
        let workspace = Workspace()
        let (before, beforeLayout) = Self.card("Short title")
        _ = try workspace.verifier(.missing).verify(before, suite: "S", name: "card", layout: beforeLayout)
        let layoutFile = workspace.snapshots.appendingPathComponent("S/card.layout.txt")
        #expect(FileManager.default.fileExists(atPath: layoutFile.path))
        let (after, afterLayout) = Self.card("A much longer title that wraps onto a second line")
        let outcome = try workspace.verifier(.never).verify(after, suite: "S", name: "card", layout: afterLayout)
        guard case .failed(let failure) = outcome else { Issue.record("expected a failure"); return }
        // The size changed, so the failure is a size mismatch, and the layout says why.
        #expect(failure.layoutChanges.contains { $0.hasPrefix("Stack/Label[0]") && $0.contains("height 22 → 88, text changed") })
        #expect(failure.layoutChanges.contains("Stack/Label[1] \"Detail\": y 34 → 100"))
        #expect(failure.message.contains("Layout changes since the reference was recorded:\n  Stack: height 64 → 130"))
    }

    @Test func toleranceModesLetSmallDifferencesPass() throws {
        let workspace = Workspace()
        let reference = try Bitmap(width: 20, height: 20, fill: Color(red8: 100, green8: 100, blue8: 100))
        var actual = reference
        actual[3, 3] = PremultipliedPixel(Color(red8: 101, green8: 100, blue8: 100))
        _ = try workspace.verifier(.missing).verify(reference, suite: "S", name: "grey")
        let exact = try workspace.verifier(.never).verify(actual, suite: "S", name: "grey")
        #expect(!exact.isSuccess)
        if case .failed(let failure) = exact { #expect(failure.message.contains("1 of 400 pixels differ")) }
        #expect(try workspace.verifier(.never).verify(actual, suite: "S", name: "grey", mode: .perceptual(precision: 0.99)) == .matched)
        #expect(try workspace.verifier(.never).verify(actual, suite: "S", name: "grey", mode: .perceptual(perceptualPrecision: 0.98)) == .matched)
        #expect(try workspace.verifier(.never).verify(actual, suite: "S", name: "grey", mode: .pixelmatch()) == .matched)
    }

    @Test func aFailureWritesArtifactsAndTheReport() throws {
        let workspace = Workspace()
        let (before, _) = Self.card("Title")
        let (after, _) = Self.card("Titel")
        _ = try workspace.verifier(.missing).verify(before, suite: "S", name: "card")
        let outcome = try workspace.verifier(.never).verify(after, suite: "S", name: "card")
        guard case .failed(let failure) = outcome else { Issue.record("expected a failure"); return }
        for path in [failure.actualPath, failure.diffPath] {
            #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true)
        }
        #expect(FileManager.default.fileExists(atPath: workspace.artifacts.appendingPathComponent("S/card.reference.png").path))
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: failure.diffPath!))
        #expect(diff.width == after.width)
        let report = try String(contentsOf: workspace.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("S / card"))
        #expect(report.contains("data:image/png;base64,"))
        #expect(report.contains("type=\"range\""))
        #expect(report.contains("largest ΔE"))
    }

    /// The reference beside a failure's actual picture is the reference file as it was read, not
    /// the reference decoded and encoded again: a reviewer compares the very file that changes.
    @Test func theReferenceArtifactIsTheReferenceFile() throws {
        let workspace = Workspace()
        let (before, _) = Self.card("Title")
        let (after, _) = Self.card("Titel")
        // Written as another tool might (libpng's fast settings, not the smallest file Bento records).
        let reference = workspace.snapshots.appendingPathComponent("S/card.png")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try before.writePNG(to: reference, compression: .fast)
        let recorded = try Data(contentsOf: reference)
        #expect(recorded != Data(try before.compactPNGData()))
        guard case .failed = try workspace.verifier(.never).verify(after, suite: "S", name: "card") else {
            Issue.record("expected a failure"); return
        }
        let artifact = workspace.artifacts.appendingPathComponent("S/card.reference.png")
        #expect(try Data(contentsOf: artifact) == recorded)
        #expect(try Bitmap(contentsOfPNG: artifact) == before)
        #expect(try Bitmap(contentsOfPNG: workspace.artifacts.appendingPathComponent("S/card.actual.png")) == after)
    }

    @Test func staleReferencesAreListedOnlyInSuitesTheRunReached() throws {
        let workspace = Workspace()
        let (image, record) = Self.card("Title")
        // An earlier run recorded three references in suite S and one in suite T.
        for name in ["kept", "old"] { _ = try workspace.verifier(.missing).verify(image, suite: "S", name: name, layout: record) }
        _ = try workspace.verifier(.missing).verify(image, suite: "T", name: "other")
        // This run verifies only S/kept.
        let run = Workspace()
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: workspace.snapshots, artifactsDirectory: run.artifacts))
        #expect(try verifier.verify(image, suite: "S", name: "kept") == .matched)
        let manifest = run.artifacts.appendingPathComponent("manifest.txt")
        let stale = try StaleReferences.find(manifest: manifest).map(\.lastPathComponent)
        #expect(stale == ["old.layout.txt", "old.png"])
        try StaleReferences.delete(manifest: manifest)
        #expect(!FileManager.default.fileExists(atPath: workspace.snapshots.appendingPathComponent("S/old.png").path))
        #expect(FileManager.default.fileExists(atPath: workspace.snapshots.appendingPathComponent("S/kept.layout.txt").path))
        #expect(FileManager.default.fileExists(atPath: workspace.snapshots.appendingPathComponent("T/other.png").path))
    }

    /// A manifest naming a folder that is not a suite of references deletes nothing there.
    @Test func aManifestCannotCondemnFilesOutsideASnapshotsFolder() throws {
        let run = Workspace()
        let elsewhere = run.artifacts.deletingLastPathComponent().appendingPathComponent("elsewhere-\(UUID().uuidString)/photos")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere.deletingLastPathComponent()) }
        for name in ["holiday.png", "notes.txt", "listed.png"] { try Data([1]).write(to: elsewhere.appendingPathComponent(name)) }
        let manifest = run.artifacts.appendingPathComponent("manifest.txt")
        try FileManager.default.createDirectory(at: run.artifacts, withIntermediateDirectories: true)
        try Data((elsewhere.appendingPathComponent("listed.png").path + "\n/etc/passwd\nrelative/x.png\n").utf8).write(to: manifest)
        #expect(try StaleReferences.delete(manifest: manifest).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).count == 3)
    }
}

/// The trait scopes a configuration: inside it, assertions use its folders and record mode.
@Suite(.snapshots(record: .never, snapshotsDirectory: URL(fileURLWithPath: "/nonexistent/bento-snapshots"),
                  artifactsDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("bento-trait-artifacts")))
struct SnapshotTraitTests {
    @Test func theTraitSetsTheConfiguration() throws {
        let configuration = try #require(SnapshotConfiguration.current)
        #expect(configuration.recordMode == .never)
        #expect(configuration.snapshotsDirectory.path == "/nonexistent/bento-snapshots")
    }
}
