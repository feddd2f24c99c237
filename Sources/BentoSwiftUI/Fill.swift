import Components
import Foundation
import Rasterizer

/// The outline a fill takes in its frame.
enum Outline: Sendable {
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case capsule

    /// The outline's path in a frame: a circle as large as the shorter side, centred.
    func path(in frame: CGRect) -> Path {
        let rect = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        switch self {
        case .rectangle:
            return .rect(rect)
        case .roundedRectangle(let radius):
            return .roundedRect(rect, radius: min(Double(radius), rect.width / 2, rect.height / 2))
        case .capsule:
            return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let side = min(rect.width, rect.height)
            return .ellipse(in: Rect(x: Double(frame.midX) - side / 2, y: Double(frame.midY) - side / 2, width: side, height: side))
        }
    }
}

/// A view that takes what it is proposed, 10 by 10 where nothing is, and fills its outline: a
/// colour, a shape.
struct FillNode: LayoutNode {
    var kind: String
    var outline: Outline
    var color: Color

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        node.draw(.fill(outline.path(in: node.record.frame.cgRect), .solid(color.painted), .nonZero))
        node.record(.color(.fill, color.painted), in: environment)
        return node
    }
}
