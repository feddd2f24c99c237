/// Colours given in other spaces than sRGB (an asset catalogue's Display P3, a linear sRGB),
/// converted to the sRGB this engine draws in by the conversions token files use
/// (`TokenColorSpace`: CSS Color Module Level 4's), clipped to sRGB's gamut.
extension Color {
    /// The sRGB components of a Display P3 colour.
    public static func sRGBComponents(displayP3 red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        clipped(TokenColorSpace.displayP3.srgb([red, green, blue]))
    }

    /// The sRGB components of a linear-light sRGB colour.
    public static func sRGBComponents(linearSRGB red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        clipped(TokenColorSpace.srgbLinear.srgb([red, green, blue]))
    }

    private static func clipped(_ components: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        (clamp(components.0), clamp(components.1), clamp(components.2))
    }
}
