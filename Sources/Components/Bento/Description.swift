import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A line (or lines) of text with an optional accessory button, centred in the margins.
    public struct Description: ThemedComposition {
        /// The description row's style: its text, spacing and minimum height.
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            /// The text's style.
            public var text: LabelStyleSheet
            /// The space between the text and the accessory, in points.
            public var horizontalSpacing: Double
            /// Whether the row is at least 44 points tall.
            public var enforcesMinimumHeight: Bool

            /// Creates a description style.
            public init(text: LabelStyleSheet = LabelStyleSheet(), horizontalSpacing: Double = 8, enforcesMinimumHeight: Bool = false) {
                self.text = text
                self.horizontalSpacing = horizontalSpacing
                self.enforcesMinimumHeight = enforcesMinimumHeight
                super.init(layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
        }

        /// The line of text.
        public var text: TextValue
        /// An icon drawn at the trailing edge as a button.
        public var accessoryIcon: ImageAsset?
        /// Called when the row is tapped.
        @Callback public var didTap: (() -> Void)?
        /// Called when the accessory icon is tapped.
        @Callback public var didTapAccessoryButton: (() -> Void)?
        /// The row's style.
        public var styleSheet: StyleSheet

        /// Creates a description row.
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
