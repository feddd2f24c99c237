import Components
import Foundation

/// The laid-out nodes of the state the page shows, laid out ahead on a thread of lower priority
/// once that state is answered at rest, so a click on it is hit-tested without laying the screen
/// out while the person waits. Keyed as `FramesAhead` keys a transition: the play session, how
/// many states it has (the last is the one shown) and what the picture depends on.
final class TargetsAhead: @unchecked Sendable {
    typealias LaidOut = Result<[LaidOutComponent], PreviewError>

    private let condition = NSCondition()
    private var key: FramesAhead.Key?
    private var session: PlaySession?
    private var laidOut: LaidOut?
    /// How many hit tests were answered from nodes laid out ahead.
    private(set) var answered = 0

    /// Starts laying out the state `key` names, unless it is laid out or being laid out already.
    func start(_ key: FramesAhead.Key, session: PlaySession, layOut: @escaping @Sendable () -> LaidOut) {
        condition.lock()
        defer { condition.unlock() }
        guard self.key != key else { return }
        self.key = key
        self.session = session  // kept so its identity is not reused while its nodes are
        laidOut = nil
        let thread = Thread { [self] in
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // this thread only, on Linux: a request comes first
            let result = layOut()
            condition.lock()
            if self.key == key { laidOut = result }
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The nodes laid out ahead for `key`, waiting while they are being laid out; else `layOut()`.
    func nodes(for key: FramesAhead.Key, else layOut: () -> LaidOut) -> LaidOut {
        condition.lock()
        let deadline = Date().addingTimeInterval(FramesAhead.patience)
        while self.key == key, laidOut == nil, condition.wait(until: deadline) {}
        let kept = self.key == key ? laidOut : nil
        if kept != nil { answered += 1 }
        condition.unlock()
        return kept ?? layOut()
    }
}
