import DesignTokens
import Layout
import Rasterizer

/// Draws a `Screen` at a device size: the status bar area, a navigation bar with the title and
/// bar items, the box as a grouped table on the surface colour, and the pinned boxes.
public struct ScreenRenderer: Sendable {
    /// How tall the picture is.
    public enum Height: Hashable, Sendable {
        /// The device's height; content that does not fit is clipped at the viewport.
        case viewport
        /// As tall as the content when scrolled through (at least the device's height).
        case fullContent
    }

    public var environment: RenderEnvironment
    /// Separators between rows unless a screen says otherwise (BentoKit's default is on).
    public var shouldUseSystemSeparators: Bool

    public init(environment: RenderEnvironment = RenderEnvironment(), shouldUseSystemSeparators: Bool = true) {
        self.environment = environment
        self.shouldUseSystemSeparators = shouldUseSystemSeparators
    }

    public init(traits: RenderTraits, shouldUseSystemSeparators: Bool = true) {
        self.init(environment: RenderEnvironment(traits: traits), shouldUseSystemSeparators: shouldUseSystemSeparators)
    }

    static let navigationBarHeight = 44.0

    /// Where a screen's parts go at a device size, in points from the screen's top-left corner.
    struct Geometry<S: Hashable & Sendable, I: Hashable & Sendable> {
        var content: BoxContent<S, I>
        var pinnedTop: BoxContent<S, I>
        var pinnedBottom: BoxContent<S, I>
        var width: Double
        var bottomInset: Double
        var barTop: Double
        var barBottom: Double
        var topHeight: Double
        var bottomHeight: Double
        var contentHeight: Double
        /// The scrolling area, between the pinned boxes (snapped to the pixel grid).
        var viewportTop: Double
        var viewportBottom: Double
        var totalHeight: Double
    }

    func geometry<S, I>(of screen: Screen<S, I>, device: Device, height: Height) throws(RenderError) -> Geometry<S, I> {
        let width = device.width
        let separators = screen.shouldUseSystemSeparators ?? shouldUseSystemSeparators
        let content = BoxContent(box: screen.box, showsSeparators: separators)
        let pinnedTop = BoxContent(box: screen.pinnedToTopBox, showsSeparators: false, drawsRowBackground: false)
        let pinnedBottom = BoxContent(box: screen.pinnedToBottomBox, showsSeparators: false, drawsRowBackground: false)
        let topHeight = try pinnedTop.sizeThatFits(width: width, in: environment).height
        let bottomHeight = try pinnedBottom.sizeThatFits(width: width, in: environment).height
        let contentHeight = try content.sizeThatFits(width: width, in: environment).height
        let barBottom = device.topInset + Self.navigationBarHeight
        let chrome = barBottom + topHeight + bottomHeight + device.bottomInset
        let totalHeight = height == .viewport ? device.height : max(device.height, chrome + contentHeight)
        let scale = environment.traits.scale
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        return Geometry(
            content: content, pinnedTop: pinnedTop, pinnedBottom: pinnedBottom, width: width, bottomInset: device.bottomInset,
            barTop: device.topInset,
            barBottom: barBottom, topHeight: topHeight, bottomHeight: bottomHeight, contentHeight: contentHeight,
            viewportTop: snap(barBottom + topHeight), viewportBottom: snap(totalHeight - device.bottomInset - bottomHeight),
            totalHeight: totalHeight)
    }

    /// The size of the picture of a screen, in points.
    public func size<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> Size {
        let geometry = try geometry(of: screen, device: device, height: height)
        return Size(width: geometry.width, height: geometry.totalHeight)
    }

    /// The screen's drawing commands and the size they cover, in points.
    public func displayList<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> (DisplayList, Size) {
        var list = DisplayList()
        let size = try draw(screen, device: device, height: height, at: Point(x: 0, y: 0), into: &list)
        return (list, size)
    }

    /// Appends a screen's drawing commands with its top-left corner at `origin`; returns its size.
    func draw<S, I>(
        _ screen: Screen<S, I>, device: Device, height: Height, at origin: Point, into list: inout DisplayList
    ) throws(RenderError) -> Size {
        let theme = environment.theme
        let g = try geometry(of: screen, device: device, height: height)
        let (x, y, width) = (origin.x, origin.y, g.width)

        // The scrolling area, on the grouped background.
        list.fill(.rect(Rect(x: x, y: y, width: width, height: g.totalHeight)), with: .solid(theme.colors.surface))
        list.append(.pushClip(.rect(Rect(x: x, y: y + g.viewportTop, width: width, height: max(0, g.viewportBottom - g.viewportTop)))))
        try g.content.render(in: Frame(x: x, y: y + g.viewportTop, width: width, height: g.contentHeight), environment: environment, into: &list)
        list.append(.popClip)

        // Status bar, navigation bar and pinned top box on the background colour.
        list.fill(.rect(Rect(x: x, y: y, width: width, height: g.viewportTop)), with: .solid(theme.colors.background))
        try drawNavigationBar(screen, at: Point(x: x, y: y + g.barTop), width: width, into: &list)
        try g.pinnedTop.render(in: Frame(x: x, y: y + g.barBottom, width: width, height: g.topHeight), environment: environment, into: &list)

        // Pinned bottom box and the home-indicator area.
        if g.bottomHeight > 0 || g.bottomInset > 0 {
            list.fill(
                .rect(Rect(x: x, y: y + g.viewportBottom, width: width, height: g.totalHeight - g.viewportBottom)),
                with: .solid(theme.colors.background))
            if g.bottomHeight > 0 {
                let scale = environment.traits.scale
                list.fill(.rect(Rect(x: x, y: y + g.viewportBottom, width: width, height: 1 / scale)), with: .solid(theme.colors.separator))
            }
            try g.pinnedBottom.render(
                in: Frame(x: x, y: y + g.viewportBottom, width: width, height: g.bottomHeight), environment: environment, into: &list)
        }
        return Size(width: width, height: g.totalHeight)
    }

    /// Appends the laid-out nodes of a screen's boxes (the scrolling content, clipped to the
    /// viewport, and the pinned boxes) with its top-left corner at `origin`. The navigation bar
    /// is chrome and is left out.
    func appendLayout<S, I>(
        of screen: Screen<S, I>, device: Device, height: Height, at origin: Point, depth: Int, to nodes: inout [LaidOutComponent]
    ) throws(RenderError) {
        let g = try geometry(of: screen, device: device, height: height)
        let (x, y, width) = (origin.x, origin.y, g.width)
        var content: [LaidOutComponent] = []
        try g.content.appendLayout(
            in: Frame(x: x, y: y + g.viewportTop, width: width, height: g.contentHeight), depth: depth, environment: environment, to: &content)
        // Rows scrolled out of the viewport are not on screen.
        let viewport = (y + g.viewportTop)...(y + g.viewportBottom)
        nodes += content.filter { viewport.contains($0.frame.y) && $0.frame.y + $0.frame.height <= viewport.upperBound + 1e-9 }
        if g.topHeight > 0 {
            try g.pinnedTop.appendLayout(
                in: Frame(x: x, y: y + g.barBottom, width: width, height: g.topHeight), depth: depth, environment: environment, to: &nodes)
        }
        if g.bottomHeight > 0 {
            try g.pinnedBottom.appendLayout(
                in: Frame(x: x, y: y + g.viewportBottom, width: width, height: g.bottomHeight), depth: depth, environment: environment, to: &nodes)
        }
    }

    /// The screen as a bitmap at the traits' scale.
    public func bitmap<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> Bitmap {
        let (list, size) = try displayList(of: screen, device: device, height: height)
        let scale = environment.traits.scale
        let canvas: Canvas
        do {
            canvas = try Canvas(
                width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                background: environment.theme.colors.background)
        } catch {
            throw .canvas(error)
        }
        canvas.transform = Transform(scale: scale)
        canvas.draw(list)
        return canvas.bitmap
    }

    private func drawNavigationBar<S, I>(_ screen: Screen<S, I>, at origin: Point, width: Double, into list: inout DisplayList) throws(RenderError) {
        let (x, top) = (origin.x, origin.y)
        // Navigation bars keep their size whatever the content size, as UIKit's do.
        let theme = environment.traits.theme
        let height = Self.navigationBarHeight
        func item(_ bar: BarButtonItem) -> AnyRenderable {
            let color = bar.isEnabled ? theme.colors.primary : theme.colors.textSecondary
            switch bar.appearance {
            case .text(let text): return UI.Label(text: text, style: theme.typography.body1, color: color).asAnyRenderable()
            case .image(let image): return UI.Image(image: image).tintColor(color).width(24).height(24).asAnyRenderable()
            case .activityIndicator: return UI.ActivityIndicator().asAnyRenderable()
            }
        }
        let environment = self.environment.with(traits: {
            var fixed = self.environment.traits
            fixed.contentSize = .large
            return fixed
        }())
        // Leading items sit on the right in a right-to-left layout.
        let leadingItems = environment.isRightToLeft ? screen.rightBarItems : screen.leftBarItems
        let trailingItems = environment.isRightToLeft ? screen.leftBarItems : screen.rightBarItems
        let left = leadingItems.map(item).stack(axis: .horizontal, spacing: 16, alignment: .center)
        let right = trailingItems.map(item).stack(axis: .horizontal, spacing: 16, alignment: .center)
        let leftWidth = leadingItems.isEmpty ? 0 : try left.sizeThatFits(width: nil, in: environment).width
        let rightWidth = trailingItems.isEmpty ? 0 : try right.sizeThatFits(width: nil, in: environment).width
        if leftWidth > 0 {
            try left.render(in: Frame(x: x + 16, y: top, width: leftWidth, height: height), environment: environment, into: &list)
        }
        if rightWidth > 0 {
            try right.render(in: Frame(x: x + width - 16 - rightWidth, y: top, width: rightWidth, height: height), environment: environment, into: &list)
        }
        // The title is centred on the bar, narrowed to clear the items on both sides.
        let side = max(leftWidth, rightWidth) + (max(leftWidth, rightWidth) > 0 ? 24 : 16)
        let titleFrame = Frame(x: x + side, y: top, width: max(0, width - 2 * side), height: height)
        switch screen.titleItem {
        case .text(let title):
            let label = UI.Label(text: title, style: theme.typography.title, color: theme.colors.textPrimary).textAlignment(.center)
            try label.render(in: titleFrame, environment: environment, into: &list)
        case .component(let component):
            try component.render(in: titleFrame, environment: environment, into: &list)
        case .none:
            break
        }
        let scale = environment.traits.scale
        list.fill(.rect(Rect(x: x, y: top + height - 1 / scale, width: width, height: 1 / scale)), with: .solid(theme.colors.separator))
    }
}
