/// What kind of element assistive technologies are told a component is, as a value: the roles
/// the library's components have (`button`, `staticText`, `image`, `switch` …) are its static
/// members; a team's component may name its own (`progressIndicator` for a meter). Records and
/// the accessibility tree write its name.
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name records write (`staticText`).
    public let name: String

    /// A role by its name.
    public init(_ name: String) { self.name = name }

    /// A role written as its name: `"button"`.
    public init(stringLiteral name: String) { self.name = name }

    /// Something that acts when tapped.
    public static let button = AccessibilityRole("button")
    /// Text that is read, not edited.
    public static let staticText = AccessibilityRole("staticText")
    /// A picture.
    public static let image = AccessibilityRole("image")
    /// A section's or a screen's title.
    public static let header = AccessibilityRole("header")
    /// A field of one line that is typed into.
    public static let textField = AccessibilityRole("textField")
    /// A field of several lines that is typed into.
    public static let textView = AccessibilityRole("textView")
    /// A field that searches.
    public static let searchField = AccessibilityRole("searchField")
    /// An on/off switch.
    public static let `switch` = AccessibilityRole("switch")
    /// A choice among options.
    public static let picker = AccessibilityRole("picker")
    /// A choice of date.
    public static let datePicker = AccessibilityRole("datePicker")
    /// Something under way.
    public static let progressIndicator = AccessibilityRole("progressIndicator")
    /// A message that interrupts.
    public static let alert = AccessibilityRole("alert")
    /// Elements read together (a tappable container's content).
    public static let group = AccessibilityRole("group")

    /// The name, as records write it.
    public var description: String { name }
}

extension AccessibilityInfo {
    /// The role as a value (`role` is its name).
    public var elementRole: AccessibilityRole? {
        get { role.map { AccessibilityRole($0) } }
        set { role = newValue?.name }
    }
}
