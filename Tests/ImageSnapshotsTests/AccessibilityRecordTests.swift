import Components
import Foundation
import Layout
import Rasterizer
import Testing

@testable import ImageSnapshots

/// The accessibility record verified beside each reference: with the picture unchanged, a change
/// of label, trait, reading order or frame fails the verify and says how; a missing record is
/// written unless the record mode forbids it; the record reads back as written.
@Suite struct AccessibilityRecordTests {
    typealias Workspace = SnapshotVerifierTests.Workspace

    static func element(_ path: String, label: String, traits: [String] = ["button"], frame: Frame = Frame(x: 16, y: 8, width: 80, height: 44))
        -> AccessibilityRecord.Element
    {
        AccessibilityRecord.Element(
            path: path, role: "button", label: label, value: nil, identifier: nil, traits: traits, actions: [], isInteractive: true,
            isHidden: false, frame: frame)
    }

    static let before = AccessibilityRecord(elements: [element("Stack/Button[0]", label: "Add"), element("Stack/Button[1]", label: "Remove")])

    func picture() throws -> Bitmap {
        try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: UI.Label(text: "Add").padding(4))
    }

    @Test func aChangeForAssistiveTechnologiesFailsWithThePictureUnchanged() throws {
        let workspace = Workspace()
        let image = try picture()
        _ = try workspace.verifier(.missing).verify(image, suite: "Suite", name: "add", accessibility: Self.before)
        #expect(try workspace.verifier(.never).verify(image, suite: "Suite", name: "add", accessibility: Self.before) == .matched)

        var relabelled = Self.before, untraited = Self.before, reordered = Self.before, moved = Self.before
        relabelled.elements[0].label = "Add item"
        untraited.elements[0].traits = []
        reordered.elements.swapAt(0, 1)
        moved.elements[1].frame.y = 60
        let expected: [(AccessibilityRecord, String)] = [
            (relabelled, #"Button "Add": label "Add" → "Add item""#),
            (untraited, #"Button "Add": trait button lost"#),
            (reordered, #"reading order: Button "Remove" now comes before Button "Add""#),
            (moved, #"Button "Remove": frame (16, 8, 80, 44) → (16, 60, 80, 44)"#),
        ]
        for (changed, words) in expected {
            let outcome = try workspace.verifier(.never).verify(image, suite: "Suite", name: "add", accessibility: changed)
            guard case .failed(let failure) = outcome else { Issue.record("\(words): passed"); continue }
            #expect(failure.kind == .accessibilityDiffers)
            #expect(failure.accessibilityChanges == [words], "\(failure.accessibilityChanges)")
            #expect(failure.message.contains("The picture matches, but what assistive technologies see"))
            // The run leaves what accepting it needs: the same picture and the new record.
            let candidate = workspace.artifacts.appendingPathComponent("Suite/add")
            #expect(try Bitmap(contentsOfPNG: candidate.appendingPathExtension("actual.png")) == image)
            #expect(try String(contentsOf: candidate.appendingPathExtension("actual.a11y.txt"), encoding: .utf8) == changed.text)
            let left = try JSONDecoder().decode(ReviewCandidate.self, from: Data(contentsOf: candidate.appendingPathExtension("candidate.json")))
            #expect(left.accessibilityChanges == [words])
        }
        // Record mode "failed" takes the new record; the picture stays as it was.
        let reference = workspace.snapshots.appendingPathComponent("Suite/add.png")
        let bytes = try Data(contentsOf: reference)
        guard case .recorded = try workspace.verifier(.failed).verify(image, suite: "Suite", name: "add", accessibility: relabelled) else {
            Issue.record("record mode failed did not record"); return
        }
        #expect(try Data(contentsOf: reference) == bytes)
        #expect(try workspace.verifier(.never).verify(image, suite: "Suite", name: "add", accessibility: relabelled) == .matched)
    }

    @Test func aMissingRecordIsWrittenUnlessRecordingIsForbidden() throws {
        let workspace = Workspace()
        let image = try picture()
        _ = try workspace.verifier(.missing).verify(image, suite: "Suite", name: "add")
        // A reference recorded before records existed: CI says so, a local run writes it.
        guard case .failed(let failure) = try workspace.verifier(.never).verify(image, suite: "Suite", name: "add", accessibility: Self.before) else {
            Issue.record("a missing record passed in CI"); return
        }
        #expect(failure.accessibilityChanges.first?.hasPrefix("no accessibility record at") == true)
        guard case .recorded = try workspace.verifier(.missing).verify(image, suite: "Suite", name: "add", accessibility: Self.before) else {
            Issue.record("a missing record was not written"); return
        }
        #expect(try String(contentsOf: workspace.snapshots.appendingPathComponent("Suite/add.a11y.txt"), encoding: .utf8) == Self.before.text)
        // Without a record to check (a plain image assertion), nothing about accessibility is asked.
        #expect(try workspace.verifier(.never).verify(image, suite: "Suite", name: "add") == .matched)
    }

    @Test func theTextReadsBackAsWrittenWhateverTheLabelsHold() {
        var record = Self.before
        record.elements[0].label = "Tab\there, line\nbreak, = and , in it"
        record.elements[0].value = "4 out of 5"
        record.elements[1].actions = ["To top", "Delete, for good"]
        record.elements[1].isHidden = true
        let read = AccessibilityRecord(text: record.text)
        #expect(read.text == record.text)
        #expect(read.elements.count == 2 && read.elements[1].isHidden && read.elements[0].value == "4 out of 5")
        #expect(record.text.split(separator: "\n").count == 2, "an element is one line")
        #expect(read.changes(since: AccessibilityRecord(text: Self.before.text)).contains(#"Button "Remove": action "To top" gained; action "Delete\u{2C} for good" gained; now hidden"#))
    }
}
