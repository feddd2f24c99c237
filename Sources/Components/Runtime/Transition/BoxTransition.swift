import Layout
import Rasterizer

/// A box part way through its change from another box, as `UITableView` animates a batch of
/// updates: surviving rows, headers and footers slide (and grow or shrink) from their old places
/// to their new ones, a moved one above the others, a changed one rebound with its new content;
/// inserted ones come in where they will be and deleted ones go from where they were, as the
/// animation says (a fade by default); a moved section is deleted and inserted; the content's
/// height follows.
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

/// A screen part way through its change from an earlier state: its scrolling box and the boxes
/// pinned above and below each animate from the earlier state's (see `BoxTransition`).
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
    /// The pieces of both states laid out once for all the frames of one transition.
    var measured: MeasuredPieces?

    /// The change from an earlier state of the screen, at an eased progress.
    public init(from screen: Screen<SectionID, ItemID>, progress: Double, animation: TableViewAnimation = TableViewAnimation()) {
        self.box = screen.box
        self.pinnedToTopBox = screen.pinnedToTopBox
        self.pinnedToBottomBox = screen.pinnedToBottomBox
        self.progress = progress
        self.animation = animation
    }

    func transition(from box: Box<SectionID, ItemID>) -> BoxTransition<SectionID, ItemID> {
        BoxTransition(from: box, progress: progress, animation: animation)
    }
}
