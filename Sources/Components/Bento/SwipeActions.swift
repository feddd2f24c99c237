import DesignTokens
import Layout
import Rasterizer

/// A row that can be deleted with a swipe, as Bento's `Deletable`: a `.deletable(…)` row is one.
public protocol Deletable {
    /// Whether a swipe offers to delete the row.
    var canBeDeleted: Bool { get }
    /// The title of the delete button a swipe reveals ("Delete").
    var deleteActionText: String { get }
    /// The delete button's colour; `nil` uses the theme's error colour.
    var deleteActionColor: Color? { get }
    /// Deletes the row: calls the row's `didDelete`.
    func delete()
}

/// A button a row reveals when swiped, as `UIContextualAction`.
public struct SwipeAction: Sendable {
    /// How an action's button looks: destructive actions are red.
    public enum Style: String, Hashable, Sendable {
        /// The theme's error colour: deleting, removing.
        case destructive
        /// The theme's secondary text colour, unless a colour is given.
        case normal
    }

    /// The action's button title.
    public var title: String
    /// Normal or destructive.
    public var style: Style
    /// The button's colour; `nil` uses the style's.
    public var backgroundColor: Color?
    /// Called when the action's button is tapped.
    @Callback public var handler: () -> Void

    /// Creates a swipe action.
    public init(title: String, style: Style = .normal, backgroundColor: Color? = nil, handler: @escaping () -> Void = {}) {
        self.title = title
        self.style = style
        self.backgroundColor = backgroundColor
        self.handler = handler
    }

    func color(in theme: Theme) -> Color {
        backgroundColor ?? (style == .destructive ? theme.colors.error : theme.colors.textSecondary)
    }
}

/// A row with swipe actions. A swipe cannot happen in a picture, so `isRevealed` draws the row as
/// it looks swiped open: shifted towards its leading edge with its actions showing at the trailing
/// edge (the left in a right-to-left layout). Either way assistive technologies are offered the
/// actions by name (custom actions), as UIKit offers a cell's swipe actions.
public struct SwipeActionsRow<Content: Renderable>: Renderable, Deletable {
    /// The row's own content.
    public var content: Content
    /// The actions, leading to trailing as they show when revealed.
    public var actions: [SwipeAction]
    /// Whether the row is drawn swiped open, its actions showing.
    public var isRevealed: Bool

    /// Creates a row with swipe actions.
    public init(content: Content, actions: [SwipeAction], isRevealed: Bool = false) {
        self.content = content
        self.actions = actions
        self.isRevealed = isRevealed
    }

    /// Whether one of the actions is destructive.
    public var canBeDeleted: Bool { actions.contains { $0.style == .destructive } }
    public var deleteActionText: String { actions.first { $0.style == .destructive }?.title ?? "Delete" }
    public var deleteActionColor: Color? { actions.first { $0.style == .destructive }?.backgroundColor }
    public func delete() { actions.first { $0.style == .destructive }?.handler() }

    /// UIKit's smallest swipe button, and the padding either side of its title.
    static var minimumActionWidth: Double { 74 }
    static var actionPadding: Double { 15 }

    /// An action's title: the theme's button style, growing with the text size up to
    /// `extraExtraExtraLarge` as UIKit's swipe buttons do, in white or black, whichever reads
    /// better on the action's colour.
    private func titleLabel(of action: SwipeAction, in environment: RenderEnvironment) -> UI.Label {
        let style = environment.traits.badgeTypography.button
        let background = action.color(in: environment.theme)
        let text = background.contrastRatio(with: .white) >= background.contrastRatio(with: .black) ? Color.white : Color.black
        return UI.Label(text: action.title, style: style, color: text)
            .textAlignment(.center).numberOfLines(0).lineBreakMode(.byWordWrapping)
    }

    /// Each action's width in a row of a width: as wide as its title, at least 74 points, and all
    /// of them together at most four fifths of the row.
    private func actionWidths(rowWidth: Double, in environment: RenderEnvironment) throws(RenderError) -> [Double] {
        var widths: [Double] = []
        for action in actions {
            let title = try titleLabel(of: action, in: environment).sizeThatFits(width: nil, in: environment).width
            widths.append(max(Self.minimumActionWidth, title + 2 * Self.actionPadding))
        }
        let total = widths.reduce(0, +)
        let limit = rowWidth * 0.8
        return total > limit ? widths.map { $0 * limit / total } : widths
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        var size = try content.sizeThatFits(width: width, in: environment)
        guard isRevealed else { return size }
        // A revealed row is tall enough for its actions' titles.
        for (action, actionWidth) in zip(actions, try actionWidths(rowWidth: size.width, in: environment)) {
            let title = try titleLabel(of: action, in: environment).sizeThatFits(width: actionWidth - 2 * 8, in: environment)
            size.height = max(size.height, title.height + 16)
        }
        return size
    }

    public var layoutTraits: LayoutTraits { content.layoutTraits }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { content.layoutTraits(in: environment) }

    /// The content's frame and each action's, for a row placed in `frame`.
    private func placement(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> (Frame, [Frame]) {
        guard isRevealed else { return (frame, []) }
        let widths = try actionWidths(rowWidth: frame.width, in: environment)
        let total = widths.reduce(0, +)
        let rightToLeft = environment.isRightToLeft
        let contentFrame = Frame(x: frame.x + (rightToLeft ? total : -total), y: frame.y, width: frame.width, height: frame.height)
        var frames: [Frame] = []
        var x = rightToLeft ? frame.x + total : frame.maxX - total
        for width in widths {
            if rightToLeft { x -= width }
            frames.append(Frame(x: x, y: frame.y, width: width, height: frame.height).snapped(toScale: environment.traits.scale))
            if !rightToLeft { x += width }
        }
        return (contentFrame, frames)
    }

    /// The content's node (slid aside when revealed), with the actions' buttons inside it, drawn
    /// after it and clipped to the row.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        let (contentFrame, actionFrames) = try placement(in: frame, environment: environment)
        var node = try content.laidOut(in: contentFrame, environment: environment)
        if environment.recordsLayoutDetails {
            node.record.accessibility = accessibility
            node.record.actions = componentActions
            // Swiped open, the content slides past the row's edge by design: the audit does not
            // count what that hides.
            if isRevealed { node.record.layoutNotes.append(.moved) }
        }
        guard isRevealed else { return node }
        var clip = DisplayList()
        clip.append(.pushClip(.rect(frame.rect)))
        node.drawFirst(clip)
        for (action, actionFrame) in zip(actions, actionFrames) {
            let title = titleLabel(of: action, in: environment)
            var button = LaidOutNode(title, frame: actionFrame, environment: environment)
            if environment.recordsLayoutDetails {
                var info = AccessibilityInfo(role: AccessibilityRole.button.name, label: action.title)
                info.isInteractive = true
                button.record.accessibility = info
                button.record.actions = .tap(action.handler)
            }
            let color = action.color(in: environment.theme)
            button.draw(.fill(.rect(actionFrame.rect), .solid(color), .nonZero))
            button.record(.color(.background, color), in: environment)
            let inner = Frame(x: actionFrame.x + 8, y: actionFrame.y, width: max(0, actionFrame.width - 16), height: actionFrame.height)
            button.absorb(try title.laidOut(in: inner, environment: environment))
            node.add(button)
        }
        node.draw(.popClip)
        return node
    }

    /// The content's, with the actions offered by name.
    public var accessibility: AccessibilityInfo {
        var info = content.accessibility
        info.customActions += actions.map(\.title)
        return info
    }
}

extension Renderable {
    /// A row deleted with a swipe, as Bento's `Deletable` components: a destructive action titled
    /// `deleteActionText` that calls `didDelete`. `isRevealed` draws it swiped open.
    public func deletable(
        deleteActionText: String = "Delete", backgroundColor: Color? = nil, isRevealed: Bool = false, didDelete: @escaping () -> Void = {}
    ) -> SwipeActionsRow<Self> {
        SwipeActionsRow(
            content: self, actions: [SwipeAction(title: deleteActionText, style: .destructive, backgroundColor: backgroundColor, handler: didDelete)],
            isRevealed: isRevealed)
    }

    /// A row with swipe actions (`UIContextualAction`s), leading to trailing. `isRevealed` draws
    /// it swiped open.
    public func swipeActions(_ actions: [SwipeAction], isRevealed: Bool = false) -> SwipeActionsRow<Self> {
        SwipeActionsRow(content: self, actions: actions, isRevealed: isRevealed)
    }
}
