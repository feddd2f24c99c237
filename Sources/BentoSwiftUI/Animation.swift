import Foundation

/// How a change animates, as SwiftUI describes it. A snapshot shows a state at rest, as the
/// simulator's snapshot tools record it with animations finished: animations, transitions and
/// `withAnimation` are accepted and change nothing that is drawn.
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// A constant pace.
    public static let linear = Animation(name: "linear")
    /// Slow at the start.
    public static let easeIn = Animation(name: "easeIn")
    /// Slow at the end.
    public static let easeOut = Animation(name: "easeOut")
    /// Slow at both ends.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A spring for interactive changes.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A spring with some bounce.
    public static let bouncy = Animation(name: "bouncy")
    /// A spring with no bounce.
    public static let smooth = Animation(name: "smooth")
    /// A quick spring.
    public static let snappy = Animation(name: "snappy")
    /// A constant pace over a duration.
    public static func linear(duration: Double) -> Animation { .linear }
    /// Slow at the start, over a duration.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Slow at the end, over a duration.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// Slow at both ends, over a duration.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring of a response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring of a duration and bounce.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    /// A spring of a stiffness and damping.
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
    /// A timing curve of two control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation { .default }
    /// The animation after a delay.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at another speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`; the change it makes is shown at rest.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// How a view comes and goes. A snapshot shows the view where it is.
public struct AnyTransition: Sendable {
    /// Fading.
    public static let opacity = AnyTransition()
    /// Growing from nothing.
    public static let scale = AnyTransition()
    /// Sliding in from the leading edge.
    public static let slide = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moving in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Growing from a scale about an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moving in from an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Pushing in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// The view's changes animated when `value` changes; a snapshot shows them at rest.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// The view's changes animated; a snapshot shows them at rest.
    public func animation(_ animation: Animation?) -> Self { self }
    /// How the view comes and goes; a snapshot shows it where it is.
    public func transition(_ transition: AnyTransition) -> Self { self }
}
