import DesignTokens
import Layout
import Rasterizer

/// One design value a rendered component read, and the node that drew with it: its path as the
/// layout record names it (`Stack/View[0]`), `canvas` for the picture's own background, or
/// `drawing` for a token colour the display list holds that no node recorded.
///
/// A variant's reads are what `gallery tokens` reports, what the impact of a token change is found
/// from before anything is drawn, and what a failing verify names.
public struct DesignRead: Hashable, Sendable, CustomStringConvertible {
    /// The node's path in the layout record.
    public var node: String
    /// The value and where it came from.
    public var use: DesignUse

    /// A read of a value by a node.
    public init(node: String, use: DesignUse) {
        self.node = node
        self.use = use
    }

    /// `Stack/View[0] background #FFFFFFFF color.surface (light)`.
    public var description: String { "\(node) \(use)" }
}

extension LaidOutComponent {
    /// Each node's parent (its index), from the depth-first order and the depths; `nil` for a root.
    public static func parents(of nodes: [LaidOutComponent]) -> [Int?] {
        var parents: [Int?] = []
        parents.reserveCapacity(nodes.count)
        var open: [Int] = []  // the node's ancestors, outermost first
        for index in nodes.indices {
            while let last = open.last, nodes[last].depth >= nodes[index].depth { open.removeLast() }
            parents.append(open.last)
            open.append(index)
        }
        return parents
    }

    /// Each node's path as the layout record names it: type names, with the sibling index below
    /// the root (`Stack/Stack[1]/Label[0]`).
    public static func paths(of nodes: [LaidOutComponent]) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(nodes.count)
        var pathAtDepth: [String] = []
        var childCounts: [Int] = []
        for node in nodes {
            let depth = node.depth
            if pathAtDepth.count > depth { pathAtDepth.removeLast(pathAtDepth.count - depth) }
            if childCounts.count > depth + 1 { childCounts.removeLast(childCounts.count - depth - 1) }
            while childCounts.count < depth + 1 { childCounts.append(0) }
            let index = childCounts[depth]
            childCounts[depth] += 1
            let name = depth == 0 ? node.typeName : "\(node.typeName)[\(index)]"
            let path = (pathAtDepth.last.map { $0 + "/" } ?? "") + name
            pathAtDepth.append(path)
            if childCounts.count < depth + 2 { childCounts.append(0) } else { childCounts[depth + 1] = 0 }
            paths.append(path)
        }
        return paths
    }
}

extension ComponentRenderer {
    /// Every design value a component reads under a layout, without drawing a pixel: the picture's
    /// background, the values its laid-out nodes record, then any token colour of its display
    /// list that no node recorded. In drawing order, each read once.
    public func designReads(of component: some Renderable, layout: RenderLayout = .sizeThatFits) throws(RenderError) -> [DesignRead] {
        let nodes = try layoutNodes(of: component, layout: layout)
        let paths = LaidOutComponent.paths(of: nodes)
        var reads: [DesignRead] = []
        var seen: Set<DesignRead> = []
        func add(_ read: DesignRead) {
            if seen.insert(read).inserted { reads.append(read) }
        }
        add(DesignRead(node: "canvas", use: .color("background", environment.theme.colors.background)))
        for (index, node) in nodes.enumerated() {
            for use in node.designUses { add(DesignRead(node: paths[index], use: use)) }
        }
        let recorded = Set(reads.compactMap { $0.use.token?.path })
        let list = try displayList(of: component, size: size(of: component, layout: layout))
        for color in list.colors {
            if let path = color.origin.tokenPath, !recorded.contains(path) { add(DesignRead(node: "drawing", use: .color("fill", color))) }
        }
        return reads
    }
}

extension Renderable {
    /// The design values a component and everything inside it record when laid out in `frame`: for
    /// a node that stands for a whole component it draws (a modal over its screen, a diff preview,
    /// a bar button), so its values are traced without adding nodes to the layout record.
    /// Empty unless the environment records layout details; a component that cannot be laid
    /// out records nothing here (its render reports the error).
    public func designUsesInside(_ frame: Frame, environment: RenderEnvironment) -> [DesignUse] {
        guard environment.recordsDesignUses else { return [] }
        var nodes: [LaidOutComponent] = []
        try? appendLayout(in: frame, depth: 0, environment: environment, to: &nodes)
        return nodes.flatMap(\.designUses)
    }
}
