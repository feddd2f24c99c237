import Foundation

/// Progress towards a total: a bar as wide as it is proposed, 4 points high, the done part in the
/// tint (system blue) over the system fill (iOS's linear progress view).
public struct ProgressView: View {
    let fraction: Double

    /// Progress of `value` out of `total` (clamped to 0…1 of it).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let done = Double(value ?? 0), whole = Double(total)
        fraction = whole > 0 && done.isFinite ? min(max(done / whole, 0), 1) : 0
    }

    /// The bar.
    public var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                _TintReader(fallback: .accentColor) { tint in Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction)) }
            }
        }
        .frame(height: 4)
    }
}

/// A field of editable text, drawn as it is: its text, or its placeholder in the placeholder
/// colour (60, 60, 67 at 30 %) where the text is empty; as wide as it is proposed.
public struct TextField: View {
    let placeholder: String
    let text: Binding<String>

    /// A field whose placeholder is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { (placeholder, self.text) = (String(title), text) }
    /// A field whose placeholder is looked up by its key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { (placeholder, self.text) = (titleKey.key, text) }

    /// The text or the placeholder, leading, in a frame that takes the width proposed.
    public var body: some View {
        let empty = text.wrappedValue.isEmpty
        return Text(verbatim: empty ? placeholder : text.wrappedValue)
            .lineLimit(1)
            .foregroundColor(empty ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3) : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
