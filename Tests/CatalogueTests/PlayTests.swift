import ComponentCatalogue
import Components
import DesignTokens
import Testing

/// A running screen plays its script: each step's state is what the update makes, its picture is
/// the state's own, and a runaway update or script stops at a bound with the step named.
@Suite struct PlayTests {
    struct Tally: Hashable, Sendable {
        var count = 0
        var note = ""
    }

    enum Change { case add, clear, note(String) }

    @Sendable static func update(_ tally: inout Tally, _ change: Change) {
        switch change {
        case .add: tally.count += 1
        case .clear: tally.count = 0
        case .note(let text): tally.note = text
        }
    }

    static func view(_ tally: Tally, _ send: @escaping (Change) -> Void) -> AnyRenderable {
        let rows: [(any Renderable)?] = [
            UI.Label(text: "\(tally.count) items"),
            UI.TextField(text: tally.note, placeholder: "Note", textDidChange: { send(.note($0)) }).accessibility(label: "Note"),
            UI.Button(title: "Add", didTap: { send(.add) }),
            UI.Button(title: "Clear", style: .outlined, isEnabled: tally.count > 0, didTap: { send(.clear) }),
        ]
        return rows.stack(axis: .vertical, spacing: 8).asAnyRenderable()
    }

    static let tally = RunningScreen(initial: Tally(), update: update) { tally, send in view(tally, send) }

    @Test func eachStepsPictureIsItsStateRenderedDirectly() throws {
        let renderer = ComponentRenderer()
        let played = try Self.tally.play([.tap("Add"), .tap("Add"), .type("Two", into: "Note"), .tap("Clear")], renderer: renderer, layout: .width(200))
        #expect(played.map(\.index) == [0, 1, 2, 3, 4])
        #expect(played.map(\.step) == [nil, .tap("Add"), .tap("Add"), .type("Two", into: "Note"), .tap("Clear")])
        let states = [Tally(), Tally(count: 1), Tally(count: 2), Tally(count: 2, note: "Two"), Tally(count: 0, note: "Two")]
        #expect(played.map(\.state) == states.map { String(reflecting: $0) })
        for (step, state) in zip(played, states) {
            let direct = Self.view(state) { _ in }
            #expect(try renderer.pngData(of: step.component, layout: .width(200)) == renderer.pngData(of: direct, layout: .width(200)),
                    "step \(step.index)")
        }
    }

    @Test func aStepThatCannotRunNamesItselfAndWhatItCouldHaveMeant() throws {
        #expect(throws: PlayError.self) { try Self.tally.play([.tap("Clear")], renderer: ComponentRenderer()) }
        do {
            _ = try Self.tally.play([.tap("Add"), .tap("Remove")], renderer: ComponentRenderer())
        } catch {
            #expect(error.step == 2)
            #expect(error.description.hasPrefix("Step 2 (tap \"Remove\")"), "\(error)")
            #expect(error.description.contains("button \"Add\" (tap)"), "\(error)")
        }
    }

    @Test func runawayUpdatesAndScriptsStopAtTheirBounds() throws {
        // A renderer that sends an action every time it draws never settles.
        let restless = RunningScreen(initial: Tally(), update: Self.update) { tally, send in
            send(.add)
            return UI.Label(text: "\(tally.count)")
        }
        do {
            _ = try restless.play([], renderer: ComponentRenderer())
            Issue.record("a restless renderer settled")
        } catch {
            #expect(error.description.contains("never settles"), "\(error)")
        }
        // A tap that sends an action per item, and items that grow with every tap.
        let growing = RunningScreen(initial: Tally(), update: Self.update) { tally, send in
            let more = UI.Button(title: "More", didTap: { for _ in 0..<50 { send(.add) } }).asAnyRenderable()
            let rows = (0...tally.count).map { _ in UI.Label(text: "item").asAnyRenderable() }
            return ([more] + rows).stack(axis: .vertical)
        }
        let limits = PlayLimits(maximumRenders: 10, maximumActionsPerStep: 1_000, maximumComponents: 300)
        do {
            _ = try growing.play(Array(repeating: InteractionStep.tap("More"), count: 20), renderer: ComponentRenderer(), limits: limits)
            Issue.record("a growing script ran to the end")
        } catch {
            #expect(error.description.contains("over the bound of 300"), "\(error)")
        }
        // A renderer that throws fails the play with its error.
        struct Broken: Error {}
        let broken = RunningScreen(initial: Tally(), update: Self.update) { (_: Tally, _: @escaping (Change) -> Void) throws -> UI.Label in throw Broken() }
        #expect(throws: PlayError.self) { try broken.play([], renderer: ComponentRenderer()) }
    }

    @Test func aScrollStepBringsARowBelowTheFoldOnScreen() throws {
        let rows = RunningScreen(initial: [String](), update: { (log: inout [String], row: String) in log.append(row) }) { _, send in
            let nodes = (0..<40).map { index in Node(id: index, component: Component.Button(title: "Row \(index)") { send("Row \(index)") }) }
            return ScreenView(Screen(title: "Rows", box: Box<Int, Int>.empty |-+ Section(id: 0, items: nodes)), device: .iPhoneSE)
        }
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        #expect(throws: PlayError.self) { try rows.play([.tap("Row 39")], renderer: renderer) }
        let played = try rows.play([.scroll(to: "Row 39"), .tap("Row 39")], renderer: renderer)
        #expect(played.map(\.state) == ["[]", "[]", "[\"Row 39\"]"])
        // Scrolled to the bottom, the first row is gone and the last is there; the state after
        // the tap stays scrolled.
        #expect(throws: PlayError.self) { try rows.play([.scroll(to: "Row 39"), .tap("Row 0")], renderer: renderer) }
        let pictures = try played.map { try renderer.pngData(of: $0.component, layout: .sizeThatFits) }
        #expect(pictures[0] != pictures[1] && pictures[1] == pictures[2])
        do {
            _ = try rows.play([.scroll(to: "Row 99")], renderer: renderer)
            Issue.record("a row that is not there was scrolled to")
        } catch {
            #expect(error.description.contains("anywhere on the screen"), "\(error)")
        }
        // The scroll animates: the frames between move the rows, the ends are the states at rest.
        let frames = try Transition.frames(from: played[0].component, to: played[1].component).map { try renderer.pngData(of: $0, layout: .sizeThatFits) }
        #expect(frames.first == pictures[0] && frames.last == pictures[1] && frames[9] != frames.first && frames[9] != frames.last)
    }

    @Test func aPlayingEntryIsAnEntryPerStateAndAFailureStaysInItsEntry() throws {
        let entries = CatalogueEntry.playing(component: "Tally", "counts", steps: [.tap("Add"), .tap("Nowhere"), .tap("Add")]) { _ in Self.tally }
        #expect(entries.map(\.state) == ["counts", "counts.1", "counts.2", "counts.3"])
        #expect(entries.map { $0.play?.index } == [0, 1, 2, 3])
        let variant = try #require(entries[0].allVariants().first)
        let renderer = ComponentRenderer(traits: variant.traits)
        #expect(try renderer.pngData(of: entries[1].make(variant)) == renderer.pngData(of: Self.view(Tally(count: 1)) { _ in }))
        for failing in entries[2...] {
            do {
                _ = try renderer.pngData(of: failing.make(variant))
                Issue.record("\(failing.identifier) rendered past a step that cannot run")
            } catch {
                #expect("\(error)".contains("Step 2 (tap \"Nowhere\")"), "\(error)")
            }
        }
    }
}
