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

extension ComponentRenderer {
    /// Every design value a component reads under a layout, without drawing a pixel: the picture's
    /// background, the values its laid-out nodes record, then any token colour of its display
    /// list that no node recorded. In drawing order, each read once; one layout.
    public func designReads(of component: some Renderable, layout: RenderLayout = .sizeThatFits) throws(RenderError) -> [DesignRead] {
        designReads(in: try laidOutTree(of: component, layout: layout, designUses: true))
    }

    /// The design values a laid-out tree (with its design values recorded) reads, as
    /// `designReads(of:layout:)` gives them: for a tool handed the tree that drew the picture.
    public func designReads(in tree: LaidOutNode) -> [DesignRead] {
        let nodes = tree.records
        let paths = LaidOutComponent.paths(of: nodes)
        var reads: [DesignRead] = []
        var seen: Set<DesignRead> = []
        func add(_ read: DesignRead) {
            if seen.insert(read).inserted { reads.append(read) }
        }
        add(DesignRead(node: "canvas", use: .color(.background, environment.theme.colors.background)))
        for (index, node) in nodes.enumerated() {
            for use in node.designUses { add(DesignRead(node: paths[index], use: use)) }
        }
        let recorded = Set(reads.compactMap { $0.use.token?.path })
        for color in tree.displayList.colors {
            if let path = color.origin.tokenPath, !recorded.contains(path) { add(DesignRead(node: "drawing", use: .color(.fill, color))) }
        }
        return reads
    }
}

extension Renderable {
    /// The design values a component and everything inside it record when laid out in `frame`
    /// (its laid-out node's, all of them). Empty unless the environment records design values; a
    /// component that cannot be laid out records nothing here (its render reports the error).
    public func designUsesInside(_ frame: Frame, environment: RenderEnvironment) -> [DesignUse] {
        guard environment.recordsDesignUses else { return [] }
        return (try? laidOut(in: frame, environment: environment))?.allDesignUses ?? []
    }
}
