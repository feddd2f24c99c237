import Components
import Foundation
import Layout

/// A Bento component inside a SwiftUI view, as a representable puts a UIKit view in one: it takes
/// the width it is proposed (its own ideal width where none is) and the height it needs for that
/// width, and its node in the laid-out tree is the component's, with its design values, text and
/// accessibility, so the tools read it as they read it in a Bento screen.
///
/// ```swift
/// VStack { Text("Upcoming"); ComponentView(DesignLibrary.ComponentsBuilder(…).row1(title: "Dr Ada")) }
/// ```
public struct ComponentView<Component: Renderable>: View {
    let component: Component
    /// A view of a Bento component.
    public init(_ component: Component) { self.component = component }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ComponentView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [ComponentNode(component: component, render: context.render)] }
}

/// A component's layout: its size for the width proposed, laid out by Bento's engine.
struct ComponentNode<Component: Renderable>: LayoutNode {
    let component: Component
    let render: RenderEnvironment
    private let memo = Memo<ProposedViewSize, CGSize>()
    var kind: String { String(describing: Component.self) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        memo.value(for: proposal) { proposal in
            let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
            guard let size = try? component.sizeThatFits(width: width, in: render) else { return .zero }
            return CGSize(width: width.map { CGFloat($0) } ?? CGFloat(size.width), height: CGFloat(size.height))
        }
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let snapped = Frame(frame).snapped(toScale: environment.traits.scale)
        guard var node = try? component.laidOut(in: snapped, environment: environment) else { return .swiftUI(kind, frame: frame, in: environment) }
        // The component lays itself out right to left already; the hosting view mirrors the
        // whole tree, so it is mirrored in its frame first to come out as it laid itself out.
        if environment.traits.layoutDirection == .rightToLeft { node.mirrorHorizontally(about: snapped.x * 2 + snapped.width) }
        return node
    }
}
