import Foundation

extension Color {
    /// The linear-light value of an sRGB-encoded component in 0...1 (the sRGB transfer function,
    /// inverted), which luminance and CIE colour differences are computed from.
    @inlinable
    public static func linearLight(fromEncoded component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2 relative luminance of the colour as an opaque sRGB colour: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linearLight(fromEncoded: red) + 0.7152 * Self.linearLight(fromEncoded: green)
            + 0.0722 * Self.linearLight(fromEncoded: blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours, from 1 (the same) to 21 (black and
    /// white). AA asks 4.5 for text and 3 for large text.
    public func contrastRatio(with other: Color) -> Double {
        let (light, dark) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (light + 0.05) / (dark + 0.05)
    }
}
