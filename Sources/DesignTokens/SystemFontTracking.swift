/// How text in the system face is tracked. SF Pro tightens and loosens its letters with size (its
/// table of tracking values in Apple's Human Interface Guidelines, developer.apple.com/design/
/// human-interface-guidelines/typography, "Specifications" → "Tracking values": +41/1000 em at
/// 6 points, 0 at 12, −26 at 17, +14 at 28, 0 from 80); UIKit and SwiftUI apply it to the system
/// font by themselves. The stand-in face drawn for SF Pro has its own spacing, looser at 17 points
/// and tighter at 28, so text set without the table is wider or narrower than the simulator's and
/// breaks its lines elsewhere.
public enum SystemFontTracking: Hashable, Sendable {
    /// SF Pro's table, as iOS tracks the system font: the stand-in's text takes SF Pro's tracking.
    case systemFont
    /// The stand-in face's own spacing, nothing added.
    case standInFace

    /// The tracking added after every glyph of system-face text at `size` points, in points.
    public func tracking(atSize size: Double) -> Double {
        switch self {
        case .systemFont: SystemFontTracking.sfProTracking(atSize: size) * size / 1000
        case .standInFace: 0
        }
    }

    /// SF Pro's tracking in 1/1000 em at a size: the HIG's value at each size it lists, the straight
    /// line between the two sizes around one it does not (the table lists whole points, every point
    /// to 44 and every other to 72), the first value below 6 points and 0 from 80.
    public static func sfProTracking(atSize size: Double) -> Double {
        guard size.isFinite, size > table[0].size else { return table[0].tracking }
        var lower = table[0]
        for row in table.dropFirst() {
            if size <= row.size {
                let share = (size - lower.size) / (row.size - lower.size)
                return lower.tracking + (row.tracking - lower.tracking) * share
            }
            lower = row
        }
        return lower.tracking
    }

    /// The HIG's rows for SF Pro on iOS: size in points, tracking in 1/1000 em.
    static let table: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9),
        (42, 9), (43, 9), (44, 8), (46, 8), (48, 8), (50, 7), (52, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4),
        (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]
}
