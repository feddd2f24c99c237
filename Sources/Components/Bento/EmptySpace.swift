import DesignTokens
import Layout
import Rasterizer

extension Component {
    /// A blank row of a height (at least 1.1 points, as Bento reports it), in the style sheet's
    /// background colour.
    public struct EmptySpace: ThemedComposition {
        /// The space's height in points.
        public var height: Double
        /// The space's background.
        public var styleSheet: ViewStyleSheet

        /// Creates fixed vertical space.
        public init(height: Double, styleSheet: ViewStyleSheet = ViewStyleSheet(layoutMargins: .zero)) {
            self.height = height
            self.styleSheet = styleSheet
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            UI.View().backgroundColor(styleSheet.backgroundColor).height(max(height, 1.1)).asAnyRenderable()
        }
    }

    /// A picture centred in the margins, with an optional accessory button on its top-trailing
    /// corner. (Bento ignored the `image` argument; this draws it.)
    public struct Image: ThemedComposition {
        /// The image drawn, or `nil` for none.
        public var image: ImageAsset?
        /// How the image is drawn.
        public var imageStyle: ImageViewStyleSheet
        /// The identifier UI tests find the image by.
        public var accessibilityIdentifier: String?
        /// Called when the accessory button on the image's corner is tapped.
        @Callback public var didTapAccessory: (() -> Void)?

        /// Creates an image row.
        public init(
            image: ImageAsset? = nil, styleSheet: ImageViewStyleSheet = ImageViewStyleSheet(), accessibilityIdentifier: String? = nil,
            didTapAccessory: (() -> Void)? = nil
        ) {
            self.image = image
            self.imageStyle = styleSheet
            self.accessibilityIdentifier = accessibilityIdentifier
            self.didTapAccessory = didTapAccessory
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            guard let image else { return styleSheetMargins.apply(to: UI.View()) }
            var picture = UI.Image(image: image)
            picture.contentMode = imageStyle.contentMode
            if let tint = imageStyle.tintColor { picture = picture.tintColor(tint) }
            // The component itself is the image element (label it with `.accessibility(label:)`).
            let centred: [(any Renderable)?] = [UI.Spacer(), picture.accessibilityHidden(), UI.Spacer()]
            var content = centred.stack(axis: .horizontal, distribution: .equalCentering).asAnyRenderable()
            if didTapAccessory != nil {
                let close = UI.Image(iconNamed: "cancel").tintColor(theme.colors.textSecondary).width(24).height(24)
                let corner: [(any Renderable)?] = [[UI.Spacer(), close].stack(axis: .horizontal), UI.Spacer()]
                content = content.overlay(corner.stack(axis: .vertical)).asAnyRenderable()
            }
            return styleSheetMargins.apply(to: content)
        }

        private var styleSheetMargins: ViewStyleSheet {
            ViewStyleSheet(backgroundColor: imageStyle.backgroundColor, layoutMargins: imageStyle.layoutMargins)
        }

        public var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: AccessibilityRole.image.name, identifier: accessibilityIdentifier)
        }
    }

    /// An image or a short text centred on a square background.
    public struct ImageOrLabel: ThemedComposition {
        /// The image, or the label drawn in its place.
        public var imageOrLabel: ImageOrText
        /// The side of the square it is drawn in, in points.
        public var size: Double
        /// The square's background colour, or `nil` for none.
        public var backgroundColor: Color?
        /// The square's corner radius in points.
        public var cornerRadius: Double

        /// Creates an image-or-label component.
        public init(imageOrLabel: ImageOrText = .none, size: Double = 56, backgroundColor: Color? = nil, cornerRadius: Double = 8) {
            self.imageOrLabel = imageOrLabel
            self.size = size
            self.backgroundColor = backgroundColor
            self.cornerRadius = cornerRadius
        }

        func body(in environment: RenderEnvironment) -> AnyRenderable {
            let theme = environment.theme
            let inner: AnyRenderable
            switch imageOrLabel {
            case .image(let asset):
                inner = UI.Image(image: asset).tintColor(theme.colors.primary).width(size * 0.6).height(size * 0.6).asAnyRenderable()
            case .text(let text):
                inner = UI.Label(text: text, style: environment.traits.badgeTypography.headline2, color: theme.colors.primary).numberOfLines(1).asAnyRenderable()
            case .none:
                inner = UI.View().asAnyRenderable()
            }
            let square: [(any Renderable)?] = [inner]
            let box = square.stack(axis: .vertical, alignment: .center, distribution: .equalCentering)
                .backgroundColor(backgroundColor ?? theme.colors.surface).cornerRadius(cornerRadius)
                .requiredWidth(size).requiredHeight(size)
            let row: [(any Renderable)?] = [UI.Spacer(), box, UI.Spacer()]
            return row.stack(axis: .horizontal, layoutMargins: 8, alignment: .center, distribution: .equalCentering).asAnyRenderable()
        }
    }
}
