import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Testing

/// The end-to-end slice: a label from tokens, measured with Inter, drawn by our rasterizer,
/// encoded by libpng and compared with `Snapshots/LabelSnapshotTests/`.
@Suite struct LabelSnapshotTests {
    @Test func labelFromTokens() {
        let theme = Theme.light
        let label = UI.Label(text: "Hello, Bento!", style: theme.typography.headline2, color: theme.colors.primary)
        assertSnapshot(of: label.padding(8), traits: RenderTraits(theme: theme, scale: 2))
    }

    @Test func labelAtEveryScale() {
        let label = UI.Label(text: "Scale 1, 2, 3").padding(4)
        for scale in [1.0, 2.0, 3.0] {
            assertSnapshot(of: label, traits: RenderTraits(theme: .dark, scale: scale))
        }
    }
}
