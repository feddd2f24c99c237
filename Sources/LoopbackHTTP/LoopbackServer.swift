import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP server (SwiftNIO) of the review page and the live preview, on 127.0.0.1 only: one
/// server for both, answering through a `LocalRouter` whose `LoopbackGate` every request passes.
public final class LoopbackServer: Sendable {
    /// What the server answers with.
    public let router: any LocalRouter
    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel

    /// At most this many connections at once, so idle or half-sent connections cannot use up the
    /// process's file descriptors. When all are taken, a new connection closes the oldest one
    /// that has not yet sent a whole request: any local process can open idle or trickling
    /// connections without the token, but they cannot shut the author's browser tab out.
    public static let maximumConnections = 64
    /// A connection whose request is not whole this long after it opened is closed, however
    /// slowly it keeps sending (a half-sent or trickled request included).
    public static let readTimeout = TimeAmount.seconds(10)

    /// Starts serving a router on 127.0.0.1 at `port` (0: a free port): requests on different
    /// connections are answered at once up to `threads` of them, each on a thread of its own,
    /// never on an event loop; the paths the router answers at once (its page, its status) take
    /// no turn, so they are answered while the others work.
    public static func start(
        router: any LocalRouter, port: Int = 0, threads: Int = 1, readTimeout: TimeAmount = LoopbackServer.readTimeout
    ) throws -> LoopbackServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let connections = ConnectionPool()
        let turns = DispatchSemaphore(value: max(1, threads))
        do {
            let channel = try ServerBootstrap(group: group)
                .serverChannelOption(ChannelOptions.backlog, value: 64)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                // Accept errors (no descriptors left) back off instead of spinning at full CPU.
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler()) }
                }
                .childChannelInitializer { channel in
                    guard connections.enter(channel) else {
                        return channel.close()
                    }
                    channel.closeFuture.whenComplete { _ in connections.leave(channel) }
                    // The whole request must arrive in time, not just each byte of it.
                    let deadline = channel.eventLoop.scheduleTask(in: readTimeout) {
                        if !connections.hasSentRequest(channel) { channel.close(promise: nil) }
                    }
                    channel.closeFuture.whenComplete { _ in deadline.cancel() }
                    return channel.pipeline.configureHTTPServerPipeline().flatMapThrowing {
                        try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: readTimeout))
                        try channel.pipeline.syncOperations.addHandler(LoopbackHTTPHandler(router: router, connections: connections, turns: turns))
                    }
                }
                .bind(host: "127.0.0.1", port: port).wait()
            router.gate.port = channel.localAddress?.port ?? port
            return LoopbackServer(router: router, group: group, channel: channel)
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    private init(router: any LocalRouter, group: MultiThreadedEventLoopGroup, channel: Channel) {
        self.router = router
        self.group = group
        self.channel = channel
    }

    /// The port the server listens on.
    public var port: Int { router.gate.port }

    /// The address to open, with the session's token.
    public var url: URL {
        var address = URLComponents()
        (address.scheme, address.host, address.port, address.path) = ("http", "127.0.0.1", port, "/")
        address.queryItems = [URLQueryItem(name: "token", value: router.gate.token)]
        return address.url ?? URL(fileURLWithPath: "/")
    }

    /// Serves until `stop()`, or until no request came for `idleTimeout` seconds.
    public func wait(idleTimeout: Double?) {
        if let idleTimeout {
            let gate = self.router.gate, channel = self.channel
            let check = TimeAmount.milliseconds(Int64(min(max(idleTimeout / 4, 0.05), 1) * 1000))
            group.next().scheduleRepeatedTask(initialDelay: check, delay: check) { task in
                if Date().timeIntervalSince(gate.lastRequest) >= idleTimeout {
                    task.cancel()
                    channel.close(promise: nil)
                }
            }
        }
        try? channel.closeFuture.wait()
        try? group.syncShutdownGracefully()
    }

    /// Serves as `wait(idleTimeout:)` does, and stops on Ctrl-C (SIGINT) or SIGTERM too: what a
    /// command that serves a page until the person is done calls (`gallery review`, `gallery mcp --http`).
    public func waitUntilInterrupted(idleTimeout: Double?) {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let interrupts = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        for source in interrupts {
            source.setEventHandler { [self] in stop() }
            source.resume()
        }
        wait(idleTimeout: idleTimeout)
        for source in interrupts { source.cancel() }
    }

    /// Stops serving.
    public func stop() {
        channel.close(promise: nil)
    }

    /// Stops serving and returns once the listening socket is closed (not from an event loop).
    public func stopAndWait() {
        try? channel.close().wait()
    }
}

/// The open connections, against `LoopbackServer.maximumConnections`, in the order they came, with
/// whether each has sent a whole request yet.
final class ConnectionPool: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [ObjectIdentifier: (channel: Channel, order: Int, hasSentRequest: Bool)] = [:]
    private var arrivals = 0

    /// Counts a new connection. When the pool is full, the oldest connection that has not sent a
    /// whole request is closed to make room; when every one has (all are being answered), the
    /// new one is refused.
    func enter(_ channel: Channel) -> Bool {
        let evicted: Channel? = lock.withLock {
            var evicted: Channel?
            if open.count >= LoopbackServer.maximumConnections {
                guard let oldest = open.filter({ !$0.value.hasSentRequest }).min(by: { $0.value.order < $1.value.order }) else { return nil }
                evicted = oldest.value.channel
                open[oldest.key] = nil
            }
            arrivals += 1
            open[ObjectIdentifier(channel)] = (channel, arrivals, false)
            return evicted ?? channel
        }
        guard let evicted else { return false }
        if evicted !== channel { evicted.close(promise: nil) }
        return true
    }

    /// Notes that a connection sent a whole request: it is being answered, never evicted.
    func noteRequest(_ channel: Channel) {
        lock.withLock { open[ObjectIdentifier(channel)]?.hasSentRequest = true }
    }

    func hasSentRequest(_ channel: Channel) -> Bool {
        lock.withLock { open[ObjectIdentifier(channel)]?.hasSentRequest ?? true }
    }

    func leave(_ channel: Channel) {
        lock.withLock {
            if open[ObjectIdentifier(channel)]?.channel === channel { open[ObjectIdentifier(channel)] = nil }
        }
    }
}

/// One HTTP/1.1 connection: collects a request and answers it through the router.
final class LoopbackHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Decisions are small; a larger body is refused without being kept.
    static let maximumBody = 1 << 20

    let router: any LocalRouter
    let connections: ConnectionPool
    /// Turns to answer a request that is not answered at once, shared by the server's connections.
    let turns: DispatchSemaphore
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false
    /// Whether an answer is being worked out (the read timeout does not close the connection then).
    private var isAnswering = false

    init(router: any LocalRouter, connections: ConnectionPool, turns: DispatchSemaphore) {
        self.router = router
        self.connections = connections
        self.turns = turns
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = []
            tooLarge = false
        case .body(var buffer):
            if body.count + buffer.readableBytes > Self.maximumBody {
                tooLarge = true
                body = []
            } else if !tooLarge, let bytes = buffer.readBytes(length: buffer.readableBytes) {
                body += bytes
            }
        case .end:
            guard let head else { return }
            connections.noteRequest(context.channel)
            let fields = head.headers.map { ($0.name, $0.value) }
            let request = LocalRequest(method: head.method.rawValue, uri: head.uri, headerFields: fields, body: body)
            let refused = tooLarge
            self.head = nil
            body = []
            if refused { return write(.text(413, "Too large."), context: context) }
            isAnswering = true
            let router = self.router, turns = self.turns
            let waitsItsTurn = !router.answersAtOnce(LoopbackGate.split(head.uri).path)
            let loop = context.eventLoop
            let connection = NIOLoopBound((handler: self, context: context), eventLoop: loop)
            // Answers are worked out on a thread of their own, never on an event loop, so a slow
            // answer (a render, an accept) holds up no other connection: the page, its status and
            // its files are answered while a render runs. (A thread, not a dispatch queue, whose
            // pool can be slow to grow while its threads are busy; connections are at most 64.)
            Thread.detachNewThread {
                if waitsItsTurn { turns.wait() }
                let response = router.respond(request)
                if waitsItsTurn { turns.signal() }
                loop.execute {
                    connection.value.handler.isAnswering = false
                    connection.value.handler.write(response, context: connection.value.context)
                }
            }
        }
    }

    /// A read timeout (nothing arrived for `LoopbackServer.readTimeout`) closes the connection,
    /// unless its request is being answered.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            if !isAnswering { context.close(promise: nil) }
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func write(_ response: LocalResponse, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Connection", value: "close")
        for (name, value) in LocalResponse.securityHeaders { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
