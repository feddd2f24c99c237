import Layout
import Rasterizer

/// One frame of a box's change from another box, drawn by hand through `BoxContent.transition`
/// (deprecated): `Transition.frames(from:to:timing:)` draws changes between the trees of two states.
public struct BoxTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The box before the change.
    public var from: Box<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws the old box, 1 the new one.
    public var progress: Double
    /// How rows and sections come and go.
    public var animation: TableViewAnimation

    /// Creates a transition from a box at an eased progress.
    public init(from: Box<SectionID, ItemID>, progress: Double, animation: TableViewAnimation = TableViewAnimation()) {
        self.from = from
        self.progress = progress
        self.animation = animation
    }
}

/// A frame of a screen's change from an earlier state: its scrolling box and the boxes pinned
/// above and below each animate from the earlier state's, as `TableTransition` draws them.
/// `Transition.frames(from:to:timing:)` makes one per frame and hands it to the screen's renderer;
/// nothing of it is kept in the screen.
public struct ScreenTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The earlier state's scrolling box.
    public var box: Box<SectionID, ItemID>
    /// The earlier state's box pinned under the navigation bar.
    public var pinnedToTopBox: Box<SectionID, ItemID>
    /// The earlier state's box pinned to the bottom.
    public var pinnedToBottomBox: Box<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws the earlier state, 1 the new one.
    public var progress: Double
    /// How rows and sections come and go: the new state's `Screen.animation`.
    public var animation: TableViewAnimation
    /// What the frames of one transition share; `nil` works it out for the one frame.
    var cache: TransitionCache?

    /// The change from an earlier state of the screen, at an eased progress.
    public init(from screen: Screen<SectionID, ItemID>, progress: Double, animation: TableViewAnimation = TableViewAnimation()) {
        self.box = screen.box
        self.pinnedToTopBox = screen.pinnedToTopBox
        self.pinnedToBottomBox = screen.pinnedToBottomBox
        self.progress = progress
        self.animation = animation
    }
}
