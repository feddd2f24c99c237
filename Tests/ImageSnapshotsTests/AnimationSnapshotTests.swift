import Components
import DesignTokens
import Foundation
import Rasterizer
import Testing
@testable import ImageSnapshots

/// An animation's reference: recorded, matched, and a failure that names the first frame that
/// differs and its time, or a change in the frame count.
@Suite struct AnimationSnapshotTests {
    func frames(_ texts: [String]) throws -> [Bitmap] {
        try texts.map { text in
            try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: UI.Label(text: text, style: Theme.light.typography.body2).padding(2))
        }
    }

    @Test func aChangedFrameIsNamedWithItsTime() throws {
        let workspace = SnapshotVerifierTests.Workspace()
        let recorded = try frames(["one", "two", "six", "three"])
        let first = try workspace.verifier(.missing).verifyAnimation(recorded, suite: "Suite", name: "count", framesPerSecond: 60)
        guard case .recorded = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(try workspace.verifier(.never).verifyAnimation(recorded, suite: "Suite", name: "count") == .matched)

        let changed = try frames(["one", "two", "sax", "three"])
        let outcome = try workspace.verifier(.never).verifyAnimation(changed, suite: "Suite", name: "count")
        guard case .failed(let failure) = outcome, case .framesDiffer(let detail) = failure.kind else {
            Issue.record("expected differing frames, got \(outcome)")
            return
        }
        #expect(detail.contains("at frame 2 of 4 (t = 0.033 s)"), "\(detail)")
        let actual = try #require(failure.actualPath)
        #expect(try AnimatedPNG.frames(contentsOf: URL(fileURLWithPath: actual)) == AnimatedPNG.canvasFrames(changed), "the actual animation is left to look at")

        let longer = try workspace.verifier(.never).verifyAnimation(recorded + recorded.suffix(1), suite: "Suite", name: "count")
        let wider = try workspace.verifier(.never).verifyAnimation(try frames(["one", "two", "six", "three!"]), suite: "Suite", name: "count")
        #expect(wider.message?.contains("The animation's canvas is") == true, "\(String(describing: wider.message))")
        #expect(longer.message?.contains("has 5 frames; its reference has 4") == true, "\(String(describing: longer.message))")
        // Record mode `failed` replaces it; `all` rewrites it.
        guard case .recorded = try workspace.verifier(.failed).verifyAnimation(changed, suite: "Suite", name: "count") else {
            Issue.record("record mode failed kept a differing animation")
            return
        }
        #expect(try workspace.verifier(.never).verifyAnimation(changed, suite: "Suite", name: "count") == .matched)
    }

    @Test func aMissingAnimationFailsWhenRecordingIsOff() throws {
        let workspace = SnapshotVerifierTests.Workspace()
        let outcome = try workspace.verifier(.never).verifyAnimation(try frames(["a"]), suite: "Suite", name: "none")
        guard case .failed(let failure) = outcome, case .missingReference = failure.kind else {
            Issue.record("expected a missing reference, got \(outcome)")
            return
        }
        #expect(failure.referencePath.hasSuffix("Suite/none.transition.apng"))
    }
}
