import Foundation

/// A screen that runs, as Bento's screens do: `UI = f(state)`. A renderer makes the component for
/// a state and gives its callbacks a sink for actions; the update a view model performs turns an
/// action into the next state.
///
/// ```swift
/// let basket = RunningScreen(initial: Basket(), update: Basket.update) { state, send in
///     BasketRenderer(observer: send, appearance: .light).render(state: state)
/// }
/// let played = try basket.play([.type("Oat milk", into: "New item"), .tap("Add")], renderer: ComponentRenderer())
/// ```
public struct RunningScreen<State: Sendable, Action>: PlayableScreen {
    /// The state before any step.
    public var initialState: State
    /// The view model's update: the next state for an action.
    public var update: @Sendable (inout State, Action) -> Void
    /// The component for a state; its callbacks send actions to the sink given. It may throw: the
    /// play fails with the error, naming the step.
    public var view: @Sendable (State, @escaping (Action) -> Void) throws -> AnyRenderable
    /// How a state reads as text (in the live preview and in messages); `String(reflecting:)` by default.
    public var describe: @Sendable (State) -> String

    /// A screen from a view function: any component or `ScreenView`.
    public init<Content: Renderable>(
        initial: State, update: @escaping @Sendable (inout State, Action) -> Void,
        describe: @escaping @Sendable (State) -> String = { String(reflecting: $0) },
        view: @escaping @Sendable (State, @escaping (Action) -> Void) throws -> Content
    ) {
        self.initialState = initial
        self.update = update
        self.describe = describe
        self.view = { state, send in AnyRenderable(try view(state, send)) }
    }

    /// A screen from a `BoxRenderer`, drawn on a device as `ScreenView` draws it.
    public init<Renderer: BoxRenderer>(
        _ renderer: Renderer.Type, appearance: Renderer.Appearance, initial: State, device: Device = .iPhone15,
        height: ScreenRenderer.Height = .viewport, update: @escaping @Sendable (inout State, Action) -> Void,
        describe: @escaping @Sendable (State) -> String = { String(reflecting: $0) }
    ) where Renderer: SendableMetatype, Renderer.State == State, Renderer.Action == Action, Renderer.Appearance: Sendable {
        self.init(initial: initial, update: update, describe: describe) { state, send in
            ScreenView(Renderer(observer: send, appearance: appearance).render(state: state), device: device, height: height)
        }
    }

    /// Starts a play: the first state rendered, ready for steps (see `PlaySession`). Each step is
    /// found on the component laid out by `renderer` at `layout`, its callback called, the actions
    /// it sent applied in order, and the next state rendered.
    public func start(renderer: ComponentRenderer, layout: RenderLayout, limits: PlayLimits) throws(PlayError) -> PlaySession {
        let queue = ActionQueue<Action>()
        let send: (Action) -> Void = { queue.actions.append($0) }
        let current = PlayState(initialState)
        let first = try settle(&current.state, queue, send, step: 0, limits: limits)
        return PlaySession(first: PlayedStep(step: nil, index: 0, state: describe(current.state), component: first)) { (step, index, before, laidOut) throws(PlayError) -> PlayedStep in
            // A `scroll` step scrolls the screen; later states are shown scrolled as far.
            func shown(_ component: AnyRenderable) -> AnyRenderable {
                guard current.scrolled > 0, let scrollable = component.base as? any Scrollable else { return component }
                return scrollable.scrolled(to: current.scrolled)
            }
            if step.interaction == .scroll {
                current.scrolled = try scrollOffset(showing: step, in: before.component, renderer: renderer, layout: layout, index: index)
                return PlayedStep(step: step, index: index, state: describe(current.state), component: shown(before.component))
            }
            let nodes: [LaidOutComponent]
            do {
                nodes = try laidOut ?? renderer.layoutNodes(of: before.component, layout: layout, designUses: false)
            } catch {
                throw PlayError(step: index, "Laying out the state before step \(index) (\(step)) failed: \(error)")
            }
            guard nodes.count <= limits.maximumComponents else {
                throw PlayError(
                    step: index, "Before step \(index) (\(step)) the screen holds \(nodes.count) components, over the bound of \(limits.maximumComponents): the script grows it without end.")
            }
            do throws(InteractionError) { try InteractionTargets(nodes: nodes).perform(step) } catch {
                queue.actions.removeAll()
                throw PlayError(step: index, "Step \(index) (\(step)): \(error.description)")
            }
            try apply(queue, to: &current.state, step: index, limits: limits)
            let component = shown(try settle(&current.state, queue, send, step: index, limits: limits))
            return PlayedStep(step: step, index: index, state: describe(current.state), component: component)
        }
    }

    /// The offset at which the step's target is on screen (see `Scrollable.offset(showing:renderer:layout:)`).
    private func scrollOffset(
        showing step: InteractionStep, in component: AnyRenderable, renderer: ComponentRenderer, layout: RenderLayout, index: Int
    ) throws(PlayError) -> Double {
        guard let scrollable = component.base as? any Scrollable else {
            throw PlayError(step: index, "Step \(index) (\(step)): the component does not scroll; only a screen's rows do.")
        }
        let offset: Double?
        do { offset = try scrollable.offset(showing: step.target, renderer: renderer, layout: layout) } catch {
            throw PlayError(step: index, "Step \(index) (\(step)): laying the screen out failed: \(error)")
        }
        guard let offset else {
            throw PlayError(step: index, "Step \(index) (\(step)): nothing is \(step.target.description) anywhere on the screen, scrolled from top to bottom.")
        }
        return offset
    }

    /// The component for a state, rendered again while the renderer itself sends actions (an
    /// update that never settles is stopped at `limits.maximumRenders`).
    private func settle(
        _ state: inout State, _ queue: ActionQueue<Action>, _ send: @escaping (Action) -> Void, step: Int, limits: PlayLimits
    ) throws(PlayError) -> AnyRenderable {
        for _ in 0..<limits.maximumRenders {
            let component: AnyRenderable
            do { component = try view(state, send) } catch {
                throw PlayError(step: step, "The renderer threw \(step == 0 ? "for the first state" : "after step \(step)"): \(error)")
            }
            if queue.actions.isEmpty { return component }
            try apply(queue, to: &state, step: step, limits: limits)
        }
        throw PlayError(
            step: step, "The renderer sent actions on each of \(limits.maximumRenders) renders \(step == 0 ? "of the first state" : "after step \(step)"): the state never settles.")
    }

    private func apply(_ queue: ActionQueue<Action>, to state: inout State, step: Int, limits: PlayLimits) throws(PlayError) {
        var applied = 0
        while !queue.actions.isEmpty {
            let action = queue.actions.removeFirst()
            applied += 1
            guard applied <= limits.maximumActionsPerStep else {
                queue.actions.removeAll()
                throw PlayError(step: step, "Step \(step) sent more than \(limits.maximumActionsPerStep) actions: the update never settles.")
            }
            update(&state, action)
        }
    }
}

/// The state of a play under way, shared by its steps.
private final class PlayState<State>: @unchecked Sendable {
    var state: State
    var scrolled = 0.0
    init(_ state: State) { self.state = state }
}

/// Actions sent while a callback or a render runs, applied in order afterwards.
private final class ActionQueue<Action>: @unchecked Sendable {
    var actions: [Action] = []
}

