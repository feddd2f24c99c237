import ComponentCatalogue
import Foundation
import ImageSnapshots
import GalleryEngine
import SafeFiles
import SafeText
import SnapshotReview

extension AgentWorkbench {
    /// `audit`: the selected variants through every audit rule and the team's own, each finding
    /// with its rule identifier, entry and element, and whether the server's allow-list allows it.
    func audit(_ arguments: ToolArguments) throws -> ToolAnswer {
        let items = try items(of: try entries(filter: arguments.string("filter"), tool: arguments.tool))
        let context = configuration.context
        var allowList = AuditAllowList()
        if let url = configuration.auditAllowList {
            let text = String(decoding: try PlainFile(url.path, limit: 4 << 20).readData(), as: UTF8.self)
            allowList = try AuditAllowList(text: text, extraRules: context.designRules.map(\.name))
        }
        let designs = try DesignSources.recorded(in: context)
        let findings = try Audit.audit(items, rules: context.designRules, designs: designs).findings
        struct Finding: Encodable { var rule: String, entry: String, element: String, detail: String, allowed: Bool }
        struct Report: Encodable { var variants: Int, findings: [Finding], reported: Int, allowed: Int, rules: [String] }
        let listed = findings.map { Finding(rule: $0.rule, entry: $0.entry, element: $0.element, detail: $0.detail, allowed: allowList.allows($0)) }
        return try ToolAnswer(json: Report(
            variants: items.count, findings: listed, reported: listed.filter { !$0.allowed }.count, allowed: listed.filter(\.allowed).count,
            rules: Audit.rules + context.designRules.map(\.name)))
    }

    /// `accept` and `reject`: decisions on the last verify run's failures through the review
    /// journal, which records who asked; refused unless the server was started with `--allow-accept`.
    func decide(_ arguments: ToolArguments, accepting: Bool) throws -> ToolAnswer {
        guard configuration.allowsAccept else {
            throw AgentToolError(
                "\(arguments.tool) is off: this server was started without --allow-accept, so it changes no reference. "
                    + "A person accepts with `gallery review` or `gallery accept`, or starts `gallery mcp --allow-accept` (refused in CI).")
        }
        let references = configuration.references
        let suite = (try? SnapshotName.sanitized(references.suiteName)) ?? references.suiteName
        let ids = try arguments.names("names").map { name in
            var id = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
            if !id.contains("/") { id = "\(suite)/\(id)" }
            return id
        }
        let session = ReviewSession(
            artifacts: references.artifactsURL, snapshots: references.snapshotsURL, referenceStore: references.store, requester: requester)
        struct Decision: Encodable { var id: String, status: String?, refused: String? }
        var decisions: [Decision] = []
        if accepting {
            for outcome in session.accept(ids) {
                switch outcome.result {
                case .success(let status): decisions.append(Decision(id: outcome.id, status: status.rawValue, refused: nil))
                case .failure(let error): decisions.append(Decision(id: outcome.id, status: nil, refused: "\(error)"))
                }
            }
        } else {
            for id in ids {
                do {
                    decisions.append(Decision(id: id, status: try session.reject(id).rawValue, refused: nil))
                } catch {
                    decisions.append(Decision(id: id, status: nil, refused: "\(error)"))
                }
            }
        }
        struct Decided: Encodable { var decisions: [Decision], journal: String, requestedBy: String }
        return try ToolAnswer(json: Decided(
            decisions: decisions, journal: references.artifactsURL.appendingPathComponent("review-journal.jsonl").path, requestedBy: requester))
    }
}
