import Rasterizer

/// The components of a laid-out tree a person could act on, found as assistive technology finds
/// them (by label, identifier or role) or as a finger does (the topmost one under a point).
///
/// Made from a tree laid out with details (`ComponentRenderer.layoutNodes(of:layout:)`); content
/// hidden from assistive technologies (and everything inside it) cannot be aimed at, and rows a
/// screen scrolled out of its viewport are not in the tree.
public struct InteractionTargets: Sendable {
    /// The nodes, in drawing order.
    public let nodes: [LaidOutComponent]
    /// For each node, whether it or a container around it is hidden from assistive technologies.
    private let hidden: [Bool]

    /// The smallest side of the area a finger hits, in points: Apple's 44-point guideline, which
    /// the audit's tap-target rule measures too. A smaller control is hit within 44 points around
    /// its centre.
    public static let minimumHitSide = 44.0

    /// Targets in a laid-out tree.
    public init(nodes: [LaidOutComponent]) {
        self.nodes = nodes
        self.hidden = AccessibilityTree.hiddenFlags(of: nodes)
    }

    /// Finds the one component a step aims at and calls its callback.
    public func perform(_ step: InteractionStep) throws(InteractionError) {
        let index = try resolve(step)
        step.interaction.perform(on: nodes[index].actions)
    }

    /// The index of the one node a step aims at, checked to be visible, enabled and to answer the
    /// step's interaction.
    public func resolve(_ step: InteractionStep) throws(InteractionError) -> Int {
        let interaction = step.interaction
        if case .point(let x, let y) = step.target {
            guard let index = hit(x: x, y: y, answering: interaction) else {
                throw InteractionError("Nothing that can \(interaction.kind) is at \(step.target.description). \(offered)")
            }
            guard nodes[index].actions.isEnabled else { throw InteractionError("\(name(of: index)) at \(step.target.description) is disabled.") }
            return index
        }
        let matching = nodes.indices.filter { matches(nodes[$0], step.target) }
        let answering = matching.filter { !hidden[$0] && interaction.isAnswered(by: nodes[$0].actions) }
        switch answering.count {
        case 1:
            let index = answering[0]
            guard nodes[index].actions.isEnabled else {
                throw InteractionError("\(name(of: index)) is disabled, so the step \(step) cannot run.")
            }
            return index
        case 0:
            if let hiddenMatch = matching.first(where: { hidden[$0] && interaction.isAnswered(by: nodes[$0].actions) }) {
                throw InteractionError("\(name(of: hiddenMatch)) is hidden from assistive technologies, so the step \(step) cannot aim at it.")
            }
            if let other = matching.first(where: { !nodes[$0].actions.isEmpty }) {
                let options = interaction.isPick ? " (its options: \(nodes[other].actions.options.map { "\"\($0)\"" }.joined(separator: ", ")))" : ""
                throw InteractionError(
                    "\(name(of: other)) cannot \(interaction.kind)\(options); it answers \(nodes[other].actions.kinds.joined(separator: ", ")).")
            }
            if let first = matching.first {
                throw InteractionError("\(name(of: first)) does nothing when used: it has no callback for \(interaction.kind). \(offered)")
            }
            throw InteractionError("No component is \(step.target.description), so the step \(step) matches nothing. \(offered)")
        default:
            let names = answering.map { name(of: $0) + " at " + frameText(nodes[$0].frame) }.joined(separator: "; ")
            throw InteractionError(
                "The step \(step) matches \(answering.count) components: \(names). Give one an accessibility identifier and aim by it.")
        }
    }

    /// The topmost node under a point that answers an interaction (any, when `nil`), honouring the
    /// 44-point hit area: a node whose own frame holds the point wins; else the nearest whose hit
    /// area does. Hidden content is never hit.
    public func hit(x: Double, y: Double, answering interaction: Interaction? = nil) -> Int? {
        let candidates = nodes.indices.filter { index in
            !hidden[index] && !nodes[index].actions.isEmpty && (interaction?.isAnswered(by: nodes[index].actions) ?? true)
        }
        if let inside = candidates.last(where: { Self.contains(nodes[$0].frame, x: x, y: y) }) { return inside }
        let near = candidates.filter { Self.contains(Self.hitArea(of: nodes[$0].frame), x: x, y: y) }
        return near.min { distance(nodes[$0].frame, x, y) < distance(nodes[$1].frame, x, y) }
    }

    /// What a person's click at a point means, decided here for the preview and for scripts alike:
    /// a step (typing `text` or taking the action `name` when given; else a tap, or a toggle on a
    /// switch), aimed the way a script should aim it (by identifier when the component has one, by
    /// label when that is unique, else by the point); or, for a component a tap does nothing to, a
    /// question: what to type into a text field, which of its named actions to take. `nil` when
    /// nothing answers there.
    public func meaning(ofClickAt x: Double, _ y: Double, typing text: String? = nil, action name: String? = nil) -> ClickMeaning? {
        guard let index = hit(x: x, y: y) else { return nil }
        let actions = nodes[index].actions
        // A tap does nothing to a component with neither a tap nor a toggle.
        let tapsNothing = actions.tap == nil && actions.toggle == nil
        let interaction: Interaction
        if let text {
            interaction = .type(text)
        } else if let name {
            interaction = .action(name)
        } else if tapsNothing && actions.type != nil {
            return .askForText(node: index)
        } else if tapsNothing && !actions.named.isEmpty {
            return .askForAction(node: index, names: actions.named.map(\.name))
        } else {
            interaction = actions.tap == nil && actions.toggle != nil ? .toggle : .tap
        }
        return .step(step(interaction, aimingAt: index) ?? InteractionStep(interaction, on: .point(x: x, y: y)), node: index)
    }

    /// The step a click at a point performs (see `meaning(ofClickAt:_:typing:action:)`); `nil` when
    /// nothing answers there or the click asks a question instead.
    public func step(clickingAt x: Double, _ y: Double) -> InteractionStep? {
        guard case .step(let step, _)? = meaning(ofClickAt: x, y) else { return nil }
        return step
    }

    /// The step that performs an interaction on a node, aimed by identifier or unique label; `nil`
    /// when neither finds that node alone.
    public func step(_ interaction: Interaction, aimingAt index: Int) -> InteractionStep? {
        let info = nodes[index].accessibility
        var targets: [InteractionTarget] = []
        if let label = info.label, !label.isEmpty { targets.append(.label(label)) }
        if let identifier = info.identifier, !identifier.isEmpty { targets.append(.identifier(identifier)) }
        for target in targets {
            let step = InteractionStep(interaction, on: target)
            if (try? resolve(step)) == index { return step }
        }
        return nil
    }

    /// Whether a component the target names is on screen (not hidden from assistive technologies).
    public func shows(_ target: InteractionTarget) -> Bool {
        nodes.indices.contains { !hidden[$0] && matches(nodes[$0], target) }
    }

    /// The nodes a target names that assistive technologies see, in tree order.
    public func shown(_ target: InteractionTarget) -> [Int] {
        nodes.indices.filter { !hidden[$0] && matches(nodes[$0], target) }
    }

    /// A node described for a message: `button "Add"`.
    public func name(of index: Int) -> String {
        let info = nodes[index].accessibility
        let role = info.role ?? (nodes[index].typeName.isEmpty ? "component" : nodes[index].typeName)
        if let label = info.label, !label.isEmpty { return "\(role) \"\(label)\"" }
        if let identifier = info.identifier { return "\(role) #\(identifier)" }
        return "\(role) at \(frameText(nodes[index].frame))"
    }

    /// What a person could use here, for a message: `It offers: button "Add" (tap); …`.
    public var offered: String {
        let usable = nodes.indices.filter { !hidden[$0] && !nodes[$0].actions.isEmpty }
        if usable.isEmpty { return "Nothing on it can be used." }
        return "It offers: " + usable.map { "\(name(of: $0)) (\(nodes[$0].actions.kinds.joined(separator: ", ")))" }.joined(separator: "; ") + "."
    }

    private func matches(_ node: LaidOutComponent, _ target: InteractionTarget) -> Bool {
        let info = node.accessibility
        switch target {
        case .label(let label): return info.label == label
        case .identifier(let identifier): return info.identifier == identifier
        case .role(let role, let label): return info.role == role && (label == nil || info.label == label)
        case .point: return false
        }
    }

    /// The area a finger hits for a control drawn in `frame`: at least `minimumHitSide` each way,
    /// around its centre.
    package static func hitArea(of frame: Frame) -> Frame {
        let width = max(frame.width, minimumHitSide), height = max(frame.height, minimumHitSide)
        return Frame(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    static func contains(_ frame: Frame, x: Double, y: Double) -> Bool {
        x >= frame.x && x < frame.x + frame.width && y >= frame.y && y < frame.y + frame.height
    }

    private func distance(_ frame: Frame, _ x: Double, _ y: Double) -> Double {
        (frame.midX - x) * (frame.midX - x) + (frame.midY - y) * (frame.midY - y)
    }

    private func frameText(_ frame: Frame) -> String {
        "(\(DesignUse.number(frame.x)), \(DesignUse.number(frame.y)), \(DesignUse.number(frame.width)) × \(DesignUse.number(frame.height)))"
    }
}

extension Interaction {
    var isPick: Bool {
        if case .pick = self { return true }
        return false
    }
}

/// What a click means (`InteractionTargets.meaning(ofClickAt:_:typing:action:)`).
public enum ClickMeaning: Sendable, Equatable {
    /// Perform the step, on the node at this index.
    case step(InteractionStep, node: Int)
    /// Ask what to type into the node (a text field a tap does nothing to).
    case askForText(node: Int)
    /// Ask which of the node's named actions to take.
    case askForAction(node: Int, names: [String])
}
