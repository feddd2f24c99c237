/// What a design value styles: a colour's place (`text`, `background`, `border`, `shadow`,
/// `fill`, `stroke`, `tint`, `separator` …), a text style (`font`) or a length (`padding`,
/// `spacing`, `radius`). A team's component may name its own (`knob`); the ones the library
/// writes are the static members, and the audit, the site and the design comparison read them
/// as values.
public struct DesignProperty: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name records and findings write.
    public let name: String

    /// A property by its name.
    public init(_ name: String) { self.name = name }

    /// A property written as its name: `"fill"`.
    public init(stringLiteral name: String) { self.name = name }

    /// A text's colour.
    public static let text = DesignProperty("text")
    /// A text style.
    public static let font = DesignProperty("font")
    /// A fill behind the content.
    public static let background = DesignProperty("background")
    /// An outline's colour.
    public static let border = DesignProperty("border")
    /// A drop shadow's colour.
    public static let shadow = DesignProperty("shadow")
    /// A shape drawn in a colour (what a component that only draws paints with).
    public static let fill = DesignProperty("fill")
    /// A stroked path's colour.
    public static let stroke = DesignProperty("stroke")
    /// A template image's or an indicator's colour.
    public static let tint = DesignProperty("tint")
    /// A hairline between rows or under a bar.
    public static let separator = DesignProperty("separator")
    /// Space inside a component's edges (one length, or top, leading, bottom and trailing).
    public static let padding = DesignProperty("padding")
    /// Space between a stack's children.
    public static let spacing = DesignProperty("spacing")
    /// A corner radius.
    public static let radius = DesignProperty("radius")
    /// An icon glyph: its family, name and size.
    public static let icon = DesignProperty("icon")

    /// Whether the value is a length or lengths held to the theme's scales (padding, spacing, a radius).
    public var isLength: Bool { self == .padding || self == .spacing || self == .radius }

    /// Whether the value is a colour of one of the library's colour properties (a use made with
    /// `DesignUse.color(_:_:)` carries its colour whatever its property).
    public var isColor: Bool {
        [.text, .background, .border, .shadow, .fill, .stroke, .tint, .separator].contains(self)
    }

    /// The name, as records write it.
    public var description: String { name }
}
