import Dispatch
import Foundation
import GalleryEngine
import LoopbackHTTP
import MCP
import SafeText
import Synchronization

/// `gallery mcp`: the catalogue served to coding agents over the Model Context Protocol, on
/// standard input and output, with the Swift MCP SDK's server. Tools are run one at a time on a
/// worker thread of their own (a verify and an accept never overlap); a render that takes longer
/// than `renderLimit` is answered with an error (the drawing finishes on its own, and the next
/// call waits for it). Nothing but the protocol reaches standard output: what else the process
/// prints goes to standard error.
package enum AgentServer {
    /// The longest an answer to `render` is waited for.
    package static let renderLimit: Duration = .seconds(60)
    /// The longest an answer to any other tool is waited for.
    package static let toolLimit: Duration = .seconds(1800)

    /// What the server tells an agent when it connects.
    static let instructions = """
        The component catalogue of a design system, drawn on Linux. list_components and get_component say what exists and how \
        each entry is made (file, line, code, arguments, tokens); render draws an entry to a PNG with its laid-out tree; verify \
        compares the catalogue with its reference pictures; explain_change says why one variant changed and what else the cause \
        reaches; audit runs the accessibility and design rules. accept and reject work only when a person started the server \
        with --allow-accept.
        """

    /// Serves `workbench` until the client closes standard input, from a caller that is not
    /// asynchronous (a command's `run`); returns the exit code.
    package static func serve(_ workbench: AgentWorkbench) -> Int32 {
        let code = Mutex<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result = await run(workbench)
            code.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return code.withLock { $0 }
    }

    /// Serves `workbench` until the client closes standard input; returns the exit code.
    package static func run(_ workbench: AgentWorkbench) async -> Int32 {
        // The protocol gets standard output's descriptor to itself; the process's standard output
        // is standard error from here on. A client gone mid-answer is an error to write, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            FileHandle.standardError.write(Data("error: standard output cannot be taken for the protocol: \(String(cString: strerror(errno)))\n".utf8))
            return 1
        }
        let server = await server(for: workbench)
        do {
            try await server.start(transport: StdioLines(input: STDIN_FILENO, output: protocolOutput)) { client, _ in
                workbench.clientConnected(name: client.name, version: client.version)
            }
        } catch {
            FileHandle.standardError.write(Data("error: the MCP server did not start: \(error)\n".utf8))
            return 1
        }
        await server.waitUntilCompleted()
        return 0
    }

    /// Serves `workbench` over HTTP on 127.0.0.1 at `port` (0: a free one), behind a loopback
    /// gate (`AgentRouter`); `announce` gets the address with its token once it listens. Returns
    /// when the server stops (SIGINT, SIGTERM, or `idleTimeout` seconds without a request).
    package static func serveHTTP(_ workbench: AgentWorkbench, port: Int, idleTimeout: Double, announce: (URL) -> Void) throws -> Int32 {
        // The gate checks host, origin and token; the SDK's pipeline the protocol's own headers.
        let transport = StatelessHTTPServerTransport(
            validationPipeline: StandardValidationPipeline(validators: [
                AcceptHeaderValidator(mode: .jsonOnly), ContentTypeValidator(), ProtocolVersionValidator(),
            ]))
        let started = Mutex<(any Error)?>(nil)
        let ready = DispatchSemaphore(value: 0)
        Task {
            let server = await server(for: workbench)
            do {
                try await server.start(transport: transport) { client, _ in workbench.clientConnected(name: client.name, version: client.version) }
            } catch {
                started.withLock { $0 = error }
            }
            ready.signal()
        }
        ready.wait()
        if let error = started.withLock({ $0 }) { throw error }
        let gate = LoopbackGate()
        let listening = try LoopbackServer.start(router: AgentRouter(gate: gate, transport: transport), port: port)
        var address = URLComponents()
        (address.scheme, address.host, address.port, address.path) = ("http", "127.0.0.1", gate.port, AgentRouter.path)
        address.queryItems = [URLQueryItem(name: "token", value: gate.token)]
        guard let url = address.url else { throw AgentToolError("the server's address could not be written") }
        announce(url)
        listening.waitUntilInterrupted(idleTimeout: idleTimeout)
        return 0
    }

    /// The MCP server with the workbench's tools and resources, not yet started.
    static func server(for workbench: AgentWorkbench) async -> Server {
        let server = Server(
            name: "bento-gallery", version: VerifyRunRecord.toolVersion, instructions: instructions,
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let worker = ToolWorker()
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: AgentTool.allCases.map(\.tool)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = AgentTool(rawValue: parameters.name) else {
                throw MCPError.invalidParams("Unknown tool \(Quoted.string(parameters.name, limit: 80)); the tools are \(AgentTool.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let limit = tool == .render ? renderLimit : toolLimit
            let answer = await worker.perform(limit: limit) { try workbench.call(tool, arguments: parameters.arguments) }
            switch answer {
            case .success(let answer):
                var content: [Tool.Content] = answer.png.map { [.image(data: $0.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)] } ?? []
                content += answer.texts.map { .text(text: $0, annotations: nil, _meta: nil) }
                return .init(content: content, isError: false)
            case .failure(let error):
                return .init(content: [.text(text: "error: \(error)", annotations: nil, _meta: nil)], isError: true)
            }
        }
        await server.withMethodHandler(ListResources.self) { _ in
            let answer = await worker.perform(limit: toolLimit) { ToolAnswer(texts: [], resources: try workbench.resources()) }
            return .init(resources: (try? answer.get().resources) ?? [], nextCursor: nil)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            let answer = await worker.perform(limit: toolLimit) { ToolAnswer(texts: [], content: try workbench.read(parameters.uri)) }
            switch answer {
            case .success(let answer): return .init(contents: answer.content.map { [$0] } ?? [])
            case .failure(let error): throw MCPError.invalidParams("\(error)")
            }
        }
        return server
    }
}

extension AgentWorkbench {
    /// Runs a tool with its arguments checked.
    func call(_ tool: AgentTool, arguments: [String: Value]?) throws -> ToolAnswer {
        let allowed: Set<String>
        switch tool {
        case .listComponents, .verify, .audit: allowed = ["filter"]
        case .getComponent: allowed = ["name"]
        case .render: allowed = ["entry", "variant", "theme", "scale", "width", "contentSize", "direction", "locale", "arguments"]
        case .explainChange: allowed = ["name"]
        case .accept, .reject: allowed = ["names"]
        }
        let checked = try ToolArguments(tool: tool.rawValue, values: arguments, allowed: allowed)
        switch tool {
        case .listComponents: return try listComponents(checked)
        case .getComponent: return try getComponent(checked)
        case .render: return try render(checked)
        case .verify: return try verify(checked)
        case .explainChange: return try explainChange(checked)
        case .audit: return try audit(checked)
        case .accept: return try decide(checked, accepting: true)
        case .reject: return try decide(checked, accepting: false)
        }
    }
}

/// The one thread tools run on, in the order they were called, each answer waited for up to a limit.
final class ToolWorker: Sendable {
    private let queue = DispatchQueue(label: "bento.mcp.tools")

    /// The work's answer, or an error when it threw or took longer than `limit`.
    func perform(limit: Duration, _ work: @escaping @Sendable () throws -> ToolAnswer) async -> Result<ToolAnswer, any Error> {
        let answered = Mutex(false)
        return await withCheckedContinuation { continuation in
            @Sendable func answer(_ result: Result<ToolAnswer, any Error>) {
                let first = answered.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: result) }
            }
            queue.async { answer(Result { try work() }) }
            let (seconds, attoseconds) = limit.components
            let deadline = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
            DispatchQueue.global().asyncAfter(deadline: deadline) {
                answer(.failure(AgentToolError("no answer within \(seconds) s; the work goes on, and the next call waits for it")))
            }
        }
    }
}
