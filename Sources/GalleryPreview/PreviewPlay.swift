import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import Rasterizer

/// A running entry in the live preview (`GET /api/play`): the entry's script up to its state, then
/// the steps a person performed on the picture (`steps`, JSON), and, with `click=x,y`, one more
/// step made from a click there (`text` types into a field, `action` presses a swipe action). The
/// answer is one frame of the transition into the last state (`frame`, the first one after a click,
/// else the state at rest), the state as text, the steps with their Swift, and the whole script to
/// paste into the entry. The play session is kept between requests, and the frames of a click's
/// transition are drawn ahead while the page shows the first; undo and restart are the page's own.
extension PreviewRouter {
    struct Played: Encodable {
        struct Step: Encodable { var description: String, swift: String, json: String }
        /// A click that needs more from the person: text for a field, or which swipe action.
        struct Ask: Encodable { var kind: String, target: String, actions: [String], x: Double, y: Double }
        /// The steps, the state and the script; `nil` in a patch between the first frame and the
        /// last, which carries only its picture (the page has them from the click's answer).
        var steps: [Step]?
        var state: String?
        var png: String
        var pixelWidth: Int, pixelHeight: Int, scale: Double
        /// The frame shown and how many the transition into the last state has (0 without one).
        var frame: Int, frameCount: Int
        /// The transition's frames per second.
        var framesPerSecond: Int
        /// Where `png` goes on the frame before, in pixels, when it holds only what changed since.
        struct Patch: Encodable {
            var x: Int, y: Int

            /// The rectangle of `frame` that differs from `previous` (all of it when their sizes
            /// differ), and where it goes.
            static func changes(in frame: Bitmap, since previous: Bitmap) -> (Bitmap, Patch) {
                let region = frame.changedRegion(since: previous)
                return (frame.cropped(region), Patch(x: region.x, y: region.y))
            }
        }
        var patch: Patch?
        /// Names a whole picture sent, so a click can say the page shows it (`over`) and have its
        /// first frame sent as a patch on it; `nil` for a patch.
        var picture: String?
        /// The entry's steps and the person's, as Swift for `CatalogueEntry.playing(_:steps:)`.
        var script: String?
        var ask: Ask?
        var milliseconds: Double
    }

    /// The most steps a person may perform in one session of the preview.
    static let maximumPlayedSteps = 500
    /// The most characters one step may type (a field's worth; pasting a page is a test's job).
    static let maximumTypedCharacters = 500
    /// The most characters × steps a session may hold: every step lays out the text typed before
    /// it, so this bounds the session's work (500 steps typing 100 characters, 100 typing 500).
    static let maximumTypedWork = 50_000
    /// How long the steps of one request may take before the play stops with a refusal (the
    /// worker is never held until its 30 s limit, and other requests wait at most `busyWait`).
    static let stepTimeBudget = 5.0

    func play(_ query: [String: String]) throws(PreviewError) -> Played {
        // One play at a time: a click continues the kept session that the next frame reads.
        plays.serial.lock()
        defer { plays.serial.unlock() }
        let start = Date()
        let controls = try PreviewControls.parse(query, entries: context.catalogue.entries, themes: themes)
        guard let script = controls.entry.play else {
            throw PreviewError("\(controls.entry.identifier) is not a running entry: it has no play script to run.")
        }
        var performed = try Self.steps(from: query["steps"])
        if let text = query["text"] { try Self.checkTyped(text.unicodeScalars.count, atStep: performed.count + 1) }
        let layout = controls.entry.layout(for: controls.variant)
        let renderer = ComponentRenderer(traits: controls.variant.traits)
        let own = Array(script.steps.prefix(script.index))
        let key = [controls.entry.identifier, controls.variant.name, controls.variant.traits.theme.name, "\(layout)"]
            + controls.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let session = try plays.session(for: key.joined(separator: "\u{1F}"), steps: own + performed, deadline: start + playTimeBudget, budget: playTimeBudget) {
            () throws(PlayError) in
            try script.screen(controls.context).start(renderer: renderer, layout: layout, limits: .standard)
        }
        let pictureKey = key.joined(separator: "\u{1F}") + "\u{1F}\(controls.variant.traits)"
        let stateKey = { (states: Int) in FramesAhead.Key(session: ObjectIdentifier(session), states: states, picture: pictureKey) }
        let layOutTargets: @Sendable (AnyRenderable) -> TargetsAhead.LaidOut = { component in
            do { return .success(try renderer.layoutNodes(of: component, layout: layout, designUses: false)) } catch {
                return .failure(PreviewError("\(error)"))
            }
        }
        var played = session.played
        var ask: Played.Ask?
        var frame = Int(query["frame"] ?? "") ?? -1
        if let click = query["click"] {
            let point = click.split(separator: ",").compactMap { Double($0) }
            guard point.count == 2, point.allSatisfy(\.isFinite) else { throw PreviewError("click takes x,y in points; got \(click).") }
            let nodes = try plays.targets.nodes(for: stateKey(played.count)) { layOutTargets(played[played.count - 1].component) }.get()
            let targets = InteractionTargets(nodes: nodes)
            guard let meaning = targets.meaning(ofClickAt: point[0], point[1], typing: query["text"], action: query["action"]) else {
                throw PreviewError("Nothing at \(InteractionTarget.point(x: point[0], y: point[1]).description) can be used. \(targets.offered)")
            }
            let step: InteractionStep?, index: Int
            switch meaning {
            case .step(let chosen, let node):
                (step, index) = (chosen, node)
            case .askForText(let node):
                (step, index) = (nil, node)
                ask = Played.Ask(kind: "text", target: targets.name(of: node), actions: [], x: point[0], y: point[1])
            case .askForAction(let node, let names):
                (step, index) = (nil, node)
                ask = Played.Ask(kind: "action", target: targets.name(of: node), actions: names, x: point[0], y: point[1])
            }
            if let step {
                guard nodes[index].actions.isEnabled else { throw PreviewError("\(targets.name(of: index)) is disabled.") }
                performed.append(step)
                guard performed.count <= Self.maximumPlayedSteps else {
                    throw PreviewError("A session holds at most \(Self.maximumPlayedSteps) steps; restart to go on.")
                }
                try Self.checkWork(of: performed)
                do { try session.perform(step, laidOut: nodes) } catch {
                    plays.forget()
                    throw PreviewError(error.description)
                }
                played = session.played
                frame = 1
            }
        }
        let timing = TransitionTiming.tableRows
        let frameCount = performed.isEmpty ? 0 : timing.frameCount
        let last = played[played.count - 1].component
        if !(frameCount > 0 && (0..<(frameCount - 1)).contains(frame)) { frame = max(0, frameCount - 1) }
        let name = "\(controls.entry.identifier) [\(controls.variant.name)]"
        let draw: @Sendable (AnyRenderable) -> FramesAhead.Drawn = { component in
            do { return .success(try renderer.bitmap(of: component, layout: layout)) } catch {
                return .failure(PreviewError("\(name) does not render: \(error)"))
            }
        }
        let ahead = stateKey(played.count)
        // The frame, and what is sent of it: the whole, or a patch on the frame before.
        let full: Bitmap
        var picture: Bitmap
        var patch: Played.Patch?
        var encoded: [UInt8]?
        var drawRest: (() -> Void)?
        if frameCount > 0, query["click"] == nil, query["patch"] == "1", let made = plays.ahead.patch(frame, for: ahead) {
            // Between the first frame and the last, `patch=1` sends only what changed since the frame before, made ahead.
            let done = try made.get()
            (encoded, patch) = (done.png, done.patch)
            // Drawn already: its patch was made from it.
            guard let drawn = plays.ahead.frame(frame, for: ahead) else { throw PreviewError("Frame \(frame) was not drawn.") }
            full = try drawn.get()
            picture = full
        } else if frameCount > 0, query["click"] != nil, frame == 1 {
            // A click's first frame now; the rest drawn ahead, once this one is encoded, while the page shows it.
            let frames = Transition.frames(from: played[played.count - 2].component, to: last, timing: timing)
            let first = try draw(frames[1]).get()
            (full, picture) = (first, first)
            // The page shows the picture it names, the state before the click: only what changed is sent.
            if let over = query["over"], let shown = plays.shown, over == shown.id {
                (picture, patch) = Played.Patch.changes(in: first, since: shown.bitmap)
            }
            drawRest = { [plays] in
                plays.ahead.start(ahead, session: session, first: (1, first), frames: (2..<frameCount).map { ($0, frames[$0]) }, draw: draw)
            }
        } else if let drawn = plays.ahead.frame(frame, for: ahead) {
            full = try drawn.get()
            picture = full
            // Between the first frame and the last, `patch=1` sends only what changed since the frame before.
            if query["patch"] == "1", frame >= 2, frame < frameCount - 1, let previous = try plays.ahead.frame(frame - 1, for: ahead)?.get() {
                (picture, patch) = Played.Patch.changes(in: full, since: previous)
            }
        } else {
            full = try draw(frameCount > 0 && frame < frameCount - 1 ? Transition.frames(from: played[played.count - 2].component, to: last, timing: timing)[frame] : last).get()
            picture = full
        }
        let png: [UInt8]
        if let encoded { png = encoded } else {
            do { png = try picture.pngData() } catch { throw PreviewError("\(name) does not encode: \(error)") }
        }
        drawRest?()
        if frame == max(0, frameCount - 1), ask == nil {
            // At rest: the state the page will show is laid out for the next click's hit test.
            let shown = played[played.count - 1].component
            plays.targets.start(stateKey(played.count), session: session) { layOutTargets(shown) }
        }
        var pictureID: String?
        if patch == nil {
            plays.pictures += 1
            let id = "\(plays.pictureTag)-\(plays.pictures)"
            pictureID = id
            plays.shown = (id, full)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // A patch between the first frame and the last carries only its picture.
        let between = patch != nil && query["click"] == nil
        let steps = between ? nil : performed.map { step in
            Played.Step(
                description: step.description, swift: step.swiftSource, json: String(decoding: (try? encoder.encode(PreviewStep(step))) ?? Data(), as: UTF8.self))
        }
        let all = own + performed
        let source = between ? nil : "CatalogueEntry.playing(\"\(script.name)\", steps: [\n" + all.map { "    \($0.swiftSource),\n" }.joined() + "]) { context in … }"
        return Played(
            steps: steps, state: between ? nil : played[played.count - 1].state, png: Data(png).base64EncodedString(), pixelWidth: full.width,
            pixelHeight: full.height, scale: controls.variant.traits.scale, frame: frame, frameCount: frameCount,
            framesPerSecond: timing.framesPerSecond, patch: patch, picture: pictureID, script: source, ask: ask, milliseconds: Date().timeIntervalSince(start) * 1000)
    }

    /// The performed steps from the address: a JSON array of steps, at most `maximumPlayedSteps`.
    static func steps(from text: String?) throws(PreviewError) -> [InteractionStep] {
        guard let text, !text.isEmpty else { return [] }
        let steps: [PreviewStep]
        do { steps = try JSONDecoder().decode([PreviewStep].self, from: Data(text.utf8)) } catch {
            throw PreviewError("steps is not a list of steps: \(error)")
        }
        guard steps.count <= maximumPlayedSteps else { throw PreviewError("A session holds at most \(maximumPlayedSteps) steps; got \(steps.count).") }
        var decoded: [InteractionStep] = []
        for step in steps { decoded.append(try step.step()) }
        try checkWork(of: decoded)
        return decoded
    }

    /// Refuses a step typing more than `maximumTypedCharacters`.
    static func checkTyped(_ characters: Int, atStep index: Int) throws(PreviewError) {
        guard characters <= maximumTypedCharacters else {
            throw PreviewError("Step \(index) types \(characters) characters; the preview types at most \(maximumTypedCharacters) in a step (a longer text belongs in the entry's script or a test).")
        }
    }

    /// Refuses steps whose typed text or whose text × steps is over the preview's bounds, before
    /// any of them runs.
    static func checkWork(of steps: [InteractionStep]) throws(PreviewError) {
        var typed = 0
        for (index, step) in steps.enumerated() {
            guard case .type(let text) = step.interaction else { continue }
            let count = text.unicodeScalars.count
            try checkTyped(count, atStep: index + 1)
            typed += count
        }
        guard typed * steps.count <= maximumTypedWork else {
            throw PreviewError(
                "The session types \(typed) characters over \(steps.count) steps; the preview plays at most \(maximumTypedWork) characters × steps (each step lays out what was typed before it). Restart, or type less.")
        }
    }
}

/// The last play the preview ran, by what it was run for: a request whose steps continue it
/// performs only the new ones.
final class PlayCache: @unchecked Sendable {
    /// Held for a whole request of the preview's play, so requests on several threads take turns.
    let serial = NSLock()
    /// The frames of the last click's transition, drawn ahead.
    let ahead = FramesAhead()
    /// The state last answered at rest, laid out for a click's hit test.
    let targets = TargetsAhead()
    /// The last whole picture answered and its name (read and written under `serial`); names
    /// start with a tag of this worker's own, so a restarted worker never takes another's for its own.
    var shown: (id: String, bitmap: Bitmap)?
    var pictures = 0
    let pictureTag = String(UUID().uuidString.prefix(8))
    private let lock = NSLock()
    private var key = ""
    private var session: PlaySession?

    /// A session that has performed `steps`: the kept one continued when it is a prefix of them,
    /// else a new one from `start`. A step that cannot run, or that would start after `deadline`,
    /// forgets the kept one.
    func session(
        for key: String, steps: [InteractionStep], deadline: Date, budget: Double, start: () throws(PlayError) -> PlaySession
    ) throws(PreviewError) -> PlaySession {
        lock.lock()
        defer { lock.unlock() }
        do throws(PlayError) {
            var current: PlaySession
            if let kept = session, self.key == key, kept.steps.count <= steps.count, Array(steps.prefix(kept.steps.count)) == kept.steps {
                current = kept
            } else {
                current = try start()
            }
            for step in steps.dropFirst(current.steps.count) {
                guard Date() < deadline else {
                    throw PlayError(
                        step: current.steps.count + 1,
                        "The steps took more than \(Int(budget)) s and stopped before step \(current.steps.count + 1) of \(steps.count); the preview plays shorter sessions (restart, or play fewer steps).")
                }
                try current.perform(step)
            }
            self.key = key
            session = current
            return current
        } catch {
            session = nil
            throw PreviewError(error.description)
        }
    }

    /// Drops the kept session.
    func forget() {
        lock.withLock { session = nil }
    }
}
