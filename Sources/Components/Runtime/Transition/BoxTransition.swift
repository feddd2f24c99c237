import Layout
import Rasterizer

/// A box part way through its change from another box, as `UITableView` animates a batch of
/// updates: surviving rows, headers and footers slide (and grow or shrink) from their old places
/// to their new ones and cross-fade when their content changed; inserted ones fade in where they
/// will be, deleted ones fade out where they were; the content's height follows.
public struct BoxTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The box before the change.
    public var from: Box<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws the old box, 1 the new one.
    public var progress: Double

    /// Creates a transition from a box at an eased progress.
    public init(from: Box<SectionID, ItemID>, progress: Double) {
        self.from = from
        self.progress = progress
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

    /// The change from an earlier state of the screen, at an eased progress.
    public init(from screen: Screen<SectionID, ItemID>, progress: Double) {
        self.box = screen.box
        self.pinnedToTopBox = screen.pinnedToTopBox
        self.pinnedToBottomBox = screen.pinnedToBottomBox
        self.progress = progress
    }

    func transition(from box: Box<SectionID, ItemID>) -> BoxTransition<SectionID, ItemID> {
        BoxTransition(from: box, progress: progress)
    }
}
