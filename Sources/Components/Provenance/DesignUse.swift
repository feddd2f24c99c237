import DesignTokens
import Layout
import SafeText

/// One design value a laid-out component drew with: which property (`text`, `font`,
/// `background`, `border`, `radius`, `padding`, `spacing`, `shadow`), its value as written in a
/// token file, and where it came from (a token and its role, or a literal's line) when the value
/// carries that. Lengths (padding, radii, spacing) carry the line of code that gave them, when the
/// modifier recorded it; the design audit matches their values against the theme's scales.
public struct DesignUse: Hashable, Sendable, CustomStringConvertible {
    /// What the value styles.
    public var property: String
    /// The value: `#1F5FD6FF`, `Inter 17/22 semibold`, `16`, `8 16 8 16`.
    public var value: String
    /// Where a colour or a text style came from, or the line that gave a length; `nil` when unknown.
    public var origin: DesignOrigin?
    /// The colour itself, with its provenance, for a colour's use; `nil` for other values (and for
    /// a use made from a string).
    public var color: Color?
    /// The text style itself, for a font's use; `nil` for other values.
    public var textStyle: TextStyle?

    /// A use of a value.
    public init(property: String, value: String, origin: DesignOrigin? = nil) {
        self.property = property
        self.value = value
        self.origin = origin
    }

    /// The lengths a length use was made with, as numbers (`nil` for a use made from a string).
    var lengthValues: [Double]?

    /// What the value styles, as a value.
    public var designProperty: DesignProperty { DesignProperty(property) }

    /// A colour's use, traced.
    public static func color(_ property: DesignProperty, _ color: Color) -> DesignUse {
        var use = DesignUse(property: property.name, value: color.hexString, origin: color.origin)
        use.color = color
        return use
    }

    /// A colour's use, traced, its property by name.
    public static func color(_ property: String, _ color: Color) -> DesignUse {
        Self.color(DesignProperty(property), color)
    }

    /// A text style's use, traced.
    public static func font(_ style: TextStyle) -> DesignUse {
        var use = DesignUse(property: DesignProperty.font.name, value: style.summary, origin: style.origin)
        use.textStyle = style
        return use
    }

    /// A length's use (`radius`, `spacing`), with the line of code that gave it when known.
    public static func length(_ property: DesignProperty, _ value: Double, writtenAt line: SourceLine? = nil) -> DesignUse {
        var use = DesignUse(property: property.name, value: number(value), origin: line?.origin)
        use.lengthValues = [value]
        return use
    }

    /// A length's use, its property by name.
    public static func length(_ property: String, _ value: Double, writtenAt line: SourceLine? = nil) -> DesignUse {
        Self.length(DesignProperty(property), value, writtenAt: line)
    }

    /// A padding's use: one length when every edge has it, else top, leading, bottom and
    /// trailing, with the line of code that gave it when known.
    public static func padding(_ insets: EdgeInsets, writtenAt line: SourceLine? = nil) -> DesignUse {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        let edges = values.map(number)
        let uniform = Set(edges).count == 1
        var use = DesignUse(property: DesignProperty.padding.name, value: uniform ? edges[0] : edges.joined(separator: " "), origin: line?.origin)
        use.lengthValues = uniform ? [values[0]] : values
        return use
    }

    /// A padding's use, edge by edge (for a front end whose own `EdgeInsets` hides Layout's).
    public static func padding(top: Double, leading: Double, bottom: Double, trailing: Double, writtenAt line: SourceLine? = nil) -> DesignUse {
        padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing), writtenAt: line)
    }

    /// The token the value was read from (its path, the role it plays, the theme), when it was.
    public var token: (path: String, role: String, theme: String)? {
        guard let origin, case .token(let path, let role, let theme) = origin.source else { return nil }
        return (path, role ?? path, theme)
    }

    /// The lengths a length use holds (`8 16 8 16` holds four); none for colours and fonts.
    public var lengths: [Double] {
        guard designProperty.isLength else { return [] }
        // A use made from a string (a team's, a record's) is read from its value.
        guard case .written(let text) = designValue else { return designValue.lengths }
        return text.split(separator: " ").compactMap { Double($0) }
    }

    /// `background #FFFFFFFF color.surface (light)`.
    public var description: String {
        "\(property) \(value)" + (origin.map { " \($0)" } ?? "")
    }

    /// `16`, `0.5`; any Double, however large or not finite, without trapping.
    package static func number(_ value: Double) -> String { PrintedNumber.shortest(value) }
}
