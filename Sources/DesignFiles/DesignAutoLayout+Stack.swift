import Layout
import Rasterizer

extension DesignAutoLayout {
    /// Where Bento's stack layout places the children of an auto-layout frame: each shown child
    /// at its design size, in a stack with the frame's axis, padding and item spacing, across the
    /// axis where `counterAxisAlignItems` says, along it where `primaryAxisAlignItems` says.
    /// Frames relative to the frame's top-left corner, one per child (a hidden one, or one Figma
    /// places absolutely, keeps its own place); `nil` for what a stack does not place: wrapping
    /// frames, and alignment by baseline (the answer has no baselines).
    ///
    /// Held against Figma's own boxes, this is a check of our layout by a layout engine we did not
    /// write: `DesignLayoutTests` runs it over every auto-layout frame of the saved answers.
    public func childFrames(of node: DesignNode) -> [Frame]? {
        guard !wraps, counterAlignment != "BASELINE" else { return nil }
        let placed = node.children.indices.filter { node.children[$0].isVisible && !node.children[$0].isAbsolutelyPositioned }
        let alignment: StackAlignment = switch counterAlignment {
        case "CENTER": .center
        case "MAX": .trailing
        default: .leading
        }
        let spread = primaryAlignment == "SPACE_BETWEEN" && placed.count > 1
        let stack = StackLayout(
            axis: isHorizontal ? .horizontal : .vertical, spacing: spread ? 0 : itemSpacing, alignment: alignment,
            distribution: spread ? .equalSpacing : .fill, margins: padding)
        let children = placed.map { index in
            let size = node.children[index].size
            var constraints = SizeConstraints()
            constraints.length = PerAxis(horizontal: size.width, vertical: size.height)
            return StackChild(
                hugging: PerAxis(horizontal: .required, vertical: .required), constraints: constraints,
                measure: { _ in LayoutMeasurement(size: LayoutSize(width: size.width, height: size.height)) })
        }
        // Across the axis the frame's own length; along it the children's natural one, what is left
        // over shifting them (or, spread, the frame's length, the stack sharing it out).
        let along: Double? = spread ? (isHorizontal ? node.size.width : node.size.height) : nil
        guard let arranged = try? stack.arrange(
            children, width: isHorizontal ? along : node.size.width, height: isHorizontal ? node.size.height : along)
        else { return nil }
        let leftover = isHorizontal ? node.size.width - arranged.size.width : node.size.height - arranged.size.height
        let shift = spread ? 0 : primaryAlignment == "CENTER" ? leftover / 2 : primaryAlignment == "MAX" ? leftover : 0
        var frames = node.children.map { child in
            Frame(x: child.relativeTransform?.tx ?? 0, y: child.relativeTransform?.ty ?? 0, width: child.size.width, height: child.size.height)
        }
        for (position, index) in placed.enumerated() {
            let frame = arranged.frames[position]
            frames[index] = isHorizontal
                ? Frame(x: frame.x + shift, y: frame.y, width: frame.width, height: frame.height)
                : Frame(x: frame.x, y: frame.y + shift, width: frame.width, height: frame.height)
        }
        fill(&frames, placed: placed, of: node)
        return frames
    }

    /// Children set to fill: along the axis (`layoutGrow`, or `FILL` sizing on it) they share
    /// what is left of the frame's inner length by their weights, the others moving after them;
    /// across it (`layoutAlign: STRETCH`, or `FILL` sizing across) they take the inner length.
    private func fill(_ frames: inout [Frame], placed: [Int], of node: DesignNode) {
        func along(_ child: DesignNode) -> String? { isHorizontal ? child.sizing.horizontal : child.sizing.vertical }
        func across(_ child: DesignNode) -> String? { isHorizontal ? child.sizing.vertical : child.sizing.horizontal }
        let weights = placed.map { index -> Double in
            let child = node.children[index]
            return child.layoutGrow > 0 ? child.layoutGrow : along(child) == "FILL" ? 1 : 0
        }
        let start = isHorizontal ? padding.leading : padding.top
        let inner = isHorizontal ? node.size.width - padding.leading - padding.trailing : node.size.height - padding.top - padding.bottom
        let total = weights.reduce(0, +)
        if total > 0 {
            let lengths = placed.map { isHorizontal ? frames[$0].width : frames[$0].height }
            let leftover = inner - lengths.reduce(0, +) - itemSpacing * Double(max(0, placed.count - 1))
            var position = start
            for (offset, index) in placed.enumerated() {
                let length = max(0, lengths[offset] + max(0, leftover) * weights[offset] / total)
                if isHorizontal { (frames[index].x, frames[index].width) = (position, length) } else { (frames[index].y, frames[index].height) = (position, length) }
                position += length + itemSpacing
            }
        }
        let crossStart = isHorizontal ? padding.top : padding.leading
        let crossInner = isHorizontal ? node.size.height - padding.top - padding.bottom : node.size.width - padding.leading - padding.trailing
        for index in placed where node.children[index].stretchesAcross || across(node.children[index]) == "FILL" {
            if isHorizontal { (frames[index].y, frames[index].height) = (crossStart, max(0, crossInner)) } else { (frames[index].x, frames[index].width) = (crossStart, max(0, crossInner)) }
        }
    }
}
