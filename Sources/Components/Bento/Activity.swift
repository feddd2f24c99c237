import DesignTokens
import Rasterizer

extension Component {
    /// A centred spinner while loading; nothing (but its height) when not.
    public struct Activity: ThemedComposition {
        /// Whether the spinner is shown.
        public var isLoading: Bool
        /// The row's background and margins.
        public var styleSheet: ViewStyleSheet

        /// Creates an activity row.
        public init(isLoading: Bool, styleSheet: ViewStyleSheet = ViewStyleSheet()) {
            self.isLoading = isLoading
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let row: [(any Renderable)?] = [UI.Spacer(), UI.ActivityIndicator(isAnimating: isLoading), UI.Spacer()]
            return styleSheet.apply(to: row.stack(axis: .horizontal, alignment: .center, distribution: .equalCentering))
        }

        public var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: AccessibilityRole.progressIndicator.name, label: isLoading ? "Loading" : nil)
        }
    }
}
