import Foundation

extension Color {
    /// WCAG 2 relative luminance of the colour as an opaque sRGB colour: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours, from 1 (the same) to 21 (black and
    /// white). AA asks 4.5 for text and 3 for large text.
    public func contrastRatio(with other: Color) -> Double {
        let (light, dark) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (light + 0.05) / (dark + 0.05)
    }
}
