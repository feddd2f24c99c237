import DesignTokens
import GalleryEngine

/// The colour a picture sits on: its theme's background, so a dark picture is shown on dark.
enum CanvasColor {
    static func background(of image: GalleryImage) -> String {
        css(image.catalogueVariant.traits.theme.colors.background)
    }

    /// `#rrggbb`, or `rgba(…)` for a translucent colour.
    static func css(_ color: Color) -> String {
        if color.alpha >= 1 { return hex(color) }
        let channel = { (value: Double) in Int((value * 255).rounded()) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(Audit.format(color.alpha)))"
    }

    /// A colour as designers write it: `#1F5FD6`, with the alpha only when it is not opaque (`#0000004D`).
    static func hex(_ color: Color) -> String {
        color.alpha >= 1 ? String(color.hexString.prefix(7)) : color.hexString
    }
}
