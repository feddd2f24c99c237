import DesignTokens
import Layout
import Rasterizer

extension UI {
    /// A button in its resting state: a title (and optional icon) on a filled, outlined or plain
    /// background, at least 44 points tall; disabled buttons are drawn faded, loading ones show a
    /// spinner in place of the title.
    public struct Button: Renderable {
        /// How the button is drawn.
        public enum Style: String, Hashable, Sendable {
            /// The theme's primary colour behind a white title.
            case filled
            /// A primary-coloured outline and title.
            case outlined
            /// Only the primary-coloured title.
            case plain
        }

        /// The title drawn on the button.
        public var title: String
        /// Filled, outlined or plain.
        public var style: Style
        /// Whether the button can be tapped; disabled buttons are drawn faded.
        public var isEnabled: Bool
        /// Whether a spinner replaces the title.
        public var isLoading: Bool
        /// An icon drawn before the title.
        public var icon: ImageAsset?
        /// The corner radius in points.
        public var cornerRadius: Double
        /// The tap action; it changes no pixels.
        @Callback public var didTap: (() -> Void)?

        /// Creates a button.
        public init(
            title: String, style: Style = .filled, isEnabled: Bool = true, isLoading: Bool = false, icon: ImageAsset? = nil,
            cornerRadius: Double = 8, didTap: (() -> Void)? = nil
        ) {
            self.title = title
            self.style = style
            self.isEnabled = isEnabled
            self.isLoading = isLoading
            self.icon = icon
            self.cornerRadius = cornerRadius
            self.didTap = didTap
        }

        static let minimumHeight = 44.0
        static let horizontalPadding = 16.0

        /// The design values a button draws with, worked out in one place: its node draws them and
        /// records them for the audit and the token pages.
        struct Design {
            /// The background (filled), else `nil`.
            var fill: Color?
            /// The outline (outlined), else `nil`.
            var outline: Color?
            /// The title's (and icon's, and spinner's) colour.
            var title: Color
            /// The title's font.
            var font: TextStyle
            /// The corner radius of the fill or outline; `nil` when nothing is drawn behind the title.
            var radius: Double?

            /// The values as the node records them.
            var uses: [DesignUse] {
                var uses: [DesignUse] = []
                if let fill { uses.append(.color(.background, fill)) }
                if let outline { uses.append(.color(.border, outline)) }
                if let radius { uses.append(.length(.radius, radius)) }
                return uses + [.font(font), .color(.text, title)]
            }
        }

        func design(in environment: RenderEnvironment) -> Design {
            let colors = environment.theme.colors, font = environment.theme.typography.button
            switch style {
            case .filled: return Design(fill: colors.primary, title: colors.onPrimary, font: font, radius: cornerRadius)
            case .outlined: return Design(outline: colors.primary, title: colors.primary, font: font, radius: cornerRadius)
            case .plain: return Design(title: colors.primary, font: font)
            }
        }

        private func content(in environment: RenderEnvironment) -> UI.Stack {
            let design = design(in: environment)
            // Long titles wrap rather than truncate, as a UIButton configuration lays them out (large
            // text at accessibility sizes).
            let label = UI.Label(text: title, style: design.font, color: design.title)
                .textAlignment(.center).numberOfLines(0).lineBreakMode(.byWordWrapping)
            let image = icon.map { UI.Image(image: $0).tintColor(design.title).width(20).height(20) }
            let items: [(any Renderable)?] = [image, label]
            return items.stack(axis: .horizontal, spacing: 8, alignment: .center)
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let inner = try content(in: environment).sizeThatFits(
                width: width.map { max(0, $0 - 2 * Self.horizontalPadding) }, in: environment)
            return Size(
                width: width ?? inner.width + 2 * Self.horizontalPadding,
                height: max(Self.minimumHeight, inner.height + 2 * 11))
        }

        /// The button's shape and its title (or spinner), drawn as one node with the values it uses.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            let design = design(in: environment)
            var node = LaidOutNode(self, frame: frame, environment: environment)
            if environment.recordsDesignUses { node.record.designUses = design.uses }
            try node.draw { (list: inout DisplayList) throws(RenderError) in try draw(design, in: frame, environment: environment, into: &list) }
            return node
        }

        private func draw(_ design: Design, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            // A disabled button is drawn faded as one layer, clipped to the whole pixels under it so
            // the layer costs the button's area rather than the screen's.
            if !isEnabled {
                let scale = environment.traits.scale
                let left = (frame.x * scale).rounded(.down) / scale, top = (frame.y * scale).rounded(.down) / scale
                let right = (frame.maxX * scale).rounded(.up) / scale, bottom = (frame.maxY * scale).rounded(.up) / scale
                list.append(.pushClip(.rect(Rect(x: left, y: top, width: right - left, height: bottom - top))))
                list.append(.pushLayer(opacity: 0.4))
            }
            if let fill = design.fill, let radius = design.radius {
                list.fill(Path.roundedRect(frame.rect, radius: min(radius, frame.height / 2)), with: .solid(fill))
            }
            if let outline = design.outline, let radius = design.radius {
                let inset = Path.roundedRect(frame.rect.insetBy(dx: 0.5, dy: 0.5), radius: max(0, min(radius, frame.height / 2) - 0.5))
                list.append(.stroke(inset, StrokeStyle(width: 1), .solid(outline)))
            }
            if isLoading {
                let spinner = UI.ActivityIndicator(color: design.title)
                let size = 20.0
                try spinner.render(
                    in: Frame(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size),
                    environment: environment, into: &list)
            } else {
                let stack = content(in: environment)
                let inner = try stack.sizeThatFits(width: max(0, frame.width - 2 * Self.horizontalPadding), in: environment)
                let contentWidth = min(inner.width, frame.width - 2 * Self.horizontalPadding)
                try stack.render(
                    in: Frame(
                        x: frame.x + (frame.width - contentWidth) / 2, y: frame.y + (frame.height - inner.height) / 2,
                        width: contentWidth, height: inner.height),
                    environment: environment, into: &list)
            }
            if !isEnabled {
                list.append(.popLayer)
                list.append(.popClip)
            }
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.button.name, label: title, value: isEnabled ? nil : "dimmed")
            info.isInteractive = isEnabled
            return info
        }
    }

    /// A switch, 51 × 31 as UIKit draws it: the primary colour when on, a grey track when off, a
    /// white knob with a soft shadow. Right to left mirrors it, as UIKit does: on puts the knob at
    /// the left end. Rebound in a transition, it slides its knob and blends its track as
    /// `UISwitch` does, on the transition's clock. Like `UISwitch`, it is hit within 44 points of
    /// its centre, and `gallery audit`'s tap-target rule counts that area (clear of other controls),
    /// not the drawn 31-point height.
    public struct Toggle: StateTransitioning {
        /// Whether the switch is on.
        public var isOn: Bool
        /// Whether the switch can be changed; disabled switches are drawn faded.
        public var isEnabled: Bool
        /// Called with the new value when the switch is flipped.
        @Callback public var didChangeValue: ((Bool) -> Void)?

        /// Creates a switch.
        public init(isOn: Bool, isEnabled: Bool = true, didChangeValue: ((Bool) -> Void)? = nil) {
            self.isOn = isOn
            self.isEnabled = isEnabled
            self.didChangeValue = didChangeValue
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            Size(width: 51, height: 31)
        }

        /// The track's colour, which the node draws and records: the primary colour
        /// when on, the separator colour when off.
        func trackColor(in environment: RenderEnvironment) -> Color {
            isOn ? environment.theme.colors.primary : environment.theme.colors.separator
        }

        /// The track and the knob, with the colours they are drawn in.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            node.draw { draw(knobAt: isOn ? 1 : 0, track: trackColor(in: environment), faded: !isEnabled, in: frame, environment: environment, into: &$0) }
            node.record(.color(.background, trackColor(in: environment)), in: environment)
            node.record(.color("knob", Self.knobColor), in: environment)
            node.record(.color(.shadow, Self.knobShadow), in: environment)
            return node
        }

        /// The knob's colour, as UIKit's: white in light and dark appearances alike.
        static let knobColor = Color.white
        /// The shadow under the knob.
        static let knobShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.2)

        /// Part way from another state: the knob slides from its old end to its new one and the
        /// track blends from its old colour to its new one, one knob at every frame.
        public func render(
            from old: Toggle, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
        ) throws(RenderError) {
            let p = min(1, max(0, progress.isFinite ? progress : 1))
            let from = old.trackColor(in: environment), to = trackColor(in: environment)
            let track = Color(
                red: from.red + (to.red - from.red) * p, green: from.green + (to.green - from.green) * p,
                blue: from.blue + (to.blue - from.blue) * p, alpha: from.alpha + (to.alpha - from.alpha) * p)
            let start = old.isOn ? 1.0 : 0.0, end = isOn ? 1.0 : 0.0
            draw(knobAt: start + (end - start) * p, track: track, faded: !isEnabled, in: frame, environment: environment, into: &list)
        }

        /// The track in a colour and the knob at a place along it: 0 at the off end, 1 at the on end.
        private func draw(
            knobAt position: Double, track color: Color, faded: Bool, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
        ) {
            let track = Rect(x: frame.midX - 25.5, y: frame.midY - 15.5, width: 51, height: 31)
            if faded { list.append(.pushLayer(opacity: 0.5)) }
            list.fill(.roundedRect(track, radius: 15.5), with: .solid(color))
            let toTrailing = environment.isRightToLeft ? 1 - position : position
            let knob = Rect(x: track.minX + 2 + (track.width - 31) * toTrailing, y: track.minY + 2, width: 27, height: 27)
            list.append(.shadow(.circle(center: Point(x: knob.midX, y: knob.midY), radius: 13.5),
                                offset: Point(x: 0, y: 2), blur: 3, color: Self.knobShadow))
            list.fill(.circle(center: Point(x: knob.midX, y: knob.midY), radius: 13.5), with: .solid(Self.knobColor))
            if faded { list.append(.popLayer) }
        }

        public var layoutTraits: LayoutTraits {
            var traits = LayoutTraits()
            traits.hugging = PerAxis(horizontal: .required, vertical: .required)
            traits.compressionResistance = PerAxis(horizontal: .required, vertical: .required)
            return traits
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.`switch`.name, value: isOn ? "on" : "off")
            info.isInteractive = isEnabled
            return info
        }
    }

    /// A one-line text field at rest: its text (bullets when secure) or a placeholder in the
    /// secondary colour, in a rounded, bordered box at least 44 points tall.
    public struct TextField: Renderable {
        /// The text in the field.
        public var text: String
        /// The text shown, dimmed, while the field is empty.
        public var placeholder: String
        /// Whether the text is drawn as dots.
        public var isSecure: Bool
        /// Whether the field can be edited; disabled fields are drawn faded.
        public var isEnabled: Bool
        /// Called with the new text when it is edited.
        @Callback public var textDidChange: ((String) -> Void)?

        /// Creates a text field.
        public init(
            text: String = "", placeholder: String = "", isSecure: Bool = false, isEnabled: Bool = true,
            textDidChange: ((String) -> Void)? = nil
        ) {
            self.text = text
            self.placeholder = placeholder
            self.isSecure = isSecure
            self.isEnabled = isEnabled
            self.textDidChange = textDidChange
        }

        private var shownText: String { isSecure ? String(repeating: "•", count: text.count) : text }

        private func label(in environment: RenderEnvironment) -> UI.Label {
            let theme = environment.theme
            return text.isEmpty
                ? UI.Label(text: placeholder, style: theme.typography.body1, color: theme.colors.textSecondary)
                : UI.Label(text: shownText, style: theme.typography.body1, color: theme.colors.textPrimary)
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let inner = try label(in: environment).sizeThatFits(width: width.map { max(0, $0 - 24) }, in: environment)
            return Size(width: width ?? inner.width + 24, height: max(44, inner.height + 22))
        }

        /// The box's corner radius, fill and border, which it draws and records.
        static let cornerRadius = 8.0
        func boxColors(in environment: RenderEnvironment) -> (fill: Color, border: Color) {
            let colors = environment.theme.colors
            return (isEnabled ? colors.background : colors.surface, colors.separator)
        }

        /// The rounded box and its text (or placeholder), drawn as one node with the values it uses.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            let (fill, border) = boxColors(in: environment)
            var node = LaidOutNode(self, frame: frame, environment: environment)
            node.draw(.fill(.roundedRect(frame.rect, radius: Self.cornerRadius), .solid(fill), .nonZero))
            node.draw(.stroke(.roundedRect(frame.rect.insetBy(dx: 0.5, dy: 0.5), radius: Self.cornerRadius - 0.5), StrokeStyle(width: 1), .solid(border)))
            if environment.recordsDesignUses {
                node.record.designUses = [.color(.background, fill), .color(.border, border),
                    .length(.radius, Self.cornerRadius, writtenAt: SourceLine(fileID: #fileID, line: #line))]
            }
            let inner = Frame(x: frame.x + 12, y: frame.y, width: max(0, frame.width - 24), height: frame.height)
            node.absorb(try label(in: environment).laidOut(in: inner, environment: environment))
            return node
        }

        public var accessibility: AccessibilityInfo {
            var info = AccessibilityInfo(role: AccessibilityRole.textField.name, label: placeholder, value: isSecure ? nil : text)
            info.isInteractive = isEnabled
            return info
        }
    }
}
