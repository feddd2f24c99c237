import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A text view at rest: its text over several lines, or its placeholder.
    public struct MultilineTextInput: ThemedComposition {
        /// The text in the view.
        public var text: String
        /// The text shown, dimmed, while the view is empty.
        public var placeholder: String
        /// Called with the text when editing ends.
        @Callback public var didFinishEditing: (String) -> Void

        /// Creates a multiline text input.
        public init(text: String, placeholder: String, didFinishEditing: @escaping (String) -> Void = { _ in }) {
            self.text = text
            self.placeholder = placeholder
            self.didFinishEditing = didFinishEditing
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let label = text.isEmpty
                ? UI.Label(text: placeholder, style: theme.typography.body1, color: theme.colors.textSecondary)
                : UI.Label(text: text, style: theme.typography.body1, color: theme.colors.textPrimary)
            return ViewStyleSheet(layoutMargins: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
                .apply(to: label.numberOfLines(0).lineBreakMode(.byWordWrapping)).minHeight(44).asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.textView.name, label: placeholder, value: text)
            info.isInteractive = true
            return info
        }
    }

    /// A search bar at rest: a magnifier and the placeholder in a rounded grey field, 36 tall.
    public struct Search: ThemedComposition {
        /// The text shown, dimmed, while the search bar is empty.
        public var placeholder: String?
        /// Whether a Cancel button is drawn beside the bar.
        public var showsCancelButton: Bool

        /// Creates a search bar.
        public init(placeholder: String? = nil, showsCancelButton: Bool = false) {
            self.placeholder = placeholder
            self.showsCancelButton = showsCancelButton
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let field: [(any Renderable)?] = [
                UI.Image(iconNamed: "search").tintColor(theme.colors.textSecondary).width(20).height(20).accessibilityHidden(),
                UI.Label(text: placeholder ?? "Search", style: theme.typography.body1, color: theme.colors.textSecondary)
                    .numberOfLines(0).lineBreakMode(.byWordWrapping),
            ]
            let box = field.stack(axis: .horizontal, spacing: 6, layoutMargins: EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8), alignment: .center)
                .backgroundColor(theme.colors.surface).cornerRadius(10).minHeight(36)
            let row: [(any Renderable)?] = [
                box,
                showsCancelButton ? UI.Label(text: "Cancel", style: theme.typography.body1, color: theme.colors.primary) : nil,
            ]
            return row.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), alignment: .center)
                .asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.searchField.name, label: placeholder ?? "Search")
            info.isInteractive = true
            return info
        }
    }
}
