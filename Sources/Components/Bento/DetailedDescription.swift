import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// Bento's richest row: an image or short text (at most 100 wide, with an optional badge), a
    /// column of texts, a one-line detail, and an accessory. At accessibility sizes the detail
    /// goes below the texts and wraps, as UIKit's value cells stack title above value.
    public struct DetailedDescription: ThemedComposition {
        /// The detailed description row's style: spacing, texts, image and badge sizes.
        public final class StyleSheet: ViewStyleSheet, @unchecked Sendable {
            /// The space between the texts, in points.
            public var verticalSpacingBetweenElements: Double
            /// The space between the image, the texts, the detail and the accessory, in points.
            public var horizontalSpacing: Double
            /// One style per text, in order; extra texts use the last. A style without a font
            /// uses the theme's `body1` for the first text and `body2` for the others, both scaled
            /// for the content size.
            public var textStyles: [LabelStyleSheet]
            /// The detail's style.
            public var detail: LabelStyleSheet
            /// The image's side, in points.
            public var imageSize: Double
            /// The badge icon's side, in points.
            public var badgeSize: Double
            /// Whether the row is at least 44 points tall.
            public var enforcesMinimumHeight: Bool

            /// Creates a detailed description style.
            public init(
                verticalSpacingBetweenElements: Double = 2, horizontalSpacing: Double = 16, textStyles: [LabelStyleSheet]? = nil,
                detail: LabelStyleSheet = LabelStyleSheet(textAlignment: .right, numberOfLines: 1), imageSize: Double = 40,
                badgeSize: Double = 12, enforcesMinimumHeight: Bool = true
            ) {
                self.verticalSpacingBetweenElements = verticalSpacingBetweenElements
                self.horizontalSpacing = horizontalSpacing
                self.textStyles = textStyles ?? [LabelStyleSheet(), LabelStyleSheet()]
                self.detail = detail
                self.imageSize = imageSize
                self.badgeSize = badgeSize
                self.enforcesMinimumHeight = enforcesMinimumHeight
                super.init(layoutMargins: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
            }
        }

        /// The texts, top to bottom: title, subtitle and more.
        public var texts: [TextValue]
        /// A text at the trailing edge, such as a price or a date.
        public var detail: TextValue?
        /// An image, or a label when there is no image, at the leading edge.
        public var image: ImageOrText?
        /// What is drawn at the trailing edge: a chevron, a checkmark, an icon or nothing.
        public var accessory: Accessory
        /// A small icon over the image's corner.
        public var badgeIcon: ImageAsset?
        /// Called when the row is tapped.
        @Callback public var didTap: (() -> Void)?
        /// Called when the accessory is tapped.
        @Callback public var didTapAccessory: (() -> Void)?
        /// The row's style.
        public var styleSheet: StyleSheet

        /// Creates a detailed description row.
        public init(
            texts: [TextValue] = [], detail: TextValue? = nil, image: ImageOrText? = nil, accessory: Accessory = .chevron,
            badgeIcon: ImageAsset? = nil, didTap: (() -> Void)? = nil, didTapAccessory: (() -> Void)? = nil,
            styleSheet: StyleSheet = StyleSheet()
        ) {
            self.texts = texts
            self.detail = detail
            self.image = image
            self.accessory = accessory
            self.badgeIcon = badgeIcon
            self.didTap = didTap
            self.didTapAccessory = didTapAccessory
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let size = styleSheet.imageSize
            let leading: AnyRenderable? = image.flatMap { image -> AnyRenderable? in
                let content: AnyRenderable
                switch image {
                case .image(let asset):
                    content = UI.Image(image: asset).width(size).height(size).accessibilityHidden().asAnyRenderable()
                case .text(let text):
                    content = UI.Label(text: text, style: environment.traits.badgeTypography.subhead, color: theme.colors.primary)
                        .textAlignment(.center).numberOfLines(1)
                        .backgroundColor(theme.colors.surface).cornerRadius(size / 2)
                        .width(size).height(size).asAnyRenderable()
                case .none:
                    return nil
                }
                guard let badgeIcon else { return content.maxWidth(100).asAnyRenderable() }
                let badge = UI.Image(image: badgeIcon).tintColor(theme.colors.error)
                    .width(styleSheet.badgeSize).height(styleSheet.badgeSize).accessibilityHidden()
                let corner: [(any Renderable)?] = [UI.Spacer(), [UI.Spacer(), badge].stack(axis: .horizontal)]
                return content.overlay(corner.stack(axis: .vertical)).maxWidth(100).asAnyRenderable()
            }
            let labels: [(any Renderable)?] = texts.enumerated().map { index, text in
                guard !text.isEmpty else { return nil }
                let style = styleSheet.textStyles.isEmpty ? LabelStyleSheet() : styleSheet.textStyles[min(index, styleSheet.textStyles.count - 1)]
                let label = text.label(styleSheet: style)
                guard index > 0 else { return label }
                let subtitle = style.font == nil ? label.font(theme.typography.body2) : label
                return subtitle.textColor(style.textColor ?? theme.colors.textSecondary)
            }
            let column = labels.compactMap { $0 }.isEmpty ? nil : labels.stack(axis: .vertical, spacing: styleSheet.verticalSpacingBetweenElements)
            let detailLabel = detail.flatMap { $0.isEmpty ? nil : $0.label(styleSheet: styleSheet.detail).textColor(styleSheet.detail.textColor ?? theme.colors.textSecondary) }
            let accessoryView = accessory.component(theme: theme)

            // A row of parts in the margins, at least 44 tall unless the style sheet says otherwise.
            func cell(_ parts: [(any Renderable)?]) -> AnyRenderable {
                let content = styleSheet.apply(to: parts.stack(axis: .horizontal, spacing: styleSheet.horizontalSpacing, alignment: .center))
                return styleSheet.enforcesMinimumHeight ? content.minHeight(44).asAnyRenderable() : content
            }
            // Texts, then the detail below them over as many lines as it needs.
            func stacked() -> AnyRenderable {
                let stacked: [(any Renderable)?] = [
                    leading, column, detailLabel?.textAlignment(.natural).numberOfLines(0).lineBreakMode(.byWordWrapping),
                ]
                return cell([
                    stacked.stack(axis: .vertical, spacing: styleSheet.verticalSpacingBetweenElements + 2, alignment: .leading),
                    accessoryView,
                ])
            }
            func sideBySide() -> AnyRenderable {
                cell([
                    leading,
                    column ?? (detailLabel == nil ? nil : UI.Spacer()),
                    detailLabel?.contentCompressionResistancePriority(LayoutPriority(760), for: .horizontal),
                    accessoryView,
                ])
            }
            if environment.traits.contentSize.isAccessibilityCategory { return stacked() }
            guard let detailLabel, column != nil else { return sideBySide() }
            // Side by side while the whole detail fits beside the texts' widest word; else the
            // detail goes below, rather than squeezing the title or cutting the detail short.
            func width(_ component: (any Renderable)?) -> Double {
                guard let component else { return 0 }
                return ((try? component.sizeThatFits(width: nil, in: environment).width) ?? 0) + styleSheet.horizontalSpacing
            }
            let widestWord = labels.compactMap { $0 as? UI.Label }.map { $0.widestWordWidth(in: environment) }.max() ?? 0
            let needed = styleSheet.layoutMargins.leading + styleSheet.layoutMargins.trailing + width(leading) + width(accessoryView)
                + width(detailLabel) + widestWord
            let (sideBySideRow, stackedRow) = (sideBySide(), stacked())
            return WidthAdaptive { offered, _ in
                guard let offered else { return sideBySideRow }
                return needed <= offered ? sideBySideRow : stackedRow
            }.asAnyRenderable()
        }
    }
}
