import DesignTokens
import Layout
import Rasterizer

extension DesignLibrary {
    /// The Design Library's component factories: the renderer's `appearance`. Every factory is
    /// composed of atomic components and the configuration's tokens only.
    public struct ComponentsBuilder: Sendable {
        /// The tokens the components are built from.
        public let configuration: Configuration
        /// The traits the components are built for; the typography is scaled for their content size.
        public let traits: RenderTraits
        /// The tokens with typography scaled for the traits' content size.
        public let tokens: Theme

        /// Creates a builder for a configuration and traits.
        public init(configuration: Configuration, traits: RenderTraits) {
            self.configuration = configuration
            self.traits = traits
            self.tokens = Theme(
                name: traits.theme.name, colors: configuration.colors,
                typography: configuration.typography.scaled(for: traits.contentSize), spacing: configuration.spacing,
                radii: configuration.radii, elevation: configuration.elevation, icons: configuration.icons)
        }

        private var colors: ColorPalette { tokens.colors }
        private var type: Typography { tokens.typography }
        private var space: Spacing { tokens.spacing }
        private var rowMargins: EdgeInsets {
            EdgeInsets(top: space.small + space.extraSmall, leading: space.medium, bottom: space.small + space.extraSmall, trailing: space.medium)
        }
        /// Apple's minimum tap target.
        private static let minimumRowHeight = 44.0

        private func label(_ text: String, _ style: TextStyle, _ color: Color, lines: Int = 0) -> UI.Label {
            UI.Label(text: text, style: style, color: color).numberOfLines(lines)
        }

        private func chevron() -> some Renderable {
            UI.Image(image: tokens.icons.image(.chevronRight)).flippedForRightToLeftLayoutDirection()
                .tintColor(colors.textSecondary).width(tokens.icons.size).height(tokens.icons.size).accessibilityHidden()
        }

        private func tappable(_ content: some Renderable, _ didTap: (() -> Void)?) -> AnyRenderable {
            guard let didTap else { return content.asAnyRenderable() }
            return content.didTap(didTap).asAnyRenderable()
        }

        /// A one-line title row.
        public func row1(title: String) -> AnyRenderable {
            [label(title, type.body1, colors.textPrimary)].stack(axis: .horizontal, layoutMargins: rowMargins, alignment: .center)
                .minHeight(Self.minimumRowHeight).asAnyRenderable()
        }

        /// A title over a secondary detail.
        public func row2(title: String, detail: String) -> AnyRenderable {
            let texts: [(any Renderable)?] = [label(title, type.body1, colors.textPrimary), label(detail, type.body2, colors.textSecondary)]
            return texts.stack(axis: .vertical, spacing: space.extraSmall / 2, layoutMargins: rowMargins)
                .minHeight(Self.minimumRowHeight).asAnyRenderable()
        }

        /// An icon on a circle, a title over a detail, and a chevron: the guide's option row.
        public func row3(title: String, detail: String, image: Icon, didTap: (() -> Void)? = nil) -> AnyRenderable {
            let circle = tokens.icons.size + space.medium
            let icon = [UI.Image(image: image.template).tintColor(colors.primary).width(tokens.icons.size).height(tokens.icons.size)]
                .stack(axis: .vertical, alignment: .center, distribution: .equalCentering)
                .backgroundColor(image.backgroundColor ?? colors.surface).cornerRadius(circle / 2)
                .requiredWidth(circle).requiredHeight(circle)
                .accessibilityHidden()
            let texts: [(any Renderable)?] = [label(title, type.title, colors.textPrimary), label(detail, type.body2, colors.textSecondary)]
            // At accessibility sizes the text gets the full width: the icon moves above it and the
            // chevron goes, as iOS rows reflow for large text.
            if traits.contentSize.isAccessibilityCategory {
                let column: [(any Renderable)?] = [icon, texts.stack(axis: .vertical, spacing: space.extraSmall / 2)]
                return tappable(column.stack(axis: .vertical, spacing: space.small, layoutMargins: rowMargins, alignment: .leading), didTap)
            }
            let row: [(any Renderable)?] = [icon, texts.stack(axis: .vertical, spacing: space.extraSmall / 2), chevron()]
            return tappable(
                row.stack(axis: .horizontal, spacing: space.medium, layoutMargins: rowMargins, alignment: .center)
                    .minHeight(Self.minimumRowHeight), didTap)
        }

        /// The guide's banner: icons either side of centred text in `onPrimary` (white in the light
        /// theme, as the guide has it) on the primary colour.
        public func banner(
            description: String, leadingIcon: ImageAsset? = nil, trailingIcon: ImageAsset? = nil, iconsColor: Color? = nil,
            didTap: (() -> Void)? = nil
        ) -> AnyRenderable {
            let size = tokens.icons.size
            let items: [(any Renderable)?] = [
                leadingIcon.map {
                    UI.Image(image: $0.withRenderingMode(.alwaysTemplate)).tintColor(iconsColor ?? colors.onPrimary).height(size).width(size)
                        .accessibilityHidden()
                },
                label(description, type.body1, colors.onPrimary).textAlignment(.center).lineBreakMode(.byWordWrapping),
                trailingIcon.map {
                    UI.Image(image: $0.withRenderingMode(.alwaysTemplate)).tintColor(iconsColor ?? colors.onPrimary).height(size).width(size)
                        .accessibilityHidden()
                },
            ]
            return tappable(
                items.stack(axis: .horizontal, spacing: space.small, layoutMargins: space.small, alignment: .center)
                    .container().backgroundColor(colors.primary), didTap)
        }

        private func button(_ title: String, style: UI.Button.Style, isEnabled: Bool, didTap: (() -> Void)?) -> AnyRenderable {
            let button = UI.Button(title: title, style: style, isEnabled: isEnabled, cornerRadius: tokens.radii.medium, didTap: didTap)
            return button.padding(EdgeInsets(top: space.small, leading: space.medium, bottom: space.small, trailing: space.medium))
                .asAnyRenderable()
        }

        /// A full-width filled button in the primary colour.
        public func primaryButton(title: String, isEnabled: Bool = true, didTap: (() -> Void)? = nil) -> AnyRenderable {
            button(title, style: .filled, isEnabled: isEnabled, didTap: didTap)
        }

        /// A full-width outlined button.
        public func secondaryButton(title: String, isEnabled: Bool = true, didTap: (() -> Void)? = nil) -> AnyRenderable {
            button(title, style: .outlined, isEnabled: isEnabled, didTap: didTap)
        }

        /// A centred spinner.
        public func loader() -> AnyRenderable {
            let row: [(any Renderable)?] = [UI.Spacer(), UI.ActivityIndicator(color: colors.textSecondary), UI.Spacer()]
            return row.stack(axis: .horizontal, layoutMargins: space.medium, alignment: .center, distribution: .equalCentering)
                .asAnyRenderable()
        }

        /// A caption title over a text field.
        public func input(title: String, placeholder: String, text: String = "", isSecure: Bool = false) -> AnyRenderable {
            let items: [(any Renderable)?] = [
                label(title, type.subhead, colors.textSecondary),
                UI.TextField(text: text, placeholder: placeholder, isSecure: isSecure),
            ]
            return items.stack(axis: .vertical, spacing: space.extraSmall, layoutMargins: EdgeInsets(top: space.small, leading: space.medium, bottom: space.small, trailing: space.medium))
                .asAnyRenderable()
        }

        /// A section title in the footer style, upper case.
        public func sectionHeader(title: String) -> AnyRenderable {
            label(title.uppercased(), type.footer, colors.textSecondary)
                .padding(EdgeInsets(top: space.large, leading: space.medium, bottom: space.small, trailing: space.medium))
                .asAnyRenderable()
        }

        /// Blank space of a height.
        public func emptySpace(height: Double) -> AnyRenderable {
            UI.View().height(height).asAnyRenderable()
        }

        /// A title with a switch; assistive technologies read the switch, named by the title.
        public func toggleRow(title: String, isOn: Bool, didChange: ((Bool) -> Void)? = nil) -> AnyRenderable {
            let row: [(any Renderable)?] = [
                label(title, type.body1, colors.textPrimary).accessibilityHidden(), UI.Toggle(isOn: isOn).accessibility(label: title),
            ]
            // At accessibility sizes the switch goes below the title, which then has the full width.
            let axis: Axis = traits.contentSize.isAccessibilityCategory ? .vertical : .horizontal
            return row.stack(axis: axis, spacing: space.small, layoutMargins: rowMargins, alignment: axis == .vertical ? .leading : .center)
                .minHeight(Self.minimumRowHeight).asAnyRenderable()
        }

        /// A raised card: optional icon, title and description on the background colour, rounded
        /// and with the first elevation's shadow.
        public func card(title: String, description: String, image: ImageAsset? = nil, didTap: (() -> Void)? = nil) -> AnyRenderable {
            let texts: [(any Renderable)?] = [label(title, type.title, colors.textPrimary), label(description, type.body2, colors.textSecondary)]
            let row: [(any Renderable)?] = [
                image.map { UI.Image(image: $0).tintColor(colors.primary).width(tokens.icons.size).height(tokens.icons.size).accessibilityHidden() },
                texts.stack(axis: .vertical, spacing: space.extraSmall),
            ]
            let shadow = tokens.elevation.level1
            let card = row.stack(axis: .horizontal, spacing: space.medium, layoutMargins: space.medium, alignment: .leading)
                .backgroundColor(colors.background).cornerRadius(tokens.radii.large)
                .shadow(color: shadow.color, radius: shadow.blur, x: shadow.x, y: shadow.y, cornerRadius: tokens.radii.large)
            return tappable(card.padding(space.medium), didTap)
        }

        /// A round avatar: a picture, or initials on the primary colour.
        public func avatar(initials: String, image: ImageAsset? = nil, size: Double = 48) -> AnyRenderable {
            // The circle carries the label; what it shows is not read a second time.
            let content: any Renderable = image.map { UI.Image(image: $0).scaledToFill().accessibilityHidden() as any Renderable }
                ?? UI.Label(text: initials, style: configuration.typography.scaledForBadges(for: traits.contentSize).subhead, color: colors.onPrimary).textAlignment(.center).numberOfLines(1)
                .accessibilityHidden()
            let circle = [content].stack(axis: .vertical, alignment: .center, distribution: .equalCentering)
                .backgroundColor(colors.primary).cornerRadius(size / 2)
                .requiredWidth(size).requiredHeight(size)
                .accessibility(label: initials)
            let row: [(any Renderable)?] = [circle, UI.Spacer()]
            return row.stack(axis: .horizontal, layoutMargins: EdgeInsets(top: space.small, leading: space.medium, bottom: space.small, trailing: space.medium))
                .asAnyRenderable()
        }
    }
}
