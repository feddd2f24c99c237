import Components
import Foundation
import Rasterizer

/// A view drawn scaled about an anchor (`scaleEffect`), its frame where it was.
public struct _ScaleEffect: ViewModifier {
    let scale: CGSize, anchor: UnitPoint
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// The view drawn scaled by `scale` about `anchor`; its frame, and its siblings, stay where
    /// they are (a pressed button style's `0.96`).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// The view drawn scaled by each dimension's factor about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
    /// The view drawn scaled by a size's factors about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
}

extension _ScaleEffect: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { ScaleNode(content: content, scale: scale, anchor: anchor) }
}

/// A scale effect's layout: the content's; its drawing scaled about the anchor.
struct ScaleNode: WrappingNode {
    var content: LayoutNode, scale: CGSize, anchor: UnitPoint
    var kind: String { "scaleEffect" }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let placed = content.place(in: frame, proposal: proposal, environment: environment)
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        guard scale != CGSize(width: 1, height: 1) else { return node.adding([placed]) }
        let pivot = Point(x: Double(frame.minX + frame.width * anchor.x), y: Double(frame.minY + frame.height * anchor.y))
        let transform = Transform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(Transform(scaleX: Double(scale.width), y: Double(scale.height)))
            .concatenating(Transform(translationX: pivot.x, y: pivot.y))
        node.drawAsOne(placed.displayList.transformed(by: transform), keeping: [placed])
        return node
    }
}

extension DisplayList {
    /// The list drawn through a scale and translation: paths, clips, shadows and image frames
    /// moved and scaled, strokes and blurs widened by the scale, text drawn as its glyphs'
    /// outlines (colour glyphs, which have none, moved and kept at their size).
    func transformed(by transform: Transform) -> DisplayList {
        let factor = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        func paint(_ paint: Paint) -> Paint {
            switch paint {
            case .solid: return paint
            case .linearGradient(let start, let end, let stops):
                return .linearGradient(start: transform.apply(to: start), end: transform.apply(to: end), stops: stops)
            case .radialGradient(let center, let radius, let stops):
                return .radialGradient(center: transform.apply(to: center), radius: radius * factor, stops: stops)
            }
        }
        var list = DisplayList()
        for command in commands {
            switch command {
            case .fill(let path, let fill, let rule):
                list.append(.fill(path.applying(transform), paint(fill), rule))
            case .stroke(let path, var style, let stroke):
                style.width *= factor
                list.append(.stroke(path.applying(transform), style, paint(stroke)))
            case .text(let text, let face, let origin, let color):
                guard !face.hasColorBitmaps else {
                    list.append(.text(text, face, transform.apply(to: origin), color))
                    continue
                }
                let size = text.size / face.unitsPerEm
                var outlines = Rasterizer.Path()
                for glyph in text.glyphs {
                    let placement = Transform(a: size, b: 0, c: 0, d: -size, tx: origin.x + glyph.x, ty: origin.y + glyph.y)
                    outlines.append(face.outline(of: glyph.glyph).applying(placement.concatenating(transform)))
                }
                list.append(.fill(outlines, .solid(color), .nonZero))
            case .image(let image, let rect, let tint):
                let corner = transform.apply(to: Point(x: rect.minX, y: rect.minY))
                let far = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
                list.append(
                    .image(
                        image, Rect(x: min(corner.x, far.x), y: min(corner.y, far.y), width: abs(far.x - corner.x), height: abs(far.y - corner.y)), tint: tint))
            case .shadow(let path, let offset, let blur, let color):
                list.append(
                    .shadow(path.applying(transform), offset: Point(x: offset.x * transform.a, y: offset.y * transform.d), blur: blur * factor, color: color))
            case .pushClip(let path):
                list.append(.pushClip(path.applying(transform)))
            case .popClip, .pushLayer, .popLayer:
                list.append(command)
            }
        }
        return list
    }
}
