import LoopbackHTTP

extension LoopbackServer {
    /// Starts serving a review session on 127.0.0.1 at `port` (0: a free port the system picks).
    public static func start(session: ReviewSession, port: Int = 0, token: String = LoopbackGate.randomToken()) throws -> LoopbackServer {
        try start(router: ReviewRouter(session: session, token: token), port: port)
    }
}
