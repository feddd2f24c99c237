import Components
import DesignTokens
import Layout
import Rasterizer
import Testing

/// Transitions between two states: UIKit's timing on a virtual clock, the ends drawn exactly as
/// the states at rest, rows fading in and out and sliding between.
@Suite struct TransitionTests {
    @Test func tableRowTimingIsUIKitsEaseInOutAtSixtyFramesASecond() {
        let timing = TransitionTiming.tableRows
        #expect(timing.frameCount == 19, "0.3 s at 60 frames a second, both ends included")
        #expect(timing.progress(atFrame: 0) == 0 && timing.progress(atFrame: 18) == 1)
        #expect(abs(timing.progress(atFrame: 9) - 0.5) < 1e-9)
        let progress = (0..<19).map(timing.progress(atFrame:))
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 < $1 })
        // cubic-bezier(0.42, 0, 0.58, 1) found by Newton's method in Python (not this bisection).
        for (x, y) in [(0.1, 0.0197224535), (0.25, 0.129161931), (0.75, 0.870838069), (0.9, 0.9802775465)] {
            #expect(abs(timing.eased(x) - y) < 1e-9, "at \(x)")
        }
        #expect(TransitionTiming(duration: 0.25, framesPerSecond: 30, curve: (0, 0, 1, 1)).frameCount == 9)
        // Timings a caller gets wrong are clamped, not trapped on: 2 frames at least, an animated
        // PNG's worth at most.
        for duration in [Double.nan, .infinity, -1, 0] {
            #expect(TransitionTiming(duration: duration, framesPerSecond: 60, curve: (0, 0, 1, 1)).frameCount == 2, "\(duration)")
        }
        #expect(TransitionTiming(duration: 1e12, framesPerSecond: 60, curve: (0, 0, 1, 1)).frameCount == AnimatedPNG.maximumFrames)
    }

    /// A screen of rows, each identified by its text.
    static func screen(_ rows: [String], tall: Bool = false) -> ScreenView<String, String> {
        screen(ids: rows.map { ($0, $0) }, tall: tall)
    }

    static func pictures(_ frames: [AnyRenderable]) throws -> [Bitmap] {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        return try frames.map { try renderer.bitmap(of: $0, layout: .sizeThatFits) }
    }

    @Test func theEndsAreTheStatesAtRestAndEveryRunDrawsTheSameFrames() throws {
        let old = Self.screen(["Milk", "Eggs"]).asAnyRenderable(), new = Self.screen(["Milk", "Bread", "Eggs"]).asAnyRenderable()
        let frames = try Self.pictures(Transition.frames(from: old, to: new))
        #expect(frames.count == 19)
        #expect(frames[0] == (try Self.pictures([old])[0]))
        #expect(frames[18] == (try Self.pictures([new])[0]))
        #expect(frames == (try Self.pictures(Transition.frames(from: old, to: new))))
        // Every frame in between differs from the end, and from the one before (the first step of
        // the curve, 0.7 %, moves nothing by a whole pixel at 1x).
        for index in 2..<18 {
            #expect(frames[index] != frames[index - 1] && frames[index] != frames[18], "frame \(index)")
        }
    }

    @Test func anInsertedRowFadesInWhereItWillBeAndTheRowsBelowSlide() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let old = Self.screen(["Milk", "Eggs"]), new = Self.screen(["Milk", "Bread", "Eggs"])
        func frame(of label: String, in view: some Renderable) throws -> Frame {
            try #require(renderer.layoutNodes(of: view, layout: .sizeThatFits, designUses: false).first { $0.accessibility.label == label }).frame
        }
        let eggsBefore = try frame(of: "Eggs", in: old), eggsAfter = try frame(of: "Eggs", in: new), bread = try frame(of: "Bread", in: new)
        #expect(eggsAfter.y > eggsBefore.y)
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        let atRest = try Self.pictures([new.asAnyRenderable()])[0]
        // Half way the new row's text is drawn at half strength: its darkest pixel is lighter than at rest.
        func darkest(_ bitmap: Bitmap, in frame: Frame) -> Int {
            var darkest = 255
            for y in Int(frame.y)..<Int(frame.maxY) { for x in Int(frame.x)..<Int(min(frame.maxX, 120)) { darkest = min(darkest, Int(bitmap[x, y].green)) } }
            return darkest
        }
        let settled = darkest(atRest, in: bread)
        let halfway = darkest(frames[9], in: bread)
        #expect(halfway > settled + 40, "half faded: \(halfway) against \(settled) at rest")
        // The row below moves down the whole way, reaching its place only at the end: at frame 9
        // its text starts half way between (the text's top row of ink moves with it).
        func firstInkRow(_ bitmap: Bitmap, from top: Int, to bottom: Int) -> Int? {
            (top..<bottom).first { y in (16..<60).contains { x in bitmap[x, y].green < 128 } }
        }
        let start = try #require(firstInkRow(frames[0], from: Int(eggsBefore.y), to: Int(eggsBefore.maxY)))
        let end = try #require(firstInkRow(atRest, from: Int(eggsAfter.y), to: Int(eggsAfter.maxY)))
        let middle = try #require(firstInkRow(frames[9], from: start - 2, to: end + 20))
        #expect(abs(Double(middle) - Double(start + end) / 2) <= 1.5, "\(start) → \(middle) → \(end)")
    }

    @Test func aDeletedRowFadesOutAndTheContentHeightFollows() throws {
        let old = Self.screen(Array(repeating: "", count: 0) + (0..<14).map { "Row \($0)" }, tall: true)
        let new = Self.screen((0..<14).filter { $0 != 3 }.map { "Row \($0)" }, tall: true)
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        let heights = frames.map(\.height)
        #expect(heights.first! > heights.last!)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "\(heights)")
    }

    @Test func otherComponentsCrossFade() throws {
        let old = UI.Label(text: "Before", style: TextStyle(family: "Inter", size: 15)).asAnyRenderable()
        let new = UI.Label(text: "After and longer", style: TextStyle(family: "Inter", size: 15)).asAnyRenderable()
        let frames = try Self.pictures(Transition.frames(from: old, to: new))
        let ends = try Self.pictures([old, new])
        #expect(frames.first == ends[0] && frames.last == ends[1])
        #expect(frames[9].width == frames.last!.width, "the cross-fade is as wide as the wider end")
    }

    /// A screen of rows by identifier, each drawing its text.
    static func screen(ids rows: [(id: String, text: String)], tall: Bool = false) -> ScreenView<String, String> {
        let nodes = rows.map { Node(id: $0.id, component: UI.Label(text: $0.text, style: TextStyle(family: "Inter", size: 15)).padding(12)) }
        return ScreenView(Screen(title: "Rows", box: Box.empty |-+ Section(id: "rows", items: nodes)), device: .iPhoneSE,
                          height: tall ? .fullContent : .viewport)
    }

    /// The pixel rows of a bitmap from `top`, `height` of them, full width.
    static func band(_ bitmap: Bitmap, top: Int, height: Int) -> [PremultipliedPixel] {
        (top..<top + height).flatMap { y in (0..<bitmap.width).map { x in bitmap[x, y] } }
    }

    /// The tops at which a frame holds a row's pixels (as the last frame draws them) whole.
    static func tops(in bitmap: Bitmap, holding row: [PremultipliedPixel], height: Int) -> [Int] {
        guard bitmap.height >= height else { return [] }
        return (0...(bitmap.height - height)).filter { band(bitmap, top: $0, height: height) == row }
    }

    @Test func aMovedRowSlidesAboveTheRowsItPassesWholeAtEveryFrame() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let names = ["Milk", "Eggs", "Bread", "Butter", "Oat milk"]
        let old = Self.screen(ids: names.map { ($0, $0) }), new = Self.screen(ids: (["Oat milk"] + names.dropLast()).map { ($0, $0) })
        let moving = try #require(renderer.layoutNodes(of: new, layout: .sizeThatFits, designUses: false).first { $0.accessibility.label == "Oat milk" })
        let row = moving.frame
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        let whole = Self.band(frames[18], top: Int(row.y), height: Int(row.height))
        var previousTop = Int.max
        for index in 1..<18 {
            let tops = Self.tops(in: frames[index], holding: whole, height: Int(row.height))
            // Whole at every frame, and always going up: never under a row it passes.
            let top = try #require(tops.first, "frame \(index): the moving row is not whole")
            #expect(top <= previousTop, "frame \(index): the row went back down")
            previousTop = top
        }
    }

    @Test func aRowThatChangedIsReboundInPlaceNotCrossFaded() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let old = Self.screen(ids: [("total", "Total £4.35"), ("note", "Express delivery")])
        let new = Self.screen(ids: [("total", "Total £6.15"), ("note", "Express delivery")])
        let nodes = try renderer.layoutNodes(of: new, layout: .sizeThatFits, designUses: false)
        let total = try #require(nodes.first { $0.accessibility.label == "Total £6.15" }).frame
        let note = try #require(nodes.first { $0.accessibility.label == "Express delivery" }).frame
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        for index in 1..<19 {
            // The changed row shows its new content from the first frame; the unchanged one never changes.
            #expect(Self.band(frames[index], top: Int(total.y), height: Int(total.height)) == Self.band(frames[18], top: Int(total.y), height: Int(total.height)), "frame \(index)")
            #expect(Self.band(frames[index], top: Int(note.y), height: Int(note.height)) == Self.band(frames[0], top: Int(note.y), height: Int(note.height)), "frame \(index)")
        }
    }

    @Test func aTappedSwitchSlidesOneKnobAndBlendsItsTrack() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        func screen(isOn: Bool) -> ScreenView<String, String> {
            let row = Component.Toggle(title: "Express delivery", isOn: isOn)
            return ScreenView(Screen(title: "Basket", box: Box.empty |-+ Section(id: "options", items: [Node(id: "express", component: row)])),
                              device: .iPhoneSE)
        }
        let off = screen(isOn: false), on = screen(isOn: true)
        let toggle = try #require(renderer.layoutNodes(of: on, layout: .sizeThatFits, designUses: false).first { $0.qualifiedTypeName.hasSuffix("UI.Toggle") }).frame
        let frames = try Self.pictures(Transition.frames(from: off.asAnyRenderable(), to: on.asAnyRenderable()))
        let middle = Int(toggle.midY)
        // The knob is the run of white across the track's middle; the track shows either side of it.
        func knobs(_ bitmap: Bitmap) -> [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = [], start: Int?
            for x in Int(toggle.x)...Int(toggle.maxX) {
                let pixel = bitmap[x, middle]
                let white = pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
                if white, start == nil { start = x }
                if !white, let first = start { runs.append(first...(x - 1)); start = nil }
            }
            if let first = start { runs.append(first...Int(toggle.maxX)) }
            return runs.filter { $0.count > 6 }
        }
        var centres: [Double] = []
        for (index, frame) in frames.enumerated() {
            let found = knobs(frame)
            #expect(found.count == 1, "frame \(index): \(found.count) knobs")
            if let knob = found.first { centres.append(Double(knob.lowerBound + knob.upperBound) / 2) }
        }
        #expect(centres.count == 19 && centres.first! < centres.last!)
        #expect(zip(centres, centres.dropFirst()).allSatisfy { $0 <= $1 }, "the knob moved back: \(centres)")
        #expect(centres[9] > centres.first! + 5 && centres[9] < centres.last! - 5, "half way, the knob is between its ends: \(centres)")
        // The track's colour at its off end goes from the off colour to the on colour, never back.
        let greens = frames.map { Int($0[Int(toggle.x) + 4, middle].green) }
        #expect(greens.first != greens.last)
        let rising = greens.last! > greens.first!
        #expect(zip(greens, greens.dropFirst()).allSatisfy { rising ? $0 <= $1 : $0 >= $1 }, "\(greens)")
    }

    /// Rows A, X, B: X inserted with an animation, seen half way (frame 9, progress 0.5), in the
    /// top half of its place, which B (sliding down over it) has left uncovered.
    @Test(arguments: RowAnimation.allCases) func anInsertedRowComesInAsItsAnimationSays(_ animation: RowAnimation) throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        var old = Self.screen(ids: [("a", "Apples"), ("b", "Bananas")]), new = Self.screen(ids: [("a", "Apples"), ("x", "Extra virgin olive oil"), ("b", "Bananas")])
        new.screen.animation = TableViewAnimation(rowInsertion: animation)
        old.screen.animation = new.screen.animation
        let nodes = try renderer.layoutNodes(of: new, layout: .sizeThatFits, designUses: false)
        let a = try #require(nodes.first { $0.accessibility.label == "Apples" }).frame
        let b = try #require(nodes.first { $0.accessibility.label == "Bananas" }).frame
        let top = Int((a.maxY + 12).rounded()), height = Int((b.y - 12).rounded()) - top, half = height / 2
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        let now = frames[9], last = frames[18], width = now.width
        func row(_ bitmap: Bitmap, _ y: Int, _ xs: Range<Int>, shift: Int = 0) -> [PremultipliedPixel] { xs.map { bitmap[$0 + shift, y] } }
        let band = (top + 1)..<(top + half - 1)
        switch animation {
        case .none:
            for y in band { #expect(row(now, y, 0..<width) == row(last, y, 0..<width), "row \(y)") }
        case .fade, .automatic:
            let seen = band.flatMap { row(now, $0, 0..<width) }, settled = band.flatMap { row(last, $0, 0..<width) }
            #expect(seen != settled && Set(seen).count > 2, "half faded, not absent")
        case .right:
            for y in band { #expect(row(now, y, (width / 2 + 1)..<width) == row(last, y, (width / 2 + 1)..<width, shift: -width / 2), "row \(y)") }
        case .left:
            for y in band { #expect(row(now, y, 0..<(width / 2 - 1)) == row(last, y, 0..<(width / 2 - 1), shift: width / 2), "row \(y)") }
        case .top:
            for y in band { #expect(row(now, y, 0..<width) == row(last, y + half, 0..<width), "row \(y)") }
        case .bottom:
            // Still behind B: nothing of X shows yet.
            #expect(Set(band.flatMap { row(now, $0, 0..<width) }).count == 1)
        case .middle:
            let opened = (top + height / 4 + 1)..<(top + half - 1), closed = (top + 1)..<(top + height / 4 - 1)
            for y in opened { #expect(row(now, y, 0..<width) == row(last, y, 0..<width), "row \(y)") }
            #expect(Set(closed.flatMap { row(now, $0, 0..<width) }).count == 1 && closed.allSatisfy { row(now, $0, 0..<width) != row(last, $0, 0..<width) })
        }
    }

    @Test func aMovedSectionIsDeletedAndInsertedAsBentoDoes() throws {
        func screen(_ order: [String]) -> ScreenView<String, String> {
            let sections = order.map { name in Section<String, String>(id: name, items: [Node(id: name, component: UI.Label(text: name, style: TextStyle(family: "Inter", size: 15)).padding(12))]) }
            var screen = Screen(title: "Sections", box: sections.reduce(Box<String, String>.empty) { $0 |-+ $1 })
            screen.animation = TableViewAnimation(sectionInsertion: .none, sectionDeletion: .none)
            return ScreenView(screen, device: .iPhoneSE)
        }
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let before = screen(["Fruit", "Dairy"]), after = screen(["Dairy", "Fruit"])
        let dairy = try #require(renderer.layoutNodes(of: before, layout: .sizeThatFits, designUses: false).first { $0.accessibility.label == "Dairy" }).frame
        let frames = try Self.pictures(Transition.frames(from: before.asAnyRenderable(), to: after.asAnyRenderable()))
        // Dairy moved (Fruit kept its order): it leaves its old place at once instead of sliding
        // from it (at frame 1 a slide has not moved a whole pixel), and Fruit slides into it.
        let band = Int(dairy.y)..<Int(dairy.maxY)
        func pixels(_ bitmap: Bitmap) -> [PremultipliedPixel] { band.flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } } }
        #expect(pixels(frames[1]) != pixels(frames[0]), "the moved section slid instead of being deleted")
        #expect(frames[0] != frames[18])
    }

    @Test func aSeparatorComesWithTheRowThatGivesIt() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let old = Self.screen(ids: [("milk", "Milk"), ("eggs", "Eggs")]), new = Self.screen(ids: [("milk", "Milk"), ("eggs", "Eggs"), ("bread", "Bread")])
        let eggs = try #require(renderer.layoutNodes(of: new, layout: .sizeThatFits, designUses: false).first { $0.accessibility.label == "Eggs" }).frame
        let frames = try Self.pictures(Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()))
        // Eggs was the last row (no separator) and gets one under it as Bread comes in.
        let y = Int((eggs.maxY + 12).rounded()) - 1, x = frames[18].width / 2
        let greens = frames.map { Int($0[x, y].green) }
        #expect(greens[0] != greens[18], "\(greens)")
        #expect(greens[1] != greens[18] && abs(greens[1] - greens[0]) < abs(greens[18] - greens[0]) / 4, "the separator is all there at frame 1: \(greens)")
        #expect(zip(greens, greens.dropFirst()).allSatisfy { greens[18] < greens[0] ? $0 >= $1 : $0 <= $1 }, "\(greens)")
    }
}
