import DesignTokens
import SafeText

/// One argument of a component, as Storybook's args are: a name, a default, and the control the
/// live preview shows for it. An entry reads it from its context (`context[amount]`); the preview
/// changes it without a rebuild; `render`, `record` and `verify` use the entry's own values, which
/// are the defaults unless the entry sets some (a named argument set is a state like any other).
///
/// ```swift
/// let amount = CatalogueArgument.text("amount", default: "£4.20")
/// let was = CatalogueArgument.optional(.text("was", default: "£5.00"))
/// CatalogueGroup("PriceTag", arguments: [amount, was]) {
///     CatalogueEntry("regular") { context in PriceTag(amount: context[amount], was: context[was]) }
///     CatalogueEntry("sale", setting: [was.to("£5.00")]) { context in PriceTag(amount: context[amount], was: context[was]) }
/// }
/// ```
public struct CatalogueArgument<Value: Sendable>: Sendable, CatalogueArgumentDeclaring {
    /// The argument's name: its control's label and its key in the preview's address (`arg.<name>`).
    public let name: String
    /// The value an entry gets when nothing sets another.
    public let defaultValue: Value
    /// The control the live preview shows.
    public let control: ArgumentControl
    let encode: @Sendable (Value) -> String
    let decode: @Sendable (String) -> Result<Value, ArgumentValueError>

    /// The declaration without its type, as a catalogue keeps it.
    public var declaration: AnyCatalogueArgument {
        let decode = self.decode
        return AnyCatalogueArgument(name: name, control: control, defaultText: encode(defaultValue)) { text in
            if case .failure(let error) = decode(text) { return error }
            return nil
        }
    }

    /// This argument set to `value`: for an entry's `setting:`, a named argument set.
    public func to(_ value: Value) -> CatalogueArgumentValue {
        CatalogueArgumentValue(name: name, text: encode(value))
    }

    /// The value a text form names (as the address and an entry's setting spell it), or why not.
    public func value(from text: String) -> Result<Value, ArgumentValueError> { decode(text) }

    /// The text form of a value.
    public func text(of value: Value) -> String { encode(value) }
}

/// The control the live preview shows for an argument, and what values it takes.
public indirect enum ArgumentControl: Sendable, Equatable, Codable {
    /// A line of text, at most `maximumLength` characters.
    case text(maximumLength: Int)
    /// A number in `range`, in steps of `step` (a whole number when `step` is 1 and `integer`).
    case number(range: ClosedRange<Double>, step: Double, integer: Bool)
    /// On or off.
    case flag
    /// One of these names (an enumeration's cases).
    case choice([String])
    /// A colour role of the theme (`color.primary`) or a literal `#RRGGBB`/`#RRGGBBAA`.
    case color(roles: [String])
    /// No value, or a value of the wrapped control.
    case optional(ArgumentControl)

    private enum Key: String, CodingKey { case kind, maximumLength, minimum, maximum, step, integer, cases, roles, wrapped }

    /// `{"kind": "number", "minimum": 0, "maximum": 5, "step": 1, "integer": true}` and the like.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let maximumLength):
            try container.encode("text", forKey: .kind)
            try container.encode(maximumLength, forKey: .maximumLength)
        case .number(let range, let step, let integer):
            try container.encode("number", forKey: .kind)
            try container.encode(range.lowerBound, forKey: .minimum)
            try container.encode(range.upperBound, forKey: .maximum)
            try container.encode(step, forKey: .step)
            try container.encode(integer, forKey: .integer)
        case .flag:
            try container.encode("flag", forKey: .kind)
        case .choice(let cases):
            try container.encode("choice", forKey: .kind)
            try container.encode(cases, forKey: .cases)
        case .color(let roles):
            try container.encode("color", forKey: .kind)
            try container.encode(roles, forKey: .roles)
        case .optional(let wrapped):
            try container.encode("optional", forKey: .kind)
            try container.encode(wrapped, forKey: .wrapped)
        }
    }

    /// The control `encode(to:)` writes, read back (the component manifest's arguments).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "text": self = .text(maximumLength: try container.decode(Int.self, forKey: .maximumLength))
        case "number":
            let minimum = try container.decode(Double.self, forKey: .minimum), maximum = try container.decode(Double.self, forKey: .maximum)
            guard minimum <= maximum else { throw DecodingError.dataCorruptedError(forKey: .maximum, in: container, debugDescription: "maximum is below minimum") }
            self = .number(range: minimum...maximum, step: try container.decode(Double.self, forKey: .step), integer: try container.decode(Bool.self, forKey: .integer))
        case "flag": self = .flag
        case "choice": self = .choice(try container.decode([String].self, forKey: .cases))
        case "color": self = .color(roles: try container.decode([String].self, forKey: .roles))
        case "optional": self = .optional(try container.decode(ArgumentControl.self, forKey: .wrapped))
        case let kind: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "\(kind) is no kind of control")
        }
    }
}

/// An argument's declaration without its value type: what the preview shows and checks.
public struct AnyCatalogueArgument: Sendable, CatalogueArgumentDeclaring {
    /// The argument's name.
    public let name: String
    /// Its control.
    public let control: ArgumentControl
    /// The default's text form.
    public let defaultText: String
    let check: @Sendable (String) -> ArgumentValueError?

    /// Itself.
    public var declaration: AnyCatalogueArgument { self }

    /// Why a text form is not a value of this argument, or nil when it is.
    public func problem(with text: String) -> ArgumentValueError? { check(text) }
}

/// Anything a group or entry takes in `arguments:`: a typed `CatalogueArgument` or its declaration.
public protocol CatalogueArgumentDeclaring: Sendable {
    /// The declaration without its value type.
    var declaration: AnyCatalogueArgument { get }
}

/// An argument set to a value, in an entry's `setting:`.
public struct CatalogueArgumentValue: Sendable, Equatable {
    /// The argument's name.
    public var name: String
    /// The value's text form.
    public var text: String
}

/// Why a text is not a value of an argument, said as the preview shows it.
public struct ArgumentValueError: Error, Equatable, CustomStringConvertible {
    /// The message (`rating takes 0 to 5; got 9`).
    public var description: String
    /// An error with a message.
    public init(_ description: String) { self.description = description }
}

extension CatalogueArgument where Value == String {
    /// A line of text; longer text than `maximumLength` characters is refused.
    public static func text(_ name: String, default value: String, maximumLength: Int = 500) -> CatalogueArgument<String> {
        CatalogueArgument(name: name, defaultValue: value, control: .text(maximumLength: maximumLength), encode: { $0 }) { text in
            text.count <= maximumLength ? .success(text) : .failure(ArgumentValueError("\(name) takes at most \(maximumLength) characters; got \(text.count)"))
        }
    }
}

extension CatalogueArgument where Value == Double {
    /// A number in `range`, in steps of `step`.
    public static func number(_ name: String, default value: Double, in range: ClosedRange<Double>, step: Double = 0.1) -> CatalogueArgument<Double> {
        CatalogueArgument(name: name, defaultValue: value, control: .number(range: range, step: step, integer: false), encode: { shortest($0) }) { text in
            guard let number = Double(text), number.isFinite else { return .failure(ArgumentValueError("\(name) takes a number; got \(quoted(text))")) }
            guard range.contains(number) else { return .failure(ArgumentValueError("\(name) takes \(shortest(range.lowerBound)) to \(shortest(range.upperBound)); got \(quoted(text))")) }
            return .success(number)
        }
    }
}

extension CatalogueArgument where Value == Int {
    /// A whole number in `range`.
    public static func integer(_ name: String, default value: Int, in range: ClosedRange<Int>) -> CatalogueArgument<Int> {
        let bounds = Double(range.lowerBound)...Double(range.upperBound)
        return CatalogueArgument(name: name, defaultValue: value, control: .number(range: bounds, step: 1, integer: true), encode: { String($0) }) { text in
            guard let number = Int(text) else { return .failure(ArgumentValueError("\(name) takes a whole number; got \(quoted(text))")) }
            guard range.contains(number) else { return .failure(ArgumentValueError("\(name) takes \(range.lowerBound) to \(range.upperBound); got \(quoted(text))")) }
            return .success(number)
        }
    }
}

extension CatalogueArgument where Value == Bool {
    /// On or off (`true` or `false` in the address).
    public static func flag(_ name: String, default value: Bool) -> CatalogueArgument<Bool> {
        CatalogueArgument(name: name, defaultValue: value, control: .flag, encode: { $0 ? "true" : "false" }) { text in
            switch text {
            case "true": .success(true)
            case "false": .success(false)
            default: .failure(ArgumentValueError("\(name) takes true or false; got \(quoted(text))"))
            }
        }
    }
}

extension CatalogueArgument {
    /// One case of an enumeration whose raw values name its cases.
    public static func choice(_ name: String, default value: Value) -> CatalogueArgument<Value>
    where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
        let cases = Value.allCases.map(\.rawValue)
        return CatalogueArgument(name: name, defaultValue: value, control: .choice(cases), encode: { $0.rawValue }) { text in
            guard let value = Value(rawValue: text) else {
                return .failure(ArgumentValueError("\(name) is one of \(cases.joined(separator: ", ")); got \(quoted(text))"))
            }
            return .success(value)
        }
    }

    /// No value, or a value of `wrapped` (whose default is the control's value when it is turned on).
    /// The address spells them `none` and `some:<value>`.
    public static func optional<Wrapped>(_ wrapped: CatalogueArgument<Wrapped>, default value: Wrapped? = nil) -> CatalogueArgument<Wrapped?>
    where Value == Wrapped? {
        CatalogueArgument<Wrapped?>(
            name: wrapped.name, defaultValue: value, control: .optional(wrapped.control),
            encode: { $0.map { "some:" + wrapped.encode($0) } ?? "none" }
        ) { text in
            if text == "none" { return .success(nil) }
            guard text.hasPrefix("some:") else { return .failure(ArgumentValueError("\(wrapped.name) is none or some:<value>; got \(quoted(text))")) }
            return wrapped.decode(String(text.dropFirst(5))).map { Optional($0) }
        }
    }
}

/// A colour argument's value: a colour role of the theme, or a colour written out.
public enum ArgumentColor: Sendable, Equatable {
    /// A role of the theme's palette (`"primary"`, `"textSecondary"`).
    case token(String)
    /// A literal colour.
    case literal(Color)

    /// The colour in a theme.
    public func resolved(in theme: Theme) -> Color {
        switch self {
        case .literal(let color): color
        case .token(let role): Self.role(role, in: theme.colors) ?? theme.colors.primary
        }
    }

    /// The palette's roles a colour argument offers, in the token file's order.
    public static let roles = Theme.requiredColorTokens + ["onPrimary", "white", "black"]

    static func role(_ name: String, in palette: ColorPalette) -> Color? {
        palette.color(ofRole: name)
    }
}

extension CatalogueArgument where Value == ArgumentColor {
    /// A colour: a role of the theme (`color.primary` in the address) or a literal (`#1F5FD7`).
    public static func color(_ name: String, default value: ArgumentColor) -> CatalogueArgument<ArgumentColor> {
        let encode: @Sendable (ArgumentColor) -> String = { color in
            switch color {
            case .token(let role): "color." + role
            case .literal(let color): color.hexString
            }
        }
        return CatalogueArgument(name: name, defaultValue: value, control: .color(roles: ArgumentColor.roles), encode: encode) { text in
            if text.hasPrefix("color.") {
                let role = String(text.dropFirst(6))
                guard ArgumentColor.roles.contains(role) else {
                    return .failure(ArgumentValueError("\(name): no colour role \(quoted(role)); roles are \(ArgumentColor.roles.joined(separator: ", "))"))
                }
                return .success(.token(role))
            }
            guard text.count <= 9, let color = try? Color(hex: text) else {
                return .failure(ArgumentValueError("\(name) takes color.<role> or #RRGGBB; got \(quoted(text))"))
            }
            // Traced to the argument: the entry or the preview's control set it, not this line.
            return .success(.literal(color.traced(to: DesignOrigin(.input(name: name)))))
        }
    }
}

/// A number as short as it reads: `3` not `3.0`, `0.5`.
func shortest(_ number: Double) -> String { PrintedNumber.shortest(number) }

/// A value as an error message quotes it: bounded, control characters escaped.
func quoted(_ text: String) -> String { Quoted.string(text, limit: 60) }
