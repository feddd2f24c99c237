import DesignTokens

/// A button in the navigation bar.
public struct BarButtonItem: Sendable {
    /// What the button shows.
    public enum Appearance: Sendable {
        /// A title in the tint colour.
        case text(String)
        /// An icon (give the item an accessibility label).
        case image(ImageAsset)
        /// A spinning indicator, while something loads.
        case activityIndicator
    }

    /// What the button shows: a title, an icon or a spinner.
    public var appearance: Appearance
    /// Whether the item can be tapped.
    public var isEnabled: Bool
    /// What assistive technologies read; an image item needs one (text items read their text).
    public var accessibilityLabel: String?
    /// The identifier UI tests find the item by.
    public var accessibilityIdentifier: String?
    /// The tap action; it changes no pixels.
    @Callback public var callback: () -> Void

    /// Creates a bar button item.
    public init(
        appearance: Appearance, isEnabled: Bool = true, accessibilityLabel: String? = nil, accessibilityIdentifier: String? = nil,
        callback: @escaping () -> Void = {}
    ) {
        self.appearance = appearance
        self.isEnabled = isEnabled
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityIdentifier = accessibilityIdentifier
        self.callback = callback
    }
}

/// What a navigation bar shows as its title.
public enum NavigationTitleItem: Sendable {
    /// A title in the theme's title style.
    case text(String)
    /// Any component (a logo, a segmented control).
    case component(AnyRenderable)
    /// No title.
    case none
}

/// One screen of a BoxRenderer: a navigation bar, a scrolling box, and boxes pinned to the top and
/// bottom, as BentoKit's `Screen`.
public struct Screen<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// What the navigation bar shows in its middle.
    public var titleItem: NavigationTitleItem
    /// The navigation bar's leading items.
    public var leftBarItems: [BarButtonItem]
    /// The navigation bar's trailing items.
    public var rightBarItems: [BarButtonItem]
    /// Hairlines between rows, inset as a table inset them; `nil` uses the renderer's setting.
    public var shouldUseSystemSeparators: Bool?
    /// Plain or grouped, as `UITableView.Style`.
    public var tableStyle: TableStyle
    /// The screen's scrolling content.
    public var box: Box<SectionID, ItemID>
    /// Content pinned under the navigation bar, above the scrolling content.
    public var pinnedToTopBox: Box<SectionID, ItemID>
    /// Content pinned to the bottom of the screen, such as a primary button.
    public var pinnedToBottomBox: Box<SectionID, ItemID>
    /// How rows and sections come and go when the screen changes to this state: a fade for each
    /// by default, as Bento's `TableViewAnimation`.
    public var animation = TableViewAnimation()
    /// How far the scrolling box is scrolled, in points, set by `ScreenView`.
    var contentOffset = 0.0

    /// Creates a screen.
    public init(
        title: String, leftBarItems: [BarButtonItem] = [], rightBarItems: [BarButtonItem] = [],
        shouldUseSystemSeparators: Bool? = nil, tableStyle: TableStyle = .grouped, box: Box<SectionID, ItemID>,
        pinnedToTopBox: Box<SectionID, ItemID> = .empty, pinnedToBottomBox: Box<SectionID, ItemID> = .empty
    ) {
        self.init(
            titleItem: .text(title), leftBarItems: leftBarItems, rightBarItems: rightBarItems,
            shouldUseSystemSeparators: shouldUseSystemSeparators, tableStyle: tableStyle, box: box, pinnedToTopBox: pinnedToTopBox,
            pinnedToBottomBox: pinnedToBottomBox)
    }

    /// Creates a screen with a plain title.
    public init(
        titleItem: NavigationTitleItem, leftBarItems: [BarButtonItem] = [], rightBarItems: [BarButtonItem] = [],
        shouldUseSystemSeparators: Bool? = nil, tableStyle: TableStyle = .grouped, box: Box<SectionID, ItemID>,
        pinnedToTopBox: Box<SectionID, ItemID> = .empty, pinnedToBottomBox: Box<SectionID, ItemID> = .empty
    ) {
        self.titleItem = titleItem
        self.leftBarItems = leftBarItems
        self.rightBarItems = rightBarItems
        self.shouldUseSystemSeparators = shouldUseSystemSeparators
        self.tableStyle = tableStyle
        self.box = box
        self.pinnedToTopBox = pinnedToTopBox
        self.pinnedToBottomBox = pinnedToBottomBox
    }
}

/// Turns state into a screen, as in Bento's guide: actions go to `observer`.
///
/// ```swift
/// struct PharmacyTypeRenderer: BoxRenderer {
///     let observer: (Action) -> Void
///     let appearance: Theme
///     init(observer: @escaping (Action) -> Void, appearance: Theme) { … }
///     func render(state: State) -> Screen<SectionID, RowID> { … }
/// }
/// ```
public protocol BoxRenderer {
    /// The state the screen is rendered from.
    associatedtype State
    /// What the screen's components send back, such as a tap.
    associatedtype Action
    /// The colours and fonts the renderer uses.
    associatedtype Appearance
    /// The identity type of the screen's sections.
    associatedtype SectionID: Hashable & Sendable
    /// The identity type of the screen's rows.
    associatedtype ItemID: Hashable & Sendable

    /// A function that receives values of `A`.
    typealias Sink<A> = (A) -> Void

    /// Creates a renderer that sends actions to `observer`.
    init(observer: @escaping Sink<Action>, appearance: Appearance)

    /// The screen for a state.
    func render(state: State) -> Screen<SectionID, ItemID>
}
