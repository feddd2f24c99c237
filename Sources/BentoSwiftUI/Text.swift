import Components
import Foundation
import Layout
import Rasterizer

/// A key of a string to look up in the app's String Catalog (`Text("Save")`); until the
/// catalogue reads one, its text is the key.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key as written, interpolations included.
    let key: String

    /// A key.
    public init(_ value: String) { key = value }
    /// A key written as a literal.
    public init(stringLiteral value: String) { key = value }
}

/// Text, wrapped to the width proposed and drawn with the environment's font and colour (body and
/// the label colour by default), through Bento's text engine (HarfBuzz, FreeType, ICU).
public struct Text: View {
    let content: String

    /// Text shown as it is written, never looked up.
    public init(verbatim content: String) { self.content = content }
    /// A string shown as it is.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text looked up by its key.
    public init(_ key: LocalizedStringKey) { content = key.key }

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Text: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [TextNode(label: TextNode.label(content, environment: context.environment, render: context.render), render: context.render)]
    }
}

/// Text's layout: the label Bento would draw, with as many lines as the width proposed needs (at
/// most the line limit); its ideal width is one line's.
struct TextNode: LayoutNode {
    let label: UI.Label
    let render: RenderEnvironment
    var kind: String { "Text" }

    /// The label of a text in its environment: the font (body where none is set) with the
    /// theme's body family for the system face, the foreground colour (the primary colour where
    /// none is set), the line limit.
    static func label(_ content: String, environment: EnvironmentValues, render: RenderEnvironment) -> UI.Label {
        let font = (environment.font ?? .body).textStyle(systemFamily: render.theme.typography.body1.family)
        // SwiftUI's primary colour: black in light mode, white in dark.
        let color = environment.foregroundColor ?? (environment.colorScheme == .dark ? .white : .black)
        var label = UI.Label(text: content, style: font, color: color.painted).numberOfLines(environment.lineLimit ?? 0)
        label.lineBreakMode = environment.lineLimit == nil ? .wordWrap : .truncateTail
        return label
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        guard let size = try? label.sizeThatFits(width: width, in: render) else { return .zero }
        return CGSize(width: min(CGFloat(size.width), proposal.width ?? .infinity), height: CGFloat(size.height))
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment render: RenderEnvironment) -> LaidOutNode {
        guard var node = try? label.laidOut(in: Frame(frame).snapped(toScale: render.traits.scale), environment: render) else {
            return .swiftUI(kind, frame: frame, in: render)
        }
        node.record.typeName = kind
        return node
    }
}
