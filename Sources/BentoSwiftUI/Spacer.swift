import Components
import Foundation

/// Flexible space along the axis of the stack it is in: at least `minLength` (8 points by default,
/// SwiftUI's system spacing) and as much as the stack gives it; nothing across the stack.
public struct Spacer: View {
    /// The least length the spacer takes; `nil` for the system's 8 points.
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Spacer: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [SpacerNode(minLength: minLength ?? 8)] }
}

/// A spacer's node. Outside a stack it stretches along both axes; a stack sets `axis`.
struct SpacerNode: LayoutNode {
    var minLength: CGFloat
    var axis: Axis?
    var kind: String { "Spacer" }
    /// Below every other view's: a stack sizes its spacers last, with what the other views leave,
    /// so `HStack { Text(title); Spacer() }` keeps the title on one line where it fits (the
    /// park's name in Apple's "Creating and combining views" tutorial; OpenSwiftUI's
    /// `SpacerLayoutComputer` answers a layout priority of −∞).
    var layoutPriority: Double { -.infinity }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode { .swiftUI(kind, frame: frame, in: environment) }
}
