import Components
import DesignTokens
import Layout
import Rasterizer
import Testing

/// Steps find their component as a person would and call its own callback; the wrong component,
/// hidden or disabled content and ambiguous steps fail with what the step could have meant.
@Suite struct InteractionTests {
    /// What callbacks were called, in order.
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    private func targets(_ component: some Renderable, width: Double = 320, direction: LayoutDirection = .leftToRight) throws -> InteractionTargets {
        var traits = RenderTraits()
        traits.layoutDirection = direction
        return InteractionTargets(nodes: try ComponentRenderer(traits: traits).layoutNodes(of: component, layout: .width(width), designUses: false))
    }

    @Test func aStepCallsTheCallbackOfTheComponentItNames() throws {
        let log = Log()
        let row: [(any Renderable)?] = [
            UI.Button(title: "Add", didTap: { log.entries.append("add") }),
            UI.Button(title: "Remove", style: .outlined, didTap: { log.entries.append("remove") }),
            UI.Toggle(isOn: false, didChangeValue: { log.entries.append("toggle \($0)") }).accessibility(label: "Express"),
            UI.TextField(text: "", placeholder: "Name", textDidChange: { log.entries.append("typed \($0)") }).accessibility(label: "Name"),
        ]
        let found = try targets(row.stack(axis: .vertical, spacing: 8))
        try found.perform(.tap("Remove"))
        try found.perform(.tap("Add"))
        try found.perform(.toggle("Express"))
        try found.perform(.type("Ada", into: "Name"))
        #expect(log.entries == ["remove", "add", "toggle true", "typed Ada"])
    }

    @Test func swipeActionsPickersAndModifiersAreReachedByName() throws {
        let log = Log()
        let swiped = SwipeActionsRow(
            content: UI.Label(text: "Milk").accessibility(label: "Milk"),
            actions: [SwipeAction(title: "Delete", style: .destructive) { log.entries.append("delete") }])
        let picker = Component.OptionPicker(options: ["Small", "Large"], selected: "Small") { log.entries.append("picked \($0)") }
            .accessibility(label: "Size")
        let tappable = UI.Label(text: "Details").didTap { log.entries.append("details") }
        let found = try targets([swiped.asAnyRenderable(), picker.asAnyRenderable(), tappable.asAnyRenderable()].stack(axis: .vertical))
        try found.perform(.swipe("Milk", action: "Delete"))
        try found.perform(.pick("Large", in: "Size"))
        try found.perform(.tap("Details"))
        #expect(log.entries == ["delete", "picked Large", "details"])
        // An option the picker lacks names the ones it has.
        #expect(throws: InteractionError.self) { try found.perform(.pick("Medium", in: "Size")) }
        do { try found.perform(.pick("Medium", in: "Size")) } catch {
            #expect(error.description.contains("\"Small\", \"Large\""), "\(error)")
        }
    }

    @Test func stepsThatMatchNothingOrSeveralSayWhatTheyCouldHaveMeant() throws {
        let twice: [(any Renderable)?] = [UI.Button(title: "Add", didTap: {}), UI.Button(title: "Add", didTap: {}), UI.Button(title: "Pay", didTap: {})]
        let found = try targets(twice.stack(axis: .vertical))
        do {
            try found.perform(.tap("Ad"))
            Issue.record("a label that matches nothing ran")
        } catch {
            #expect(error.description.contains("matches nothing"), "\(error)")
            #expect(error.description.contains("button \"Add\" (tap)") && error.description.contains("button \"Pay\" (tap)"), "\(error)")
        }
        do {
            try found.perform(.tap("Add"))
            Issue.record("an ambiguous step ran")
        } catch {
            #expect(error.description.contains("matches 2 components"), "\(error)")
            #expect(error.description.contains("accessibility identifier"), "\(error)")
        }
        // A label that is there but answers something else says what it answers.
        do {
            try found.perform(.toggle("Pay"))
            Issue.record("a toggle on a button ran")
        } catch {
            #expect(error.description.contains("cannot toggle; it answers tap"), "\(error)")
        }
    }

    @Test func disabledAndHiddenComponentsCannotBeUsed() throws {
        let log = Log()
        let row: [(any Renderable)?] = [
            UI.Button(title: "Pay", isEnabled: false, didTap: { log.entries.append("pay") }),
            UI.Button(title: "Secret", didTap: { log.entries.append("secret") }).accessibilityHidden(),
            [UI.Button(title: "Inside", didTap: { log.entries.append("inside") })].stack(axis: .vertical).accessibilityHidden(),
        ]
        let found = try targets(row.stack(axis: .vertical, spacing: 8))
        for (step, expected) in [(InteractionStep.tap("Pay"), "is disabled"), (.tap("Secret"), "is hidden"), (.tap("Inside"), "is hidden")] {
            do {
                try found.perform(step)
                Issue.record("\(step) ran")
            } catch {
                #expect(error.description.contains(expected), "\(step): \(error)")
            }
        }
        // By point too: the hidden buttons are never hit, the disabled one is hit and refused.
        let nodes = found.nodes
        let secret = try #require(nodes.firstIndex { $0.accessibility.label == "Secret" })
        #expect(found.hit(x: nodes[secret].frame.midX, y: nodes[secret].frame.midY) == nil)
        let pay = try #require(nodes.firstIndex { $0.accessibility.label == "Pay" })
        #expect(throws: InteractionError.self) { try found.perform(.tap(x: nodes[pay].frame.midX, y: nodes[pay].frame.midY)) }
        #expect(log.entries.isEmpty)
    }

    @Test func aPointHitsTheTopmostComponentUnderIt() throws {
        let log = Log()
        // A tappable row with a button inside: the button over it wins where it is, the row elsewhere.
        let row = [UI.Label(text: "Order 1042"), UI.Spacer(), UI.Button(title: "Track", didTap: { log.entries.append("track") }).width(90)]
            .stack(axis: .horizontal, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .didTap { log.entries.append("row") }
        let found = try targets(row)
        let button = try #require(found.nodes.firstIndex { $0.accessibility.label == "Track" })
        let frame = found.nodes[button].frame
        try found.perform(.tap(x: frame.midX, y: frame.midY))
        try found.perform(.tap(x: 20, y: frame.midY))
        #expect(log.entries == ["track", "row"])
        // The click becomes a step aimed the way a script should aim it.
        #expect(found.step(clickingAt: frame.midX, frame.midY) == .tap("Track"))
        #expect(found.step(clickingAt: 20, frame.midY)?.target == .point(x: 20, y: frame.midY), "the row has no label of its own")
    }

    @Test func aPointFarOffTheScreenIsSaidWithoutTrapping() throws {
        let found = try targets(UI.Button(title: "Add", didTap: {}))
        #expect(InteractionTarget.point(x: 1e300, y: -12.5).description == "(1e+300, -12.5)")
        do {
            try found.perform(.tap(x: 1e300, y: 1e300))
            Issue.record("a point far off the screen hit something")
        } catch {
            #expect(error.description.hasPrefix("Nothing that can tap is at (1e+300, 1e+300)."), "\(error)")
        }
        #expect(InteractionStep.tap(x: 1e300, y: 2).swiftSource == "InteractionStep(.tap, on: .point(x: 1e+300, y: 2))")
    }

    @Test func aSmallControlIsHitWithinFortyFourPoints() throws {
        let log = Log()
        let toggle = UI.Toggle(isOn: true, didChangeValue: { log.entries.append("toggle \($0)") }).accessibility(label: "Wi-Fi")
        let found = try targets([UI.Spacer().height(20), toggle, UI.Spacer().height(20)].stack(axis: .vertical, alignment: .leading), width: 200)
        let frame = try #require(found.nodes.first { $0.accessibility.label == "Wi-Fi" }).frame
        #expect(frame.height == 31)
        // 6 points above the 31-point switch is inside its 44-point hit area; 10 points is not.
        #expect(found.step(clickingAt: frame.midX, frame.y - 6) == .toggle("Wi-Fi"))
        #expect(found.hit(x: frame.midX, y: frame.y - 10) == nil)
        try found.perform(.toggle("Wi-Fi"))
        #expect(log.entries == ["toggle false"])
    }

    @Test func rightToLeftMirrorsWhatAPointHits() throws {
        let log = Log()
        let pair = [UI.Button(title: "First", didTap: { log.entries.append("first") }).width(100), UI.Spacer(),
                    UI.Button(title: "Second", didTap: { log.entries.append("second") }).width(100)]
            .stack(axis: .horizontal)
        try targets(pair, width: 320).perform(.tap(x: 50, y: 20))
        try targets(pair, width: 320, direction: .rightToLeft).perform(.tap(x: 50, y: 20))
        #expect(log.entries == ["first", "second"], "the leading button is on the right in a right-to-left layout")
    }

    @Test func rowsScrolledOutOfAScreensViewportCannotBeAimedAt() throws {
        let log = Log()
        let rows = (0..<40).map { index in
            Node(id: "\(index)", component: Component.Button(title: "Row \(index)") { log.entries.append("row \(index)") })
        }
        let box = Box<String, String>.empty |-+ Section(id: "rows", items: rows)
        let screen = ScreenView(Screen(title: "Long", box: box), device: .iPhone8)
        let found = try InteractionTargets(nodes: ComponentRenderer().layoutNodes(of: screen, layout: .device(.iPhone8), designUses: false))
        try found.perform(.tap("Row 0"))
        #expect(throws: InteractionError.self) { try found.perform(.tap("Row 39")) }
        #expect(log.entries == ["row 0"])
    }
}
