import Foundation

/// A key for a value of the environment, with the value a view sees where none was set.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors (`@Environment`), set by `environment(_:_:)` and
/// the modifiers that write them (`font`, `foregroundColor` …), each with its default.
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The defaults.
    public init() {}

    /// The value for a key: the nearest ancestor's, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose `body` is being evaluated.
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value of the environment in a view's `body`, as SwiftUI's `@Environment` does.
@propertyWrapper public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where the view is.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// A view whose content sees one value of the environment changed.
public struct _EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// The view with a value of its environment set for it and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Value>>
    {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}

/// Light or dark.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The direction text and stacks run in.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Light or dark (light unless set).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Left to right unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The locale (en_US unless set).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// Whether controls take input (`disabled` sets it false).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The font text uses; `nil` is body.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The colour text and shapes draw with where they name none; `nil` is the primary label colour.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// The most lines text takes; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// A weight the text inside takes over its font's (`bold`, `fontWeight`).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    /// Whether the text inside is italic.
    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
    /// How the lines of text inside line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    /// Where text cut by its line limit is cut.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Extra space after each character of the text inside, in points.
    var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
    /// Whether the digits of the text inside are all one width.
    var hasMonospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
    /// How far text inside may shrink to fit its width: 1, not at all, unless set.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// How the letters of the text inside are cased; `nil` as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// The text inside in bold: its text style's emphasized weight (`Font.bold()`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier<Font.Weight?>> { environment(\.fontWeight, isActive ? .emphasis : nil) }
    /// The text inside at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Font.Weight?>> { environment(\.fontWeight, weight) }
    /// The text inside in italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> { environment(\.isItalic, isActive) }
    /// How the lines of the text inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentWritingModifier<TextAlignment>> {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Where the text inside is cut when its line limit cuts it.
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, _EnvironmentWritingModifier<TruncationMode>> { environment(\.truncationMode, mode) }
    /// Extra space after each character of the text inside.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier<CGFloat>> { environment(\.tracking, tracking) }
    /// Extra space after each character of the text inside.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier<CGFloat>> { environment(\.tracking, kerning) }
    /// The text inside shrunk, down to `factor` of its size, where one line of it is wider than
    /// its room (with `lineLimit(1)`).
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier<CGFloat>> {
        environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
    }
    /// The digits of the text inside all one width (tabular figures), so numbers line up.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> { environment(\.hasMonospacedDigits, true) }
    /// The letters of the text inside in capitals or small letters, in the environment's locale.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Text.Case?>> { environment(\.textCase, textCase) }
    /// Extra space between the lines of the text inside.
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier<CGFloat>> { environment(\.lineSpacing, spacing) }

    /// The font of the text inside the view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Font?>> { environment(\.font, font) }
    /// The colour of the text and shapes inside the view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> { environment(\.foregroundColor, color) }
    /// The colour of the text and shapes inside the view.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> { environment(\.foregroundColor, color) }
    /// The most lines the text inside the view takes.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Int?>> { environment(\.lineLimit, limit) }
    /// Whether the controls inside the view take input.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> { environment(\.isEnabled, !disabled) }
}
