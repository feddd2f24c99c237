/// A change made to a view, as SwiftUI's `ViewModifier`: its `body(content:)` makes a view of
/// the view it modifies. The modifiers this module lays out itself (padding, frames …) are
/// modifiers whose `Body` is `Never`.
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view being modified, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

/// The view a modifier modifies, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// A view with a modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    /// The view with a modifier applied.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier this module lays out itself: it wraps each node of the content (a modifier on a
/// list of views, as a `Group`'s, applies to each).
protocol PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        if let writer = modifier as? any EnvironmentWriting {
            var changed = context
            writer.write(into: &changed.environment)
            return changed.nodes(of: content)
        }
        let inner = context.nodes(of: content)
        if let primitive = modifier as? any PrimitiveModifier { return inner.map { primitive.node(wrapping: $0, in: context) } }
        var nested = context
        nested.modifierContent.append(inner)
        return nested.nodes(of: modifier.body(content: _ViewModifier_Content()))
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { context.modifierContent.last ?? [] }
}
