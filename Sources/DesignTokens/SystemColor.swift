/// iOS's system colours, each in its four appearances, from Apple's Human Interface Guidelines
/// (developer.apple.com/design/human-interface-guidelines/color, "Specifications": "System colors"
/// and "Gray ramp", the table since June 2025, which iOS 26 draws: the simulator's dark yellow is
/// #FFD600, its grey #8E8E93). The HIG warns the values may change from release to release.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Mint.
    case mint
    /// Teal.
    case teal
    /// Cyan.
    case cyan
    /// Blue (the default accent colour).
    case blue
    /// Indigo.
    case indigo
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Brown.
    case brown
    /// Gray, the first of the grey ramp.
    case gray
    /// Gray 2.
    case gray2
    /// Gray 3.
    case gray3
    /// Gray 4.
    case gray4
    /// Gray 5.
    case gray5
    /// Gray 6, the lightest in light mode.
    case gray6

    /// The colour in each appearance.
    public struct Appearances: Hashable, Sendable {
        /// Light mode.
        public var light: Color
        /// Dark mode.
        public var dark: Color
        /// Light mode with Increase Contrast on.
        public var increasedContrastLight: Color
        /// Dark mode with Increase Contrast on.
        public var increasedContrastDark: Color
    }

    /// The colour in each appearance, as the HIG's row gives it.
    public var appearances: Appearances { Appearances(row: row) }

    /// The colour a token file's reference to iOS's palette names, where the file has no token of
    /// that path: `{system.blue}` is the light appearance, `{system.blue.dark}`,
    /// `{system.blue.increasedContrast}` and `{system.blue.increasedContrastDark}` the others
    /// (UIKit's names read too: `{system.systemGray2.dark}`), and the semantic colours the same way
    /// (`{system.label}`, `{system.separator.dark}`, `SemanticColor`).
    public static func token(_ path: String) -> Color? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0] == "system" else { return nil }
        let name = String(parts[1])
        let system = SystemColor(rawValue: name) ?? allCases.first(where: { $0.uiKitName == name })
        guard let appearances = system?.appearances ?? SemanticColor(rawValue: name)?.appearances else { return nil }
        switch parts.count == 3 ? parts[2] : "light" {
        case "light": return appearances.light
        case "dark": return appearances.dark
        case "increasedContrast", "increasedContrastLight": return appearances.increasedContrastLight
        case "increasedContrastDark": return appearances.increasedContrastDark
        default: return nil
        }
    }

    /// The name UIKit gives it (`systemRed`, `systemGray2`).
    public var uiKitName: String { "system" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The colour's row: default light, default dark, increased-contrast light and
    /// increased-contrast dark, red, green and blue 0…255 each.
    private var row: [Int] {
        switch self {
        case .red: [255, 56, 60, 255, 66, 69, 233, 21, 45, 255, 97, 101]
        case .orange: [255, 141, 40, 255, 146, 48, 197, 83, 0, 255, 160, 86]
        case .yellow: [255, 204, 0, 255, 214, 0, 161, 106, 0, 254, 223, 67]
        case .green: [52, 199, 89, 48, 209, 88, 0, 137, 50, 74, 217, 104]
        case .mint: [0, 200, 179, 0, 218, 195, 0, 133, 117, 84, 223, 203]
        case .teal: [0, 195, 208, 0, 210, 224, 0, 129, 152, 59, 221, 236]
        case .cyan: [0, 192, 232, 60, 211, 254, 0, 126, 174, 109, 217, 255]
        case .blue: [0, 136, 255, 0, 145, 255, 30, 110, 244, 92, 184, 255]
        case .indigo: [97, 85, 245, 109, 124, 255, 86, 74, 222, 167, 170, 255]
        case .purple: [203, 48, 224, 219, 52, 242, 176, 47, 194, 234, 141, 255]
        case .pink: [255, 45, 85, 255, 55, 95, 231, 18, 77, 255, 138, 196]
        case .brown: [172, 127, 94, 183, 138, 102, 149, 109, 81, 219, 166, 121]
        case .gray: [142, 142, 147, 142, 142, 147, 108, 108, 112, 174, 174, 178]
        case .gray2: [174, 174, 178, 99, 99, 102, 142, 142, 147, 124, 124, 128]
        case .gray3: [199, 199, 204, 72, 72, 74, 174, 174, 178, 84, 84, 86]
        case .gray4: [209, 209, 214, 58, 58, 60, 188, 188, 192, 68, 68, 70]
        case .gray5: [229, 229, 234, 44, 44, 46, 216, 216, 220, 54, 54, 56]
        case .gray6: [242, 242, 247, 28, 28, 30, 235, 235, 240, 36, 36, 38]
        }
    }
}

extension SystemColor.Appearances {
    /// The four appearances of a table's row, in the order of the fields: red, green and blue
    /// 0…255 each, and where `withOpacity` each one's opacity in per cent after its blue.
    init(row: [Int], withOpacity: Bool = false) {
        let width = withOpacity ? 4 : 3
        func color(_ appearance: Int) -> Color {
            let index = appearance * width
            let color = Color(red8: UInt8(row[index]), green8: UInt8(row[index + 1]), blue8: UInt8(row[index + 2]))
            return withOpacity ? color.withAlpha(Double(row[index + 3]) / 100) : color
        }
        self.init(light: color(0), dark: color(1), increasedContrastLight: color(2), increasedContrastDark: color(3))
    }
}
