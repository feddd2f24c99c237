/// What a component does when a person (or assistive technology) uses it: the callbacks it was
/// given, offered by kind so a play script or the live preview can call them.
///
/// Rendering never calls them. A component that takes a callback returns it here, with
/// `isEnabled` saying whether a person could use it now; `Interaction` finds the component and
/// calls the right one.
public struct ComponentActions: @unchecked Sendable {
    /// A tap on the component (a button, a tappable row).
    public var tap: (() -> Void)?
    /// Text typed into the component, replacing what it holds (a text field).
    public var type: ((String) -> Void)?
    /// A switch flipped.
    public var toggle: (() -> Void)?
    /// The options a picker offers, by their titles, and the call that picks one by index.
    public var options: [String] = []
    /// Picks the option at an index of `options`.
    public var pick: ((Int) -> Void)?
    /// Named actions beside the tap, such as a swipe's "Delete", in the order offered.
    public var named: [(name: String, perform: () -> Void)] = []
    /// Whether a person can use the component now; a disabled button keeps its callback but a
    /// step aimed at it fails.
    public var isEnabled = true

    /// No actions.
    public init() {}

    /// A component that answers a tap.
    public static func tap(_ action: (() -> Void)?, isEnabled: Bool = true) -> ComponentActions {
        var actions = ComponentActions()
        actions.tap = action
        actions.isEnabled = isEnabled
        return actions
    }

    /// Whether the component answers anything at all.
    public var isEmpty: Bool { tap == nil && type == nil && toggle == nil && pick == nil && named.isEmpty }

    /// The kinds of interaction the component answers, as words for messages (`tap`, `type` …).
    public var kinds: [String] {
        var kinds: [String] = []
        if tap != nil { kinds.append("tap") }
        if type != nil { kinds.append("type") }
        if toggle != nil { kinds.append("toggle") }
        if pick != nil { kinds.append("pick") }
        kinds += named.map { "action \"\($0.name)\"" }
        return kinds
    }
}
