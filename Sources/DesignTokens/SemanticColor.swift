/// iOS's semantic colours (UIKit's "UI element colors"): labels, fills, backgrounds, separators and
/// links, each in its four appearances, with its opacity. The HIG publishes the accent colours and
/// the grey ramp (`SystemColor`) but not these; their values are UIKit's as Flutter's
/// `CupertinoColors` records them (flutter/flutter, `packages/flutter/lib/src/cupertino/colors.dart`,
/// BSD licence), whose grey ramp in all four appearances is the HIG's table exactly (a test holds
/// the two together), opacities rounded to hundredths as UIKit specifies its dynamic colours
/// (`secondaryLabel` is 60, 60, 67 at 60 %, and at 68 % with Increase Contrast).
///
/// A token file aliases them as it aliases the system colours: `{system.label}`,
/// `{system.secondaryLabel.dark}`, `{system.separator.increasedContrast}`.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// Text of primary content.
    case label
    /// Text of secondary content.
    case secondaryLabel
    /// Text of tertiary content.
    case tertiaryLabel
    /// Text of quaternary content.
    case quaternaryLabel
    /// The fill of thin and small shapes (a slider's track).
    case systemFill
    /// The fill of medium-size shapes (a switch's background).
    case secondarySystemFill
    /// The fill of large shapes (input fields, search bars).
    case tertiarySystemFill
    /// The fill of large areas with complex content (expanded table cells).
    case quaternarySystemFill
    /// Placeholder text in controls and text views.
    case placeholderText
    /// The main background of a plain interface.
    case systemBackground
    /// Content layered on the main background.
    case secondarySystemBackground
    /// Content layered on secondary backgrounds.
    case tertiarySystemBackground
    /// The main background of a grouped interface.
    case systemGroupedBackground
    /// Content layered on the grouped background.
    case secondarySystemGroupedBackground
    /// Content layered on secondary grouped backgrounds.
    case tertiarySystemGroupedBackground
    /// Thin borders and dividers that let what is under them show.
    case separator
    /// Borders and dividers that hide what is under them.
    case opaqueSeparator
    /// Links.
    case link

    /// The name UIKit gives it, which is its own (`label`, `systemGroupedBackground`).
    public var uiKitName: String { rawValue }

    /// The colour in each appearance.
    public var appearances: SystemColor.Appearances { SystemColor.Appearances(row: row, withOpacity: true) }

    /// Default light, default dark, increased-contrast light and increased-contrast dark: red,
    /// green and blue 0…255 and the opacity in per cent, each.
    private var row: [Int] {
        switch self {
        case .label: [0, 0, 0, 100, 255, 255, 255, 100, 0, 0, 0, 100, 255, 255, 255, 100]
        case .secondaryLabel: [60, 60, 67, 60, 235, 235, 245, 60, 60, 60, 67, 68, 235, 235, 245, 68]
        case .tertiaryLabel: [60, 60, 67, 30, 235, 235, 245, 30, 60, 60, 67, 38, 235, 235, 245, 38]
        case .quaternaryLabel: [60, 60, 67, 18, 235, 235, 245, 16, 60, 60, 67, 26, 235, 235, 245, 24]
        case .systemFill: [120, 120, 128, 20, 120, 120, 128, 36, 120, 120, 128, 28, 120, 120, 128, 44]
        case .secondarySystemFill: [120, 120, 128, 16, 120, 120, 128, 32, 120, 120, 128, 24, 120, 120, 128, 40]
        case .tertiarySystemFill: [118, 118, 128, 12, 118, 118, 128, 24, 118, 118, 128, 20, 118, 118, 128, 32]
        case .quaternarySystemFill: [116, 116, 128, 8, 118, 118, 128, 18, 116, 116, 128, 16, 118, 118, 128, 26]
        case .placeholderText: [60, 60, 67, 30, 235, 235, 245, 30, 60, 60, 67, 38, 235, 235, 245, 38]
        case .systemBackground: [255, 255, 255, 100, 0, 0, 0, 100, 255, 255, 255, 100, 0, 0, 0, 100]
        case .secondarySystemBackground: [242, 242, 247, 100, 28, 28, 30, 100, 235, 235, 240, 100, 36, 36, 38, 100]
        case .tertiarySystemBackground: [255, 255, 255, 100, 44, 44, 46, 100, 255, 255, 255, 100, 54, 54, 56, 100]
        case .systemGroupedBackground: [242, 242, 247, 100, 0, 0, 0, 100, 235, 235, 240, 100, 0, 0, 0, 100]
        case .secondarySystemGroupedBackground: [255, 255, 255, 100, 28, 28, 30, 100, 255, 255, 255, 100, 36, 36, 38, 100]
        case .tertiarySystemGroupedBackground: [242, 242, 247, 100, 44, 44, 46, 100, 235, 235, 240, 100, 54, 54, 56, 100]
        case .separator: [60, 60, 67, 29, 84, 84, 88, 60, 60, 60, 67, 37, 84, 84, 88, 68]
        case .opaqueSeparator: [198, 198, 200, 100, 56, 56, 58, 100, 198, 198, 200, 100, 56, 56, 58, 100]
        case .link: [0, 122, 255, 100, 9, 132, 255, 100, 0, 122, 255, 100, 9, 132, 255, 100]
        }
    }
}
