import Components

/// A play step as the live preview's address keeps it (JSON):
/// `{"action":"type","text":"Oat milk","label":"New item"}`, `{"action":"tap","x":120,"y":48}`.
struct PreviewStep: Codable, Equatable {
    /// `tap`, `type`, `toggle`, `pick`, `action` (a named action such as a swipe's) or `scroll`.
    var action: String
    /// What is typed, the option picked or the named action's title.
    var text: String?
    var label: String?
    var identifier: String?
    var role: String?
    var x: Double?
    var y: Double?

    init(_ step: InteractionStep) {
        switch step.interaction {
        case .tap: action = "tap"
        case .type(let typed): (action, text) = ("type", typed)
        case .toggle: action = "toggle"
        case .pick(let option): (action, text) = ("pick", option)
        case .action(let name): (action, text) = ("action", name)
        case .scroll: action = "scroll"
        }
        switch step.target {
        case .label(let value): label = value
        case .identifier(let value): identifier = value
        case .role(let value, let named): (role, label) = (value, named)
        case .point(let px, let py): (x, y) = (px, py)
        }
    }

    /// The step, or why the JSON does not make one.
    func step() throws(PreviewError) -> InteractionStep {
        let interaction: Interaction
        switch (action, text) {
        case ("tap", _): interaction = .tap
        case ("toggle", _): interaction = .toggle
        case ("scroll", _): interaction = .scroll
        case ("type", let typed?): interaction = .type(typed)
        case ("pick", let option?): interaction = .pick(option)
        case ("action", let name?): interaction = .action(name)
        default: throw PreviewError("A step's action is tap, type, toggle, pick, action or scroll (the last three with text); got \(action).")
        }
        let target: InteractionTarget
        if let role {
            target = .role(role, label: label)
        } else if let label {
            target = .label(label)
        } else if let identifier {
            target = .identifier(identifier)
        } else if let x, let y, x.isFinite, y.isFinite {
            target = .point(x: x, y: y)
        } else {
            throw PreviewError("A step aims at a label, an identifier, a role or a point (x and y).")
        }
        return InteractionStep(interaction, on: target)
    }
}
