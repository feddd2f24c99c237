import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A titled one-line input: `[title, text field, accessory]`, the title a quarter of the row
    /// (`fillProportionally(0.25)`) or as wide as it needs (`fit`), hidden when empty.
    public struct TextInput: ThemedComposition {
        public enum TitleStyle: Hashable, Sendable {
            case fit
            case fillProportionally(Double)
        }

        public var title: String?
        public var placeholder: String?
        public var text: TextValue?
        public var isEnabled: Bool
        public var isSecure: Bool
        public var accessory: Accessory
        public var titleStyle: TitleStyle
        public var textDidChange: (@Sendable (String?) -> Void)?

        public init(
            title: String? = nil, placeholder: String? = nil, text: TextValue? = nil, isEnabled: Bool = true, isSecure: Bool = false,
            accessory: Accessory = .none, titleStyle: TitleStyle = .fillProportionally(0.25),
            textDidChange: (@Sendable (String?) -> Void)? = nil
        ) {
            self.title = title
            self.placeholder = placeholder
            self.text = text
            self.isEnabled = isEnabled
            self.isSecure = isSecure
            self.accessory = accessory
            self.titleStyle = titleStyle
            self.textDidChange = textDidChange
        }

        private var plainText: String {
            switch text {
            case .plain(let string): return string
            case .rich(let attributed): return attributed.string
            case nil: return ""
            }
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let shown = isSecure ? String(repeating: "•", count: plainText.count) : plainText
            let field = plainText.isEmpty
                ? UI.Label(text: placeholder ?? "", style: theme.typography.body1, color: theme.colors.textSecondary)
                : UI.Label(text: shown, style: theme.typography.body1, color: isEnabled ? theme.colors.textPrimary : theme.colors.textSecondary)
            var titleLabel: AnyRenderable?
            if let title, !title.isEmpty {
                let label = UI.Label(text: title, style: theme.typography.body1, color: theme.colors.textPrimary).numberOfLines(1)
                switch titleStyle {
                case .fit: titleLabel = label.contentHuggingPriority(.required, for: .horizontal).asAnyRenderable()
                case .fillProportionally(let share):
                    // Width is a share of the row; the text field takes the rest.
                    titleLabel = label.relativeWidth(share).asAnyRenderable()
                }
            }
            let row: [(any Renderable)?] = [titleLabel, field, accessory.component(theme: theme)]
            return ViewStyleSheet(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
                .apply(to: row.stack(axis: .horizontal, spacing: 16, alignment: .center))
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: "textField", label: title ?? placeholder, value: isSecure ? nil : plainText)
            info.isInteractive = isEnabled
            return info
        }
    }

    /// A text view at rest: its text over several lines, or its placeholder.
    public struct MultilineTextInput: ThemedComposition {
        public var text: String
        public var placeholder: String
        public var didFinishEditing: @Sendable (String) -> Void

        public init(text: String, placeholder: String, didFinishEditing: @escaping @Sendable (String) -> Void = { _ in }) {
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
                .apply(to: label.numberOfLines(0).minHeight(44))
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: "textView", label: placeholder, value: text)
            info.isInteractive = true
            return info
        }
    }

    /// A search bar at rest: a magnifier and the placeholder in a rounded grey field, 36 tall.
    public struct Search: ThemedComposition {
        public var placeholder: String?
        public var showsCancelButton: Bool

        public init(placeholder: String? = nil, showsCancelButton: Bool = false) {
            self.placeholder = placeholder
            self.showsCancelButton = showsCancelButton
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let field: [(any Renderable)?] = [
                UI.Image(iconNamed: "search").tintColor(theme.colors.textSecondary).width(20).height(20).accessibilityHidden(),
                UI.Label(text: placeholder ?? "Search", style: theme.typography.body1, color: theme.colors.textSecondary).numberOfLines(1),
            ]
            let box = field.stack(axis: .horizontal, spacing: 6, layoutMargins: EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8), alignment: .center)
                .backgroundColor(theme.colors.surface).cornerRadius(10).requiredHeight(36)
            let row: [(any Renderable)?] = [
                box,
                showsCancelButton ? UI.Label(text: "Cancel", style: theme.typography.body1, color: theme.colors.primary) : nil,
            ]
            return row.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), alignment: .center)
                .asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: "searchField", label: placeholder ?? "Search")
            info.isInteractive = true
            return info
        }
    }
}
