import Foundation

/// The protections every page this package serves shares: it answers only requests made to its own
/// host (`127.0.0.1:PORT` or `localhost:PORT`, which defeats DNS rebinding), from no other origin
/// (no cross-site requests), carrying its random token (`?token=` or the `X-Review-Token` header).
/// The review page and the live preview both pass through one.
public final class LoopbackGate: Sendable {
    /// The secret every request must carry.
    public let token: String
    private let state = LockedState()

    private final class LockedState: @unchecked Sendable {
        let lock = NSLock()
        var port = 0
        var lastRequest = Date()
    }

    /// Creates a gate for a token, a fresh random one unless given.
    public init(token: String = LoopbackGate.randomToken()) {
        self.token = token
    }

    /// The port the server listens on, for the host and origin checks.
    public var port: Int {
        get { state.lock.withLock { state.port } }
        set { state.lock.withLock { state.port = newValue } }
    }

    /// When the last request arrived (for the idle timeout).
    public var lastRequest: Date { state.lock.withLock { state.lastRequest } }

    func noteRequest() {
        state.lock.withLock { state.lastRequest = Date() }
    }

    /// Why a request is refused, or `nil` when it may go on.
    public func refusal(of request: LocalRequest) -> LocalResponse? {
        let port = self.port
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        if let repeated = Self.checkedHeaders.first(where: request.repeatedHeaders.contains) {
            return .text(400, "Refused: the request has more than one \(repeated) header.")
        }
        // Header values are compared as the standards say: host and origin case-insensitively
        // (RFC 9110, 4.2.3), the fetch metadata token case-insensitively too.
        guard let host = request.headers["host"]?.trimmingCharacters(in: .whitespaces).lowercased(), hosts.contains(host) else {
            return .text(403, "Refused: the Host header must be this server's own (\(hosts[0])).")
        }
        if let origin = request.headers["origin"]?.trimmingCharacters(in: .whitespaces).lowercased(),
           !hosts.map({ "http://\($0)" }).contains(origin)
        {
            return .text(403, "Refused: requests from another origin are not accepted.")
        }
        if let site = request.headers["sec-fetch-site"]?.trimmingCharacters(in: .whitespaces).lowercased(), !["same-origin", "none"].contains(site) {
            return .text(403, "Refused: a \(site) request; only this page's own requests are accepted.")
        }
        let given = Self.split(request.uri).query["token"] ?? request.headers["x-review-token"] ?? ""
        guard Self.constantTimeEquals(given, token) else {
            return .text(401, "Refused: open the address the command printed; it carries the session's token.")
        }
        return nil
    }

    /// Headers that decide whether a request is let in: sent twice, the request is refused.
    static let checkedHeaders = ["host", "origin", "sec-fetch-site", "x-review-token", "content-type"]

    /// The path and the query items of a request's URI, decoded as a browser's `URLSearchParams`
    /// encodes them (`application/x-www-form-urlencoded`: `+` is a space, `%2B` a plus).
    public static func split(_ uri: String) -> (path: String, query: [String: String]) {
        guard let components = URLComponents(string: uri) else { return (uri, [:]) }
        func decoded(_ text: String) -> String {
            let spaced = text.replacingOccurrences(of: "+", with: " ")
            return spaced.removingPercentEncoding ?? spaced
        }
        var query: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] { query[decoded(item.name)] = item.value.map(decoded) ?? "" }
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

/// What a `LocalServer` answers: the review page's routes, the live preview's.
public protocol LocalRouter: AnyObject, Sendable {
    /// The checks every request passes first.
    var gate: LoopbackGate { get }
    /// The answer to a request that passed the gate.
    func answer(_ request: LocalRequest, path: String, query: [String: String]) -> LocalResponse
    /// Whether a path is answered without waiting for a turn (it renders and writes nothing: a
    /// page, a status), so it never waits behind a slow answer. None by default.
    func answersAtOnce(_ path: String) -> Bool
}

extension LocalRouter {
    public func answersAtOnce(_ path: String) -> Bool { false }

    /// The gate's refusal, or the router's answer.
    public func respond(_ request: LocalRequest) -> LocalResponse {
        gate.noteRequest()
        if let refusal = gate.refusal(of: request) { return refusal }
        let (path, query) = LoopbackGate.split(request.uri)
        return answer(request, path: path, query: query)
    }
}
