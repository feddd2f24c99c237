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

    public var appearance: Appearance
    public var isEnabled: Bool
    /// What assistive technologies read; an image item needs one (text items read their text).
    public var accessibilityLabel: String?
    public var accessibilityIdentifier: String?
    /// The tap action; it changes no pixels.
    @Callback public var callback: () -> Void

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
    public var titleItem: NavigationTitleItem
    public var leftBarItems: [BarButtonItem]
    public var rightBarItems: [BarButtonItem]
    /// Hairlines between rows, inset as a table inset them; `nil` uses the renderer's setting.
    public var shouldUseSystemSeparators: Bool?
    /// Plain or grouped, as `UITableView.Style`.
    public var tableStyle: TableStyle
    public var box: Box<SectionID, ItemID>
    public var pinnedToTopBox: Box<SectionID, ItemID>
    public var pinnedToBottomBox: Box<SectionID, ItemID>

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
    associatedtype State
    associatedtype Action
    associatedtype Appearance
    associatedtype SectionID: Hashable & Sendable
    associatedtype ItemID: Hashable & Sendable

    typealias Sink<A> = (A) -> Void

    init(observer: @escaping Sink<Action>, appearance: Appearance)

    func render(state: State) -> Screen<SectionID, ItemID>
}
