import DesignTokens
import Foundation
import Layout
import Rasterizer

extension Component {
    /// A titled one-line input: `[title, text field, accessory]`, the title a quarter of the row
    /// (`fillProportionally(0.25)`) or as wide as it needs (`fit`), hidden when empty. Titles wrap
    /// rather than truncate; at accessibility sizes the title stands above the field, which wraps
    /// too, as UIKit forms stack them.
    ///
    /// Focus cannot be held in a picture, so `isFocused` draws the focused state: a caret in the
    /// field and, for a `.customInput`, the picker that replaces the keyboard below the row.
    public struct TextInput: ThemedComposition, Focusable {
        /// How wide the title is beside the field.
        public enum TitleStyle: Hashable, Sendable {
            /// As wide as its text.
            case fit
            /// A share (0...1) of the row's content width, as Bento's `fillProportionally`.
            case fillProportionally(Double)
        }

        /// The keyboard a field asks for, as `UIKeyboardType`. It changes no pixels at rest.
        public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
            /// The keyboards UIKit offers; the snapshot draws none, assistive technologies are told
            /// which.
            case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress
            /// More of the keyboards UIKit offers.
            case decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// What replaces the keyboard while the field is focused.
        public enum InputView: Sendable {
            /// The system keyboard of the field's `keyboardType`.
            case keyboard
            /// A picker in place of the keyboard (Bento's `.customInput`): an `OptionPicker` or a
            /// `DatePicker`, drawn below the field when it is focused.
            case customInput(any CustomInput)
        }

        /// An edit about to happen, as Bento's: the text before it, the replacement, and where.
        public struct TextChange: Hashable, Sendable {
            /// The text before the change.
            public var current: String?
            /// The text typed or pasted.
            public var change: String
            /// The range of `current` it replaces.
            public var range: NSRange

            /// Creates a text change.
            public init(current: String?, change: String, range: NSRange) {
                self.current = current
                self.change = change
                self.range = range
            }

            /// The text after the edit; empty when the range is outside the current text.
            public var result: String {
                guard let current, let range = Range(range, in: current) else { return "" }
                return current.replacingCharacters(in: range, with: change)
            }
        }

        /// Bento's style sheet for the input (deprecated in favour of modifiers).
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            /// How wide the title is: as wide as its text, or a share of the row.
            public var titleStyle: TitleStyle
            /// The title's look; by default body text over as many lines as it needs.
            public var title: LabelStyleSheet
            /// The field's look: secure entry, font, colour, alignment.
            public var text: TextFieldStylesheet
            /// Margins and decoration of the row inside the cell's margins.
            public var content: ViewStyleSheet

            /// Creates a text input style.
            public init(
                titleStyle: TitleStyle = .fillProportionally(0.25), title: LabelStyleSheet = LabelStyleSheet(textAlignment: .natural),
                text: TextFieldStylesheet = TextFieldStylesheet(), content: ViewStyleSheet = ViewStyleSheet(layoutMargins: .zero)
            ) {
                self.titleStyle = titleStyle
                self.title = title
                self.text = text
                self.content = content
                super.init(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
            }
        }

        /// The title before the field.
        public var title: String?
        /// The text shown, dimmed, while the field is empty.
        public var placeholder: String?
        /// The text in the field.
        public var text: TextValue?
        /// The keyboard the field asks for.
        public var keyboardType: KeyboardType
        /// Whether the field can be edited.
        public var isEnabled: Bool
        /// Whether the text is drawn as dots.
        public var isSecure: Bool
        /// What is drawn at the trailing edge.
        public var accessory: Accessory
        /// What the field edits with while it has focus: the keyboard, or a custom input such as a date picker.
        public var inputView: InputView
        /// Draw the field as it looks focused (see the type's note).
        public var isFocused: Bool
        /// The row's style.
        public var styleSheet: StyleSheet
        /// Asked before each edit; `false` refuses it.
        @Callback public var textWillChange: ((TextChange) -> Bool)?
        /// Called with the new text when it is edited.
        @Callback public var textDidChange: ((String?) -> Void)?
        /// Called when the accessory is tapped.
        @Callback public var didTapAccessory: (() -> Void)?

        /// Creates an input. `titleStyle` and `isSecure`, when given, override the style sheet's.
        public init(
            title: String? = nil, placeholder: String? = nil, text: TextValue? = nil, keyboardType: KeyboardType = .default,
            isEnabled: Bool = true, isSecure: Bool? = nil, accessory: Accessory = .none, titleStyle: TitleStyle? = nil,
            inputView: InputView = .keyboard, isFocused: Bool = false,
            textWillChange: ((TextChange) -> Bool)? = nil, textDidChange: ((String?) -> Void)? = nil,
            didTapAccessory: (() -> Void)? = nil, styleSheet: StyleSheet = StyleSheet()
        ) {
            self.title = title
            self.placeholder = placeholder
            self.text = text
            self.keyboardType = keyboardType
            self.isEnabled = isEnabled
            self.isSecure = isSecure ?? styleSheet.text.isSecureTextEntry
            self.accessory = accessory
            self.inputView = inputView
            self.isFocused = isFocused
            self.styleSheet = styleSheet
            self.titleStyleOverride = titleStyle
            self.textWillChange = textWillChange
            self.textDidChange = textDidChange
            self.didTapAccessory = didTapAccessory
        }

        private var titleStyleOverride: TitleStyle?

        /// The title's width rule: the one given to `init`, else the style sheet's.
        public var titleStyle: TitleStyle {
            get { titleStyleOverride ?? styleSheet.titleStyle }
            set { titleStyleOverride = newValue }
        }

        /// Whether the field can take focus (an enabled field can), and whether it has it.
        public var focusEligibility: FocusEligibility {
            guard isEnabled else { return .ineligible }
            return plainText.isEmpty ? .eligible(.empty) : .eligible(.populated)
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
            let stacksTitle = environment.traits.contentSize.isAccessibilityCategory
            let fieldStyle = styleSheet.text
            let font = fieldStyle.font ?? theme.typography.body1
            let shown = isSecure ? String(repeating: "•", count: plainText.count) : plainText
            var field = plainText.isEmpty
                ? UI.Label(text: placeholder ?? "", style: font, color: theme.colors.textSecondary)
                : UI.Label(text: shown, style: font, color: isEnabled ? fieldStyle.textColor ?? theme.colors.textPrimary : theme.colors.textSecondary)
            field = field.textAlignment(fieldStyle.textAlignment)
            // A field is one line; at accessibility sizes it has the row to itself and wraps.
            field = stacksTitle ? field.numberOfLines(0).lineBreakMode(.byWordWrapping) : field.numberOfLines(1)

            var fieldWithCaret: AnyRenderable = field.asAnyRenderable()
            if isFocused {
                let caret = UI.View().backgroundColor(theme.colors.primary).requiredWidth(2).requiredHeight((font.lineHeight ?? font.size * 1.2))
                    .accessibilityHidden()
                let parts: [(any Renderable)?] = plainText.isEmpty
                    ? [caret, field]
                    : [field.contentHuggingPriority(.required, for: .horizontal), caret, UI.Spacer()]
                fieldWithCaret = parts.stack(axis: .horizontal, spacing: 1, alignment: .center).asAnyRenderable()
            }

            var titleLabel: AnyRenderable?
            if let title, !title.isEmpty {
                let label = styleSheet.title.apply(to: UI.Label(text: title)).lineBreakMode(.byWordWrapping)
                    .textColor(styleSheet.title.textColor ?? (isEnabled ? theme.colors.textPrimary : theme.colors.textSecondary))
                if stacksTitle {
                    titleLabel = label.asAnyRenderable()
                } else {
                    switch titleStyle {
                    case .fit: titleLabel = label.contentHuggingPriority(.required, for: .horizontal).asAnyRenderable()
                    case .fillProportionally(let share):
                        // A share of the row, but never narrower than the title's longest word, so
                        // that words wrap whole.
                        titleLabel = label.minWidth(label.widestWordWidth(in: environment)).relativeWidth(share).asAnyRenderable()
                    }
                }
            }

            var accessoryView = accessory.component(theme: theme)
            if let didTapAccessory, let shown = accessoryView { accessoryView = shown.didTap(didTapAccessory).asAnyRenderable() }

            let row: AnyRenderable
            if stacksTitle {
                let fieldRow: [(any Renderable)?] = [fieldWithCaret, accessoryView]
                let column: [(any Renderable)?] = [titleLabel, fieldRow.stack(axis: .horizontal, spacing: 16, alignment: .center)]
                row = column.stack(axis: .vertical, spacing: 4).asAnyRenderable()
            } else {
                let parts: [(any Renderable)?] = [titleLabel, fieldWithCaret, accessoryView]
                row = parts.stack(axis: .horizontal, spacing: 16, alignment: .center).asAnyRenderable()
            }
            let cell = styleSheet.apply(to: styleSheet.content.apply(to: row))
            guard isFocused, case .customInput(let picker) = inputView else { return cell }
            // The picker stands where the keyboard would, below the field, on the surface colour.
            let below: [(any Renderable)?] = [
                cell,
                UI.View().backgroundColor(theme.colors.separator).requiredHeight(1 / environment.traits.scale).accessibilityHidden(),
                AnyRenderable(picker).backgroundColor(theme.colors.surface),
            ]
            return below.stack(axis: .vertical).asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.textField.name, label: title ?? placeholder, value: isSecure ? nil : plainText)
            info.isInteractive = isEnabled
            if isFocused { info.traits.append(.focused) }
            if !isEnabled { info.traits.append(.notEnabled) }
            return info
        }
    }
}
