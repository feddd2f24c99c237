import Dispatch
import Foundation
import LoopbackHTTP
import MCP
import Synchronization

/// `gallery mcp --http`: the same server over HTTP on loopback, behind the gate the review page
/// and the live preview stand behind (its own host only, no other origin, the session's token in
/// `?token=` or `X-Review-Token`), at `/mcp`, as the Model Context Protocol's Streamable HTTP
/// transport without sessions or streams (the SDK's `StatelessHTTPServerTransport`: every POST
/// answered with its JSON). A client that cannot carry the token is refused before the protocol
/// sees its request.
final class AgentRouter: LocalRouter {
    let gate: LoopbackGate
    let transport: StatelessHTTPServerTransport
    /// The path the protocol is served at.
    static let path = "/mcp"

    init(gate: LoopbackGate, transport: StatelessHTTPServerTransport) {
        self.gate = gate
        self.transport = transport
    }

    func answer(_ request: LocalRequest, path: String, query: [String: String]) -> LocalResponse {
        guard path == Self.path else { return .text(404, "Not found: the Model Context Protocol is served at \(Self.path).") }
        let forwarded = HTTPRequest(
            method: request.method, headers: request.headers, body: request.body.isEmpty ? nil : Data(request.body), path: path)
        let answered = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        let transport = self.transport
        Task {
            let response = await transport.handleRequest(forwarded)
            answered.withLock { $0 = response }
            done.signal()
        }
        done.wait()
        guard let response = answered.withLock({ $0 }) else { return .text(500, "The server gave no answer.") }
        let contentType = response.headers.first { $0.key.lowercased() == "content-type" }?.value ?? "application/json"
        return LocalResponse(status: response.statusCode, contentType: contentType, body: [UInt8](response.bodyData ?? Data()))
    }
}
