extension Changeset {
    /// The steps a batch-update host applies in order: remove (old offsets, highest first),
    /// insert (new offsets, lowest first), move, then reload mutations.
    public var stages: [Stage] {
        [
            .removals(removals.sorted(by: >)),
            .inserts(inserts.map(\.index).sorted()),
            .moves(moves.map { ($0.from, $0.to) }),
            .mutations(mutations.map(\.from) + moves.filter(\.isMutated).map(\.to)),
        ]
    }

    /// One step of applying a changeset, as UITableView's batch updates apply them.
    public enum Stage {
        /// Rows removed, by old index.
        case removals([Int])
        /// Rows inserted, by new index.
        case inserts([Int])
        /// Rows moved, from old to new index.
        case moves([(from: Int, to: Int)])
        /// Rows reloaded, by new index.
        case mutations([Int])
    }

}
