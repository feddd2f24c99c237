@testable import CatalogueTesting
import Components
import DesignTokens
import Foundation
import Rasterizer
import SafeFiles
import Testing

@testable import ImageSnapshots

@Suite struct SnapshotVerifierTests {
    /// A fresh snapshots folder and artifacts folder, removed afterwards.
    final class Workspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-tests-\(UUID().uuidString)")
        var snapshots: URL { root.appendingPathComponent("Snapshots") }
        var artifacts: URL { root.appendingPathComponent("artifacts") }
        deinit { try? FileManager.default.removeItem(at: root) }

        func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
            SnapshotVerifier(configuration: SnapshotConfiguration(recordMode: mode, snapshotsDirectory: snapshots, artifactsDirectory: artifacts))
        }
    }

    func render(_ text: String, color: Color = Theme.light.colors.textPrimary) throws -> Bitmap {
        try ComponentRenderer(traits: RenderTraits(scale: 1))
            .bitmap(of: UI.Label(text: text, style: Theme.light.typography.body2, color: color).padding(2))
    }

    @Test func missingReferenceIsRecordedThenMatches() throws {
        let workspace = Workspace()
        let image = try render("Bento")
        let first = try workspace.verifier(.missing).verify(image, suite: "Suite", name: "label")
        guard case .recorded(let recording) = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(recording.reason == .missing)
        #expect(!first.isSuccess, "a recording run must not pass")
        #expect(try Bitmap(contentsOfPNG: workspace.snapshots.appendingPathComponent("Suite/label.png")) == image)
        #expect(try workspace.verifier(.missing).verify(image, suite: "Suite", name: "label") == .matched)
        #expect(try workspace.verifier(.never).verify(image, suite: "Suite", name: "label") == .matched)
    }

    @Test func recordingKeepsFontFingerprintsAndAChangedFontIsReported() throws {
        let workspace = Workspace()
        let verifier = workspace.verifier(.missing)
        _ = try verifier.verify(try render("Fonts"), suite: "Suite", name: "fonts")
        let recorded = try #require(try FontFingerprints.load(from: verifier.fontFingerprintsURL))
        let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let data = try Data(contentsOf: URL(fileURLWithPath: inter))
        #expect(recorded.files[inter] == ContentHash.hex([UInt8](data)))
        #expect(verifier.fontFileChanges().isEmpty)

        // References recorded with another build of the font: the change is named, path and all.
        var tampered = recorded
        tampered.files[inter] = String(repeating: "0", count: 64)
        try tampered.jsonData().write(to: verifier.fontFingerprintsURL)
        let changes = verifier.fontFileChanges()
        #expect(changes.map(\.path) == [inter])
        #expect(changes.first?.description.contains("Inter-Regular.otf differs from the one the references were recorded with") == true)
    }

    @Test func missingReferenceInNeverModeFailsAndRecordsNothing() throws {
        let workspace = Workspace()
        let outcome = try workspace.verifier(.never).verify(try render("Bento"), suite: "Suite", name: "label")
        guard case .failed(let failure) = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        #expect(failure.kind == .missingReference)
        #expect(!FileManager.default.fileExists(atPath: failure.referencePath))
        // The message says what is true whatever set the mode, and names the command that records
        // (issue 75: it blamed CI with CI unset, and advised a variable `gallery verify` ignores).
        #expect(failure.message.contains("this run only verifies") && failure.message.contains("`gallery record`"), "\(failure.message)")
        #expect(!failure.message.contains("CI is set"), "\(failure.message)")
        // A retry cannot turn it into a pass.
        #expect(try workspace.verifier(.never).verify(try render("Bento"), suite: "Suite", name: "label") != .matched)
    }

    @Test(arguments: [("Bentp", Theme.light.colors.textPrimary), ("Bento", Theme.light.colors.error)])
    func changedTextOrColourFailsAndWritesActualAndDiff(text: String, color: Color) throws {
        let workspace = Workspace()
        let reference = try render("Bento")
        _ = try workspace.verifier(.missing).verify(reference, suite: "Suite", name: "label")
        let changed = try render(text, color: color)
        let outcome = try workspace.verifier(.never).verify(changed, suite: "Suite", name: "label")
        guard case .failed(let failure) = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        let actualPath = try #require(failure.actualPath), diffPath = try #require(failure.diffPath)
        #expect(try Bitmap(contentsOfPNG: URL(fileURLWithPath: actualPath)) == changed)
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: diffPath))
        if case .pixelsDiffer(let difference) = failure.kind {
            #expect(difference.differingPixels > 0)
            let box = try #require(difference.bounds)
            // Every differing pixel is red in the diff, and the diff is the reference's size.
            #expect(diff.width == reference.width && diff.height == reference.height)
            #expect(diff[box.x, box.y] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255) || difference.differingPixels > 1)
            #expect(failure.message.contains("pixels differ"))
        } else if case .sizeMismatch = failure.kind {
            #expect(text != "Bento", "a colour change keeps the size")
        } else {
            Issue.record("unexpected failure kind \(failure.kind)")
        }
        // The reference is untouched by a verify run.
        #expect(try Bitmap(contentsOfPNG: URL(fileURLWithPath: failure.referencePath)) == reference)
    }

    /// A size change leaves a diff too: both pictures on one canvas, what only one covers marked.
    @Test func aSizeChangeLeavesADiffAsLargeAsBoth() throws {
        let workspace = Workspace()
        let reference = try render("Bento")
        _ = try workspace.verifier(.missing).verify(reference, suite: "Suite", name: "label")
        let wider = try render("Bento for Linux")
        let outcome = try workspace.verifier(.never).verify(wider, suite: "Suite", name: "label")
        guard case .failed(let failure) = outcome, case .sizeMismatch = failure.kind else { Issue.record("expected a size change, got \(outcome)"); return }
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: try #require(failure.diffPath, "a size change leaves a diff")))
        #expect(diff.width == max(reference.width, wider.width) && diff.height == max(reference.height, wider.height))
        let red = PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
        #expect((reference.width..<diff.width).contains { x in (0..<diff.height).contains { diff[x, $0] == red } }, "the new part is marked")
    }

    @Test func failedModeReplacesAFailingReference() throws {
        let workspace = Workspace()
        _ = try workspace.verifier(.missing).verify(try render("Bento"), suite: "S", name: "n")
        let changed = try render("Bento", color: Theme.light.colors.success)
        let outcome = try workspace.verifier(.failed).verify(changed, suite: "S", name: "n")
        guard case .recorded(let recording) = outcome, case .replacedFailing = recording.reason else {
            Issue.record("expected a replacement, got \(outcome)"); return
        }
        #expect(try workspace.verifier(.never).verify(changed, suite: "S", name: "n") == .matched)
    }

    @Test func allModeRecordsEvenWhenMatching() throws {
        let workspace = Workspace()
        let image = try render("Bento")
        _ = try workspace.verifier(.missing).verify(image, suite: "S", name: "n")
        #expect(try workspace.verifier(.all).verify(image, suite: "S", name: "n") == .recorded(SnapshotRecording(
            reason: .recordAll, referencePath: workspace.snapshots.appendingPathComponent("S/n.png").path)))
    }

    @Test func corruptReferenceFailsWithoutCrashing() throws {
        let workspace = Workspace()
        let url = workspace.snapshots.appendingPathComponent("S/n.png")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        let outcome = try workspace.verifier(.missing).verify(try render("Bento"), suite: "S", name: "n")
        guard case .failed(let failure) = outcome, case .unreadableReference = failure.kind else {
            Issue.record("expected an unreadable reference, got \(outcome)"); return
        }
        #expect(try Data(contentsOf: url) == Data("not a png".utf8), "the damaged reference is left for a person to look at")
    }

    @Test func renderingTwiceGivesIdenticalPNGBytes() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(theme: .dark, scale: 3))
        let label = UI.Label(text: "Deterministic ÄVWAy fi", style: Theme.dark.typography.headline1)
        let first = try renderer.pngData(of: label.padding(6))
        let second = try renderer.pngData(of: label.padding(6))
        #expect(first == second)
    }

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "ALL"]) == .all)
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "sometimes"])
        }
    }

    @Test func namesCannotEscapeTheSnapshotFolder() throws {
        #expect(try SnapshotName.sanitized("../../etc/passwd").hasPrefix("etc-passwd-"))
        #expect(try SnapshotName.sanitized("a/b\u{0}c").hasPrefix("a-b-c-"))
        #expect(try SnapshotName.sanitized("row3 title@dark-2x").hasPrefix("row3-title@dark-2x-"))
        #expect(try SnapshotName.sanitized("Button-filled@light-2x") == "Button-filled@light-2x")   // safe names stay as they are
        let long = String(repeating: "x", count: 500)
        let sanitized = try SnapshotName.sanitized(long)
        #expect(sanitized.count == 120)
        #expect(sanitized != (try SnapshotName.sanitized(long + "y")))
        #expect(throws: SnapshotError.invalidName("")) { try SnapshotName.sanitized("") }
        let workspace = Workspace()
        let url = try workspace.verifier(.never).referenceURL(suite: "../Suite", name: "../../x")
        #expect(url.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path == workspace.snapshots.standardizedFileURL.path)
        #expect(url.deletingLastPathComponent().lastPathComponent.hasPrefix("Suite-"))
    }

    /// Distinct names never share a file, and the files are safe on Windows and macOS checkouts.
    @Test(arguments: [
        ["a/b", "a:b", "a*b", "a-b", "a b", "a\\b"],
        ["über", "ber", "uber", "Über"],
        ["日本", "中文", "한국어", "🙂"],
        ["x\u{0}y", "x\u{0}z", "x"],
        ["CON", "con.txt", "NUL", "COM1", "LPT9", "CONSOLE"],
        ["trailing.", "trailing", "trailing ", ".hidden", "hidden"],
    ])
    func namesMapOneToOne(names: [String]) throws {
        let files = try names.map { try SnapshotName.sanitized($0) }
        #expect(Set(files).count == names.count, "\(names) → \(files)")
        for file in files {
            #expect(!file.isEmpty && !file.hasPrefix(".") && !file.hasSuffix(".") && !file.contains("/") && !file.contains(".."))
            #expect(file.unicodeScalars.allSatisfy { $0.isASCII && !"<>:\"\\|?* ".unicodeScalars.contains($0) && $0.value >= 0x20 })
            #expect(!SnapshotName.isReservedOnWindows(file))
        }
        // Stable across runs and machines: the same bytes give the same name.
        #expect(try names.map { try SnapshotName.sanitized($0) } == files)
    }

    /// What a record killed between write and rename leaves (our temporary files of a process no
    /// longer running, and the `.dat.nosync…` ones Foundation's atomic writes left, a minute old)
    /// is removed by the next record; a running process's temporary file is left to it.
    @Test func leftoversOfAnInterruptedRecordAreCleaned() throws {
        let workspace = Workspace()
        let suite = workspace.snapshots.appendingPathComponent("Suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let running = ".other.png.bento-tmp-\(getpid())-in-flight"
        // 4194303 is past any pid Linux hands out by default (pid_max 4194304 at most).
        for leftover in [".label.png.dat.nosync1a2b.Xyz", ".label.png.bento-tmp-1234", ".label.png.bento-tmp-4194303-gone", running] {
            try Data([1, 2]).write(to: suite.appendingPathComponent(leftover))
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: suite.appendingPathComponent(".label.png.dat.nosync1a2b.Xyz").path)
        _ = try workspace.verifier(.missing).verify(try render("Bento"), suite: "Suite", name: "label")
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() == [running, "label.png"])
    }

    /// Attachments are named like references; artifacts default to the package's own folder.
    @Test func attachmentsAndArtifactsStayInTheirFolders() throws {
        let attachment = SnapshotLocation.attachmentName(for: "../../x", kind: "actual")
        #expect(!attachment.contains("/") && !attachment.hasPrefix(".") && attachment.hasSuffix(".actual.png"))
        #expect(SnapshotLocation.attachmentName(for: "a\u{0}b", kind: "diff") != SnapshotLocation.attachmentName(for: "a\u{0}c", kind: "diff"))
        let configuration = try SnapshotConfiguration.fromEnvironment(
            snapshotsDirectory: URL(fileURLWithPath: "/work/app/Snapshots"), environment: [:])
        #expect(configuration.artifactsDirectory.path == "/work/app/.build/snapshot-artifacts")
    }

    /// Test functions written with raw identifiers keep what follows their first parenthesis.
    @Test func rawIdentifierTestNamesStayDistinct() {
        #expect(SnapshotName.testName(fromFunction: "greeting()") == "greeting")
        #expect(SnapshotName.testName(fromFunction: "entry(identifier:)") == "entry")
        #expect(SnapshotName.testName(fromFunction: "renders (large)()") == "renders (large)")
        #expect(SnapshotName.testName(fromFunction: "renders (large)()") != SnapshotName.testName(fromFunction: "renders (small)()"))
    }

}
