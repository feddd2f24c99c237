import ComponentCatalogue
import Foundation
import ImageSnapshots
import GalleryEngine
import ReferenceStores
import SafeText

extension AgentWorkbench {
    /// A cause of a variant's change and the variants it reaches.
    struct Cause: Encodable {
        /// The cause in words (`spacing.m 16 → 20: Stack/Badge padding 16 → 20`, `through Stack/Badge's frame`).
        var cause: String
        /// `token` (a `--tokens` file changed a token), `render-key` (what `verify --changed`
        /// found: a token, a frame, the fonts or the drawing) or `frame` (a component whose frame
        /// moved since the reference's layout record).
        var kind: String
        /// How many variants of the catalogue the same cause reaches, this one included.
        var reaches: Int
        /// Their names, the first 50.
        var variants: [String]
    }

    /// `explain_change`: why a variant no longer matches its reference. Its facts come from the
    /// last `verify` (or a verify of it alone); the causes from the `--tokens` files' changes, the
    /// render keys `references.txt` recorded (as `verify --changed` traces them), or, without
    /// recorded keys, the components whose frames moved, each with the variants it reaches.
    func explainChange(_ arguments: ToolArguments) throws -> ToolAnswer {
        var name = try arguments.requiredString("name")
        let suite = (try? SnapshotName.sanitized(configuration.references.suiteName)) ?? configuration.references.suiteName
        if name.hasPrefix(suite + "/") { name.removeFirst(suite.count + 1) }
        if name.hasSuffix(".png") { name.removeLast(4) }
        let all = try items(of: catalogue.entries)
        guard let item = all.first(where: { $0.entry.referenceName(for: $0.variant) == name }) else {
            throw AgentToolError.argument(arguments.tool, "name", "\(Quoted.string(name, limit: 120)) is no variant of the catalogue; verify names them Component-state@variant")
        }
        var facts = lastVerify.withLock { $0[name] }
        if facts == nil { facts = try verify([item], keepingRunRecord: false).variants.first }
        struct Explanation: Encodable {
            var name: String
            var matches: Bool
            var facts: VerifiedVariant?
            var causes: [Cause]
            var notes: [String]
        }
        guard let facts else {
            return try ToolAnswer(json: Explanation(name: name, matches: true, facts: nil, causes: [], notes: ["It matches its reference: nothing changed."]))
        }
        var causes: [Cause] = []
        var notes: [String] = []
        func names(_ items: [String]) -> [String] { Array(items.prefix(50)) }

        // The token changes of the server's --tokens files, each with the variants it touches.
        if let impact = try tokenImpact() {
            let touched = try impact.touched(all)
            let ours = touched.first { $0.entry.referenceName(for: $0.variant) == name }?.reasons ?? []
            for change in impact.changes {
                let said = change.description
                guard let reason = ours.first(where: { $0.contains(said) }) else { continue }
                let reached = touched.filter { $0.reasons.contains { $0.contains(said) } }.map { $0.entry.referenceName(for: $0.variant) }
                causes.append(Cause(cause: reason, kind: "token", reaches: reached.count, variants: names(reached)))
            }
        }
        // The render keys the references were recorded with, traced as verify --changed does.
        let folder = ReferenceFolder.open(configuration.references.snapshotsURL, store: configuration.references.store)
        if (try? folder.currentManifest()) ?? nil != nil {
            let changed = try ChangedVariants.find(all, references: configuration.references, jobs: configuration.jobs)
            for reason in changed.changed.first(where: { $0.name == name })?.reasons ?? [] {
                let reached = changed.changed.filter { $0.reasons.contains(reason) }.map(\.name)
                causes.append(Cause(cause: reason, kind: "render-key", reaches: reached.count, variants: names(reached)))
            }
        } else {
            notes.append("The references have no render keys (references.txt), so the reach of a moved frame is found by laying every variant out against its layout record.")
            let places = try ChangedVariants.movedFrames(item.entry, item.variant, references: configuration.references)
            // Among the variants the last verify found changed (every variant before any verify).
            let failing = lastVerify.withLock { Set($0.keys) }
            let candidates = failing.isEmpty ? all : all.filter { failing.contains($0.entry.referenceName(for: $0.variant)) }
            var movedByItem: [[String]] = []
            if !places.isEmpty {
                movedByItem = try candidates.map { try ChangedVariants.movedFrames($0.entry, $0.variant, references: configuration.references).map(Self.typeName) }
            }
            for place in places {
                let type = Self.typeName(place)
                let reached = zip(candidates, movedByItem).filter { $0.1.contains(type) }.map { $0.0.entry.referenceName(for: $0.0.variant) }
                causes.append(Cause(cause: "\(place)'s frame moved (a \(type))", kind: "frame", reaches: reached.count, variants: names(reached)))
            }
        }
        if causes.isEmpty {
            notes.append("No token change or moved frame explains it: its drawing changed (a colour, text, image or path no token gives), or its accessibility record.")
        }
        return try ToolAnswer(json: Explanation(name: name, matches: false, facts: facts, causes: causes, notes: notes))
    }

    /// The type of the component at a place of the tree (`Stack/Badge[1]` → `Badge`).
    static func typeName(_ place: String) -> String {
        let last = place.split(separator: "/").last.map(String.init) ?? place
        return String(last.prefix { $0 != "[" && $0 != " " })
    }
}
