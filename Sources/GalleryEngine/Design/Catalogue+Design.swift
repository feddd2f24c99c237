import ComponentCatalogue
import Foundation

extension Catalogue {
    /// What `gallery design compare` finds: each entry that names a design node held against it
    /// (the `design-file` rule), after the entries whose design changed since the lock recorded
    /// it (`design-changed`). Design files are read relative to `packageRoot`.
    ///
    /// - Throws: a design file that cannot be read, a node it lacks, or a variant that cannot be rendered, named.
    public func designFindings(packageRoot: URL, lock: URL? = nil, tolerances: DesignTolerances = .standard) throws -> [AuditFinding] {
        let designs = DesignSources(packageRoot: packageRoot, lock: try lock.map { try DesignLock(contentsOf: $0) } ?? DesignLock(), tolerances: tolerances)
        let items = entries.filter { $0.design != nil }.flatMap { entry in entry.allVariants().prefix(1).map { (entry, $0) } }
        return try Audit.audit(items, designs: designs, only: [AuditRule.Name.designChanged, AuditRule.Name.designFile]).findings
    }

    /// Records in `lock` the design node each entry is held against now: later comparisons say
    /// which designs changed since.
    public func recordDesignLock(packageRoot: URL, to lock: URL) throws {
        let designs = DesignSources(packageRoot: packageRoot, lock: try DesignLock(contentsOf: lock))
        try designs.recordedLock(for: entries).write(to: lock)
    }
}
