import Rasterizer
import Testing
@testable import Components

/// The renderer's image limits: what the error says to change, and that raising them works.
@Suite struct RendererLimitsTests {
    @Test func aBitmapPastTheLimitsSaysHowToRaiseThem() throws {
        let tall = UI.View().requiredWidth(10).requiredHeight(200)
        let strict = ComponentRenderer(traits: RenderTraits(scale: 1), limits: ImageLimits(maximumSide: 100, maximumPixels: 10_000))
        do {
            _ = try strict.bitmap(of: tall)
            Issue.record("a 10 × 200 bitmap passed a 100-pixel limit")
        } catch {
            #expect("\(error)".contains("ImageLimits(maximumSide:maximumPixels:)` on ComponentRenderer"))
        }
        let raised = ComponentRenderer(traits: RenderTraits(scale: 1), limits: ImageLimits(maximumSide: 200, maximumPixels: 10_000))
        #expect(try raised.bitmap(of: tall).height == 200)
    }
}
