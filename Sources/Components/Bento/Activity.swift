import DesignTokens
import Rasterizer

extension Component {
    /// A centred spinner while loading; nothing (but its height) when not.
    public struct Activity: ThemedComposition {
        public var isLoading: Bool
        public var styleSheet: ViewStyleSheet

        public init(isLoading: Bool, styleSheet: ViewStyleSheet = ViewStyleSheet()) {
            self.isLoading = isLoading
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let row: [(any Renderable)?] = [UI.Spacer(), UI.ActivityIndicator(isAnimating: isLoading), UI.Spacer()]
            return styleSheet.apply(to: row.stack(axis: .horizontal, alignment: .center, distribution: .equalCentering))
        }

        public var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: "progressIndicator", label: isLoading ? "Loading" : nil)
        }
    }
}
