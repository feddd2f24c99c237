import Components
import Foundation
import Rasterizer

/// What a drawing effect does around the view it modifies: commands drawn before it and after it
/// (a clip opened and closed, a layer, a border), and whether it is drawn at all.
struct Effect {
    var before: (CGRect) -> [DisplayList.Command] = { _ in [] }
    var after: (CGRect) -> [DisplayList.Command] = { _ in [] }
    var hidden = false
    var kind: String
    /// The effect as the environment shows it (a border's colour in dark mode).
    var resolving: ((EnvironmentValues) -> Effect)?
    /// The design values the effect draws with in a frame (a clip's corner radius, a border's
    /// colour), recorded on its node.
    var uses: (CGRect) -> [DesignUse] = { _ in [] }
}

/// A view drawn with an effect: clipped, at an opacity, with a border, or hidden.
public struct _EffectModifier: ViewModifier {
    let effect: Effect
    /// A primitive modifier.
    public typealias Body = Never
}

extension _EffectModifier: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        EffectNode(content: content, effect: effect.resolving?(context.environment) ?? effect)
    }
}

extension View {
    /// The view clipped to a rectangle with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true, fileID: StaticString = #fileID, line: UInt = #line) -> ModifiedContent<Self, _EffectModifier> {
        clipped(to: .roundedRectangle(radius), kind: "cornerRadius", written: SourceLine(fileID: fileID, line: line))
    }

    /// The view clipped to a shape's outline in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _EffectModifier> {
        clipped(to: shape.outline, kind: "clipShape", written: shape.radiusWritten)
    }

    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _EffectModifier> { clipped(to: .rectangle, kind: "clipped") }

    private func clipped(to outline: Outline, kind: String, written: SourceLine? = nil) -> ModifiedContent<Self, _EffectModifier> {
        var effect = Effect(before: { [.pushClip(outline.path(in: $0))] }, after: { _ in [.popClip] }, kind: kind)
        effect.uses = { _ in outline.cornerRadius.flatMap { $0 > 0 ? [.length(.radius, $0, writtenAt: written)] : nil } ?? [] }
        return modifier(_EffectModifier(effect: effect))
    }

    /// The view drawn at an opacity (0 to 1), as one layer.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _EffectModifier> {
        let value = min(max(opacity.isNaN ? 1 : opacity, 0), 1)
        return modifier(_EffectModifier(effect: Effect(before: { _ in [.pushLayer(opacity: value)] }, after: { _ in [.popLayer] }, kind: "opacity")))
    }

    /// A border of `width` drawn inside the view's frame, over it.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _EffectModifier> {
        func border(_ color: Color) -> Effect {
            var effect = Effect(
                after: { frame in
                    let inset = frame.insetBy(dx: width / 2, dy: width / 2)
                    return [.stroke(Outline.rectangle.path(in: inset), Rasterizer.StrokeStyle(width: Double(width)), .solid(color.painted))]
                }, kind: "border")
            effect.uses = { _ in [.color(.border, color.painted)] }
            return effect
        }
        var effect = border(color)
        effect.resolving = { border(color.resolved(in: $0)) }
        return modifier(_EffectModifier(effect: effect))
    }

    /// The view laid out but not drawn.
    public func hidden() -> ModifiedContent<Self, _EffectModifier> { modifier(_EffectModifier(effect: Effect(hidden: true, kind: "hidden"))) }
}

/// An effect's node: the content's layout, drawn between the effect's commands.
struct EffectNode: WrappingNode {
    let content: LayoutNode
    let effect: Effect
    var kind: String { effect.kind }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        let drawn = node.record.frame.cgRect
        for command in effect.before(drawn) { node.draw(command) }
        node.add(content.place(in: frame, proposal: proposal, environment: environment))
        for command in effect.after(drawn) { node.draw(command) }
        node.isDrawn = !effect.hidden
        if environment.recordsDesignUses { for use in effect.uses(drawn) { node.record(use, in: environment) } }
        return node
    }
}
