import Components
import Foundation

/// Progress towards a total, or work under way: with a value, a bar as wide as it is proposed, 4
/// points high, the done part in the tint (system blue) over the system fill (iOS's linear
/// progress view); without one, or in the circular style, iOS's 20-point spinner (Bento's
/// activity indicator), its label below it in the secondary colour.
public struct ProgressView: View {
    let fraction: Double?
    let label: Text?

    /// Progress of `value` out of `total` (clamped to 0…1 of it).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let done = Double(value ?? 0), whole = Double(total)
        fraction = whole > 0 && done.isFinite ? min(max(done / whole, 0), 1) : 0
        label = nil
    }

    /// Work under way, of no known length: a spinner.
    public init() { (fraction, label) = (nil, nil) }
    /// A spinner with a label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { (fraction, label) = (nil, Text(title)) }
    /// A spinner with a label looked up by its key.
    public init(_ titleKey: LocalizedStringKey) { (fraction, label) = (nil, Text(titleKey)) }

    /// The bar or the spinner, as the style says.
    public var body: some View { _ProgressBody(fraction: fraction, label: label) }
}

/// A progress view's drawing: the environment's style, a spinner where there is no value.
struct _ProgressBody: View {
    let fraction: Double?
    let label: Text?
    @Environment(\.progressViewIsCircular) var isCircular
    @Environment(\.tint) var tint

    var body: some View {
        if let fraction, !isCircular {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                    Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * CGFloat(fraction))
                }
            }
            .frame(height: 4)
        } else {
            VStack(spacing: 8) {
                _Spinner(tint: tint)
                if let label { label.foregroundColor(.secondary) }
            }
        }
    }
}

/// iOS's medium activity indicator, drawn by Bento's atom.
struct _Spinner: View {
    let tint: Color?
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
        ComponentView(UI.ActivityIndicator(color: (tint ?? gray).painted, size: 20)).frame(width: 20, height: 20)
    }
}

/// How progress views are drawn: as a bar (`.linear`) or a spinner (`.circular`).
public protocol ProgressViewStyle {}

/// The bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The bar style.
    public init() {}
}

/// The spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The spinner style, in the environment's tint.
    public init() { tint = nil }
    /// The spinner style in a colour.
    public init(tint: Color) { self.tint = tint }
}

/// The platform's style: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

private struct ProgressViewIsCircularKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var progressViewIsCircular: Bool {
        get { self[ProgressViewIsCircularKey.self] }
        set { self[ProgressViewIsCircularKey.self] = newValue }
    }
}

extension View {
    /// The style of the progress views inside the view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let circular = style as? CircularProgressViewStyle
        return environment(\.progressViewIsCircular, circular != nil).environment(\.tint, circular?.tint ?? nil)
    }
}

/// A field of editable text, drawn as it is: its text, or its placeholder in the placeholder
/// colour (60, 60, 67 at 30 %) where the text is empty; as wide as it is proposed.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>

    /// A field whose placeholder is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { (placeholder, self.text) = (String(title), text) }
    /// A field whose placeholder is looked up by its key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { (placeholder, self.text) = (titleKey.written, text) }

    /// The text or the placeholder, leading, in a frame that takes the width proposed, with the
    /// environment's field style's border.
    public var body: some View { _TextFieldBody(placeholder: placeholder, text: text.wrappedValue) }
}

/// A text field's drawing, in the environment's style.
struct _TextFieldBody: View {
    let placeholder: String
    let text: String
    @Environment(\.textFieldHasRoundedBorder) var hasBorder

    var body: some View {
        let empty = text.isEmpty
        let line = Text(verbatim: empty ? placeholder : text)
            .lineLimit(1)
            .foregroundColor(empty ? Color(UIColor.placeholderText) : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
        if hasBorder {
            line
                .padding(.horizontal, 7)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color(UIColor.systemBackground)))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(UIColor.systemGray4), lineWidth: 0.5))
        } else {
            line
        }
    }
}

/// How text fields are drawn: plain (`.plain`, the default) or in UIKit's rounded border
/// (`.roundedBorder`: 7 points either side of the text, 6 above and below, a half-point border
/// in the fourth gray on corners of 5).
public protocol TextFieldStyle {}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// The text in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
}

/// The platform's style: plain.
public typealias DefaultTextFieldStyle = PlainTextFieldStyle

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
    /// The platform's style.
    public static var automatic: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldBorderKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var textFieldHasRoundedBorder: Bool {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}

extension View {
    /// The style of the text fields inside the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> {
        environment(\.textFieldHasRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}
