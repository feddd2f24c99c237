import Rasterizer

/// How an image's colours are used, as `UIImage.RenderingMode`.
public enum ImageRenderingMode: String, Hashable, Sendable {
    /// Icons are templates, bitmaps keep their colours.
    case automatic
    /// The image's own colours, whatever the tint.
    case alwaysOriginal
    /// Only the shape counts; it is filled with the tint colour.
    case alwaysTemplate
}

/// A picture with its rendering mode, what `UI.Image(image:)` shows: the Linux counterpart of a
/// `UIImage`.
public struct ImageAsset: Hashable, Sendable {
    /// Where the pixels come from: a bitmap, an icon font glyph or a file.
    public var source: UI.Image.Source
    /// Whether the image is drawn as it is or as a template tinted by its component.
    public var renderingMode: ImageRenderingMode

    /// Creates an image from a source, drawn as the source suggests unless a rendering mode is given.
    public init(source: UI.Image.Source, renderingMode: ImageRenderingMode = .automatic) {
        self.source = source
        self.renderingMode = renderingMode
    }

    /// A bitmap, `scale` pixels per point.
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.init(source: .bitmap(bitmap, scale: scale))
    }

    /// An icon-font glyph by ligature name (Material Icons by default).
    public static func icon(named name: String, family: String = "Material Icons", size: Double = 24) -> ImageAsset {
        ImageAsset(source: .icon(name: name, family: family, size: size))
    }

    /// The same picture in another rendering mode.
    public func withRenderingMode(_ mode: ImageRenderingMode) -> ImageAsset {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}

/// Bitmaps made from image assets.
extension Bitmap {
    /// The bitmap as an image asset in a rendering mode (`UIImage.withRenderingMode`).
    public func withRenderingMode(_ mode: ImageRenderingMode) -> ImageAsset {
        ImageAsset(bitmap: self).withRenderingMode(mode)
    }
}
