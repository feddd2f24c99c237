import DesignTokens
import Layout
import Rasterizer

/// Draws a `Screen` at a device size: the status bar area, a navigation bar with the title and
/// bar items, the box as a plain or grouped table, the pinned boxes, and the home-indicator strip.
/// A box with repeated identities is refused (`RenderError.invalidBox`), as `Box.validate()` and
/// `BoxChangeset` refuse it.
public struct ScreenRenderer: Sendable {
    /// How tall the picture is.
    public enum Height: Hashable, Sendable {
        /// The device's height; content that does not fit is clipped at the viewport.
        case viewport
        /// As tall as the content when scrolled through (at least the device's height).
        case fullContent
    }

    /// The traits, fonts and diagnostics screens are rendered with.
    public var environment: RenderEnvironment
    /// Separators between rows unless a screen says otherwise (BentoKit's default is on).
    public var shouldUseSystemSeparators: Bool

    /// Creates a renderer for an environment.
    public init(environment: RenderEnvironment = RenderEnvironment(), shouldUseSystemSeparators: Bool = true) {
        self.environment = environment
        self.shouldUseSystemSeparators = shouldUseSystemSeparators
    }

    /// Creates a renderer for traits, with the standard fonts.
    public init(traits: RenderTraits, shouldUseSystemSeparators: Bool = true) {
        self.init(environment: RenderEnvironment(traits: traits), shouldUseSystemSeparators: shouldUseSystemSeparators)
    }

    static let navigationBarHeight = 44.0

    /// Where a screen's parts go at a device size, in points from the screen's top-left corner.
    struct Geometry {
        var content: any ScreenBoxDrawing
        var pinnedTop: any ScreenBoxDrawing
        var pinnedBottom: any ScreenBoxDrawing
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
        /// How far the content is scrolled: the screen's offset, clamped to what it can scroll.
        var scrollOffset = 0.0

        /// The scrolling area, top to bottom, for a screen drawn `top` points down.
        func viewport(at top: Double) -> ClosedRange<Double> {
            (top + viewportTop)...(top + max(viewportTop, viewportBottom))
        }
    }

    /// The geometry of a screen, or of a frame of its change from an earlier state (`change`).
    func geometry<S, I>(of screen: Screen<S, I>, device: Device, height: Height, change: ScreenTransition<S, I>? = nil) throws(RenderError) -> Geometry {
        for box in [screen.box, screen.pinnedToTopBox, screen.pinnedToBottomBox] {
            do { try box.validate() } catch { throw .invalidBox(error) }
        }
        let width = device.width
        let separators = screen.shouldUseSystemSeparators ?? shouldUseSystemSeparators
        var table = BoxContent(box: screen.box, style: screen.tableStyle, showsSeparators: separators)
        var top = BoxContent(box: screen.pinnedToTopBox, showsSeparators: false, drawsRowBackground: false)
        var bottom = BoxContent(box: screen.pinnedToBottomBox, showsSeparators: false, drawsRowBackground: false)
        // Each box is laid out once for the picture, measured and drawn from it.
        let measured = MeasuredPieces()
        (table.measured, table.slot) = (measured, 0)
        (top.measured, top.slot) = (measured, 1)
        (bottom.measured, bottom.slot) = (measured, 2)
        let content = Self.drawn(table, changingFrom: change?.box, change)
        let pinnedTop = Self.drawn(top, changingFrom: change?.pinnedToTopBox, change)
        let pinnedBottom = Self.drawn(bottom, changingFrom: change?.pinnedToBottomBox, change)
        let topHeight = try pinnedTop.sizeThatFits(width: width, in: environment).height
        let bottomHeight = try pinnedBottom.sizeThatFits(width: width, in: environment).height
        let contentHeight = try content.sizeThatFits(width: width, in: environment).height
        let barBottom = device.topInset + Self.navigationBarHeight
        let chrome = barBottom + topHeight + bottomHeight + device.bottomInset
        let totalHeight = height == .viewport ? device.height : max(device.height, chrome + contentHeight)
        let scale = environment.traits.scale
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        var geometry = Geometry(
            content: content, pinnedTop: pinnedTop, pinnedBottom: pinnedBottom, width: width, bottomInset: device.bottomInset,
            barTop: device.topInset,
            barBottom: barBottom, topHeight: topHeight, bottomHeight: bottomHeight, contentHeight: contentHeight,
            viewportTop: snap(barBottom + topHeight), viewportBottom: snap(totalHeight - device.bottomInset - bottomHeight),
            totalHeight: totalHeight)
        if screen.contentOffset > 0 {
            let scrollable = max(0, contentHeight - (geometry.viewportBottom - geometry.viewportTop))
            geometry.scrollOffset = snap(min(screen.contentOffset, scrollable))
        }
        return geometry
    }

    /// A box of the screen as drawn: at rest, or part way from the box of an earlier state.
    private static func drawn<S, I>(_ table: BoxContent<S, I>, changingFrom box: Box<S, I>?, _ change: ScreenTransition<S, I>?) -> any ScreenBoxDrawing {
        guard let change, let box, change.progress < 1 else { return table }
        var before = table
        before.box = box
        before.measured = nil
        return TableTransition(before: before, after: table, progress: change.progress, animation: change.animation, cache: change.cache ?? TransitionCache())
    }

    /// The size of the picture of a screen, in points.
    public func size<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> Size {
        try size(of: screen, device: device, height: height, change: nil)
    }

    /// The size of the picture of a screen or of a frame of its change, in points.
    func size<S, I>(of screen: Screen<S, I>, device: Device, height: Height, change: ScreenTransition<S, I>?) throws(RenderError) -> Size {
        // A viewport is the device's size: no need to measure the content only to clip it.
        if height == .viewport { return Size(width: device.width, height: device.height) }
        let geometry = try geometry(of: screen, device: device, height: height, change: change)
        return Size(width: geometry.width, height: geometry.totalHeight)
    }

    /// The screen's drawing commands and the size they cover, in points.
    public func displayList<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> (DisplayList, Size) {
        let node = try laidOut(screen, device: device, height: height, at: Point(x: 0, y: 0))
        return (node.displayList, Size(width: node.frame.width, height: node.frame.height))
    }

    /// The screen laid out with its top-left corner at `origin`: one unlisted node that draws the
    /// table under the bars, then the bars and pinned boxes, and lists the navigation bar first,
    /// then the rows on screen and the pinned boxes (the order assistive technologies read).
    func laidOut<S, I>(
        _ screen: Screen<S, I>, device: Device, height: Height, at origin: Point, change: ScreenTransition<S, I>? = nil
    ) throws(RenderError) -> LaidOutNode {
        let theme = environment.theme
        let g = try geometry(of: screen, device: device, height: height, change: change)
        let (x, y, width) = (origin.x, origin.y, g.width)
        let table = screen.tableStyle.colors(for: theme)
        var list = DisplayList()
        var pinnedBottomNode: LaidOutNode?

        // The scrolling area, on the table's background; rows wholly off screen are not laid out.
        var node = LaidOutNode.group(frame: Frame(x: x, y: y, width: width, height: g.totalHeight))
        list.fill(.rect(Rect(x: x, y: y, width: width, height: g.totalHeight)), with: .solid(table.background))
        node.record(.color("table background", table.background), in: environment)
        list.append(.pushClip(.rect(Rect(x: x, y: y + g.viewportTop, width: width, height: max(0, g.viewportBottom - g.viewportTop)))))
        var content = g.content
        let viewport = g.viewport(at: y)
        content.visible = viewport
        let contentNode = try content.laidOut(
            in: Frame(x: x, y: y + g.viewportTop - g.scrollOffset, width: width, height: g.contentHeight), environment: environment)
        contentNode.draw(into: &list)
        list.append(.popClip)

        // Status bar, navigation bar and pinned top box on the background colour.
        list.fill(.rect(Rect(x: x, y: y, width: width, height: g.viewportTop)), with: .solid(theme.colors.background))
        node.record(.color(.background, theme.colors.background), in: environment)
        let bar = try laidOutNavigationBar(screen, at: Point(x: x, y: y + g.barTop), width: width)
        for node in bar.items { node.draw(into: &list) }
        bar.title?.draw(into: &list)
        let barSeparator = environment.traits.theme.colors.separator
        list.fill(.rect(bar.separator), with: .solid(barSeparator))
        node.record(.color(.separator, barSeparator), in: environment)
        let listed = (bar.title.map { [$0] } ?? []) + bar.items
        let pinnedTop = try g.pinnedTop.laidOut(in: Frame(x: x, y: y + g.barBottom, width: width, height: g.topHeight), environment: environment)
        pinnedTop.draw(into: &list)

        // Pinned bottom box and the home-indicator area: a pinned box is a toolbar on the bar
        // colour down to the screen's edge; without one, the strip continues the table's
        // background, as the content scrolls under it.
        if g.bottomHeight > 0 || g.bottomInset > 0 {
            list.fill(
                .rect(Rect(x: x, y: y + g.viewportBottom, width: width, height: g.totalHeight - g.viewportBottom)),
                with: .solid(g.bottomHeight > 0 ? theme.colors.background : table.background))
            if g.bottomHeight > 0 {
                let scale = environment.traits.scale
                list.fill(.rect(Rect(x: x, y: y + g.viewportBottom, width: width, height: 1 / scale)), with: .solid(theme.colors.separator))
            }
            let pinnedBottom = try g.pinnedBottom.laidOut(
                in: Frame(x: x, y: y + g.viewportBottom, width: width, height: g.bottomHeight), environment: environment)
            pinnedBottom.draw(into: &list)
            if g.bottomHeight > 0 { pinnedBottomNode = pinnedBottom }
        }
        // Its children, in the tree's order: the bar, the scrolling box with the rows on screen
        // (those wholly scrolled out of the viewport were not laid out; one partly on screen is
        // listed, as a table's visible cells are), the pinned boxes. The box is listed however
        // tall it is, so a row's path does not depend on whether the content fits the viewport.
        let pinned = (g.topHeight > 0 ? [pinnedTop] : []) + (pinnedBottomNode.map { [$0] } ?? [])
        node.drawAsOne(list, keeping: listed + [contentNode] + pinned)
        return node
    }
    /// The screen as a bitmap at the traits' scale.
    public func bitmap<S, I>(of screen: Screen<S, I>, device: Device, height: Height = .viewport) throws(RenderError) -> Bitmap {
        let (list, size) = try displayList(of: screen, device: device, height: height)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= ComponentRenderer.largestSide, size.height <= ComponentRenderer.largestSide
        else { throw .invalidLayout("The screen measures \(size.width) × \(size.height) points; a render needs a finite size.") }
        let scale = environment.traits.scale
        do {
            return try Canvas.picture(
                of: list, width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                background: environment.theme.colors.background, transform: Transform(scale: scale))
        } catch {
            throw .canvas(error)
        }
    }

    /// A navigation bar's title and items, each a component in its frame.
    struct NavigationBar {
        var title: (component: AnyRenderable, frame: Frame)?
        var items: [(item: BarButtonItem, component: AnyRenderable, frame: Frame)]
        var separator: Rect
        /// Bars keep their size whatever the content size, as UIKit's do.
        var environment: RenderEnvironment
    }

    /// Lays out a navigation bar whose top-left corner is at `origin`.
    func navigationBar<S, I>(_ screen: Screen<S, I>, at origin: Point, width: Double) throws(RenderError) -> NavigationBar {
        let (x, top) = (origin.x, origin.y)
        let theme = environment.traits.theme
        let height = Self.navigationBarHeight
        func component(_ bar: BarButtonItem) -> AnyRenderable {
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
        var items: [(item: BarButtonItem, component: AnyRenderable, frame: Frame)] = []
        func place(_ bars: [BarButtonItem], trailing: Bool) throws(RenderError) -> Double {
            guard !bars.isEmpty else { return 0 }
            let components = bars.map(component)
            let stack = components.stack(axis: .horizontal, spacing: 16, alignment: .center)
            let stackWidth = try stack.sizeThatFits(width: nil, in: environment).width
            let frame = Frame(x: trailing ? x + width - 16 - stackWidth : x + 16, y: top, width: stackWidth, height: height)
            let arrangement = try stack.arrange(width: frame.width, height: frame.height, in: environment)
            for (index, childFrame) in arrangement.frames.enumerated() {
                let placed = UI.Stack.place(childFrame, in: frame, environment: environment).snapped(toScale: environment.traits.scale)
                items.append((bars[index], components[index], placed))
            }
            return stackWidth
        }
        let leftWidth = try place(leadingItems, trailing: false)
        let rightWidth = try place(trailingItems, trailing: true)
        // The title is centred on the bar, narrowed to clear the items on both sides.
        let side = max(leftWidth, rightWidth) + (max(leftWidth, rightWidth) > 0 ? 24 : 16)
        let titleFrame = Frame(x: x + side, y: top, width: max(0, width - 2 * side), height: height)
        var title: (component: AnyRenderable, frame: Frame)?
        switch screen.titleItem {
        case .text(let text):
            let label = UI.Label(text: text, style: theme.typography.title, color: theme.colors.textPrimary).textAlignment(.center)
            title = (label.asAnyRenderable(), titleFrame)
        case .component(let component):
            title = (component, titleFrame)
        case .none:
            title = nil
        }
        let scale = environment.traits.scale
        return NavigationBar(
            title: title, items: items, separator: Rect(x: x, y: top + height - 1 / scale, width: width, height: 1 / scale),
            environment: environment)
    }

    /// The navigation bar's nodes: the title (a header) and each bar button (its hit area, with
    /// the button's drawing and design values inside it).
    private func laidOutNavigationBar<S, I>(
        _ screen: Screen<S, I>, at origin: Point, width: Double
    ) throws(RenderError) -> (title: LaidOutNode?, items: [LaidOutNode], separator: Rect) {
        let bar = try navigationBar(screen, at: origin, width: width)
        var title: LaidOutNode?
        if let (component, frame) = bar.title {
            title = try component.laidOut(in: frame, environment: bar.environment)
            if bar.environment.recordsLayoutDetails { title?.record.accessibility.elementRole = .header }
        }
        var items: [LaidOutNode] = []
        for (item, component, frame) in bar.items {
            var node = LaidOutNode(component, frame: InteractionTargets.hitArea(of: frame), environment: bar.environment)
            if bar.environment.recordsLayoutDetails {
                var info = AccessibilityInfo(role: AccessibilityRole.button.name, identifier: item.accessibilityIdentifier)
                switch item.appearance {
                case .text(let text): info.label = item.accessibilityLabel ?? text
                case .image, .activityIndicator: info.label = item.accessibilityLabel
                }
                info.isInteractive = item.isEnabled
                node.record.accessibility = info
                node.record.actions = .tap(item.callback, isEnabled: item.isEnabled)
            }
            node.absorb(try component.laidOut(in: frame, environment: bar.environment))
            items.append(node)
        }
        return (title, items, bar.separator)
    }
}
