import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A line (or lines) of text with an optional accessory button, centred in the margins.
    public struct Description: ThemedComposition {
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            public var text: LabelStyleSheet
            public var horizontalSpacing: Double
            public var enforcesMinimumHeight: Bool

            public init(text: LabelStyleSheet = LabelStyleSheet(), horizontalSpacing: Double = 8, enforcesMinimumHeight: Bool = false) {
                self.text = text
                self.horizontalSpacing = horizontalSpacing
                self.enforcesMinimumHeight = enforcesMinimumHeight
                super.init(layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
        }

        public var text: TextValue
        public var accessoryIcon: ImageAsset?
        @Callback public var didTap: (() -> Void)?
        @Callback public var didTapAccessoryButton: (() -> Void)?
        public var styleSheet: StyleSheet

        public init(
            text: TextValue, accessoryIcon: ImageAsset? = nil, didTap: (() -> Void)? = nil,
            didTapAccessoryButton: (() -> Void)? = nil, styleSheet: StyleSheet = StyleSheet()
        ) {
            self.text = text
            self.accessoryIcon = accessoryIcon
            self.didTap = didTap
            self.didTapAccessoryButton = didTapAccessoryButton
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let row: [(any Renderable)?] = [
                text.label(styleSheet: styleSheet.text),
                accessoryIcon.map { UI.Image(image: $0).tintColor(theme.colors.primary).width(24).height(24).accessibilityHidden() },
            ]
            let stack = row.stack(axis: .horizontal, spacing: styleSheet.horizontalSpacing, alignment: .center)
            let content = styleSheet.apply(to: stack)
            return styleSheet.enforcesMinimumHeight ? content.minHeight(44).asAnyRenderable() : content
        }
    }
}
