import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP server (SwiftNIO) of the review page and the live preview, on 127.0.0.1 only: one
/// server for both, answering through a `LocalRouter` whose `LoopbackGate` every request passes.
public final class ReviewServer: Sendable {
    /// What the server answers with.
    public let router: any LocalRouter
    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel

    /// Starts serving a review session on 127.0.0.1 at `port` (0: a free port the system picks).
    public static func start(session: ReviewSession, port: Int = 0, token: String = ReviewRouter.randomToken()) throws -> ReviewServer {
        try start(router: ReviewRouter(session: session, token: token), port: port)
    }

    /// At most this many connections at once; more are closed as they arrive, so idle or
    /// half-sent connections cannot use up the process's file descriptors.
    public static let maximumConnections = 64
    /// A connection that sends nothing for this long is closed (a half-sent request included).
    public static let readTimeout = TimeAmount.seconds(10)

    /// Starts serving a router on 127.0.0.1 at `port` (0: a free port), on `threads` event loops
    /// (requests on different connections are answered at once up to that many).
    public static func start(
        router: any LocalRouter, port: Int = 0, threads: Int = 1, readTimeout: TimeAmount = ReviewServer.readTimeout
    ) throws -> ReviewServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let connections = ConnectionCount()
        do {
            let channel = try ServerBootstrap(group: group)
                .serverChannelOption(ChannelOptions.backlog, value: 64)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                // Accept errors (no descriptors left) back off instead of spinning at full CPU.
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler()) }
                }
                .childChannelInitializer { channel in
                    guard connections.enter() else {
                        return channel.close()
                    }
                    channel.closeFuture.whenComplete { _ in connections.leave() }
                    return channel.pipeline.configureHTTPServerPipeline().flatMapThrowing {
                        try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: readTimeout))
                        try channel.pipeline.syncOperations.addHandler(ReviewHTTPHandler(router: router))
                    }
                }
                .bind(host: "127.0.0.1", port: port).wait()
            router.gate.port = channel.localAddress?.port ?? port
            return ReviewServer(router: router, group: group, channel: channel)
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
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/?token=\(router.gate.token)")! }

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

    /// Stops serving.
    public func stop() {
        channel.close(promise: nil)
    }

    /// Stops serving and returns once the listening socket is closed (not from an event loop).
    public func stopAndWait() {
        try? channel.close().wait()
    }
}

/// How many connections are open, against `ReviewServer.maximumConnections`.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0

    /// Counts a new connection, or says no when the server is full.
    func enter() -> Bool {
        lock.withLock {
            guard open < ReviewServer.maximumConnections else { return false }
            open += 1
            return true
        }
    }

    func leave() {
        lock.withLock { open -= 1 }
    }
}

/// One HTTP/1.1 connection: collects a request and answers it through the router.
final class ReviewHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Decisions are small; a larger body is refused without being kept.
    static let maximumBody = 1 << 20

    let router: any LocalRouter
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false

    init(router: any LocalRouter) {
        self.router = router
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
            let fields = head.headers.map { ($0.name, $0.value) }
            let response = tooLarge
                ? ReviewResponse.text(413, "Too large.")
                : router.respond(ReviewRequest(method: head.method.rawValue, uri: head.uri, headerFields: fields, body: body))
            write(response, context: context)
            self.head = nil
            body = []
        }
    }

    /// A read timeout (nothing arrived for `ReviewServer.readTimeout`) closes the connection.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func write(_ response: ReviewResponse, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Connection", value: "close")
        for (name, value) in ReviewResponse.securityHeaders { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
