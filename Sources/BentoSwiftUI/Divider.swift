import Components
import Foundation

/// A hairline across the stack it is in: as long as it is proposed, one pixel thick at the
/// display's scale; horizontal outside a horizontal stack. Its colour is iOS's separator
/// (light mode: 60, 60, 67 at 29 % opacity, the HIG's `separator`).
public struct Divider: View {
    /// A divider.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Divider: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [DividerNode(thickness: 1 / CGFloat(context.render.traits.scale))] }
}

/// A divider's node: a stack sets the axis it runs across.
struct DividerNode: LayoutNode {
    var thickness: CGFloat
    var vertical = false
    var kind: String { "Divider" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10) : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        FillNode(kind: kind, outline: .rectangle, color: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
            .place(in: frame, proposal: proposal, environment: environment)
    }
}
