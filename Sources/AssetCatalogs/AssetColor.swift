import DesignTokens
import Foundation

/// A colour set of an asset catalogue: its colour for any appearance and, where the set has them,
/// for dark mode, increased contrast and both, each traced to the set's name (`Color("brandPrimary")`
/// is the token `brandPrimary` of the catalogue), converted to sRGB from the space Xcode wrote it in.
///
/// Xcode writes components as floats (`"0.800"`), 8-bit integers (`"204"`) or hexadecimal
/// (`"0xCC"`); the spaces read are sRGB, extended sRGB, extended linear sRGB, Display P3 and the
/// greys (gray gamma 2.2, extended grey). An iPhone's colour is taken before a universal one.
public struct AssetColor: Hashable, Sendable {
    /// The set's name.
    public var name: String
    /// The colour in light mode, or in any appearance.
    public var any: Color
    /// The colour in dark mode, where the set has one.
    public var dark: Color?
    /// The colour with increased contrast, where the set has one.
    public var highContrast: Color?
    /// The colour in dark mode with increased contrast, where the set has one.
    public var darkHighContrast: Color?

    /// The colour for an appearance: the set's closest entry (dark high contrast falls back to
    /// dark, then to any).
    public func color(dark isDark: Bool, highContrast isHigh: Bool) -> Color {
        switch (isDark, isHigh) {
        case (true, true): darkHighContrast ?? dark ?? highContrast ?? any
        case (true, false): dark ?? any
        case (false, true): highContrast ?? any
        case (false, false): any
        }
    }

    /// Reads a colour set's folder.
    init(name: String, set: URL) throws(AssetCatalogError) {
        let file = set.appendingPathComponent("Contents.json").path
        let contents = try AssetCatalog.contents(of: set, name: name)
        guard let entries = contents["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw AssetCatalogError(name: name, path: file, reason: .malformed("\"colors\" is not a list of colours"))
        }
        var slots: [String: (rank: Int, color: Color)] = [:]
        let catalog = set.pathComponents.last { $0.hasSuffix(".xcassets") } ?? "Assets.xcassets"
        for (index, entry) in entries.enumerated() {
            guard entry["idiom"] == nil || entry["idiom"] is String else {
                throw AssetCatalogError(name: name, path: file, reason: .malformed("colour \(index + 1)'s idiom is not a name"))
            }
            let idiom = entry["idiom"] as? String ?? "universal"
            let rank = ["iphone": 0, "universal": 1][idiom]
            guard let rank else { continue }
            let slot = try Self.slot(of: entry, in: file, name: name, at: index)
            guard let body = entry["color"] as? [String: Any] else {
                throw AssetCatalogError(name: name, path: file, reason: .malformed("colour \(index + 1) has no \"color\""))
            }
            let color = try Self.color(body, in: file, name: name, at: index)
                .traced(to: DesignOrigin(.token(path: name, role: nil, theme: catalog)))
            if let held = slots[slot], held.rank <= rank { continue }
            slots[slot] = (rank, color)
        }
        guard let any = slots["any"]?.color else {
            throw AssetCatalogError(name: name, path: file, reason: .malformed("no colour for any appearance on iPhone (an entry of the universal or iphone idiom without a dark appearance)"))
        }
        self.name = name
        self.any = any
        self.dark = slots["dark"]?.color
        self.highContrast = slots["high"]?.color
        self.darkHighContrast = slots["dark-high"]?.color
    }

    /// Which appearance an entry is for: `any`, `dark`, `high` or `dark-high`.
    static func slot(of entry: [String: Any], in file: String, name: String, at index: Int) throws(AssetCatalogError) -> String {
        var isDark = false
        var isHigh = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): isDark = true
            case ("luminosity", "light"), ("luminosity", "any"), ("contrast", "standard"): continue
            case ("contrast", "high"): isHigh = true
            case (let kind, let value):
                throw AssetCatalogError(
                    name: name, path: file, reason: .malformed("colour \(index + 1) has an appearance \(kind ?? "?") = \(value ?? "?") that Xcode does not write"))
            }
        }
        return isDark ? (isHigh ? "dark-high" : "dark") : (isHigh ? "high" : "any")
    }

    /// An entry's `color` object as an sRGB colour.
    static func color(_ body: [String: Any], in file: String, name: String, at index: Int) throws(AssetCatalogError) -> Color {
        if let reference = body["reference"] as? String {
            throw AssetCatalogError(
                name: name, path: file,
                reason: .unsupported("colour \(index + 1) refers to the system colour \(AssetCatalogError.printable(String(reference.prefix(80)))); give it components"))
        }
        guard let components = body["components"] as? [String: Any] else {
            throw AssetCatalogError(name: name, path: file, reason: .malformed("colour \(index + 1) has no \"components\""))
        }
        func component(_ key: String) throws(AssetCatalogError) -> Double {
            guard let value = Self.component(components[key], isAlpha: key == "alpha") else {
                throw AssetCatalogError(
                    name: name, path: file,
                    reason: .malformed("colour \(index + 1)'s \(key) is not a number Xcode writes (0.0 to 1.0, 0 to 255, or 0x00 to 0xFF)"))
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        guard body["color-space"] == nil || body["color-space"] is String else {
            throw AssetCatalogError(name: name, path: file, reason: .malformed("colour \(index + 1)'s colour space is not a name"))
        }
        let space = body["color-space"] as? String ?? "srgb"
        switch space {
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "display-p3":
            let converted = Color.sRGBComponents(displayP3: try component("red"), try component("green"), try component("blue"))
            return Color(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha)
        case "extended-linear-srgb":
            let converted = Color.sRGBComponents(linearSRGB: try component("red"), try component("green"), try component("blue"))
            return Color(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            // A grey of gamma 2.2: made linear, then encoded as sRGB.
            let white = try component("white")
            let grey = Color.sRGBComponents(linearSRGB: pow(max(white, 0), 2.2), 0, 0).red
            return Color(red: grey, green: grey, blue: grey, alpha: alpha)
        default:
            throw AssetCatalogError(
                name: name, path: file, reason: .unsupported("colour \(index + 1) is in the colour space \(AssetCatalogError.printable(String(space.prefix(80)))), which is not read"))
        }
    }

    /// A component as Xcode writes it: a float, an 8-bit integer or hexadecimal, as a string or a
    /// JSON number; `nil` for anything else.
    static func component(_ value: Any?, isAlpha: Bool) -> Double? {
        var number: Double?
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            // Digits, a point, a sign, an exponent, hexadecimal: a NUL would end the parse early.
            guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isASCIIHexDigit || ".+-xX".unicodeScalars.contains($0)) }) else { return nil }
            if trimmed.lowercased().hasPrefix("0x"), trimmed.count <= 4, let byte = UInt8(trimmed.dropFirst(2), radix: 16) {
                number = Double(byte) / 255
            } else if trimmed.contains(".") || trimmed.contains("e") || isAlpha {
                number = Double(trimmed)
            } else if let byte = Int(trimmed), (0...255).contains(byte) {
                number = Double(byte) / 255
            }
        } else if let value = value as? NSNumber, String(cString: value.objCType) != "c" {
            // A JSON number; `true` and `false` are numbers to Foundation, and no component.
            number = value.doubleValue
        }
        guard let number, number.isFinite, (-1...2).contains(number) else { return nil }
        return number
    }
}
