import Layout
import Rasterizer

/// A part of a laid-out tree that draws its own change (`StateTransitioning`): its state, the
/// commands and children of its node that are its drawing, and how to draw it part way from an
/// earlier state of its kind.
struct ChangingPart: Sendable {
    /// The part's type: a part changes only from an earlier part of its type.
    let kind: ObjectIdentifier
    /// The component itself.
    let state: any Sendable
    private let redraw: @Sendable (_ old: any Sendable, _ progress: Double) throws(RenderError) -> DisplayList?
    private var commandStart = 0, commandEnd: Int?
    private var childrenStart = 0, childrenEnd: Int?

    /// The part of a component placed in `frame`.
    init<Part: StateTransitioning>(_ component: Part, in frame: Frame, environment: RenderEnvironment, childrenStart: Int) {
        kind = ObjectIdentifier(Part.self)
        state = component
        self.childrenStart = childrenStart
        redraw = { old, progress throws(RenderError) in
            guard let old = old as? Part else { return nil }
            var list = DisplayList()
            try component.render(from: old, progress: progress, in: frame, environment: environment, into: &list)
            return list
        }
    }

    /// The part drawn part way from `old` (`nil` when `old` is of another kind).
    func drawn(from old: any Sendable, progress: Double) throws(RenderError) -> DisplayList? {
        try redraw(old, progress)
    }

    /// The node's commands that are the part's, the node having `count` of them.
    func commands(upTo count: Int) -> Range<Int> { commandStart..<(commandEnd ?? count) }

    /// The node's children that are the part's, the node having `count` of them.
    func children(upTo count: Int) -> Range<Int> { childrenStart..<(childrenEnd ?? count) }

    mutating func seal(commands: Int, children: Int) {
        if commandEnd == nil { commandEnd = commands }
        if childrenEnd == nil { childrenEnd = children }
    }

    /// Commands were drawn before everything the node draws.
    mutating func shiftCommands(by count: Int) {
        commandStart += count
        commandEnd = commandEnd.map { $0 + count }
    }

    /// A child was put before the node's others.
    mutating func shiftChildren(by count: Int) {
        childrenStart += count
        childrenEnd = childrenEnd.map { $0 + count }
    }
}

/// The states of a tree's parts that draw their own change, noted kind by kind in drawing order:
/// the tree before a change hands them to the tree after, part by part.
struct NotedParts: Sendable {
    private var states: [ObjectIdentifier: [any Sendable]] = [:]

    /// The states of every part in `node`, parts inside parts included.
    init(of node: LaidOutNode) {
        note(node)
    }

    private mutating func note(_ node: LaidOutNode) {
        if let part = node.part { states[part.kind, default: []].append(part.state) }
        guard !node.drawsChildrenInItsList else { return }
        for child in node.children where child.containsParts { note(child) }
    }

    /// Whether the tree has any part that draws its own change (a switch, a spinner).
    var isEmpty: Bool { states.isEmpty }

    /// The state noted for the `index`th part of a kind, if any.
    func state(of kind: ObjectIdentifier, at index: Int) -> (any Sendable)? {
        guard let noted = states[kind], index < noted.count else { return nil }
        return noted[index]
    }
}

extension LaidOutNode {
    /// The tree part way through a change: each part that draws its own change drawn from the
    /// state noted at its place in the tree before (the same kind, counted in drawing order); with
    /// no noted states, each part from itself, so what moves on its own (a spinner) goes on in a
    /// row that did not change. A part with no earlier state at its place is drawn at rest.
    func changing(from noted: NotedParts?, progress: Double) throws(RenderError) -> LaidOutNode {
        guard containsParts else { return self }
        var node = self
        var taken: [ObjectIdentifier: Int] = [:]
        try node.visitParts { (visited: inout LaidOutNode) throws(RenderError) -> Bool in
            guard let part = visited.part else { return true }
            let index = taken[part.kind, default: 0]
            taken[part.kind] = index + 1
            let old = noted == nil ? part.state : noted?.state(of: part.kind, at: index)
            guard let old, let list = try part.drawn(from: old, progress: progress) else { return true }
            // The part's own children go with its commands; what a modifier added (an overlay) stays, and is visited.
            visited.redrawPart(with: list)
            return true
        }
        return node
    }
}
