import CatalogueTesting
import Components
import DesignTokens
import Foundation
@testable import ImageSnapshotsStrategy
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategy: that library's own `assertSnapshot`, storing PNGs in its
/// `__Snapshots__` folder beside this file, with this package's renderer and comparison.
@Suite struct SnapshotTestingStrategyTests {
    @Test func labelAsImage() {
        let label = UI.Label(text: "Hello from swift-snapshot-testing", style: Theme.light.typography.body2).padding(8)
        assertSnapshot(of: label, as: .image(layout: .width(280), traits: RenderTraits(theme: .light, scale: 2)))
    }
}

/// The strategy keeps this package's record rule: under `CI` a missing reference fails and is not
/// written; a record mode that is not one is reported, and nothing is recorded.
@Suite struct StrategyRecordPolicyTests {
    @Test func theEnvironmentDecidesAsForThisPackagesAssertions() {
        #expect(CIRecordPolicy.mode(for: ["CI": "true"])?.record == .never)
        #expect(CIRecordPolicy.mode(for: ["CI": "true"])?.problem == nil)
        #expect(CIRecordPolicy.mode(for: ["SNAPSHOT_TESTING_RECORD": "garbage"])?.record == .never)
        #expect(CIRecordPolicy.mode(for: ["SNAPSHOT_TESTING_RECORD": "garbage"])?.problem?.contains("garbage") == true)
        #expect(CIRecordPolicy.mode(for: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "true"]) == nil)
        #expect(CIRecordPolicy.mode(for: ["CI": "false"]) == nil)
        #expect(CIRecordPolicy.mode(for: [:]) == nil)
    }

    /// In a process with `CI` set, a missing reference fails and no file appears.
    @Test func underCIAMissingReferenceIsNotRecorded() async {
        await #expect(processExitsWith: .success) {
            setenv("CI", "true", 1)
            unsetenv("SNAPSHOT_TESTING_RECORD")
            let name = "never-recorded-under-ci"
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__/SnapshotTestingStrategyTests/underCIAMissingReferenceIsNotRecorded.\(name).png")
            let failure = verifySnapshot(
                of: UI.Label(text: "missing").padding(4), as: .image(traits: RenderTraits(scale: 1)), named: name,
                testName: "underCIAMissingReferenceIsNotRecorded")
            exit(failure != nil && !FileManager.default.fileExists(atPath: file.path) ? 0 : 1)
        }
    }
}
