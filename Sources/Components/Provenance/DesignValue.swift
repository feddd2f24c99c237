import DesignTokens
import Layout

/// A design value as what it is: a colour, a text style, a length (a radius, a spacing, a
/// padding the same on every edge) or insets, each with its provenance where it has one; a
/// value made from text (a team's own use, a record read back) is kept as it was written.
public enum DesignValue: Hashable, Sendable {
    /// A colour, with its token or literal line.
    case color(Color)
    /// A text style, with its token.
    case textStyle(TextStyle)
    /// One length in points.
    case length(Double)
    /// A padding whose edges differ.
    case insets(EdgeInsets)
    /// A value given as text, as it was written.
    case written(String)

    /// The lengths the value holds: one for a length; top, leading, bottom and trailing for
    /// insets; none for the others.
    public var lengths: [Double] {
        switch self {
        case .length(let length): [length]
        case .insets(let insets): [insets.top, insets.leading, insets.bottom, insets.trailing]
        case .color, .textStyle, .written: []
        }
    }
}

extension DesignUse {
    /// The value as what it is, read where it was recorded, never parsed back from its text
    /// (a use made from a string is `.written`).
    public var designValue: DesignValue {
        if let color { return .color(color) }
        if let textStyle { return .textStyle(textStyle) }
        if let lengthValues {
            if lengthValues.count == 4 {
                return .insets(EdgeInsets(top: lengthValues[0], leading: lengthValues[1], bottom: lengthValues[2], trailing: lengthValues[3]))
            }
            if let length = lengthValues.first { return .length(length) }
        }
        return .written(value)
    }
}
