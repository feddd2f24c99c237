import Rasterizer
import SafeText

/// What a person does to a component: the kind of use, without saying which component.
public enum Interaction: Hashable, Sendable {
    /// A tap (a click in the live preview).
    case tap
    /// Typing that replaces the component's text.
    case type(String)
    /// Flipping a switch.
    case toggle
    /// Choosing a picker's option by its title.
    case pick(String)
    /// A named action beside the tap, as assistive technologies offer it: a swipe's "Delete".
    case action(String)
    /// Scrolling the screen until the component is wholly on screen (a screen's rows below the fold).
    case scroll

    /// The word a message uses for it (`tap`, `type`, `action "Delete"`).
    public var kind: String {
        switch self {
        case .tap: "tap"
        case .type: "type"
        case .toggle: "toggle"
        case .pick: "pick"
        case .action(let name): "action \"\(name)\""
        case .scroll: "scroll to"
        }
    }

    /// Whether a component's actions answer it.
    public func isAnswered(by actions: ComponentActions) -> Bool {
        switch self {
        case .tap: actions.tap != nil
        case .type: actions.type != nil
        case .toggle: actions.toggle != nil
        case .pick(let option): actions.pick != nil && actions.options.contains(option)
        case .action(let name): actions.named.contains { $0.name == name }
        case .scroll: true
        }
    }

    /// Calls the component's callback for it.
    func perform(on actions: ComponentActions) {
        switch self {
        case .tap: actions.tap?()
        case .type(let text): actions.type?(text)
        case .toggle: actions.toggle?()
        case .pick(let option): if let index = actions.options.firstIndex(of: option) { actions.pick?(index) }
        case .action(let name): actions.named.first { $0.name == name }?.perform()
        case .scroll: break
        }
    }
}

/// How a step finds its component: as a person using assistive technology finds it (by label,
/// identifier or role), or by a point on the picture, as a click does.
public enum InteractionTarget: Hashable, Sendable {
    /// The component whose accessibility label is this text.
    case label(String)
    /// The component with this accessibility identifier.
    case identifier(String)
    /// The component with this role (`button`, `switch`, `textField` …), and label when given.
    case role(String, label: String?)
    /// The topmost component that answers under a point, in points from the picture's top-left.
    case point(x: Double, y: Double)

    /// The target as a person reads it: `"Add"`, `#add`, `switch "Express"`, `(120, 48)`; what
    /// a person or a script typed is escaped and bounded (`Quoted`), as messages reach terminals.
    public var description: String {
        switch self {
        case .label(let label): Quoted.string(label, limit: 80)
        case .identifier(let identifier): "#\(Quoted.field(identifier, limit: 80))"
        case .role(let role, let label?): "\(Quoted.field(role, limit: 40)) \(Quoted.string(label, limit: 80))"
        case .role(let role, nil): Quoted.field(role, limit: 40)
        case .point(let x, let y): "(\(DesignUse.number(x)), \(DesignUse.number(y)))"
        }
    }
}

/// A step that found no component to act on, or more than one, or one a person could not use.
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what the step could have meant.
    public var description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
