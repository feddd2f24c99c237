/// When a transition's frames fall and how far each has got: UIKit's defaults.
///
/// A table's batch update animates for 0.3 s on UIKit's ease-in-out curve (the cubic Bézier
/// (0.42, 0) (0.58, 1) of `UIView.AnimationCurve.easeInOut` and CSS's `ease-in-out`). Frames are
/// taken on a virtual clock at 60 per second, a display's refresh rate: frame 0 is the state before
/// (time 0), the last is the state after (time 0.3 s), 19 frames in all. Nothing depends on the
/// wall clock, so every run draws the same frames.
public struct TransitionTiming: Hashable, Sendable {
    /// How long the transition lasts, in seconds.
    public var duration: Double
    /// Frames per second of the virtual clock.
    public var framesPerSecond: Int
    /// The easing curve's control points, as a CSS `cubic-bezier(x1, y1, x2, y2)`.
    public var curve: (x1: Double, y1: Double, x2: Double, y2: Double)

    /// Creates a timing.
    public init(duration: Double, framesPerSecond: Int, curve: (x1: Double, y1: Double, x2: Double, y2: Double)) {
        self.duration = duration
        self.framesPerSecond = framesPerSecond
        self.curve = curve
    }

    /// A table's row animation: 0.3 s, ease-in-out, 60 frames per second.
    public static let tableRows = TransitionTiming(duration: 0.3, framesPerSecond: 60, curve: (0.42, 0, 0.58, 1))

    /// Frames drawn, both ends included: at least 2, at most `AnimatedPNG.maximumFrames` (a
    /// duration or rate that is not finite, or asks for more, is clamped there).
    public var frameCount: Int {
        let intervals = (duration * Double(framesPerSecond)).rounded()
        guard intervals.isFinite else { return 2 }
        return Int(min(max(intervals, 1), Double(AnimatedPNG.maximumFrames - 1))) + 1
    }

    /// The time of a frame, in seconds.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / Double(framesPerSecond) }

    /// How far the transition has got at a frame, eased: 0 at the first, 1 at the last.
    public func progress(atFrame frame: Int) -> Double {
        let last = frameCount - 1
        guard frame > 0 else { return 0 }
        guard frame < last else { return 1 }
        return eased(Double(frame) / Double(last))
    }

    /// The curve's value at a linear time `x` in 0...1: the Bézier's `y` where its `x` is `x`,
    /// found by bisection (deterministic, to 1e-12).
    public func eased(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, curve.x1, curve.x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, curve.y1, curve.y2)
    }

    /// Whether two timings give the same frames: the same duration, rate and curve.
    public static func == (a: TransitionTiming, b: TransitionTiming) -> Bool {
        a.duration == b.duration && a.framesPerSecond == b.framesPerSecond && a.curve == b.curve
    }

    /// Hashes the duration, rate and curve.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(duration)
        hasher.combine(framesPerSecond)
        hasher.combine(curve.x1)
        hasher.combine(curve.y1)
        hasher.combine(curve.x2)
        hasher.combine(curve.y2)
    }
}
