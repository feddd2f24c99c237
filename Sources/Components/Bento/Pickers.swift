import DesignTokens
import Layout
import Rasterizer

/// A choice in an `OptionPicker` (Bento's `Option`, renamed so it does not clash with
/// swift-argument-parser's `@Option` in tools that import both).
public protocol PickerOption: Equatable, Sendable {
    var displayName: String { get }
}

extension String: PickerOption {
    public var displayName: String { self }
}

extension Component {
    /// A one-column picker at rest: the selected option on a highlighted band, its neighbours
    /// above and below fading out, as a wheel looks when still.
    public struct OptionPicker: ThemedComposition {
        public var options: [String]
        public var selectedIndex: Int?

        public init<O: PickerOption>(options: [O], selected: O?, didPickItem: (@Sendable (O) -> Void)? = nil) {
            self.options = options.map(\.displayName)
            self.selectedIndex = selected.flatMap { options.firstIndex(of: $0) }
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let center = selectedIndex ?? 0
            let rows: [(any Renderable)?] = (-2...2).map { offset -> (any Renderable)? in
                let index = center + offset
                let text = options.indices.contains(index) ? options[index] : ""
                let fade = [0.3, 0.6, 1, 0.6, 0.3][offset + 2]
                let label = UI.Label(text: text, style: offset == 0 ? theme.typography.title : theme.typography.body1,
                                     color: theme.colors.textPrimary.withAlpha(fade))
                    .textAlignment(.center).numberOfLines(1).height(36)
                return offset == 0 ? label.backgroundColor(theme.colors.surface).cornerRadius(8).asAnyRenderable() : label.asAnyRenderable()
            }
            return rows.stack(axis: .vertical, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)).asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: "picker", value: selectedIndex.map { options[$0] })
            info.isInteractive = true
            return info
        }
    }

    /// A switch row: `[image, title over several lines, switch]`; while refreshing a spinner
    /// replaces the switch.
    public struct Toggle: ThemedComposition {
        public var title: String
        public var attributedTitle: AttributedText?
        public var image: ImageAsset?
        public var isOn: Bool
        public var isEnabled: Bool
        public var isRefreshing: Bool
        public var didChangeValue: (@Sendable (Bool) -> Void)?

        public init(
            title: String, attributedTitle: AttributedText? = nil, image: ImageAsset? = nil, isOn: Bool = false, isEnabled: Bool = true,
            isRefreshing: Bool = false, didChangeValue: (@Sendable (Bool) -> Void)? = nil
        ) {
            self.title = title
            self.attributedTitle = attributedTitle
            self.image = image
            self.isOn = isOn
            self.isEnabled = isEnabled
            self.isRefreshing = isRefreshing
            self.didChangeValue = didChangeValue
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let label = (attributedTitle.map { UI.Label(attributedText: $0) }
                ?? UI.Label(text: title, style: theme.typography.body1, color: theme.colors.textPrimary)).numberOfLines(0)
            let trailing: any Renderable = isRefreshing
                ? UI.ActivityIndicator().width(51).height(31) as any Renderable
                : UI.Toggle(isOn: isOn, isEnabled: isEnabled)
            // The row is the switch element (see `accessibility`); its parts are not read again.
            let row: [(any Renderable)?] = [
                image.map { UI.Image(image: $0).tintColor(theme.colors.primary).width(24).height(24).accessibilityHidden() },
                label.accessibilityHidden(),
                AnyRenderable(trailing).accessibilityHidden(),
            ]
            return row.stack(axis: .horizontal, spacing: 9, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), alignment: .center)
                .minHeight(44).asAnyRenderable()
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: "switch", label: attributedTitle?.string ?? title, value: isRefreshing ? "refreshing" : (isOn ? "on" : "off"))
            info.isInteractive = isEnabled && !isRefreshing
            return info
        }
    }
}
