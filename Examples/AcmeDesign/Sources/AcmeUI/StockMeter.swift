import CataloguePreviews
import Components

/// How much of a product is left: a track on the surface colour filled to the level in the brand
/// colour, with the count at its trailing end. Drawn around its label through its laid-out node,
/// so the track's colours reach the specs and the token pages beside the label's. When a screen
/// changes, the level slides from the old count to the new one (`StateTransitioning`) while the
/// label shows the new count at once.
public struct StockMeter: StateTransitioning {
    public var left: Int
    public var capacity: Int
    public var theme: Theme

    public init(left: Int, of capacity: Int, theme: Theme) {
        self.left = max(0, left)
        self.capacity = max(0, capacity)
        self.theme = theme
    }

    private var label: UI.Label {
        UI.Label(text: "\(left) left", style: theme.typography.caption, color: theme.colors.textSecondary)
    }

    /// The track's thickness: the smallest step of Acme's spacing scale.
    private var thickness: Double { theme.spacing.small }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let text = try label.sizeThatFits(width: nil, in: environment)
        return Size(width: width ?? text.width + theme.spacing.small + 120, height: max(text.height, thickness))
    }

    /// How full the track is, from 0 to 1.
    private var share: Double { capacity > 0 ? min(1, Double(left) / Double(capacity)) : 0 }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try laidOut(in: frame, environment: environment, filledTo: share)
    }

    /// Part way from another count: the level between the two shares, the label already the new count.
    public func render(from old: StockMeter, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        let p = min(1, max(0, progress.isFinite ? progress : 1))
        try laidOut(in: frame, environment: environment, filledTo: old.share + (share - old.share) * p).draw(into: &list)
    }

    private func laidOut(in frame: Frame, environment: RenderEnvironment, filledTo share: Double) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        let text = try label.sizeThatFits(width: nil, in: environment)
        let trackWidth = max(0, frame.width - text.width - theme.spacing.small)
        // Right to left, the count leads on the left and the track fills from the right.
        let rightToLeft = environment.isRightToLeft
        let track = Rect(x: rightToLeft ? frame.maxX - trackWidth : frame.x, y: frame.midY - thickness / 2, width: trackWidth, height: thickness)
        node.draw(.fill(.roundedRect(track, radius: thickness / 2), .solid(theme.colors.surface), .nonZero))
        node.record(.color("track", theme.colors.surface), in: environment)
        if share > 0 {
            let filled = trackWidth * share
            let level = Rect(x: rightToLeft ? track.maxX - filled : track.minX, y: track.minY, width: filled, height: thickness)
            node.draw(.fill(.roundedRect(level, radius: thickness / 2), .solid(theme.colors.primary), .nonZero))
            node.record(.color("level", theme.colors.primary), in: environment)
        }
        let labelFrame = Frame(x: rightToLeft ? frame.x : frame.maxX - text.width, y: frame.y, width: text.width, height: frame.height)
        // The meter says the count itself ("3 of 20 left"); its label is not read twice.
        try node.place(label.accessibilityHidden(), in: labelFrame, environment: environment)
        return node
    }

    public var accessibility: AccessibilityInfo {
        AccessibilityInfo(role: "progressIndicator", label: "Stock", value: "\(left) of \(capacity) left")
    }
}

#Preview("StockMeter", "running-low", doc: "Three of twenty left.") { context in
    StockMeter(left: 3, of: 20, theme: context.theme).padding(8)
}

#Preview("StockMeter", "full", doc: "A full shelf.") { context in
    StockMeter(left: 20, of: 20, theme: context.theme).padding(8)
}
