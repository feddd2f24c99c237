/// A trait assistive technologies announce, as UIKit's `UIAccessibilityTraits`.
public struct AccessibilityTrait: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public static let button: AccessibilityTrait = "button"
    public static let link: AccessibilityTrait = "link"
    public static let header: AccessibilityTrait = "header"
    public static let searchField: AccessibilityTrait = "searchField"
    public static let image: AccessibilityTrait = "image"
    public static let selected: AccessibilityTrait = "selected"
    public static let notEnabled: AccessibilityTrait = "notEnabled"
    public static let staticText: AccessibilityTrait = "staticText"
    public static let summaryElement: AccessibilityTrait = "summaryElement"
    public static let adjustable: AccessibilityTrait = "adjustable"
    public static let updatesFrequently: AccessibilityTrait = "updatesFrequently"
    public static let playsSound: AccessibilityTrait = "playsSound"
    public static let keyboardKey: AccessibilityTrait = "keyboardKey"
    public static let startsMediaSession: AccessibilityTrait = "startsMediaSession"
    public static let allowsDirectInteraction: AccessibilityTrait = "allowsDirectInteraction"
    public static let causesPageTurn: AccessibilityTrait = "causesPageTurn"
    public static let tabBar: AccessibilityTrait = "tabBar"
    /// The element has keyboard focus (UIKit reports it through `accessibilityElementIsFocused`).
    public static let focused: AccessibilityTrait = "focused"
}
