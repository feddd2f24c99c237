import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing

/// Components that draw their own change inside a screen's transition (`StateTransitioning`): a
/// picker's wheel turning, a spinner going on turning, and a team's own component.
@Suite struct PartTransitionTests {
    /// A one-section screen on an iPhone SE of the rows given, by identifier.
    static func screen(_ rows: [(id: String, component: any Renderable)]) -> ScreenView<String, String> {
        let nodes = rows.map { Node(id: $0.id, component: $0.component.asAnyRenderable()) }
        return ScreenView(Screen(title: "Parts", box: Box.empty |-+ Section(id: "parts", items: nodes)), device: .iPhoneSE)
    }

    static let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))

    static func frames(from old: some Renderable, to new: some Renderable) throws -> [Bitmap] {
        try Transition.frames(from: AnyRenderable(old), to: AnyRenderable(new)).map { try renderer.bitmap(of: $0, layout: .sizeThatFits) }
    }

    /// The frame of the first laid-out component whose type name ends so.
    static func frame(of typeName: String, in view: some Renderable) throws -> Frame {
        try #require(renderer.layoutNodes(of: view, layout: .sizeThatFits, designUses: false).first { $0.qualifiedTypeName.hasSuffix(typeName) }).frame
    }

    static func pixels(_ bitmap: Bitmap, in frame: Frame) -> [PremultipliedPixel] {
        (Int(frame.y)..<Int(frame.maxY)).flatMap { y in (Int(frame.x)..<Int(frame.maxX)).map { bitmap[$0, y] } }
    }

    /// Draws `new` part way from `old`, at the size `new` takes.
    struct PartWay<Part: StateTransitioning>: Renderable {
        var old: Part, new: Part, progress: Double
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            try new.sizeThatFits(width: width, in: environment)
        }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            try new.render(from: old, progress: progress, in: frame, environment: environment, into: &list)
        }
    }

    static let sizes = ["Small", "Medium", "Large", "Extra large", "Family"]
    static func picker(_ selected: String) -> Component.OptionPicker { Component.OptionPicker(options: sizes, selected: selected) }

    /// Half way from Small to Large the wheel is at Medium: exactly the picker at rest on Medium.
    /// At every frame it is the wheel part way, never two wheels over each other: a frame equal to
    /// a rest state only where the wheel is on that option.
    @Test func aPickedOptionTurnsTheWheelThroughTheOptionsBetween() throws {
        let width = 320.0
        func picture(_ component: some Renderable) throws -> Bitmap { try Self.renderer.bitmap(of: component, layout: .width(width)) }
        let atRest = try Self.sizes.map { try picture(Self.picker($0)) }
        #expect(try picture(PartWay(old: Self.picker("Small"), new: Self.picker("Large"), progress: 0)) == atRest[0])
        #expect(try picture(PartWay(old: Self.picker("Small"), new: Self.picker("Large"), progress: 0.5)) == atRest[1])
        #expect(try picture(PartWay(old: Self.picker("Family"), new: Self.picker("Small"), progress: 0.25)) == atRest[3])
        let quarter = try picture(PartWay(old: Self.picker("Small"), new: Self.picker("Large"), progress: 0.25))
        #expect(!atRest.contains(quarter), "a quarter of the way the wheel is between two options")
        // In a screen: the picker's frames go Small → Large through the wheel, the ends its stills.
        let old = Self.screen([("size", Self.picker("Small"))]), new = Self.screen([("size", Self.picker("Large"))])
        let frames = try Self.frames(from: old, to: new)
        let wheel = try Self.frame(of: "OptionPicker", in: new)
        let stills = try [old, new].map { try Self.renderer.bitmap(of: $0, layout: .sizeThatFits) }
        #expect(frames.first == stills[0] && frames.last == stills[1])
        let changed = (1..<18).filter { Self.pixels(frames[$0], in: wheel) != Self.pixels(frames[0], in: wheel) }
        #expect(changed.count >= 16, "the wheel turns from the first frames: \(changed)")
        // Its band stays put: the band's left edge, half way down the band, is the same at every frame.
        let band = (x: Int(wheel.x) + 16 + 2, y: Int(wheel.midY))
        #expect(Set(frames.map { $0[band.x, band.y] }).count == 1)
    }

    /// A spinner in a row that stays keeps turning, clockwise, a spoke at a time at UIKit's twelve
    /// a second (3 spokes in the 0.3 s); one in a row that changed turns as well.
    @Test(arguments: [false, true]) func aSpinnerGoesOnTurningThroughATransition(_ rowChanges: Bool) throws {
        let old = Self.screen([("title", UI.Label(text: "Saving")), ("spinner", Component.Activity(isLoading: true))])
        let new = Self.screen([("title", UI.Label(text: rowChanges ? "Still saving" : "Saving")), ("spinner", Component.Activity(isLoading: true))])
        let spinner = try Self.frame(of: "ActivityIndicator", in: new)
        // At 4x, so each spoke is many pixels.
        let scale = 4.0, renderer = ComponentRenderer(traits: RenderTraits(scale: scale))
        let frames = try Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()).map { try renderer.bitmap(of: $0, layout: .sizeThatFits) }
        // The brightest spoke: the one with the most ink along its length (0.55 to 0.85 of the radius).
        func brightest(_ bitmap: Bitmap) -> Int {
            let radius = spinner.width / 2 * scale, centre = (x: spinner.midX * scale, y: spinner.midY * scale)
            let ink = (0..<12).map { index -> Int in
                let angle = Double(index) * .pi / 6 - .pi / 2
                return stride(from: 0.55, through: 0.85, by: 0.05).reduce(0) { sum, along in
                    let pixel = bitmap[Int(centre.x + cos(angle) * radius * along), Int(centre.y + sin(angle) * radius * along)]
                    return sum + 765 - Int(pixel.red) - Int(pixel.green) - Int(pixel.blue)
                }
            }
            return ink.indices.max { ink[$0] < ink[$1] }!
        }
        let spokes = frames.map(brightest)
        #expect(spokes[0] == 11 && spokes[18] == 11, "at rest the brightest spoke is the one before the top: \(spokes)")
        let turned = spokes[0..<18].map { ($0 + 1) % 12 }
        #expect(turned.first == 0 && turned.last == 3, "three spokes on at the last frame before the still: \(spokes)")
        #expect(zip(turned, turned.dropFirst()).allSatisfy { $1 == $0 || $1 == $0 + 1 }, "a spoke at a time, never back: \(spokes) \(turned)")
    }

    /// A stopped spinner hides at once, as UIKit's `hidesWhenStopped` does: no frame fades it.
    @Test func aStoppedSpinnerHidesAtOnce() throws {
        let old = Self.screen([("spinner", Component.Activity(isLoading: true))]), new = Self.screen([("spinner", Component.Activity(isLoading: false))])
        let spinner = try Self.frame(of: "ActivityIndicator", in: old)
        let frames = try Self.frames(from: old, to: new)
        for index in 1..<19 { #expect(Self.pixels(frames[index], in: spinner) == Self.pixels(frames[18], in: spinner), "frame \(index)") }
    }

    /// A team's own component: a meter whose bar grows from its old value to its new one, written
    /// against the public protocol alone.
    struct Meter: StateTransitioning {
        var value: Double
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: width ?? 200, height: 20) }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            draw(value, in: frame, into: &list)
        }
        func render(from old: Meter, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            draw(old.value + (value - old.value) * progress, in: frame, into: &list)
        }
        func draw(_ value: Double, in frame: Frame, into list: inout DisplayList) {
            list.fill(.rect(Rect(x: frame.x, y: frame.y, width: frame.width * value, height: frame.height)), with: .solid(Color(red: 0, green: 0, blue: 1)))
        }
    }

    @Test func aTeamsComponentDrawsItsOwnChange() throws {
        let old = Self.screen([("meter", Meter(value: 0.2))]), new = Self.screen([("meter", Meter(value: 0.8))])
        let meter = try Self.frame(of: "Meter", in: new)
        let frames = try Self.frames(from: old, to: new)
        func filled(_ bitmap: Bitmap) -> Int { (Int(meter.x)..<Int(meter.maxX)).filter { bitmap[$0, Int(meter.midY)].blue > 200 && bitmap[$0, Int(meter.midY)].red < 50 }.count }
        let widths = frames.map(filled)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 } && widths[0] < widths[9] && widths[9] < widths[18], "\(widths)")
        #expect(abs(Double(widths[9]) - meter.width * 0.5) <= 1, "half way the bar is at half: \(widths[9]) of \(meter.width)")
    }
}
