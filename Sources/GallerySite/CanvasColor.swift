import ComponentCatalogue
import DesignTokens
import GalleryEngine

/// The colour a picture sits on: its theme's background, so a dark picture is shown on dark.
enum CanvasColor {
    static func background(of image: GalleryImage, in catalogue: Catalogue) -> String {
        if let variant = image.catalogueVariant { return css(variant.traits.theme.colors.background) }
        let entry = catalogue.entries.first { $0.component == image.component && $0.state == image.state }
        let variant = entry?.allVariants().first { $0.name == image.variant }
        return css(variant?.traits.theme.colors.background ?? .white)
    }

    /// `#rrggbb`, or `rgba(…)` for a translucent colour.
    static func css(_ color: Color) -> String {
        let hex = color.hexString
        if color.alpha >= 1 { return String(hex.prefix(7)) }
        let channel = { (value: Double) in Int((value * 255).rounded()) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(Audit.format(color.alpha)))"
    }

    /// A colour as designers write it: `#1F5FD6`, with the alpha only when it is not opaque (`#0000004D`).
    static func hex(_ color: Color) -> String {
        color.alpha >= 1 ? String(color.hexString.prefix(7)) : color.hexString
    }
}
