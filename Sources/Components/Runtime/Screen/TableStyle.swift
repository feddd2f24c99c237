import DesignTokens

/// How a screen's box is drawn, as `UITableView.Style`: `plain` rows on the background colour,
/// or `grouped` sections of rows set on a darker grouped background.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    /// Rows on the theme's background; sections apart by `sectionSpacing`, on the same colour.
    case plain
    /// Sections of rows on a grouped background, `sectionSpacing` apart.
    case grouped

    /// The colours a table of this style uses with a theme.
    ///
    /// As iOS's `systemGroupedBackground` and `secondarySystemGroupedBackground`, grouped rows
    /// are the lighter of the theme's background and surface colours and the table behind them
    /// the darker, in light and dark themes alike: white rows on grey in light mode, grey rows
    /// on near-black in dark mode. A plain table is all background.
    public func colors(for theme: Theme) -> TableColors {
        let colors = theme.colors
        switch self {
        case .plain:
            return TableColors(background: colors.background, row: colors.background, separator: colors.separator)
        case .grouped:
            let backgroundIsLighter = colors.background.relativeLuminance >= colors.surface.relativeLuminance
            return TableColors(
                background: backgroundIsLighter ? colors.surface : colors.background,
                row: backgroundIsLighter ? colors.background : colors.surface,
                separator: colors.separator)
        }
    }

    /// Space between two sections when the second has no header of its own (a header stands in
    /// for the gap): 35 points grouped, as iOS's default grouped header and footer together, and
    /// 22 points plain, iOS's `sectionHeaderTopPadding`. A grouped table also opens and closes
    /// with this gap.
    public var sectionSpacing: Double {
        switch self {
        case .plain: return 22
        case .grouped: return 35
        }
    }
}

/// The colours of a table: behind the sections, behind each row, and of the separators.
public struct TableColors: Hashable, Sendable {
    /// The colour behind the sections.
    public var background: Color
    /// The rows' colour.
    public var row: Color
    /// The hairlines' colour.
    public var separator: Color
}
