/// How a screen's rows and sections come and go in a transition, as Bento's
/// `TableViewAnimation` sets them for `UITableView`'s batch updates: fade for all four by default.
public struct TableViewAnimation: Hashable, Sendable {
    /// How an inserted section (its header, rows and footer) comes in.
    public var sectionInsertion: RowAnimation
    /// How a deleted section goes.
    public var sectionDeletion: RowAnimation
    /// How a deleted row goes.
    public var rowDeletion: RowAnimation
    /// How an inserted row comes in.
    public var rowInsertion: RowAnimation

    /// Creates the animations; each is a fade unless given.
    public init(
        sectionInsertion: RowAnimation = .fade, sectionDeletion: RowAnimation = .fade, rowDeletion: RowAnimation = .fade,
        rowInsertion: RowAnimation = .fade
    ) {
        self.sectionInsertion = sectionInsertion
        self.sectionDeletion = sectionDeletion
        self.rowDeletion = rowDeletion
        self.rowInsertion = rowInsertion
    }
}

/// `UITableView.RowAnimation`: how a row (or a section's pieces) comes in or goes.
public enum RowAnimation: String, Hashable, Sendable, CaseIterable {
    /// Fades in where it will be, or out where it was.
    case fade
    /// Slides in from the right edge, or out to it.
    case right
    /// Slides in from the left edge, or out to it.
    case left
    /// Slides down into place from behind the piece above, or up behind it.
    case top
    /// Slides up into place from behind the piece below, or down behind it.
    case bottom
    /// Appears where it will be, or goes from where it was, at once; the rest still animates.
    case none
    /// Opens from its middle as its space opens, or closes to it.
    case middle
    /// The table's choice: a fade, as `UITableView` chooses for a single change.
    case automatic
}

/// What a piece coming in or going draws at a point of the transition.
struct PieceMotion: Equatable {
    /// How far it is moved from where it stands, in points.
    var dx = 0.0, dy = 0.0
    /// Its opacity.
    var opacity = 1.0
    /// The part of its height shown, centred (`middle`); 1 shows it all.
    var shownFraction = 1.0

    /// In place, whole.
    init() {}

    /// The motion of a piece `height` tall in a table `width` wide coming in (`inserting`) or going,
    /// at `progress` (eased) of the transition.
    init(_ animation: RowAnimation, inserting: Bool, progress: Double, width: Double, height: Double) {
        let p = inserting ? progress : 1 - progress
        switch animation {
        case .fade, .automatic: opacity = p
        case .right: dx = (1 - p) * width
        case .left: dx = -(1 - p) * width
        case .top: dy = -(1 - p) * height
        case .bottom: dy = (1 - p) * height
        case .none: opacity = inserting ? (progress > 0 ? 1 : 0) : (progress > 0 ? 0 : 1)
        case .middle: shownFraction = p
        }
    }
}
