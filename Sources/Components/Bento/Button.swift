import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A button in its row's margins, full width or hugging its title, leading, centred or trailing.
    public struct Button: ThemedComposition {
        /// The button's title.
        public var title: String?
        /// Whether the button can be tapped.
        public var isEnabled: Bool
        /// Whether a spinner replaces the title.
        public var isLoading: Bool
        /// Called when the button is tapped.
        @Callback public var didTap: (() -> Void)?
        /// The button's style, font and alignment.
        public var styleSheet: ButtonStyleSheet

        /// Creates a button row.
        public init(
            title: String? = nil, isEnabled: Bool = true, isLoading: Bool = false, didTap: (() -> Void)? = nil,
            styleSheet: ButtonStyleSheet = ButtonStyleSheet()
        ) {
            self.title = title
            self.isEnabled = isEnabled
            self.isLoading = isLoading
            self.didTap = didTap
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let button = UI.Button(
                title: title ?? "", style: styleSheet.style, isEnabled: isEnabled, isLoading: isLoading,
                cornerRadius: styleSheet.cornerRadius)
            let content: AnyRenderable
            if styleSheet.hugsContent {
                let spacer = UI.Spacer()
                let items: [(any Renderable)?] = switch styleSheet.alignment {
                case .leading: [button, spacer]
                case .trailing: [spacer, button]
                default: [spacer, button, UI.Spacer()]
                }
                let distribution: StackDistribution = styleSheet.alignment == .center ? .equalCentering : .fill
                content = items.stack(axis: .horizontal, distribution: distribution).asAnyRenderable()
            } else {
                content = button.asAnyRenderable()
            }
            let margins = ViewStyleSheet(backgroundColor: styleSheet.backgroundColor, layoutMargins: styleSheet.layoutMargins)
            return margins.apply(to: content)
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.button.name, label: title, value: isEnabled ? nil : "dimmed")
            info.isInteractive = isEnabled && didTap != nil
            return info
        }
    }
}
