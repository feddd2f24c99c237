import Components
import Foundation
import Layout
import Localization
import Rasterizer

/// A key of a string to look up in the team's String Catalog (`Text("Save")`): the catalogue's
/// String Catalog (`Catalogue.localized(by:)`) gives its text in the variant's language; without
/// one the text is as written. An interpolation makes a key with a format specifier where the
/// value goes (`"\(count) items"` is the key `"%lld items"` with the argument `count`), as
/// SwiftUI forms keys.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, a format specifier where each value was interpolated.
    let key: String
    /// The interpolated values, in order.
    let arguments: [LocalizedArgument]
    /// The text as written, the values in place: shown where no String Catalog is read.
    let written: String

    /// A key.
    public init(_ value: String) { (key, arguments, written) = (value, [], value) }
    /// A key written as a literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A key written with interpolated values.
    public init(stringInterpolation: StringInterpolation) {
        (key, arguments, written) = (stringInterpolation.key, stringInterpolation.arguments, stringInterpolation.written)
    }

    /// A key's literal parts and values as they are written.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizedArgument] = []
        var written = ""

        /// An interpolation of about this size.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text, a `%` doubled in the key.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            written += literal
        }
        /// A text value: `%@`.
        public mutating func appendInterpolation(_ value: String) { append("%@", .string(value), value) }
        /// A whole number: `%lld`.
        public mutating func appendInterpolation<Number: BinaryInteger>(_ value: Number) { append("%lld", .int(Int(value)), "\(value)") }
        /// A real number: `%lf`.
        public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value), "\(value)") }
        /// A real number: `%f`.
        public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value)), "\(value)") }
        /// Any other value, as its description: `%@`.
        public mutating func appendInterpolation<Value>(_ value: Value) { appendInterpolation(String(describing: value)) }

        private mutating func append(_ specifier: String, _ argument: LocalizedArgument, _ text: String) {
            key += specifier
            arguments.append(argument)
            written += text
        }
    }
}

/// How the hosted view's keys are looked up: the catalogue's String Catalog in the variant's
/// language (`HostingView.localized(by:)`).
struct Localizer: @unchecked Sendable {
    let text: (String, [LocalizedArgument]) -> String?
}

private struct LocalizerKey: EnvironmentKey { static let defaultValue: Localizer? = nil }

extension EnvironmentValues {
    /// Where `Text("key")` finds its text; `nil` draws keys as written.
    var localizer: Localizer? {
        get { self[LocalizerKey.self] }
        set { self[LocalizerKey.self] = newValue }
    }
}

/// Text, wrapped to the width proposed and drawn with the environment's font and colour (body and
/// the primary colour by default), through Bento's text engine (HarfBuzz, FreeType, ICU). Texts
/// joined with `+` keep each run's font, weight and colour.
public struct Text: View {
    /// A run of the text with the attributes set on it.
    struct Run {
        var content: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var color: Color?
        var tracking: CGFloat?
        var hasMonospacedDigits = false
        /// The key the content is looked up by, for a localized text.
        var key: LocalizedStringKey?
    }

    var runs: [Run]

    /// Text shown as it is written, never looked up.
    public init(verbatim content: String) { runs = [Run(content: content)] }
    /// A string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: String(content))] }
    /// Text looked up by its key.
    public init(_ key: LocalizedStringKey) { runs = [Run(content: key.written, key: key)] }
    /// Text looked up by its key in a table of a bundle: on Linux the catalogue's String Catalog
    /// holds the team's strings, so the table and bundle only name where Xcode finds them.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { self.init(key) }

    /// The text with each run's key looked up where the environment says.
    func localized(in environment: EnvironmentValues) -> Text {
        guard let localizer = environment.localizer, runs.contains(where: { $0.key != nil }) else { return self }
        return withRuns { run in
            // A key the catalogue does not hold is drawn as iOS draws it: its values in place.
            if let key = run.key, let text = localizer.text(key.key, key.arguments) { run.content = text == key.key ? key.written : text }
        }
    }

    /// The text's characters, every run's.
    var content: String { runs.map(\.content).joined() }

    /// Two texts as one, each run keeping its attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    private func withRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { withRuns { $0.font = font } }
    /// The text in bold: its text style's emphasized weight (`Font.bold()`).
    public func bold() -> Text { withRuns { $0.weight = .emphasis } }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { withRuns { $0.weight = weight } }
    /// The text in italic.
    public func italic() -> Text { withRuns { $0.isItalic = true } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { withRuns { $0.color = color } }
    /// The text with digits all one width.
    public func monospacedDigit() -> Text { withRuns { $0.hasMonospacedDigits = true } }
    /// The text with extra space after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { withRuns { $0.tracking = tracking } }
    /// The text with extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { withRuns { $0.tracking = kerning } }

    /// How a text's letters are cased (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Capitals.
        case uppercase
        /// Small letters.
        case lowercase
    }

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Text: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [
            TextNode(
                label: TextNode.label(localized(in: context.environment), environment: context.environment, render: context.render), render: context.render,
                minimumScaleFactor: context.environment.minimumScaleFactor, placeholderBarColor: context.environment.placeholderBarColor)
        ]
    }
}

/// How lines of text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
}

/// Where a line too long for its room is cut, with an ellipsis.
public enum TruncationMode: Hashable, Sendable {
    /// At its start.
    case head
    /// In its middle.
    case middle
    /// At its end.
    case tail
}

/// Text's layout: the label Bento would draw, with as many lines as the width proposed needs (at
/// most the line limit); its ideal width is one line's.
struct TextNode: LayoutNode {
    let label: UI.Label
    let render: RenderEnvironment
    /// How far the text may shrink to fit its width (`minimumScaleFactor`); 1 keeps its size.
    var minimumScaleFactor: CGFloat = 1
    /// The colour of the bars drawn for its lines where it is redacted as a placeholder.
    var placeholderBarColor: Color? = nil
    private let memo = Memo<ProposedViewSize, CGSize>()
    var kind: String { "Text" }

    /// The label for a proposal: where the text may shrink and its one line is wider than the
    /// width proposed, its fonts scaled down to fit, no further than the minimum scale factor.
    func label(for proposal: ProposedViewSize) -> UI.Label {
        guard minimumScaleFactor < 1, label.numberOfLines == 1, let width = proposal.width, width.isFinite, width > 0,
            let ideal = try? label.sizeThatFits(width: nil, in: render), CGFloat(ideal.width) > width,
            let text = label.attributedText
        else { return label }
        let factor = max(minimumScaleFactor, width / CGFloat(ideal.width))
        var scaled = label
        scaled.attributedText = AttributedText(spans: text.spans.map { span in
            var span = span
            span.style.size *= Double(factor)
            return span
        })
        return scaled
    }

    /// The label of a text in its environment: each run's font (the environment's, body where none
    /// is set) with the theme's body family for the system face, its weight and colour (the primary
    /// colour where none is set); the line limit, truncation, alignment and line spacing.
    static func label(_ text: Text, environment: EnvironmentValues, render: RenderEnvironment) -> UI.Label {
        let family = render.theme.typography.body1.family
        // SwiftUI's primary colour: black in light mode, white in dark.
        let primary = environment.foreground
        let spans = text.runs.map { run -> TextSpan in
            var font = run.font ?? environment.font ?? .body
            if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
            if run.isItalic || environment.isItalic { font = font.italic() }
            var style = font.textStyle(
                systemFamily: family, tracking: render.theme.typography.systemFontTracking, extraTracking: run.tracking ?? environment.tracking,
                dynamicTypeSize: environment.dynamicTypeSize)
            if run.hasMonospacedDigits || environment.hasMonospacedDigits { style.usesTabularFigures = true }
            let content: String = switch environment.textCase {
            case .uppercase?: run.content.uppercased(with: environment.locale)
            case .lowercase?: run.content.lowercased(with: environment.locale)
            case nil: run.content
            }
            return TextSpan(content, style: style, color: (run.color?.resolved(in: environment) ?? primary).painted)
        }
        var label = UI.Label(attributedText: AttributedText(spans: spans)).numberOfLines(environment.lineLimit ?? 0)
        switch (environment.lineLimit, environment.truncationMode) {
        case (nil, _): label.lineBreakMode = .wordWrap
        case (_, .head): label.lineBreakMode = .truncateHead
        case (_, .middle): label.lineBreakMode = .truncateMiddle
        case (_, .tail): label.lineBreakMode = .truncateTail
        }
        let rightToLeft = environment.layoutDirection == .rightToLeft
        switch environment.multilineTextAlignment {
        case .leading: label.alignment = .natural
        case .center: label.alignment = .center
        case .trailing: label.alignment = rightToLeft ? .left : .right
        }
        label.lineSpacing = Double(environment.lineSpacing)
        return label
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        memo.value(for: proposal) { proposal in
            let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
            guard let size = try? label(for: proposal).sizeThatFits(width: width, in: render) else { return .zero }
            return CGSize(width: min(CGFloat(size.width), proposal.width ?? .infinity), height: CGFloat(size.height))
        }
    }

    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { key == .firstTextBaseline || key == .lastTextBaseline }

    /// A text's baselines: its first and last lines', at the width it has.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == .firstTextBaseline || key == .lastTextBaseline,
            let measured = try? label.layoutMeasurement(width: Double(size.width), in: render)
        else { return nil }
        return (key == .firstTextBaseline ? measured.firstBaseline : measured.lastBaseline).map { CGFloat($0) }
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment render: RenderEnvironment) -> LaidOutNode {
        let label = label(for: proposal)
        guard var node = try? label.laidOut(in: Frame(frame).snapped(toScale: render.traits.scale), environment: render) else {
            return .swiftUI(kind, frame: frame, in: render)
        }
        if let color = placeholderBarColor, let layout = try? label.layout(width: Double(frame.width), in: render) {
            // Redacted: a bar where each line's text is, read still by assistive technologies.
            let bars = layout.lines.map { Rect(x: Double(frame.minX) + $0.x, y: Double(frame.minY) + $0.top, width: $0.width, height: $0.height) }
            node.drawAsOne(placeholderBars(bars, color: color), listing: [])
        }
        node.record.typeName = kind
        return node
    }
}
