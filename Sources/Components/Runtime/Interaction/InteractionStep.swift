import SafeText

/// One step of a play script: an interaction aimed at a component.
///
/// ```swift
/// let steps: [InteractionStep] = [.type("Oat milk", into: "New item"), .tap("Add"), .toggle("Express delivery")]
/// ```
public struct InteractionStep: Hashable, Sendable, CustomStringConvertible {
    /// What the person does.
    public var interaction: Interaction
    /// Which component they do it to.
    public var target: InteractionTarget

    /// Creates a step.
    public init(_ interaction: Interaction, on target: InteractionTarget) {
        self.interaction = interaction
        self.target = target
    }

    /// Taps the component with this accessibility label.
    public static func tap(_ label: String) -> InteractionStep { InteractionStep(.tap, on: .label(label)) }
    /// Taps the component with this accessibility identifier.
    public static func tap(identifier: String) -> InteractionStep { InteractionStep(.tap, on: .identifier(identifier)) }
    /// Taps whatever answers at a point (points from the picture's top-left).
    public static func tap(x: Double, y: Double) -> InteractionStep { InteractionStep(.tap, on: .point(x: x, y: y)) }
    /// Types text into the field with this accessibility label, replacing its text.
    public static func type(_ text: String, into label: String) -> InteractionStep { InteractionStep(.type(text), on: .label(label)) }
    /// Flips the switch with this accessibility label.
    public static func toggle(_ label: String) -> InteractionStep { InteractionStep(.toggle, on: .label(label)) }
    /// Picks an option, by its title, in the picker with this accessibility label.
    public static func pick(_ option: String, in label: String) -> InteractionStep { InteractionStep(.pick(option), on: .label(label)) }
    /// Scrolls the screen until the component with this accessibility label is on screen.
    public static func scroll(to label: String) -> InteractionStep { InteractionStep(.scroll, on: .label(label)) }
    /// Swipes the row with this accessibility label and presses the action with this title.
    public static func swipe(_ label: String, action: String) -> InteractionStep { InteractionStep(.action(action), on: .label(label)) }

    /// The step in words: `tap "Add"`, `type "Oat milk" into "New item"`.
    public var description: String {
        switch interaction {
        case .tap: "tap \(target.description)"
        case .type(let text): "type \(Quoted.string(text, limit: 80)) into \(target.description)"
        case .toggle: "toggle \(target.description)"
        case .pick(let option): "pick \(Quoted.string(option, limit: 80)) in \(target.description)"
        case .action(let name): "\(Quoted.field(name, limit: 80)) on \(target.description)"
        case .scroll: "scroll to \(target.description)"
        }
    }

    /// The step as Swift, to paste into a play script: `.tap("Add")`.
    public var swiftSource: String {
        // A Swift string literal: quotes, backslashes and every control character escaped.
        func literal(_ text: String) -> String { Quoted.string(text, limit: .max) }
        let aimed: String = switch target {
        case .label(let label): literal(label)
        case .identifier(let identifier): ".identifier(\(literal(identifier)))"
        case .role(let role, let label): ".role(\(literal(role)), label: \(label.map(literal) ?? "nil"))"
        case .point(let x, let y): ".point(x: \(DesignUse.number(x)), y: \(DesignUse.number(y)))"
        }
        if case .label = target {
            switch interaction {
            case .tap: return ".tap(\(aimed))"
            case .type(let text): return ".type(\(literal(text)), into: \(aimed))"
            case .toggle: return ".toggle(\(aimed))"
            case .pick(let option): return ".pick(\(literal(option)), in: \(aimed))"
            case .action(let name): return ".swipe(\(aimed), action: \(literal(name)))"
            case .scroll: return ".scroll(to: \(aimed))"
            }
        }
        let kind: String = switch interaction {
        case .tap: ".tap"
        case .type(let text): ".type(\(literal(text)))"
        case .toggle: ".toggle"
        case .pick(let option): ".pick(\(literal(option)))"
        case .action(let name): ".action(\(literal(name)))"
        case .scroll: ".scroll"
        }
        return "InteractionStep(\(kind), on: \(aimed))"
    }
}
