import DesignFiles
import Foundation
import Rasterizer
import Testing
import TestSupport

/// The module's overview, as its landing page shows it: the example's design file read,
/// summarised, a variant found by its properties' layer name and drawn.
@Test func theOverviewReadsSummarisesAndDraws() throws {
    let design = try DesignFile(contentsOf: Repository.root.appendingPathComponent("Examples/DesignSystem/Design/checkout.json"))
    let summary = DesignFileSummary(design)
    let sale = try design.node("Atoms/PriceTag/State=Sale")
    let picture = try DesignDrawing(sale).picture(scale: 2)
    #expect(summary.autoLayoutFrames == 6)
    #expect(sale.id == "10:3")
    #expect(picture.width == 312 && picture.height == 72)
}
