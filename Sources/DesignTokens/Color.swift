/// An sRGB colour with straight (non-premultiplied) alpha, each component in 0...1.
///
/// Colours are stored as sRGB-encoded values, the way designers specify them and the way UIKit
/// blends them; no linearisation happens anywhere in the pipeline.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, in 0...1 (sRGB-encoded).
    public var red: Double
    /// Green, in 0...1 (sRGB-encoded).
    public var green: Double
    /// Blue, in 0...1 (sRGB-encoded).
    public var blue: Double
    /// Opacity, in 0...1; 1 is opaque.
    public var alpha: Double
    /// Where the colour came from, kept without a lookup or an allocation for literals.
    private var provenance: ValueProvenance

    /// Creates a colour from components in 0...1; values outside are clamped. The colour's origin
    /// is a literal at the caller's file and line.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, fileID: StaticString = #fileID, line: UInt = #line) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        self.provenance = ValueProvenance(fileID: fileID, line: line)
    }

    /// Creates a colour from 8-bit components (0...255) and an opacity in 0...1.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: alpha, fileID: fileID, line: line)
    }

    /// Where the colour came from: the token (and role) it was read from, or the line of code that
    /// wrote it, with the changes made since. Ignored by `==` and hashing.
    public var origin: DesignOrigin {
        provenance.origin
    }

    /// The same colour, traced to `origin`.
    public func traced(to origin: DesignOrigin) -> Color {
        var copy = self
        copy.provenance = ValueProvenance(origin)
        return copy
    }

    /// Colours are equal when their components are, wherever they came from.

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components only, as `==` compares them.

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the leading `#` is optional).
    ///
    /// - Throws: `ColorParseError` naming the string when it is not one of those forms.
    public init(hex: String, fileID: StaticString = #fileID, line: UInt = #line) throws(ColorParseError) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { throw ColorParseError(text: hex) }
        let values = digits.compactMap { $0.hexDigitValue }
        func byte(_ i: Int) -> UInt8 { UInt8(values[i] * 16 + values[i + 1]) }
        switch values.count {
        case 3:
            self.init(
                red8: UInt8(values[0] * 17), green8: UInt8(values[1] * 17),
                blue8: UInt8(values[2] * 17), fileID: fileID, line: line)
        case 6:
            self.init(red8: byte(0), green8: byte(2), blue8: byte(4), fileID: fileID, line: line)
        case 8:
            self.init(red8: byte(0), green8: byte(2), blue8: byte(4), alpha: Double(byte(6)) / 255, fileID: fileID, line: line)
        default:
            throw ColorParseError(text: hex)
        }
    }

    /// The same colour with another opacity; its origin records the change.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
            .traced(to: origin.changed("opacity \(Int((Self.clamp(alpha) * 100).rounded())) %"))
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var hexString: String {
        let bytes = [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
        return "#" + bytes.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    public var description: String { hexString }

    static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension Color {
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A colour string that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
public struct ColorParseError: Error, Equatable, CustomStringConvertible {
    /// The text that failed to parse.
    public var text: String

    public var description: String {
        "\"\(text)\" is not a colour: write #RGB, #RRGGBB or #RRGGBBAA in hexadecimal."
    }
}
