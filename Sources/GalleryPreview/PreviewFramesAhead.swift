import Components
import Foundation
import Rasterizer

/// The frames of the transition a click started, drawn ahead on two threads while the page shows
/// the first, each with its patch (what changed since the frame before, as PNG) once both are
/// drawn: a frame asked for is answered as soon as it is drawn, never drawn twice, so the
/// transition plays at the speed of the screen. Frames are deterministic, so drawing them early
/// changes nothing a person sees but when. The threads run at a lower priority than the request
/// that answers the page, so the first frame goes out first.
final class FramesAhead: @unchecked Sendable {
    /// A frame drawn, or why it could not be drawn.
    typealias Drawn = Result<Bitmap, PreviewError>
    /// A frame's patch on the frame before, encoded.
    typealias Patched = Result<(png: [UInt8], patch: PreviewRouter.Played.Patch), PreviewError>

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
    private var patched: [Int: Patched] = [:]
    /// Frames whose patch is made ahead (those between the first and the last), and those taken.
    private var patchable: Range<Int> = 0..<0
    private var patching: Set<Int> = []
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
        patched = [:]
        patching = []
        patchable = (first.index + 1)..<(frames.map(\.index).max() ?? first.index)
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
                    // This frame's patch, and the next one's when that frame is drawn already.
                    for patch in [index, index + 1] { makePatch(patch, for: mine) }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Encodes the patch of frame `index` on the frame before, once both are drawn, unless another
    /// thread has taken it.
    private func makePatch(_ index: Int, for mine: Int) {
        condition.lock()
        guard generation == mine, patchable.contains(index), !patching.contains(index),
            case .success(let frame)? = drawn[index], case .success(let previous)? = drawn[index - 1]
        else { return condition.unlock() }
        patching.insert(index)
        condition.unlock()
        let (picture, patch) = PreviewRouter.Played.Patch.changes(in: frame, since: previous)
        let result: Patched
        do { result = .success((try picture.pngData(), patch)) } catch { result = .failure(PreviewError("frame \(index) does not encode: \(error)")) }
        condition.lock()
        if generation == mine { patched[index] = result }
        condition.broadcast()
        condition.unlock()
    }

    private func next(for mine: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard generation == mine, !queued.isEmpty else { return nil }
        return queued.removeFirst()
    }

    /// The patch of frame `index` on the frame before, made ahead for this transition, waiting while
    /// it is being made; `nil` when it is not one made ahead.
    func patch(_ index: Int, for key: Key) -> Patched? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(Self.patience)
        while self.key == key, patchable.contains(index) {
            if let done = patched[index] { return done }
            if case .failure? = drawn[index] { return nil }
            if case .failure? = drawn[index - 1] { return nil }
            guard scheduled.contains(index), condition.wait(until: deadline) else { return nil }
        }
        return nil
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
