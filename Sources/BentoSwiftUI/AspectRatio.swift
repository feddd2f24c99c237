import Components
import Foundation

/// How content fits a size of another shape: inside it, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside.
    case fit
    /// As small as covers.
    case fill
}

/// A view kept at a width-to-height ratio (`aspectRatio(_:contentMode:)`).
public struct _AspectRatioLayout: ViewModifier {
    let ratio: CGFloat?, contentMode: ContentMode
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// The view proposed the largest size of `ratio` (width over height) inside what it is
    /// proposed (`.fit`) or the smallest covering it (`.fill`); with no ratio, its ideal size's.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }
}

extension _AspectRatioLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        FrameNode(content: content, alignment: .center, kind: "aspectRatio") { proposal in
            ProposedViewSize(fitted(proposal, content: content))
        } size: { proposal, child in
            child
        }
    }

    /// The size of the ratio that fits or fills the proposal (Apple's documentation of
    /// `aspectRatio(_:contentMode:)`): an unspecified dimension follows from the other; with
    /// neither, the content's ideal size, at the ratio.
    func fitted(_ proposal: ProposedViewSize, content: LayoutNode) -> CGSize {
        let ideal = content.sizeThatFits(.unspecified)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard aspect > 0, aspect.isFinite else { return ideal }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / aspect)
        case (let width?, nil): return CGSize(width: width, height: width / aspect)
        case (nil, let height?): return CGSize(width: height * aspect, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / aspect), byHeight = CGSize(width: height * aspect, height: height)
            let widthFits = byWidth.height <= height
            switch contentMode {
            case .fit: return widthFits ? byWidth : byHeight
            case .fill: return widthFits ? byHeight : byWidth
            }
        }
    }
}
