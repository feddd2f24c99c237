import Components
import Foundation
import Layout

/// A view resolved for layout: it answers the sizes it takes for proposals, and places itself
/// and its children in a frame. SwiftUI's two-step layout (a parent proposes, the child chooses
/// its size, the parent places it) with nothing between the steps but the answers.
protocol LayoutNode {
    /// What the node is, for the laid-out tree (`Color`, `HStack`, `padding` …).
    var kind: String { get }
    /// The node's layout priority among its siblings (`layoutPriority(_:)`).
    var layoutPriority: Double { get }
    /// Where the node is drawn among its siblings in a `ZStack`: higher in front (`zIndex(_:)`).
    var zIndex: Double { get }
    /// The size the node takes for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The node placed in `frame` (its origin and the size it chose for `proposal`), with its
    /// children, as a node of the laid-out tree every tool reads: a parent places a child with the
    /// proposal it sized it for, as SwiftUI's `Layout.placeSubviews(in:proposal:subviews:cache:)`
    /// receives both.
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode
    /// The node's own value for a guide at a size (a text's baselines, `alignmentGuide`'s
    /// value), from its top leading corner; `nil` where the guide's default applies.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat?
    /// Whether the node, or a node its guides come from, sets its own value for a guide: where
    /// none does, a stack answers the default without laying its children out again.
    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool
}

extension LayoutNode {
    var layoutPriority: Double { 0 }
    var zIndex: Double { 0 }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { false }

    /// The node's dimensions at a size, its guides its own where it sets them.
    func dimensions(_ size: CGSize) -> ViewDimensions { ViewDimensions(size: size) { explicitAlignment($0, size: size) } }
}

/// What a node answered for one layout pass, by question, each worked out once: a stack asks each
/// child for its size at several proposals (its smallest, its largest, then its share) and again
/// when it places it, and for its guides at every size it tries, a stack's guide being its
/// children's; without the answers kept, a tree of nested stacks is measured a power of its depth
/// times. A node's answers never change (its view and environment are resolved).
final class Memo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]

    /// The answer for `key`, worked out by `compute` the first time it is asked.
    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        if let value = values[key] { return value }
        let value = compute(key)
        values[key] = value
        return value
    }
}

/// A guide at a size: what a node's guide values are kept by.
struct GuideAtSize: Hashable {
    let guide: ObjectIdentifier
    let width: CGFloat, height: CGFloat
    init(_ key: AlignmentKey, _ size: CGSize) { (guide, width, height) = (key.id, size.width, size.height) }
}

/// A node around one content node, laid out as its content is (a modifier that draws around a
/// view, marks it or records something of it): its kind, size, priority, drawing order and guides
/// are the content's unless it says otherwise.
protocol WrappingNode: LayoutNode {
    var content: LayoutNode { get }
}

extension WrappingNode {
    var kind: String { content.kind }
    var layoutPriority: Double { content.layoutPriority }
    var zIndex: Double { content.zIndex }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { content.explicitAlignment(key, size: size) }
    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { content.hasExplicitAlignment(key) }
}

extension LaidOutNode {
    /// The node of a SwiftUI view in the tree: listed under the view's name (`HStack`, `Color`,
    /// `padding` …), its frame's edges on the display's pixels, drawing nothing of its own yet.
    static func swiftUI(_ kind: String, frame: CGRect, in environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.group(frame: Frame(frame).snapped(toScale: environment.traits.scale))
        node.isListed = true
        node.record.typeName = kind
        return node
    }

    /// The node with its children added.
    func adding(_ children: [LaidOutNode]) -> LaidOutNode {
        var node = self
        for child in children { node.add(child) }
        return node
    }
}

extension Frame {
    /// A frame of a Core Graphics rectangle.
    init(_ rect: CGRect) { self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) }

    /// The frame as a Core Graphics rectangle.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A view this module lays out itself (its `Body` is `Never`): it resolves to layout nodes,
/// several where it is a list of views (a block, a `ForEach`, a `Group`).
protocol PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode]
}

/// What resolving a view needs besides the view: its environment, Bento's environment it is
/// drawn in (theme, scale, content size), and the content a custom `ViewModifier`'s body places
/// (`_ViewModifier_Content`).
struct ResolutionContext {
    /// The values `@Environment` reads where the view is.
    var environment = EnvironmentValues()
    /// The environment the views are measured and drawn in.
    var render = RenderEnvironment()
    /// The content of each custom modifier being resolved, innermost last.
    var modifierContent: [[LayoutNode]] = []

    /// The layout nodes a view resolves to: a primitive view's own, another's body's, evaluated
    /// with the view's environment current.
    func nodes<V: View>(of view: V) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView { return primitive.nodes(in: self) }
        guard V.Body.self != Never.self else { fatalError("\(V.self) is not laid out by BentoSwiftUI yet") }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        let laidOut = nodes(of: body)
        guard laidOut.count == 1, let name = ViewTypeName.of(V.self) else { return laidOut }
        return [NamedViewNode(name: name, content: laidOut[0])]
    }
}

/// A modifier that changes the environment of the view it modifies.
protocol EnvironmentWriting {
    func write(into environment: inout EnvironmentValues)
}

extension _EnvironmentWritingModifier: EnvironmentWriting {
    func write(into environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension EmptyView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [] }
}

extension TupleView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        Mirror(reflecting: value).children.flatMap { child -> [LayoutNode] in
            guard let view = child.value as? any View else { return [] }
            return context.nodes(of: view)
        }
    }
}

extension _ConditionalContent: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): context.nodes(of: view)
        case .falseContent(let view): context.nodes(of: view)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        map { context.nodes(of: $0) } ?? []
    }
}

extension AnyView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { resolve(context) }
}

extension Group: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { context.nodes(of: content) }
}
