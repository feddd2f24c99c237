import Layout
import Rasterizer

/// A whole `Screen` as a component, drawn at a device size: navigation bar, scrolling box and
/// pinned boxes, as `ScreenRenderer` draws them. Screens then take part in everything components
/// do: the catalogue, snapshots, the accessibility tree and the audit.
///
/// Its size is the device's (or the full content height), whatever width it is offered. Its
/// laid-out nodes are the rows on screen and the pinned boxes; the navigation bar is chrome.
public struct ScreenView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    /// The screen drawn.
    public var screen: Screen<SectionID, ItemID>
    /// The device whose screen size it is drawn at.
    public var device: Device
    /// Whether it is drawn at the device's height or as tall as its content.
    public var height: ScreenRenderer.Height
    /// Separators between rows unless the screen says otherwise.
    public var shouldUseSystemSeparators: Bool
    /// How far the scrolling box is scrolled down, in points: 0 shows its top; more than it can
    /// scroll shows its bottom (the offset is clamped, as a scroll view's is).
    public var contentOffset: Double {
        get { screen.contentOffset }
        set { screen.contentOffset = newValue.isFinite ? newValue : 0 }
    }

    /// One frame of a change from an earlier state of the screen, drawn by hand.
    @available(*, deprecated, message: "Transition.frames(from:to:timing:) draws a change between the trees of two states; a screen holds no animation")
    public var transition: ScreenTransition<SectionID, ItemID>? {
        get { handDrawnChange }
        set { handDrawnChange = newValue }
    }
    /// The deprecated `transition`.
    private var handDrawnChange: ScreenTransition<SectionID, ItemID>?

    /// Creates a screen drawn at a device's size.
    public init(
        _ screen: Screen<SectionID, ItemID>, device: Device, height: ScreenRenderer.Height = .viewport,
        shouldUseSystemSeparators: Bool = true
    ) {
        self.screen = screen
        self.device = device
        self.height = height
        self.shouldUseSystemSeparators = shouldUseSystemSeparators
    }

    private func renderer(in environment: RenderEnvironment) -> ScreenRenderer {
        ScreenRenderer(environment: environment, shouldUseSystemSeparators: shouldUseSystemSeparators)
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try sizeThatFits(in: environment, change: handDrawnChange)
    }

    /// The size of the screen, or of a frame of its change from an earlier state.
    func sizeThatFits(in environment: RenderEnvironment, change: ScreenTransition<SectionID, ItemID>?) throws(RenderError) -> Size {
        try renderer(in: environment).size(of: screen, device: device, height: height, change: change)
    }

    /// The screen drawn as one picture, the nodes on screen listed inside it (the navigation bar
    /// first), with the colours of its bars and table recorded.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try laidOut(in: frame, environment: environment, change: handDrawnChange)
    }

    /// The screen, or a frame of its change from an earlier state, laid out.
    func laidOut(in frame: Frame, environment: RenderEnvironment, change: ScreenTransition<SectionID, ItemID>?) throws(RenderError) -> LaidOutNode {
        let screenNode = try renderer(in: environment).laidOut(screen, device: device, height: height, at: Point(x: frame.x, y: frame.y), change: change)
        var node = LaidOutNode(self, frame: frame, environment: environment)
        for use in screenNode.record.designUses { node.record(use, in: environment) }
        node.drawAsOne(screenNode.displayList, keeping: [screenNode])
        return node
    }

    public var accessibility: AccessibilityInfo { AccessibilityInfo(label: screenTitle) }

    private var screenTitle: String? {
        if case .text(let title) = screen.titleItem { return title }
        return nil
    }
}
