import Components
import Foundation
import Rasterizer

/// The frames of the transition a click started, drawn ahead on two threads while the page shows
/// the first: a frame asked for is answered as soon as it is drawn, never drawn twice, so the
/// transition plays at the speed of the screen. Frames are deterministic, so drawing them early
/// changes nothing a person sees but when. The threads run at a lower priority than the request
/// that answers the page, so the first frame goes out first.
final class FramesAhead: @unchecked Sendable {
    /// A frame drawn, or why it could not be drawn.
    typealias Drawn = Result<Bitmap, PreviewError>

    /// What identifies a transition: the play session, how many states it had, and the rest of
    /// what the picture depends on (variant, theme, scale, layout, arguments).
    struct Key: Equatable {
        var session: ObjectIdentifier
        var states: Int
        var picture: String
    }

    /// How long a request waits for a frame being drawn before drawing it itself.
    static let patience = 10.0
    /// Threads drawing ahead: the machine's two cores.
    static let threads = 2

    private let condition = NSCondition()
    private var key: Key?
    private var session: PlaySession?
    private var drawn: [Int: Drawn] = [:]
    /// Frames not yet taken by a thread, in order.
    private var queued: [Int] = []
    /// Every frame drawn or being drawn for `key`.
    private var scheduled: Set<Int> = []
    private var generation = 0
    /// How many frames were answered from those drawn ahead.
    private(set) var answered = 0

    /// Starts drawing `frames` (by index) for a transition whose frame `first` is drawn already,
    /// dropping any other transition's.
    func start(
        _ key: Key, session: PlaySession, first: (index: Int, bitmap: Bitmap), frames: [(index: Int, component: AnyRenderable)],
        draw: @escaping @Sendable (AnyRenderable) -> Drawn
    ) {
        condition.lock()
        generation += 1
        self.key = key
        self.session = session  // kept so its identity is not reused while its frames are
        drawn = [first.index: .success(first.bitmap)]
        queued = frames.map(\.index)
        scheduled = Set(queued + [first.index])
        let mine = generation
        condition.unlock()
        let components = Dictionary(uniqueKeysWithValues: frames.map { ($0.index, $0.component) })
        for _ in 0..<Self.threads {
            let thread = Thread { [self] in
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)  // this thread only, on Linux: the page's answer comes first
                while let index = next(for: mine), let component = components[index] {
                    let result = draw(component)
                    condition.lock()
                    if generation == mine { drawn[index] = result }
                    condition.broadcast()
                    condition.unlock()
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    private func next(for mine: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard generation == mine, !queued.isEmpty else { return nil }
        return queued.removeFirst()
    }

    /// The frame drawn ahead for this transition, waiting while it is being drawn; `nil` when it
    /// is not one drawn ahead (another transition, or not asked for).
    func frame(_ index: Int, for key: Key) -> Drawn? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(Self.patience)
        while self.key == key {
            if let done = drawn[index] {
                answered += 1
                return done
            }
            guard scheduled.contains(index), condition.wait(until: deadline) else { return nil }
        }
        return nil
    }
}
