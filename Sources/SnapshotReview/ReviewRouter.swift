import Foundation
import ImageSnapshots

/// An HTTP request as the router sees it: header names lowercased.
public struct ReviewRequest: Sendable {
    public var method: String
    /// The path and query, as sent (`/api/queue?token=…`).
    public var uri: String
    public var headers: [String: String]
    public var body: [UInt8]

    public init(method: String, uri: String, headers: [String: String], body: [UInt8] = []) {
        self.method = method
        self.uri = uri
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }
}

/// An HTTP response.
public struct ReviewResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    static func text(_ status: Int, _ message: String) -> ReviewResponse {
        ReviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    static func json(_ value: some Encodable, status: Int = 200) -> ReviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return ReviewResponse(status: status, contentType: "application/json", body: Array((try? encoder.encode(value)) ?? Data("{}".utf8)))
    }

    /// Headers every response carries: nothing cached, nothing loaded from elsewhere, the token
    /// never sent on as a referrer.
    public static let securityHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy",
         "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"),
    ]
}

/// The review page's HTTP interface, independent of the server that carries it.
///
/// Every request must come to the server's own host (`127.0.0.1:PORT` or `localhost:PORT`, which
/// defeats DNS rebinding), from no other origin (no cross-site requests) and carry the session's
/// random token (`?token=` or the `X-Review-Token` header); anything else is refused before it is
/// read. Decisions go through `ReviewSession`, which refuses identifiers outside the references.
public final class ReviewRouter: Sendable {
    public let session: ReviewSession
    public let token: String
    private let state = LockedState()

    private final class LockedState: @unchecked Sendable {
        let lock = NSLock()
        var port = 0
        var lastRequest = Date()
    }

    public init(session: ReviewSession, token: String) {
        self.session = session
        self.token = token
    }

    /// The port the server listens on, for the host and origin checks.
    public var port: Int {
        get { state.lock.withLock { state.port } }
        set { state.lock.withLock { state.port = newValue } }
    }

    /// When the last request arrived (for the idle timeout).
    public var lastRequest: Date { state.lock.withLock { state.lastRequest } }

    public func respond(_ request: ReviewRequest) -> ReviewResponse {
        state.lock.withLock { state.lastRequest = Date() }
        if let refusal = refusal(of: request) { return refusal }
        let (path, query) = Self.split(request.uri)
        switch (request.method, path) {
        case ("GET", "/"):
            return ReviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ReviewPage.html.utf8))
        case ("GET", "/api/queue"):
            return .json(queue())
        case ("GET", "/api/image"):
            return image(id: query["id"] ?? "", kind: query["kind"] ?? "")
        case ("POST", "/api/decide"):
            guard request.headers["content-type"]?.hasPrefix("application/json") == true else {
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

    /// Why a request is refused, or `nil` when it may go on.
    func refusal(of request: ReviewRequest) -> ReviewResponse? {
        let port = self.port
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"]?.lowercased(), hosts.contains(host) else {
            return .text(403, "Refused: the Host header must be this server's own (\(hosts[0])).")
        }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.map({ "http://\($0)" }).contains(origin) {
            return .text(403, "Refused: requests from another origin are not accepted.")
        }
        if request.headers["sec-fetch-site"] == "cross-site" {
            return .text(403, "Refused: cross-site request.")
        }
        let given = Self.split(request.uri).query["token"] ?? request.headers["x-review-token"] ?? ""
        guard Self.constantTimeEquals(given, token) else {
            return .text(401, "Refused: open the address the review command printed; it carries the session's token.")
        }
        return nil
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
        var layoutChanges: [String], message: String
        var hasReference: Bool, hasActual: Bool, hasDiff: Bool
    }

    struct Queue: Encodable {
        var items: [QueueItem]
        var reviewed: Int
        var total: Int
    }

    func queue() -> Queue {
        let items = session.items.map { item in
            let candidate = item.candidate
            return QueueItem(
                id: candidate.id, suite: candidate.suite, name: candidate.name, component: Self.component(of: candidate),
                change: candidate.change.rawValue, status: item.status.rawValue, differingPixels: candidate.differingPixels,
                totalPixels: candidate.totalPixels, largestDeltaE: candidate.largestDeltaE, sizeChange: candidate.sizeChange,
                layoutChanges: candidate.layoutChanges, message: candidate.message,
                hasReference: referenceImage(candidate) != nil, hasActual: candidate.change != .removed,
                hasDiff: FileManager.default.fileExists(atPath: candidate.artifactURL(in: session.artifacts, "diff.png").path))
        }
        return Queue(items: items, reviewed: items.filter { $0.status != "pending" }.count, total: items.count)
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

    func image(id: String, kind: String) -> ReviewResponse {
        guard let item = session.items.first(where: { $0.candidate.id == id }) else { return .text(404, "No candidate \(id).") }
        let candidate = item.candidate
        let url: URL?
        switch kind {
        case "reference": url = referenceImage(candidate)
        case "actual": url = candidate.change == .removed ? nil : candidate.artifactURL(in: session.artifacts, "actual.png")
        case "diff": url = candidate.artifactURL(in: session.artifacts, "diff.png")
        default: return .text(400, "kind is reference, actual or diff.")
        }
        guard let url, let data = try? Data(contentsOf: url) else { return .text(404, "No \(kind) image for \(id).") }
        return ReviewResponse(status: 200, contentType: "image/png", body: Array(data))
    }

    /// The reference as the run saw it: the copy verify left in the artifacts, else the backup an
    /// accept kept, else the file in the references folder.
    func referenceImage(_ candidate: ReviewCandidate) -> URL? {
        var places = [candidate.artifactURL(in: session.artifacts, "reference.png")]
        if let hash = candidate.referenceSHA256 {
            places.append(session.artifacts.appendingPathComponent("review-backups/\(hash).png"))
            let onDisk = candidate.referenceURL(in: session.snapshots)
            if ReviewCandidate.sha256(ofFileAt: onDisk) == hash { places.append(onDisk) }
        }
        return places.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The component a reference belongs to: `Button` for `Button-filled@light-2x`.
    static func component(of candidate: ReviewCandidate) -> String {
        let base = candidate.name.prefix { $0 != "@" }
        let component = base.prefix { $0 != "-" }
        return "\(candidate.suite) / \(component.isEmpty ? base : component)"
    }

    static func split(_ uri: String) -> (path: String, query: [String: String]) {
        guard let components = URLComponents(string: uri) else { return (uri, [:]) }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return (components.path.isEmpty ? "/" : components.path, query)
    }

    static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// 32 random bytes in hex.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
