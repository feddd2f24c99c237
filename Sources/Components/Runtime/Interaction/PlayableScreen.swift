import Foundation

/// A screen that runs, its state and action types erased: what a catalogue entry keeps.
public protocol PlayableScreen: Sendable {
    /// Starts a play at the first state (see `RunningScreen.start(renderer:layout:limits:)`).
    func start(renderer: ComponentRenderer, layout: RenderLayout, limits: PlayLimits) throws(PlayError) -> PlaySession
}

extension PlayableScreen {
    /// Runs a play script: the first state, then one state per step. Stops at the first step that
    /// cannot run, naming it.
    public func play(
        _ steps: [InteractionStep], renderer: ComponentRenderer, layout: RenderLayout = .sizeThatFits, limits: PlayLimits = .standard
    ) throws(PlayError) -> [PlayedStep] {
        let session = try start(renderer: renderer, layout: layout, limits: limits)
        for step in steps { try session.perform(step) }
        return session.played
    }
}

/// A play under way: the states so far, and one more step at a time. The live preview keeps one
/// to answer a click without playing the steps before it again.
public final class PlaySession: @unchecked Sendable {
    /// The states so far: the first, then one per step performed.
    public var played: [PlayedStep] { lock.withLock { states } }
    private var states: [PlayedStep]
    private let advance: (InteractionStep, Int, PlayedStep, [LaidOutComponent]?) throws(PlayError) -> PlayedStep
    private let lock = NSLock()

    init(first: PlayedStep, advance: @escaping (InteractionStep, Int, PlayedStep, [LaidOutComponent]?) throws(PlayError) -> PlayedStep) {
        self.states = [first]
        self.advance = advance
    }

    /// The steps performed so far.
    public var steps: [InteractionStep] { lock.withLock { states.compactMap(\.step) } }

    /// Performs one more step. After a step that cannot run, the states so far stay, but the
    /// screen's state may be part way through the step's actions: start a new session.
    public func perform(_ step: InteractionStep) throws(PlayError) {
        try perform(step, laidOut: nil)
    }

    /// Performs one more step on the last state as `nodes` lays it out: the nodes the session's
    /// renderer and layout give for it (the live preview's hit test made them already), so the
    /// state is not laid out again. `nil` lays it out.
    package func perform(_ step: InteractionStep, laidOut nodes: [LaidOutComponent]?) throws(PlayError) {
        lock.lock()
        defer { lock.unlock() }
        states.append(try advance(step, states.count, states[states.count - 1], nodes))
    }
}

/// One state of a played script: the step that led to it (none for the first), the state as text
/// and the component drawn for it.
public struct PlayedStep: Sendable {
    /// The step performed; `nil` for the first state.
    public var step: InteractionStep?
    /// 0 for the first state, then 1, 2 … for each step.
    public var index: Int
    /// The state as text.
    public var state: String
    /// The component the renderer made for the state.
    public var component: AnyRenderable
}

/// The bounds a play keeps to, so a script or update that runs away fails instead of hanging.
public struct PlayLimits: Hashable, Sendable {
    /// Renders of one state while the renderer keeps sending actions.
    public var maximumRenders: Int
    /// Actions applied for one step.
    public var maximumActionsPerStep: Int
    /// Laid-out components on the screen before a step.
    public var maximumComponents: Int

    /// Creates limits.
    public init(maximumRenders: Int, maximumActionsPerStep: Int, maximumComponents: Int) {
        self.maximumRenders = maximumRenders
        self.maximumActionsPerStep = maximumActionsPerStep
        self.maximumComponents = maximumComponents
    }

    /// 100 renders of a state, 1,000 actions a step, 20,000 components on screen.
    public static let standard = PlayLimits(maximumRenders: 100, maximumActionsPerStep: 1_000, maximumComponents: 20_000)
}

/// A play that could not go on: the step (0 for the first state) and why.
public struct PlayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step that failed; 0 when the first state did.
    public var step: Int
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(step: Int, _ description: String) {
        self.step = step
        self.description = description
    }
}
