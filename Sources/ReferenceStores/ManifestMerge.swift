import SafeText

/// A three-way merge of a manifest whose lines are keyed by their first fields (`references.txt`
/// by its picture's path, `token-values.txt` by theme and role, `design.lock` by entry), as git's
/// merge driver runs it: the two sides' lines are united name by name, so one branch's accepted
/// pictures never revert or drop the other's (git's line merge, or taking one side, does: PostHog
/// PR #88782 lost 285 baselines so).
///
/// A name one side changed and the other did not takes the change, a deletion included; a name
/// both sides changed to the same line takes it; a name both sides changed differently, or one
/// side deleted while the other changed it, is a conflict for that name alone, written between
/// git's conflict markers so the file cannot be read as a manifest until someone chooses. The
/// header (`#` lines) merges as one name.
public struct ManifestMerge: Sendable {
    /// What a merge gave: the merged text and the names left in conflict.
    public struct Result: Sendable {
        /// The merged file, with conflict markers around each conflicting name.
        public var text: String
        /// The names in conflict (`header` for the `#` lines), in the file's order.
        public var conflicts: [String]
    }

    /// How many tab-separated fields make a line's name.
    public let keyFields: Int

    /// A merge of lines named by their first `keyFields` fields.
    public init(keyFields: Int) {
        precondition(keyFields > 0, "a line's name is at least its first field")
        self.keyFields = keyFields
    }

    /// The merge for a manifest, by its file name: `references.txt` and `design.lock` name a line
    /// by its first field, `token-values.txt` by its first two; `nil` for another file.
    public static func forFile(named name: String) -> ManifestMerge? {
        switch name {
        case ReferenceManifest.fileName, "design.lock": ManifestMerge(keyFields: 1)
        case "token-values.txt": ManifestMerge(keyFields: 2)
        default: nil
        }
    }

    /// One side's file: its header and its lines by name.
    struct Side {
        var header: [String] = []
        var lines: [String: String] = [:]
    }

    /// Reads one side, refusing what no manifest holds (a control character, a line past 2,048
    /// bytes, a name given twice, conflict markers left from an earlier merge).
    func side(_ text: String, file: String) throws(ReferenceStoreError) -> Side {
        var side = Side()
        for (number, line) in try ReferenceManifest.checkedLines(of: text, file: file) {
            func refuse(_ reason: String) -> ReferenceStoreError { .manifestLine(file: file, line: number, reason: reason) }
            if line.hasPrefix("<<<<<<<") || line.hasPrefix("=======") || line.hasPrefix(">>>>>>>") {
                throw refuse("is a conflict marker: resolve the earlier merge's conflict first")
            }
            if line.hasPrefix("#") {
                side.header.append(String(line))
                continue
            }
            let fields = line.fields(separatedBy: 0x09)
            guard fields.count > keyFields else { throw refuse("has \(fields.count) tab-separated fields; a line has more than \(keyFields)") }
            let name = fields.prefix(keyFields).joined(separator: "\t")
            guard side.lines[name] == nil else { throw refuse("names \(Quoted.string(name, limit: 80)) a second time") }
            side.lines[name] = String(line)
        }
        return side
    }

    /// Merges `ours` and `theirs` from their common `base`; each is named by `file` in errors.
    ///
    /// - Throws: `ReferenceStoreError.manifestLine` for a side that holds a line no manifest holds.
    public func merge(base: String, ours: String, theirs: String, files: (base: String, ours: String, theirs: String)) throws(ReferenceStoreError) -> Result {
        let base = try side(base, file: files.base), ours = try side(ours, file: files.ours), theirs = try side(theirs, file: files.theirs)
        var text = "", conflicts: [String] = []

        // One name: the line it merges to, or a conflict between the two sides' (nil: absent).
        func merged(_ name: String, base: [String]?, ours: [String]?, theirs: [String]?) -> [String]? {
            if ours == theirs { return ours }
            if ours == base { return theirs }
            if theirs == base { return ours }
            conflicts.append(name)
            let absent = "# (removed on this side)"
            return ["<<<<<<< ours"] + (ours ?? [absent]) + ["======="] + (theirs ?? [absent]) + [">>>>>>> theirs"]
        }

        let header = merged("header", base: base.header, ours: ours.header, theirs: theirs.header) ?? []
        for line in header { text += line + "\n" }
        let names = Set(base.lines.keys).union(ours.lines.keys).union(theirs.lines.keys)
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let lines = merged(name, base: base.lines[name].map { [$0] }, ours: ours.lines[name].map { [$0] }, theirs: theirs.lines[name].map { [$0] })
            for line in lines ?? [] { text += line + "\n" }
        }
        return Result(text: text, conflicts: conflicts)
    }
}
