import Foundation
import DesignTokens
import Layout
import Rasterizer

/// One component laid out: its record (frame, type, accessibility, design values), what it draws
/// itself, and the nodes of the components inside it, in drawing order.
///
/// Layout is one pass that returns this tree (`Renderable.laidOut(in:environment:)`). Drawing
/// turns it into the display list (`draw(into:)`); the layout, accessibility and design records,
/// the audit and the preview's hit tests read it (`records`). What the tools say and what the
/// pixels show come from the same node, so they cannot drift apart.
///
/// A component draws around its children: commands it adds before placing a child are drawn
/// before that child, commands it adds after are drawn after.
///
/// ```swift
/// func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
///     var node = LaidOutNode(self, frame: frame, environment: environment)
///     node.draw(.fill(.roundedRect(frame.rect, radius: 8), .solid(fill), .nonZero))
///     node.record(.color(.background, fill), in: environment)
///     try node.place(title, in: frame.insetBy(12), environment: environment)
///     return node
/// }
/// ```
public struct LaidOutNode: Sendable {
    /// The node's record in the layout tree: frame, type, accessibility, notes, design values.
    /// Its `depth` is set when the tree is listed (`records`).
    public var record: LaidOutComponent
    /// What the component draws itself, in points; its children are drawn between these commands.
    public private(set) var drawing = DisplayList()
    /// The nodes of the components inside it, in drawing order.
    public private(set) var children: [LaidOutNode] = []
    /// For each child, how many of `drawing`'s commands are drawn before it.
    private var childPositions: [Int] = []
    /// Whether the node is listed in the records; an unlisted node (a group) lists its children in
    /// its place, at its depth.
    public var isListed = true
    /// Whether the node and its children are drawn: a hidden component, or one at no opacity, is
    /// laid out and recorded but draws nothing.
    public var isDrawn = true
    /// The records of what the node draws as one picture from a drawing that is not a tree,
    /// listed in place of its children, depths relative to the node's children; `nil` for a node
    /// that lists its children.
    private var drawnAsOne: [LaidOutComponent]?
    /// Whether `drawing` is the whole picture of the node and its children (a screen, a table part
    /// way through its change): the children are the tree the picture shows, listed and read, but
    /// drawn in the node's one list rather than each on its own.
    public private(set) var drawsChildrenInItsList = false
    /// Whether the node was absorbed into its parent (`absorb`): drawn in its place among the
    /// parent's commands, neither listed nor checked on its own.
    private(set) var isAbsorbed = false
    /// The component's own change, when it draws one (`StateTransitioning`): a transition between
    /// two trees redraws these commands and children part way from the part's earlier state.
    private(set) var part: ChangingPart? {
        get { partStorage.first }
        set { partStorage = newValue.map { [$0] } ?? [] }
    }
    /// `part`, kept out of line: nodes are copied as they are built, and most have none.
    private var partStorage: [ChangingPart] = []
    /// Whether the node or a node inside it draws its own change: a transition leaves a tree
    /// without any alone.
    private(set) var containsParts = false

    /// The node of a component placed in `frame`; its details (type name, accessibility, actions)
    /// are worked out only when the environment records layout details.
    public init(_ component: some Renderable, frame: Frame, environment: RenderEnvironment) {
        record = LaidOutComponent(component: component, frame: frame, depth: 0, environment: environment)
        // The type is asked first: casting the value would copy every component into a box to ask.
        if type(of: component) is any StateTransitioning.Type, let changing = component as? any StateTransitioning {
            notePart(changing, in: frame, environment: environment)
        }
    }

    /// An unlisted node that groups children in `frame`: they are listed in its place.
    public static func group(frame: Frame) -> LaidOutNode {
        var node = LaidOutNode(record: LaidOutComponent(frame: frame))
        node.isListed = false
        return node
    }

    private init(record: LaidOutComponent) {
        self.record = record
    }

    /// The frame the component was placed in, in points.
    public var frame: Frame { record.frame }

    // MARK: Building

    /// Draws a command after what the node has drawn so far (and after its children so far).
    public mutating func draw(_ command: DisplayList.Command) {
        drawing.append(command)
    }

    /// Draws the commands a drawing function appends, after what the node has drawn so far.
    public mutating func draw<Failure: Error>(_ body: (inout DisplayList) throws(Failure) -> Void) throws(Failure) {
        try body(&drawing)
    }

    /// Fills a frame with a colour and records the colour's use as `property`.
    public mutating func fill(_ frame: Frame, with color: Color, as property: DesignProperty, in environment: RenderEnvironment) {
        draw(.fill(.rect(frame.rect), .solid(color), .nonZero))
        record(.color(property, color), in: environment)
    }

    /// Fills a frame with a colour and records it as a use of the property named `property`.
    public mutating func fill(_ frame: Frame, with color: Color, as property: String, in environment: RenderEnvironment) {
        fill(frame, with: color, as: DesignProperty(property), in: environment)
    }

    /// Draws commands before everything the node draws, its children included: a modifier's
    /// background, the opening of its clip.
    public mutating func drawFirst(_ commands: DisplayList) {
        guard !commands.commands.isEmpty else { return }
        drawing.insert(contentsOf: commands, at: 0)
        for index in childPositions.indices { childPositions[index] += commands.commands.count }
        part?.shiftCommands(by: commands.commands.count)
    }

    /// Adds a child node, drawn after what the node has drawn so far.
    public mutating func add(_ child: LaidOutNode) {
        children.append(child)
        childPositions.append(drawing.commands.count)
        if child.containsParts { containsParts = true }
    }

    /// The listed labels of the node's descendants, in reading order, each child then hidden from
    /// assistive technologies: the node becomes one element that speaks for what it holds (SwiftUI's
    /// `accessibilityElement(children: .combine)`; `.ignore` drops the labels).
    public mutating func combineChildrenForAssistiveTechnologies() -> [String] {
        let labels = children.flatMap(\.records).filter { !$0.accessibility.isHidden }.compactMap(\.accessibility.label).filter { !$0.isEmpty }
        for index in children.indices { children[index].hideFromAssistiveTechnologies() }
        return labels
    }

    private mutating func hideFromAssistiveTechnologies() {
        record.accessibility.isHidden = true
        for index in children.indices { children[index].hideFromAssistiveTechnologies() }
    }

    /// Lays a component out in `frame` and adds its node as a child.
    public mutating func place(_ component: some Renderable, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        add(try component.laidOut(in: frame, environment: environment))
    }

    /// Draws a node as part of this one without listing it: a button's title, a modal over its
    /// screen. Its drawing joins this node's, after what it has drawn so far or, `below`, before
    /// everything it draws; its design values join this node's record (each value once).
    public mutating func absorb(_ other: LaidOutNode, below: Bool = false) {
        var absorbed = other
        absorbed.isAbsorbed = true
        if below {
            children.insert(absorbed, at: 0)
            childPositions.insert(0, at: 0)
            part?.shiftChildren(by: 1)
            if absorbed.containsParts { containsParts = true }
        } else {
            add(absorbed)
        }
        let uses = other.allDesignUses
        guard !uses.isEmpty else { return }
        var merged = record.designUses
        for use in uses where !merged.contains(use) { merged.append(use) }
        if merged.count != record.designUses.count { record.designUses = merged }
    }

    /// Records a design value the node draws with, when the environment records them (each value once).
    public mutating func record(_ use: DesignUse, in environment: RenderEnvironment) {
        if environment.recordsDesignUses && !record.designUses.contains(use) { record.designUses.append(use) }
    }

    /// Makes the node draw `list` as one picture and list `records` in place of its children
    /// (depths relative to its children): for a drawing that is not yet a tree of its own.
    public mutating func drawAsOne(_ list: DisplayList, listing records: [LaidOutComponent]) {
        drawing = list
        children = []
        childPositions = []
        drawnAsOne = records
        drawsChildrenInItsList = false
        part = nil
        containsParts = false
    }

    /// Makes the node draw `list` as one picture of itself and `children`, which stay its
    /// children in the tree (listed, read and checked as a tree) without being drawn one by one:
    /// a screen draws its bars, rows and pinned boxes into one list, in an order of its own.
    public mutating func drawAsOne(_ list: DisplayList, keeping children: [LaidOutNode]) {
        drawing = list
        self.children = children
        childPositions = Array(repeating: list.commands.count, count: children.count)
        drawnAsOne = nil
        drawsChildrenInItsList = true
        part = nil
        containsParts = false
    }

    /// Notes the component's own change: what the node draws so far and from now until it is
    /// sealed (`sealPart`), children included, is the part's.
    mutating func notePart<Part: StateTransitioning>(_ component: Part, in frame: Frame, environment: RenderEnvironment) {
        part = ChangingPart(component, in: frame, environment: environment, childrenStart: 0)
        containsParts = true
    }

    /// Closes the part's commands and children: what is drawn after (a modifier's decoration) is not the part's.
    mutating func sealPart() {
        guard var sealed = part else { return }
        sealed.seal(commands: drawing.commands.count, children: children.count)
        part = sealed
    }

    /// Draws `list` in place of the part's commands and children: the part part way through its change.
    mutating func redrawPart(with list: DisplayList) {
        guard let part else { return }
        let commands = part.commands(upTo: drawing.commands.count), owned = part.children(upTo: children.count)
        var redrawn = DisplayList()
        for command in drawing.commands[..<commands.lowerBound] { redrawn.append(command) }
        redrawn.append(contentsOf: list)
        for command in drawing.commands[commands.upperBound...] { redrawn.append(command) }
        let delta = list.commands.count - commands.count
        drawing = redrawn
        children.removeSubrange(owned)
        childPositions.removeSubrange(owned)
        for index in childPositions.indices where index >= owned.lowerBound { childPositions[index] += delta }
        self.part = nil
        containsParts = children.contains { $0.containsParts }
    }

    /// Visits the node and the nodes inside it in drawing order, each before its children;
    /// `visit` answers whether to go inside the node.
    mutating func visitParts(_ visit: (inout LaidOutNode) throws(RenderError) -> Bool) throws(RenderError) {
        guard try visit(&self), !drawsChildrenInItsList else { return }
        for index in children.indices where children[index].containsParts { try children[index].visitParts(visit) }
    }

    // MARK: Reading

    /// Appends the commands of the node and its children, in drawing order.
    public func draw(into list: inout DisplayList) {
        guard isDrawn else { return }
        // A node drawn as one picture (a screen) into an empty list hands its list over: no copy.
        if (children.isEmpty || drawsChildrenInItsList) && list.commands.isEmpty {
            list = drawing
            return
        }
        if drawsChildrenInItsList {
            list.append(contentsOf: drawing)
            return
        }
        let commands = drawing.commands
        var next = 0
        for (child, position) in zip(children, childPositions) {
            while next < position {
                list.append(commands[next])
                next += 1
            }
            child.draw(into: &list)
        }
        while next < commands.count {
            list.append(commands[next])
            next += 1
        }
    }

    /// The display list of the node and its children.
    public var displayList: DisplayList {
        if isDrawn && (children.isEmpty || drawsChildrenInItsList) { return drawing }
        var list = DisplayList()
        draw(into: &list)
        return list
    }

    /// Appends the records of the node and of every listed node inside it, in drawing order, the
    /// node at `depth`.
    public func appendRecords(depth: Int, to records: inout [LaidOutComponent]) {
        guard !isAbsorbed else { return }
        var own = record
        own.depth = depth
        if isListed { records.append(own) }
        let inner = isListed ? depth + 1 : depth
        if let drawnAsOne {
            for var listed in drawnAsOne {
                listed.depth += inner
                records.append(listed)
            }
            return
        }
        for child in children { child.appendRecords(depth: inner, to: &records) }
    }

    /// The records of the node and every listed node inside it, in drawing order, the node at depth 0.
    public var records: [LaidOutComponent] {
        var records: [LaidOutComponent] = []
        appendRecords(depth: 0, to: &records)
        return records
    }

    /// Every design value the node and the nodes inside it record, in drawing order.
    public var allDesignUses: [DesignUse] {
        var uses = record.designUses
        if let drawnAsOne { return uses + drawnAsOne.flatMap(\.designUses) }
        for child in children where !child.isAbsorbed { uses += child.allDesignUses }
        return uses
    }

    /// Whether the node draws its inside as one picture and lists records in place of children.
    public var isDrawnAsOne: Bool { drawnAsOne != nil || drawsChildrenInItsList }

    /// The colours the node draws itself (what it absorbed included), its children left out.
    public var ownColors: [Color] {
        drawing.colors + children.filter(\.isAbsorbed).flatMap { $0.isDrawn ? $0.displayList.colors : [] }
    }
}

/// A laid-out tree mirrored for a right-to-left layout, as SwiftUI mirrors one: every frame
/// reflected across the same vertical axis, so stacks run from the right and leading edges are on
/// the right, while what each node draws is moved with its frame, not flipped (text and pictures
/// read as they do left to right).
extension LaidOutNode {
    /// Mirrors the tree across the vertical line `x = axis / 2` (`axis` is the sum of the root's
    /// left and right edges); a node drawn as one picture is moved whole. Mirroring twice gives
    /// the tree back, which is how a part that laid itself out right to left already keeps its
    /// layout inside a mirrored one: it is mirrored in its own frame first.
    public mutating func mirrorHorizontally(about axis: Double) {
        let dx = axis - 2 * record.frame.x - record.frame.width
        if isDrawnAsOne {
            translateHorizontally(by: dx)
            return
        }
        record.frame.x += dx
        record.inkFrame = record.inkFrame.map { Frame(x: axis - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        record.clipFrame = record.clipFrame.map { Frame(x: axis - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        drawing = drawing.translated(dx: dx, dy: 0)
        for index in children.indices { children[index].mirrorHorizontally(about: axis) }
    }

    /// Moves the node and everything inside it by `dx` points.
    public mutating func translateHorizontally(by dx: Double) {
        guard dx != 0 else { return }
        record.frame.x += dx
        record.inkFrame?.x += dx
        record.clipFrame?.x += dx
        drawing = drawing.translated(dx: dx, dy: 0)
        for index in children.indices { children[index].translateHorizontally(by: dx) }
    }
}
