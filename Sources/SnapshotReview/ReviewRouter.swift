import Foundation
import ImageSnapshots
import LoopbackHTTP

/// The review page's HTTP interface, independent of the server that carries it. Requests pass a
/// `LoopbackGate` first; decisions go through `ReviewSession`, which refuses identifiers outside the
/// references.
public final class ReviewRouter: LocalRouter {
    /// The session whose decisions the page makes.
    public let session: ReviewSession
    /// The checks every request passes before the review answers it.
    public let gate: LoopbackGate

    /// Creates the review page's router for a session, behind a gate with the token.
    public init(session: ReviewSession, token: String) {
        self.session = session
        self.gate = LoopbackGate(token: token)
    }

    /// The token the page's address carries.
    public var token: String { gate.token }

    /// The port the server listens on, for the host and origin checks.
    public var port: Int {
        get { gate.port }
        set { gate.port = newValue }
    }

    /// When the last request arrived (for the idle timeout).
    public var lastRequest: Date { gate.lastRequest }

    /// The review page, its queue, images and decisions, for a request that passed the gate.
    public func answer(_ request: LocalRequest, path: String, query: [String: String]) -> LocalResponse {
        switch (request.method, path) {
        case ("GET", "/"):
            return LocalResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ReviewPage.html.utf8))
        case ("GET", "/api/queue"):
            return .json(queue())
        case ("GET", "/api/audit"):
            // The audit against a baseline the run left beside its pictures, or null.
            return .json(AuditReport.read(in: session.artifacts))
        case ("GET", "/api/image"):
            return image(id: query["id"] ?? "", kind: query["kind"] ?? "")
        case ("GET", "/api/design-image"):
            return designImage(entry: query["entry"] ?? "", kind: query["kind"] ?? "")
        case ("POST", "/api/decide"):
            guard request.hasJSONBody else {
                return .text(415, "Decisions are JSON.")
            }
            guard let decision = try? JSONDecoder().decode(Decision.self, from: Data(request.body)) else {
                return .text(400, "Expected {\"action\": \"accept\" | \"reject\" | \"undo\", \"ids\": [\"suite/name\", …]}.")
            }
            return .json(decide(decision))
        default:
            return .text(404, "Not found.")
        }
    }

    struct Decision: Decodable {
        var action: String
        var ids: [String]
    }

    struct DecisionResult: Encodable {
        var id: String
        var ok: Bool
        var status: String?
        var message: String?
    }

    struct QueueItem: Encodable {
        var id: String, suite: String, name: String, component: String, change: String, status: String
        var differingPixels: Int?, totalPixels: Int?, largestDeltaE: Double?, sizeChange: String?
        var layoutChanges: [String], accessibilityChanges: [String], message: String
        var hasReference: Bool, hasActual: Bool, hasDiff: Bool
    }

    struct Queue: Encodable {
        var items: [QueueItem]
        var reviewed: Int
        var total: Int
        /// Candidate files of the run that cannot be read (`suite/file`), so the page says so.
        var unreadable: [String] = []
    }

    func queue() -> Queue {
        let all = session.items
        let decided = all.filter { $0.status != .pending }.count
        let items = all.map { item in
            let candidate = item.candidate
            return QueueItem(
                id: candidate.id, suite: candidate.suite, name: candidate.name, component: Self.component(of: candidate),
                change: candidate.change.rawValue, status: item.status.rawValue, differingPixels: candidate.differingPixels,
                totalPixels: candidate.totalPixels, largestDeltaE: candidate.largestDeltaE, sizeChange: candidate.sizeChange,
                layoutChanges: candidate.layoutChanges, accessibilityChanges: candidate.accessibilityChanges ?? [], message: candidate.message,
                hasReference: referenceImage(candidate) != nil, hasActual: candidate.change != .removed,
                hasDiff: FileManager.default.fileExists(atPath: candidate.artifactURL(in: session.artifacts, ArtifactKind.diff).path))
        }
        return Queue(
            items: items, reviewed: decided, total: items.count,
            unreadable: session.unreadable)
    }

    func decide(_ decision: Decision) -> [DecisionResult] {
        decision.ids.map { id in
            do {
                let status: ReviewStatus
                switch decision.action {
                case "accept": status = try session.accept(id)
                case "reject": status = try session.reject(id)
                case "undo": status = try session.undo(id)
                default: return DecisionResult(id: id, ok: false, message: "Unknown action \(decision.action).")
                }
                return DecisionResult(id: id, ok: true, status: status.rawValue)
            } catch {
                return DecisionResult(id: id, ok: false, status: try? session.status(of: id).rawValue, message: "\(error)")
            }
        }
    }

    func image(id: String, kind: String) -> LocalResponse {
        guard let item = session.items.first(where: { $0.candidate.id == id }) else { return .text(404, "No candidate \(id).") }
        let candidate = item.candidate
        let url: URL?
        switch kind {
        case "reference": url = referenceImage(candidate)
        case "actual": url = candidate.change == .removed ? nil : candidate.artifactURL(in: session.artifacts, candidate.actualKind)
        case "diff": url = candidate.artifactURL(in: session.artifacts, ArtifactKind.diff)
        default: return .text(400, "kind is reference, actual or diff.")
        }
        // Read only inside the folder it was resolved in, through no link out of it.
        let root = url.map { $0.path.hasPrefix(session.snapshots.path + "/") ? session.snapshots : session.artifacts }
        guard let url, let root, let data = try? ConfinedFiles(root: root).read(url, limit: 64 << 20) else {
            return .text(404, "No \(kind) image for \(id).")
        }
        return LocalResponse(status: 200, contentType: "image/png", body: Array(data))
    }

    /// A design finding's pictures, as `gallery design compare --baseline` left them: the entry's
    /// design drawn by Bento, or the code's picture, read only inside the artifacts folder.
    func designImage(entry: String, kind: String) -> LocalResponse {
        guard let path = DesignFindingPictures.path(entry: entry, kind: kind) else { return .text(400, "kind is design or code, for an entry's name.") }
        guard let data = try? ConfinedFiles(root: session.artifacts).read(session.artifacts.appendingPathComponent(path), limit: 64 << 20) else {
            return .text(404, "No \(kind) picture for \(entry).")
        }
        return LocalResponse(status: 200, contentType: "image/png", body: Array(data))
    }

    /// The reference as the run saw it: the copy verify left in the artifacts, else the backup an
    /// accept kept (only if it is that file), else the file in the references folder (only if it
    /// still is).
    func referenceImage(_ candidate: ReviewCandidate) -> URL? {
        let artifactsFiles = ConfinedFiles(root: session.artifacts), snapshotFiles = ConfinedFiles(root: session.snapshots)
        let copy = candidate.artifactURL(in: session.artifacts, ArtifactKind.reference)
        if artifactsFiles.isConfined(copy), FileManager.default.fileExists(atPath: copy.path) { return copy }
        guard let hash = candidate.referenceSHA256 else { return nil }
        let backup = session.artifacts.appendingPathComponent("review-backups/\(hash).png")
        if let data = try? artifactsFiles.read(backup, limit: 64 << 20), ReviewCandidate.sha256(of: data) == hash { return backup }
        let onDisk = candidate.referenceURL(in: session.snapshots)
        if let data = try? snapshotFiles.read(onDisk, limit: 64 << 20), ReviewCandidate.sha256(of: data) == hash { return onDisk }
        return nil
    }

    /// The component a reference belongs to: `Button` for `Button-filled@light-2x`.
    static func component(of candidate: ReviewCandidate) -> String {
        let base = candidate.name.prefix { $0 != "@" }
        let component = base.prefix { $0 != "-" }
        return "\(candidate.suite) / \(component.isEmpty ? base : component)"
    }
}
