import Layout
import Rasterizer
import Testing
@testable import Components

/// `Renderable`'s `render` and `laidOut` default to each other: a component that implements
/// neither compiled and recursed until the stack ran out (issue 77). Its first render now fails,
/// naming it, and one that implements either draws as before.
@Suite struct ProtocolDefaultsTests {
    /// Measures itself and nothing else.
    struct MeasuresOnly: Renderable {
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
    }

    /// Draws through `render` only.
    struct DrawsOnly: Renderable {
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            list.fill(.rect(frame.rect), with: .solid(.black))
        }
    }

    /// Lays itself out only, around a child that draws only.
    struct LaysOutOnly: Renderable {
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
        func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            try node.place(DrawsOnly(), in: frame, environment: environment)
            return node
        }
    }

    @Test func aComponentThatImplementsNeitherFailsNamingIt() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        #expect(throws: RenderError.self) { try renderer.bitmap(of: MeasuresOnly()) }
        do {
            _ = try renderer.bitmap(of: MeasuresOnly().padding(4))
            Issue.record("a component with neither drawing nor layout rendered")
        } catch {
            #expect("\(error)".contains("MeasuresOnly implements neither laidOut(in:environment:) nor render(in:environment:into:)"), "\(error)")
        }
        // Through either entry point, and inside a stack, the same error.
        var list = DisplayList()
        #expect(throws: RenderError.self) { try MeasuresOnly().render(in: Frame(x: 0, y: 0, width: 10, height: 10), environment: renderer.environment, into: &list) }
        #expect(throws: RenderError.self) { try renderer.bitmap(of: [MeasuresOnly().asAnyRenderable(), DrawsOnly().asAnyRenderable()].stack(axis: .vertical)) }

        // Either one is enough, and the two nest.
        #expect(try renderer.bitmap(of: DrawsOnly())[5, 5] == PremultipliedPixel(.black))
        #expect(try renderer.bitmap(of: LaysOutOnly())[5, 5] == PremultipliedPixel(.black))
        var drawn = DisplayList()
        try LaysOutOnly().render(in: Frame(x: 0, y: 0, width: 10, height: 10), environment: renderer.environment, into: &drawn)
        #expect(drawn.commands.count == 1)
    }

    /// A modifier written for the old method: it draws its border in `render(content:)`.
    struct OldBorder: RenderModifier {
        func render(content: some Renderable, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            try content.render(in: frame, environment: environment, into: &list)
            list.fill(.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)), with: .solid(.black))
        }
    }

    /// The same border drawn where `ModifiedContent` draws a modifier.
    struct Border: RenderModifier {
        func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
            node.draw { $0.fill(.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)), with: .solid(.black)) }
        }
    }

    /// Issue 77: `ModifiedContent` never calls `render(content:)`, so a modifier that drew there
    /// compiled and drew nothing. It is reported at its first render; one that draws in
    /// `decorate` draws, around content that holds modifiers of its own too.
    @Test func aModifierThatDrawsInTheOldMethodIsReported() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let content = UI.Label(text: "Fare").padding(4).backgroundColor(.white)
        do {
            _ = try renderer.bitmap(of: content.modifier(OldBorder()))
            Issue.record("a modifier drawing in render(content:) rendered blank")
        } catch {
            #expect("\(error)".contains("OldBorder draws in render(content:in:environment:into:), which ModifiedContent does not call"), "\(error)")
            #expect("\(error)".contains("decorate(_:in:environment:)"))
        }
        #expect(throws: RenderError.self) { try renderer.bitmap(of: DrawsOnly().modifier(OldBorder())) }
        let bordered = try renderer.bitmap(of: content.modifier(Border()))
        #expect(bordered[2, 0] == PremultipliedPixel(.black))
    }
}
