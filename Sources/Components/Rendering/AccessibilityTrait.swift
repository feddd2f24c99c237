/// A trait assistive technologies announce, as UIKit's `UIAccessibilityTraits`.
public struct AccessibilityTrait: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The element acts as a button.
    public static let button: AccessibilityTrait = "button"
    /// The element is a link.
    public static let link: AccessibilityTrait = "link"
    /// The element is a heading.
    public static let header: AccessibilityTrait = "header"
    /// The element is a search field.
    public static let searchField: AccessibilityTrait = "searchField"
    /// The element is an image.
    public static let image: AccessibilityTrait = "image"
    /// The element is selected.
    public static let selected: AccessibilityTrait = "selected"
    /// The element is disabled.
    public static let notEnabled: AccessibilityTrait = "notEnabled"
    /// The element is text that does not change.
    public static let staticText: AccessibilityTrait = "staticText"
    /// The element summarises the screen when it appears.
    public static let summaryElement: AccessibilityTrait = "summaryElement"
    /// The element's value can be adjusted up and down.
    public static let adjustable: AccessibilityTrait = "adjustable"
    /// The element's value changes often.
    public static let updatesFrequently: AccessibilityTrait = "updatesFrequently"
    /// The element plays a sound when activated.
    public static let playsSound: AccessibilityTrait = "playsSound"
    /// The element is a keyboard key.
    public static let keyboardKey: AccessibilityTrait = "keyboardKey"
    /// Activating the element starts media.
    public static let startsMediaSession: AccessibilityTrait = "startsMediaSession"
    /// The element takes touches directly.
    public static let allowsDirectInteraction: AccessibilityTrait = "allowsDirectInteraction"
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn: AccessibilityTrait = "causesPageTurn"
    /// The element is a tab bar.
    public static let tabBar: AccessibilityTrait = "tabBar"
    /// The element has keyboard focus (UIKit reports it through `accessibilityElementIsFocused`).
    public static let focused: AccessibilityTrait = "focused"
}
