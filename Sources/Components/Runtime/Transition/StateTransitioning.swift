import DesignTokens
import Foundation
import Rasterizer

/// A component that draws its own change from an earlier state of itself when the row it is in is
/// rebound during a screen's transition: a switch slides its knob and blends its track, as
/// `UISwitch` does. The rest of a rebound row shows its new state at once.
///
/// Conform, draw the change in `render(from:progress:in:environment:into:)`, and call
/// `renderedChange(in:environment:into:)` first in `render`:
///
/// ```swift
/// public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
///     if try renderedChange(in: frame, environment: environment, into: &list) { return }
///     // … the component at rest
/// }
/// ```
public protocol StateTransitioning: Renderable {
    /// Draws the component part way from `old` to itself: `progress` runs from 0 (`old` at rest)
    /// to 1 (this state at rest) on the transition's curve.
    func render(from old: Self, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)
}

extension StateTransitioning {
    /// While a rebound row's old state is drawn, notes this state; while its new state is drawn
    /// part way, draws the change from the state noted at the same place (the same kind of
    /// component, counted in drawing order) and answers `true`. Otherwise does nothing.
    public func renderedChange(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) -> Bool {
        guard let states = environment.partStates else { return false }
        guard let (old, progress) = states.take(self) else { return false }
        try render(from: old, progress: progress, in: frame, environment: environment, into: &list)
        return true
    }
}

/// The states of a row's `StateTransitioning` parts before a change: noted while the old row is
/// drawn, handed back in the same order, kind by kind, while the new row is drawn part way. A row
/// that did not change hands each part itself, so what moves on its own (a spinner) goes on.
package final class PartStates: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: Double?
    private var isUnchanged = false
    private var noted: [ObjectIdentifier: [Any]] = [:]
    private var handedOut: [ObjectIdentifier: Int] = [:]

    package init() {}

    /// The states of a row that did not change, at a progress: each part is its own old state.
    package static func unchanged(at progress: Double) -> PartStates {
        let states = PartStates()
        states.progress = progress
        states.isUnchanged = true
        return states
    }

    /// Whether any part was noted (a switch, a spinner): a tree without such parts has nothing to
    /// animate in place.
    package var hasNotedParts: Bool { lock.withLock { !noted.isEmpty } }

    /// The states noted here, handed out at a progress: a new set, so one noting serves every
    /// frame of a transition, drawn on any thread.
    package func replaying(at progress: Double) -> PartStates {
        let replay = PartStates()
        replay.noted = lock.withLock { noted }
        replay.progress = progress
        return replay
    }

    /// While noting: notes the part, `nil`. While replaying: the state noted at this part's place
    /// and the progress, or `nil` when the old row had no part of this kind there.
    func take<Part: StateTransitioning>(_ part: Part) -> (Part, Double)? {
        lock.withLock {
            let kind = ObjectIdentifier(Part.self)
            if isUnchanged, let progress { return (part, progress) }
            guard let progress else {
                noted[kind, default: []].append(part)
                return nil
            }
            let index = handedOut[kind, default: 0]
            handedOut[kind] = index + 1
            guard let states = noted[kind], index < states.count, let old = states[index] as? Part else { return nil }
            return (old, progress)
        }
    }
}
