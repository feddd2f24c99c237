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
