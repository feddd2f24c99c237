import Components
import DesignTokens
import ImageSnapshotsStrategy
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
