import Foundation

/// The colour spaces of a DTCG 2025.10 colour object, each turned into the sRGB that Bento draws
/// in (out-of-gamut components are clamped to 0...1, as a browser does on an sRGB screen).
///
/// ```json
/// { "colorSpace": "oklch", "components": [0.63, 0.26, 29.2], "alpha": 0.9, "hex": "#ff0000" }
/// ```
///
/// A component written `"none"` counts as 0. A space Bento does not convert falls back to the
/// object's `hex`, when it has one.
enum TokenColorSpace: String, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case xyzD65 = "xyz-d65"
    case xyz = "xyz"
    case xyzD50 = "xyz-d50"

    /// The sRGB components (gamma-encoded, 0...1) of three components in this space.
    func srgb(_ c: [Double]) -> (Double, Double, Double) {
        switch self {
        case .srgb: return (c[0], c[1], c[2])
        case .srgbLinear: return Self.encoded(c[0], c[1], c[2])
        case .hsl: return Self.hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case .hwb:
            let whiteness = c[1] / 100, blackness = c[2] / 100
            if whiteness + blackness >= 1 {
                let grey = whiteness / (whiteness + blackness)
                return (grey, grey, grey)
            }
            let pure = Self.hsl(hue: c[0], saturation: 1, lightness: 0.5)
            let scale = 1 - whiteness - blackness
            return (pure.0 * scale + whiteness, pure.1 * scale + whiteness, pure.2 * scale + whiteness)
        case .lab: return Self.fromXYZD50(Self.labToXYZD50(c[0], c[1], c[2]))
        case .lch:
            let hue = c[2] * .pi / 180
            return Self.fromXYZD50(Self.labToXYZD50(c[0], c[1] * cos(hue), c[1] * sin(hue)))
        case .oklab: return Self.oklab(c[0], c[1], c[2])
        case .oklch:
            let hue = c[2] * .pi / 180
            return Self.oklab(c[0], c[1] * cos(hue), c[1] * sin(hue))
        case .displayP3:
            let (r, g, b) = (Self.decode(c[0]), Self.decode(c[1]), Self.decode(c[2]))
            // Display P3 (linear) to XYZ D65, then to linear sRGB.
            let x = 0.4865709486482162 * r + 0.26566769316909306 * g + 0.1982172852343625 * b
            let y = 0.2289745640697488 * r + 0.6917385218365064 * g + 0.079286914093745 * b
            let z = 0.0 * r + 0.04511338185890264 * g + 1.043944368900976 * b
            return Self.fromXYZD65(x, y, z)
        case .xyzD65, .xyz: return Self.fromXYZD65(c[0], c[1], c[2])
        case .xyzD50: return Self.fromXYZD50((c[0], c[1], c[2]))
        }
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    private static func oklab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        return encoded(
            4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
            -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
            -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc)
    }

    private static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? pow(fy, 3) : l / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
    }

    private static func fromXYZD50(_ xyz: (Double, Double, Double)) -> (Double, Double, Double) {
        let (x, y, z) = xyz
        // Bradford adaptation from D50 to D65.
        return fromXYZD65(
            0.9554734527042182 * x - 0.023098536874261423 * y + 0.0632593086610217 * z,
            -0.028369706963208136 * x + 1.0099954580058226 * y + 0.021041398966943008 * z,
            0.012314001688319899 * x - 0.020507696433477912 * y + 1.3303659366080753 * z)
    }

    private static func fromXYZD65(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        encoded(
            3.2409699419045226 * x - 1.537383177570094 * y - 0.4986107602930034 * z,
            -0.9692436362808796 * x + 1.8759675015077202 * y + 0.04155505740717559 * z,
            0.05563007969699366 * x - 0.20397695888897652 * y + 1.0569715142428786 * z)
    }

    /// Linear light to sRGB's transfer curve.
    private static func encoded(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -encoded : encoded
        }
        return (encode(r), encode(g), encode(b))
    }

    /// sRGB's (and Display P3's) transfer curve to linear light.
    private static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }
}
