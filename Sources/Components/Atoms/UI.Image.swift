import DesignTokens
import Layout
import Rasterizer

extension UI {
    /// A picture: a bitmap, or an icon glyph from an icon font, drawn into its frame.
    public struct Image: Renderable, Hashable {
        /// What is drawn.
        public enum Source: Hashable, Sendable {
            /// Pixels, `scale` pixels per point (a 48-pixel-wide image at scale 2 is 24 points wide).
            case bitmap(Bitmap, scale: Double)
            /// A glyph of an icon font, chosen by its ligature name (Material Icons names such as
            /// `"local_pharmacy"`), `size` points square.
            case icon(name: String, family: String, size: Double)
        }

        /// How the picture fits its frame, as `UIView.ContentMode`.
        public enum ContentMode: String, Hashable, Sendable {
            /// Stretched to the frame.
            case scaleToFill
            /// As large as fits, aspect kept, centred.
            case scaledToFit
            /// Covers the frame, aspect kept, centred and clipped.
            case scaledToFill
        }

        /// The image drawn.
        public var source: Source
        /// How the image fits its frame.
        public var contentMode: ContentMode = .scaledToFit
        /// Draw only the shape, in `tintColor` (template rendering). Icons always are templates.
        public var isTemplate = false
        /// The template colour; `nil` uses the theme's `textPrimary`.
        public var tintColor: Color?
        /// Whether the picture points the other way in right-to-left layouts (chevrons, arrows),
        /// as `UIImage.imageFlippedForRightToLeftLayoutDirection()`.
        public var flipsForRightToLeftLayoutDirection = false

        /// An image from a bitmap.
        public init(image: Bitmap, scale: Double = 1) {
            source = .bitmap(image, scale: scale > 0 ? scale : 1)
        }

        /// An image from an asset, keeping its rendering mode (`withRenderingMode(.alwaysTemplate)`).
        public init(image: ImageAsset) {
            source = image.source
            isTemplate = image.renderingMode == .alwaysTemplate
                || (image.renderingMode == .automatic && { if case .icon = image.source { return true } else { return false } }())
        }

        /// An icon from an icon font by ligature name (Material Icons by default), 24 points.
        public init(iconNamed name: String, family: String = "Material Icons", size: Double = 24) {
            source = .icon(name: name, family: family, size: size)
            isTemplate = true
        }

        /// The same image fitted without distortion.
        public func scaledToFit() -> Image { with { $0.contentMode = .scaledToFit } }
        /// The same image covering its frame.
        public func scaledToFill() -> Image { with { $0.contentMode = .scaledToFill } }
        /// The same image in a rendering mode (the manifesto's `renderingMode(_:)`).
        public func renderingMode(_ mode: ImageRenderingMode) -> Image {
            with { image in
                switch mode {
                case .alwaysTemplate: image.isTemplate = true
                case .alwaysOriginal: image.isTemplate = false
                case .automatic: if case .icon = image.source { image.isTemplate = true } else { image.isTemplate = false }
                }
            }
        }

        /// The same image in template (`true`) or original colours.
        public func renderingMode(template: Bool) -> Image { with { $0.isTemplate = template } }
        /// The same image, pointing the other way in right-to-left layouts.
        public func flippedForRightToLeftLayoutDirection() -> Image { with { $0.flipsForRightToLeftLayoutDirection = true } }

        /// Icon names and their mirror images, for right-to-left layouts.
        package static let mirroredIcons: [String: String] = {
            let pairs = [("chevron_right", "chevron_left"), ("arrow_forward", "arrow_back"), ("navigate_next", "navigate_before"),
                         ("arrow_forward_ios", "arrow_back_ios"), ("keyboard_arrow_right", "keyboard_arrow_left"),
                         ("arrow_right", "arrow_left"), ("first_page", "last_page")]
            var map: [String: String] = [:]
            for (a, b) in pairs { map[a] = b; map[b] = a }
            return map
        }()

        /// The same image tinted (template rendering); `nil` keeps the theme's text colour.
        public func tintColor(_ color: Color?) -> Image { with { $0.tintColor = color; $0.isTemplate = true } }

        private func with(_ change: (inout Image) -> Void) -> Image {
            var copy = self
            change(&copy)
            return copy
        }

        public var accessibility: AccessibilityInfo {
            // An icon's glyph name is not a description: give images one with accessibility(label:).
            AccessibilityInfo(role: AccessibilityRole.image.name)
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            switch source {
            case .bitmap(let bitmap, let scale): return Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
            case .icon(_, _, let size): return Size(width: size, height: size)
            }
        }

        /// The picture or icon glyph, with its tint and icon recorded as drawn: a template in its
        /// tint, an icon in the tint or the text colour.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            let tint = isTemplate ? (tintColor ?? environment.theme.colors.textPrimary) : nil
            try node.draw { (list: inout DisplayList) throws(RenderError) in try draw(in: frame, tint: tint, environment: environment, into: &list) }
            if case .icon(let name, let family, let size) = source {
                node.record(DesignUse(property: DesignProperty.icon.name, value: "\(family) \(name) \(DesignUse.number(size))"), in: environment)
                node.record(.color(.tint, tint ?? environment.theme.colors.textPrimary), in: environment)
            } else if let tint {
                node.record(.color(.tint, tint), in: environment)
            }
            return node
        }

        private func draw(in frame: Frame, tint: Color?, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            let natural = try sizeThatFits(width: nil, in: environment)
            let target = Self.fit(natural, into: frame, mode: contentMode)
            let clips = contentMode == .scaledToFill && (target.width > frame.width || target.height > frame.height)
            if clips { list.append(.pushClip(.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)))) }
            switch source {
            case .bitmap(let bitmap, _):
                list.append(.image(bitmap, target, tint: tint))
            case .icon(let iconName, let family, let size):
                let name = flipsForRightToLeftLayoutDirection && environment.isRightToLeft
                    ? Self.mirroredIcons[iconName] ?? iconName : iconName
                let face: FontFace
                do {
                    face = try environment.fonts.face(family: family)
                } catch {
                    throw .font(error)
                }
                let shaped = face.shape(name, size: size)
                if shaped.glyphs.count != 1 || shaped.glyphs[0].glyph == 0 {
                    environment.diagnostics.warn("The icon font \(family) has no icon named \"\(name)\"; drawn as text.")
                }
                // Icon fonts draw a glyph one em square on the baseline, ascending the full em.
                let scale = target.width / size
                let glyphSize = size * scale
                let text = scale == 1 ? shaped : face.shape(name, size: glyphSize)
                let metrics = face.metrics(size: glyphSize)
                let baseline = target.minY + (target.height - metrics.ascender - metrics.descender) / 2 + metrics.ascender
                list.drawText(text, face: face, at: Point(x: target.minX, y: baseline), color: tint ?? environment.theme.colors.textPrimary)
            }
            if clips { list.append(.popClip) }
        }

        /// Where content of a natural size goes in a frame for a content mode.
        static func fit(_ natural: Size, into frame: Frame, mode: ContentMode) -> Rect {
            guard natural.width > 0, natural.height > 0, mode != .scaleToFill else {
                return Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            }
            let scaleX = frame.width / natural.width, scaleY = frame.height / natural.height
            let scale = mode == .scaledToFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let width = natural.width * scale, height = natural.height * scale
            return Rect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        }
    }
}
