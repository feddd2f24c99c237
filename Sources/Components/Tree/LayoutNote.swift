import SafeText

/// Something a laid-out component tells the audit and the records about itself: text cut by its
/// line limit or width (`truncated`), the width or height its text needs (`needsWidth(_:)`,
/// `needsHeight(_:)`), text narrower than a character (`squeezed`), large text in WCAG's sense
/// (`largeText`), a component drawn moved from its place on purpose (`moved`: a swiped row). Each
/// is written in records as before (`truncated`, `needs-width 142.5`, `large-text`).
public struct LayoutNote: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case truncated, squeezed, largeText, moved
        case needsWidth(Double), needsHeight(Double)
        case unmappedSymbol(String)
        /// A note of a team's own, kept as written.
        case other(String)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// Text cut short by its own frame or line limit.
    public static let truncated = LayoutNote(.truncated)
    /// Text given less width than one character.
    public static let squeezed = LayoutNote(.squeezed)
    /// Text large enough for WCAG's 3:1 contrast (18 pt, or 14 pt bold).
    public static let largeText = LayoutNote(.largeText)
    /// A component drawn away from its place on purpose (a row swiped open), which text checks leave alone.
    public static let moved = LayoutNote(.moved)
    /// The width, in points, a cut text needs to be shown whole on one line (to a tenth of a
    /// point, as records write it).
    public static func needsWidth(_ points: Double) -> LayoutNote { LayoutNote(.needsWidth(tenths(points))) }
    /// The height, in points, a cut text's lines need (to a tenth of a point).
    public static func needsHeight(_ points: Double) -> LayoutNote { LayoutNote(.needsHeight(tenths(points))) }
    /// A symbol named by code (`Image(systemName:)`) that the symbol table has no open symbol for,
    /// drawn as a placeholder: `gallery audit`'s `unmapped-symbol` rule names it.
    public static func unmappedSymbol(_ name: String) -> LayoutNote { LayoutNote(.unmappedSymbol(name)) }

    private static func tenths(_ points: Double) -> Double {
        let rounded = (points * 10).rounded() / 10
        return rounded.isFinite ? rounded : points
    }

    /// A note as records write it: one of the above by its word, or a team's own, kept as written.
    public init(_ text: String) {
        let parts = text.split(separator: " ")
        switch (parts.first, parts.count == 2 ? Double(parts[1]) : nil) {
        case ("truncated"?, nil) where parts.count == 1: kind = .truncated
        case ("squeezed"?, nil) where parts.count == 1: kind = .squeezed
        case ("large-text"?, nil) where parts.count == 1: kind = .largeText
        case ("moved"?, nil) where parts.count == 1: kind = .moved
        case ("needs-width"?, let points?): kind = .needsWidth(points)
        case ("needs-height"?, let points?): kind = .needsHeight(points)
        case ("unmapped-symbol"?, _) where parts.count == 2: kind = .unmappedSymbol(String(parts[1]))
        default: kind = .other(text)
        }
    }

    /// The width a cut text needs, for `needsWidth`.
    public var neededWidth: Double? {
        if case .needsWidth(let points) = kind { return points }
        return nil
    }

    /// The symbol name a placeholder stands for, for `unmappedSymbol`.
    public var unmappedSymbolName: String? {
        if case .unmappedSymbol(let name) = kind { return name }
        return nil
    }

    /// The height a cut text's lines need, for `needsHeight`.
    public var neededHeight: Double? {
        if case .needsHeight(let points) = kind { return points }
        return nil
    }

    /// As records write it: `truncated`, `needs-width 142.5`, `large-text`.
    public var description: String {
        switch kind {
        case .truncated: "truncated"
        case .squeezed: "squeezed"
        case .largeText: "large-text"
        case .moved: "moved"
        case .needsWidth(let points): "needs-width \(PrintedNumber.shortest(points, decimals: 1))"
        case .needsHeight(let points): "needs-height \(PrintedNumber.shortest(points, decimals: 1))"
        case .unmappedSymbol(let name): "unmapped-symbol \(name)"
        case .other(let text): text
        }
    }
}
