import Components
import Foundation

/// A view behind or in front of another, proposed that view's size and aligned on it
/// (`background(alignment:content:)`, `overlay(alignment:content:)`).
public struct _BackgroundOverlayLayout<Decoration: View>: ViewModifier {
    let decoration: Decoration, alignment: Alignment, inFront: Bool
    /// A primitive modifier.
    public typealias Body = Never
}

/// A view drawn moved, where its frame stays (`offset`).
public struct _OffsetEffect: ViewModifier {
    let offset: CGSize
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// A view behind this one, proposed its size and aligned on it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
        -> ModifiedContent<Self, _BackgroundOverlayLayout<Background>>
    {
        modifier(_BackgroundOverlayLayout(decoration: content(), alignment: alignment, inFront: false))
    }

    /// A view behind this one (the older spelling, with the view first).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self, _BackgroundOverlayLayout<Background>>
    {
        modifier(_BackgroundOverlayLayout(decoration: background, alignment: alignment, inFront: false))
    }

    /// A colour or gradient behind this view, filling its frame (`.background(.yellow)`).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundOverlayLayout<_ShapeView<Rectangle>>>
    {
        modifier(_BackgroundOverlayLayout(decoration: _ShapeView(shape: Rectangle(), style: style, drawing: .fill), alignment: .center, inFront: false))
    }

    /// A shape filled with a colour or gradient behind this view (`.background(.blue, in: Capsule())`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<Self, _BackgroundOverlayLayout<_ShapeView<T>>> {
        modifier(_BackgroundOverlayLayout(decoration: _ShapeView(shape: shape, style: style, drawing: .fill), alignment: .center, inFront: false))
    }

    /// A colour or gradient over this view, filling its frame.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _BackgroundOverlayLayout<_ShapeView<Rectangle>>
    > {
        modifier(_BackgroundOverlayLayout(decoration: _ShapeView(shape: Rectangle(), style: style, drawing: .fill), alignment: .center, inFront: true))
    }

    /// A view in front of this one, proposed its size and aligned on it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> ModifiedContent<Self, _BackgroundOverlayLayout<Overlay>>
    {
        modifier(_BackgroundOverlayLayout(decoration: content(), alignment: alignment, inFront: true))
    }

    /// A view in front of this one (the older spelling, with the view first).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundOverlayLayout<Overlay>> {
        modifier(_BackgroundOverlayLayout(decoration: overlay, alignment: alignment, inFront: true))
    }

    /// The view drawn moved by `x` and `y`; its frame, and its siblings, stay where they are.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> { modifier(_OffsetEffect(offset: CGSize(width: x, height: y))) }

    /// The view drawn moved by `offset`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> { modifier(_OffsetEffect(offset: offset)) }
}

extension _BackgroundOverlayLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        let nodes = context.nodes(of: decoration)
        let decoration: LayoutNode = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: alignment, children: nodes)
        return DecoratedNode(content: content, decoration: decoration, alignment: alignment, inFront: inFront)
    }
}

extension _OffsetEffect: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { OffsetNode(content: content, offset: offset) }
}

/// A background's or an overlay's layout: the size is the content's; the decoration is proposed
/// that size and aligned on the content.
struct DecoratedNode: WrappingNode {
    var content: LayoutNode, decoration: LayoutNode, alignment: Alignment, inFront: Bool
    var kind: String { inFront ? "overlay" : "background" }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let main = content.place(in: frame, proposal: proposal, environment: environment)
        let asked = ProposedViewSize(frame.size)
        let size = decoration.sizeThatFits(asked)
        let extra = decoration.place(
            in: CGRect(origin: alignment.origin(of: size, in: frame, child: decoration), size: size), proposal: asked, environment: environment)
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(inFront ? [main, extra] : [extra, main])
        // A background's colour is what the content is drawn on: the audit's contrast reads it.
        if !inFront, let fill = extra.record.designUses.first(where: { $0.designProperty == .fill }), let color = fill.color {
            node.record(.color(.background, color), in: environment)
        }
        return node
    }
}

/// An offset's layout: the content's size, drawn moved.
struct OffsetNode: WrappingNode {
    var content: LayoutNode, offset: CGSize
    var kind: String { "offset" }
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let moved = content.place(in: frame.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, environment: environment)
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding([moved])
    }
}

/// A blurred shadow under a view's shapes (`shadow(color:radius:x:y:)`).
public struct _ShadowEffect: ViewModifier {
    let color: Color, radius: CGFloat, offset: CGSize
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// A shadow under the view, blurred by `radius` (as Core Animation's shadow radius) and moved
    /// by `x` and `y`, in `color` (SwiftUI's default: black at 33 %). The shadow is cast by the
    /// shapes and colours the view fills; text casts none here (see the table of what is drawn
    /// differently).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}

extension _ShadowEffect: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        ShadowNode(content: content, color: color.resolved(in: context.environment), radius: radius, offset: offset)
    }
}

/// A shadow's layout: the content's; the shadows of its fills drawn before it.
struct ShadowNode: WrappingNode {
    var content: LayoutNode, color: Color, radius: CGFloat, offset: CGSize
    var kind: String { "shadow" }
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let placed = content.place(in: frame, proposal: proposal, environment: environment)
        var shadows = DisplayList()
        let shift = Point(x: Double(offset.width), y: Double(offset.height))
        for command in placed.displayList.commands {
            guard case .fill(let path, let paint, _) = command else { continue }
            if case .solid(let fill) = paint, fill.alpha == 0 { continue }
            shadows.append(.shadow(path, offset: shift, blur: Double(max(radius, 0)), color: color.painted))
        }
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        node.drawFirst(shadows)
        return node.adding([placed])
    }
}
