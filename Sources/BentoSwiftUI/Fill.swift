import Components
import Foundation
import Rasterizer

/// The outline a fill takes in its frame.
enum Outline: Sendable {
    case rectangle
    case roundedRectangle(CGFloat)
    /// Corners of Apple's continuous curvature (`RoundedCornerStyle.continuous`).
    case continuousRoundedRectangle(topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat)
    case unevenRoundedRectangle(topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat)
    case circle
    case capsule
    case ellipse
    /// A team's shape: its `path(in:)`.
    case custom(ShapePath)

    /// The radius of the outline's top leading corner as the code gave it, what the specs and the
    /// design comparison read as the shape's corner radius: a capsule's is the theme's pill (999),
    /// drawn as half the shorter side, as a design's pill is. `nil` for outlines without corners.
    var cornerRadius: Double? {
        switch self {
        case .rectangle: return 0
        case .roundedRectangle(let radius): return max(Double(radius), 0)
        case .continuousRoundedRectangle(let topLeading, _, _, _), .unevenRoundedRectangle(let topLeading, _, _, _): return max(Double(topLeading), 0)
        case .capsule: return 999
        case .circle, .ellipse, .custom: return nil
        }
    }

    var isCapsule: Bool { if case .capsule = self { true } else { false } }

    /// The outline's path in a frame: a circle as large as the shorter side, centred.
    func path(in frame: CGRect) -> Rasterizer.Path {
        let rect = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        switch self {
        case .rectangle:
            return .rect(rect)
        case .continuousRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            return ContinuousCorners.path(in: rect, radii: [topLeading, topTrailing, bottomTrailing, bottomLeading].map { Double($0) })
        case .roundedRectangle(let radius):
            return .roundedRect(rect, radius: min(Double(radius), rect.width / 2, rect.height / 2))
        case .capsule:
            return .roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            let most = min(rect.width, rect.height) / 2
            func clamp(_ radius: CGFloat) -> Double { min(max(Double(radius), 0), most) }
            return .roundedRect(
                rect, radii: CornerRadii(topLeft: clamp(topLeading), topRight: clamp(topTrailing), bottomRight: clamp(bottomTrailing), bottomLeft: clamp(bottomLeading)))
        case .ellipse:
            return .ellipse(in: rect)
        case .custom(let shape):
            // A shape's path is in its own coordinates, its frame at the origin.
            return shape.path(CGRect(origin: .zero, size: frame.size)).applying(Transform(translationX: Double(frame.minX), y: Double(frame.minY)))
        case .circle:
            let side = min(rect.width, rect.height)
            return .ellipse(in: Rect(x: Double(frame.midX) - side / 2, y: Double(frame.midY) - side / 2, width: side, height: side))
        }
    }
}

/// A team's shape as the outline of its frame: what its `path(in:)` returns.
struct ShapePath: @unchecked Sendable {
    let path: (CGRect) -> Rasterizer.Path
}

/// How a shape is drawn: filled, or its outline stroked (centred on the outline, or inside it).
enum Drawing: Sendable {
    case fill
    case stroke(StrokeStyle)
    case strokeBorder(StrokeStyle)
}

/// A view that takes what it is proposed, 10 by 10 where nothing is, and fills or strokes its
/// outline: a colour, a gradient, a shape.
struct FillNode: LayoutNode {
    var kind: String
    var outline: Outline
    var style: any PaintingStyle
    var drawing = Drawing.fill
    /// Where the shape's corner radius was written, when the shape says.
    var written: SourceLine?

    init(kind: String, outline: Outline, style: any PaintingStyle, drawing: Drawing = .fill, written: SourceLine? = nil) {
        (self.kind, self.outline, self.style, self.drawing, self.written) = (kind, outline, style, drawing, written)
    }

    init(kind: String, outline: Outline, color: Color) { self.init(kind: kind, outline: outline, style: color) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        let rect = node.record.frame.cgRect
        let paint = style.paint(in: rect)
        switch drawing {
        case .fill:
            node.draw(.fill(outline.path(in: rect), paint, .nonZero))
        case .stroke(let style):
            node.draw(.stroke(outline.path(in: rect), style.rasterized, paint))
        case .strokeBorder(let style):
            let inset = style.lineWidth / 2
            node.draw(.stroke(outline.path(in: rect.insetBy(dx: inset, dy: inset)), style.rasterized, paint))
        }
        if let color = style as? Color { node.record(.color(drawing.isFill ? .fill : .stroke, color.painted), in: environment) }
        if environment.recordsDesignUses, let radius = outline.cornerRadius, radius > 0 {
            // A capsule's pill is no length the team typed.
            node.record(.length(.radius, radius, writtenAt: outline.isCapsule ? SourceLine(fileID: #fileID, line: #line) : written), in: environment)
        }
        return node
    }
}

extension Drawing {
    var isFill: Bool { if case .fill = self { true } else { false } }
}
