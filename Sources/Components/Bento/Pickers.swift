import DesignTokens
import Layout
import Rasterizer

/// A choice in an `OptionPicker` (Bento's `Option`, renamed so it does not clash with
/// swift-argument-parser's `@Option` in tools that import both).
public protocol PickerOption: Equatable, Sendable {
    /// The option's text in the list.
    var displayName: String { get }
}

/// A string is an option that shows itself.
extension String: PickerOption {
    /// The string itself.
    public var displayName: String { self }
}

extension Component {
    /// A one-column picker at rest: the selected option on a highlighted band, its neighbours
    /// above and below fading out, as a wheel looks when still. Long options wrap and rows grow
    /// with the content size. It can stand in for a text field's keyboard (`CustomInput`).
    public struct OptionPicker: ThemedComposition, CustomInput, StateTransitioning {
        /// Bento's style sheet: the picker's margins and background.
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            /// Creates the option picker's style.
            public init() {
                super.init(layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
        }

        /// The options' texts, in order.
        public var options: [String]
        /// The index of the chosen option, or `nil` when none is chosen.
        public var selectedIndex: Int?
        /// The row's style.
        public var styleSheet: StyleSheet
        /// Called with the index of the option picked; `pickItem(at:)` calls it as a wheel would.
        @Callback public var didPickIndex: ((Int) -> Void)?

        /// Creates an option picker from any options, with the chosen one and a callback for the next
        /// choice.
        public init<O: PickerOption>(options: [O], selected: O?, didPickItem: ((O) -> Void)? = nil, styleSheet: StyleSheet = StyleSheet()) {
            self.options = options.map(\.displayName)
            self.selectedIndex = selected.flatMap { options.firstIndex(of: $0) }
            self.styleSheet = styleSheet
            self.didPickIndex = didPickItem.map { pick in { index in pick(options[index]) } }
        }

        /// Picks the option at an index, as turning the wheel to it does: calls `didPickItem` with
        /// that option. An index outside the options is ignored.
        public func pickItem(at index: Int) {
            guard options.indices.contains(index) else { return }
            didPickIndex?(index)
        }

        /// The wheel at rest; a transition turns it (`render(from:progress:in:environment:into:)`).
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = try composedNode(in: frame, environment: environment)
            node.notePart(self, in: frame, environment: environment)
            return node
        }

        /// Part way from another selection: the wheel turns through the options between, each
        /// sliding a row's height for every option passed under the band that stays, its fade and
        /// weight following its distance from the band, as `UIPickerView` turns to a row selected
        /// with animation. When the options themselves changed, the new ones show at once.
        public func render(
            from old: OptionPicker, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
        ) throws(RenderError) {
            let p = min(1, max(0, progress.isFinite ? progress : 1))
            let from = old.selectedIndex ?? 0, to = selectedIndex ?? 0
            guard old.options == options, from != to, p < 1 else {
                return try body(in: environment).render(in: frame, environment: environment, into: &list)
            }
            let wheel = OptionWheel(options: options, center: Double(from) + Double(to - from) * p)
            try styleSheet.apply(to: wheel).render(in: frame, environment: environment, into: &list)
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let center = selectedIndex ?? 0
            let rows: [(any Renderable)?] = (-2...2).map { offset -> (any Renderable)? in
                let index = center + offset
                let label = Self.label(options.indices.contains(index) ? options[index] : "", distance: Double(offset), theme: theme)
                return offset == 0 ? label.backgroundColor(theme.colors.surface).cornerRadius(8).asAnyRenderable() : label.asAnyRenderable()
            }
            return styleSheet.apply(to: rows.stack(axis: .vertical))
        }

        /// An option's row, `distance` rows from the band: the band's in the title style, the
        /// others fading with their distance (1, 0.6, 0.3 at 0, 1 and 2 rows; gone at 3).
        static func label(_ text: String, distance: Double, theme: Theme) -> some Renderable {
            let away = min(abs(distance), 3), step = Int(away.rounded(.down)), part = away - Double(step)
            let fades = [1, 0.6, 0.3, 0, 0]
            let fade = fades[step] + (fades[step + 1] - fades[step]) * part
            return UI.Label(text: text, style: away < 0.5 ? theme.typography.title : theme.typography.body1,
                            color: theme.colors.textPrimary.withAlpha(fade))
                .textAlignment(.center).numberOfLines(0).lineBreakMode(.byWordWrapping)
                .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)).minHeight(36)
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.picker.name, value: selectedIndex.map { options[$0] })
            info.isInteractive = true
            info.traits = [.adjustable]
            return info
        }
    }

    /// A switch row: `[image, title over several lines, switch]`; while refreshing a spinner
    /// replaces the switch. At accessibility sizes the switch goes below the title, as the Design
    /// Library's toggle row does, so long titles keep their words whole.
    public struct Toggle: ThemedComposition {
        /// Bento's style sheet: the title's look and the row's margins.
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            /// The title's style.
            public var text: LabelStyleSheet
            /// Whether the row is at least 44 points tall.
            public var enforcesMinimumHeight: Bool

            /// Creates a toggle row style.
            public init(text: LabelStyleSheet = LabelStyleSheet(), enforcesMinimumHeight: Bool = true) {
                self.text = text
                self.enforcesMinimumHeight = enforcesMinimumHeight
                super.init(layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
        }

        /// The title beside the switch.
        public var title: String
        /// A styled title, used instead of `title` when set.
        public var attributedTitle: AttributedText?
        /// An icon before the title.
        public var image: ImageAsset?
        /// Whether the switch is on.
        public var isOn: Bool
        /// Whether the switch can be changed.
        public var isEnabled: Bool
        /// Whether a spinner replaces the switch while its value is saved.
        public var isRefreshing: Bool
        /// Kept for Bento's signature: in a transition the switch slides its knob either way, as a
        /// `UISwitch` a person tapped does whatever `setOn(_:animated:)` is later called with.
        public var animateValueChange: Bool
        /// The row's style.
        public var styleSheet: StyleSheet
        /// Called with the new value when the switch is flipped.
        @Callback public var didChangeValue: ((Bool) -> Void)?

        /// Creates a toggle row.
        public init(
            title: String, attributedTitle: AttributedText? = nil, image: ImageAsset? = nil, isOn: Bool = false, isEnabled: Bool = true,
            isRefreshing: Bool = false, animateValueChange: Bool = false, styleSheet: StyleSheet = StyleSheet(),
            didChangeValue: ((Bool) -> Void)? = nil
        ) {
            self.title = title
            self.attributedTitle = attributedTitle
            self.image = image
            self.isOn = isOn
            self.isEnabled = isEnabled
            self.isRefreshing = isRefreshing
            self.animateValueChange = animateValueChange
            self.styleSheet = styleSheet
            self.didChangeValue = didChangeValue
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let label = (attributedTitle.map { UI.Label(attributedText: $0) }
                ?? styleSheet.text.apply(to: UI.Label(text: title)).textColor(styleSheet.text.textColor ?? theme.colors.textPrimary))
                .numberOfLines(styleSheet.text.numberOfLines).lineBreakMode(.byWordWrapping)
            let trailing: any Renderable = isRefreshing
                ? UI.ActivityIndicator().width(51).height(31) as any Renderable
                : UI.Toggle(isOn: isOn, isEnabled: isEnabled)
            // The row is the switch element (see `accessibility`); its parts are not read again.
            let titleRow: [(any Renderable)?] = [
                image.map { UI.Image(image: $0).tintColor(theme.colors.primary).width(24).height(24).accessibilityHidden() },
                label.accessibilityHidden(),
            ]
            let content: AnyRenderable
            if environment.traits.contentSize.isAccessibilityCategory {
                let control: [(any Renderable)?] = [AnyRenderable(trailing).accessibilityHidden(), UI.Spacer()]
                let column: [(any Renderable)?] = [
                    titleRow.stack(axis: .horizontal, spacing: 9, alignment: .center), control.stack(axis: .horizontal),
                ]
                content = column.stack(axis: .vertical, spacing: 8).asAnyRenderable()
            } else {
                let row: [(any Renderable)?] = titleRow + [AnyRenderable(trailing).accessibilityHidden()]
                content = row.stack(axis: .horizontal, spacing: 9, alignment: .center).asAnyRenderable()
            }
            let cell = styleSheet.apply(to: content)
            return styleSheet.enforcesMinimumHeight ? cell.minHeight(44).asAnyRenderable() : cell
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.`switch`.name, label: attributedTitle?.string ?? title, value: isRefreshing ? "refreshing" : (isOn ? "on" : "off"))
            info.isInteractive = isEnabled && !isRefreshing
            if !isEnabled { info.traits.append(.notEnabled) }
            return info
        }
    }
}

/// An option picker's wheel turned to a place between two options (`center`, in options): five
/// rows' height, the band fixed in the middle, the options at their distance from it.
struct OptionWheel: Renderable {
    var options: [String]
    var center: Double

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        Size(width: width ?? 0, height: 5 * 36)
    }

    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        let theme = environment.theme, pitch = frame.height / 5
        list.append(.pushClip(.rect(frame.rect)))
        let band = Frame(x: frame.x, y: frame.y + 2 * pitch, width: frame.width, height: pitch).snapped(toScale: environment.traits.scale)
        list.fill(.roundedRect(band.rect, radius: 8), with: .solid(theme.colors.surface))
        for (index, option) in options.enumerated() where abs(Double(index) - center) < 3 {
            let distance = Double(index) - center
            let row = Frame(x: frame.x, y: frame.y + (2 + distance) * pitch, width: frame.width, height: pitch)
            try Component.OptionPicker.label(option, distance: distance, theme: theme).render(in: row, environment: environment, into: &list)
        }
        list.append(.popClip)
    }
}
