import Components
import Foundation

/// The size of a `GeometryReader` and where it is.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    let origin: CGPoint

    /// The reader's frame in the root's coordinates (`.global`) or its own (`.local`).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : CGRect(origin: origin, size: size)
    }
}

/// The spaces a frame is given in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root's.
    case global
    /// The view's own.
    case local
}

/// A view that takes all the space proposed to it (10 by 10 where nothing is) and makes its
/// content from that size; the content is proposed the size and placed at the top leading corner,
/// as SwiftUI has placed it since iOS 14.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    /// A reader whose content is made from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension GeometryReader: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [GeometryReaderNode(context: context) { proxy, context in context.nodes(of: content(proxy)) }]
    }
}

/// A reader's node: its content resolved once its size is known.
struct GeometryReaderNode: LayoutNode {
    let context: ResolutionContext
    let content: (GeometryProxy, ResolutionContext) -> [LayoutNode]
    var kind: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let children = content(GeometryProxy(size: frame.size, origin: frame.origin), context)
        let asked = ProposedViewSize(frame.size)
        let placed = children.map { child in
            child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(asked)), proposal: asked, environment: environment)
        }
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed)
    }
}
