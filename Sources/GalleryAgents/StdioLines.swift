import Foundation
import Logging
import MCP

/// MCP's stdio transport, one JSON-RPC message a line, bounded: a reader thread blocks on the
/// input (no polling), finds line ends in the bytes it just read only (a long line costs time in
/// proportion to its length), and a line longer than `lineLimit` is never kept whole: its bytes
/// are dropped as they come, and the client is answered with a JSON-RPC error naming the limit
/// (for the request id found at the line's start, if any). Written messages go to a descriptor of
/// their own, so nothing else the process prints reaches the protocol stream.
///
/// The SDK's `StdioTransport` polls a non-blocking descriptor every 10 ms and searches all of a
/// pending line again at each read; this one answers a message as soon as it arrives and reads a
/// hostile 1 GB line in linear time and bounded memory.
actor StdioLines: Transport {
    /// The longest message kept: 16 MB (a tool's arguments are bounded far below it).
    static let lineLimit = 16 << 20

    nonisolated let logger = Logger(label: "bento.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: Int32
    private let output: FileHandle
    private let messages: AsyncThrowingStream<Data, any Swift.Error>
    private let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
    private var reader: Thread?

    /// A transport reading `input` and writing to `output`, which it owns.
    init(input: Int32, output: Int32) {
        self.input = input
        self.output = FileHandle(fileDescriptor: output, closeOnDealloc: true)
        (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        guard reader == nil else { return }
        let input = self.input, continuation = self.continuation, transport = self
        let thread = Thread {
            Self.readLines(from: input, into: continuation) { reply in
                Task { try? await transport.send(reply) }
            }
        }
        thread.name = "mcp-stdio-reader"
        thread.stackSize = 1 << 20
        reader = thread
        thread.start()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        do {
            try output.write(contentsOf: line)
        } catch {
            throw MCPError.transportError(error)
        }
    }

    func receive() -> AsyncThrowingStream<Data, any Swift.Error> { messages }

    /// Reads lines until the end of the input, yielding each message; `reply` answers a line that
    /// was too long.
    static func readLines(
        from input: Int32, into continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation, reply: @escaping @Sendable (Data) -> Void
    ) {
        var pending: [UInt8] = []
        var overlong = false
        var overlongStart: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
                if !overlong && pending.count + (index - start) > lineLimit {
                    overlong = true
                    overlongStart = Array((pending + chunk[start..<min(index, start + 4096)]).prefix(4096))
                }
                if overlong {
                    reply(tooLong(start: overlongStart))
                    overlong = false
                    overlongStart = []
                } else {
                    pending.append(contentsOf: chunk[start..<index])
                    if !pending.isEmpty { continuation.yield(Data(pending)) }
                }
                pending.removeAll(keepingCapacity: pending.count <= 1 << 20)
                start = index + 1
            }
            if start < count {
                if overlong { continue }
                pending.append(contentsOf: chunk[start..<count])
                if pending.count > lineLimit {
                    overlong = true
                    overlongStart = Array(pending.prefix(4096))
                    pending = []
                }
            }
        }
        continuation.finish()
    }

    /// The JSON-RPC error for a message over the limit, for the id its first bytes name (`null`
    /// when they name none, as JSON-RPC answers a request it could not read).
    static func tooLong(start: [UInt8]) -> Data {
        let text = String(decoding: start, as: UTF8.self)
        var id = "null"
        if let range = text.range(of: #""id"\s*:\s*("[^"\\]{0,200}"|-?[0-9]{1,18})"#, options: .regularExpression) {
            id = String(text[range].split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        }
        let message = "the message is longer than \(lineLimit >> 20) MB, the most this server reads; nothing of it was run"
        return Data(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32600,"message":"\#(message)"}}"#.utf8)
    }
}
