import ComponentCatalogue
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Rasterizer
import Testing

/// Galleries of any size: a component with many variants wraps its contact sheet into a grid and
/// splits it into several sheets, within the image limits, and `render` writes every image and page.
@Suite struct ContactSheetTests {
    typealias Image = (state: String, variant: String, width: Int, height: Int)

    /// Every image placed once, every sheet within the limits, no two cells overlapping.
    static func expectWellFormed(_ sheets: [ContactSheetLayout.Sheet], _ images: [Image]) {
        let placed = sheets.flatMap { $0.cells.map(\.index) }
        #expect(placed.sorted() == Array(images.indices))
        for sheet in sheets {
            #expect(sheet.width <= ContactSheetLayout.maximumWidth && sheet.height <= ContactSheetLayout.maximumHeight)
            for cell in sheet.cells {
                let image = images[cell.index]
                #expect(cell.x + image.width <= sheet.width && cell.y + ContactSheetLayout.caption + image.height <= sheet.height)
                for other in sheet.cells where other.index != cell.index {
                    let b = images[other.index]
                    let apart = cell.x + image.width <= other.x || other.x + b.width <= cell.x
                        || cell.y + ContactSheetLayout.caption + image.height <= other.y || other.y + ContactSheetLayout.caption + b.height <= cell.y
                    #expect(apart, "cells \(cell.index) and \(other.index) overlap")
                }
            }
        }
    }

    @Test func aComponentThatFitsIsOneTableAsBefore() {
        let images: [Image] = [("a", "light", 100, 40), ("a", "dark", 120, 30), ("b", "light", 90, 50), ("b", "dark", 110, 60)]
        let sheets = ContactSheetLayout.sheets(for: images)
        #expect(sheets.count == 1)
        // The table of old: columns as wide as their widest image, rows as tall as their tallest.
        #expect(sheets[0].width == 12 + 100 + 12 + 120 + 12)
        #expect(sheets[0].height == 12 + (40 + 22 + 12) + (60 + 22 + 12))
        #expect(sheets[0].cells.map(\.x) == [12, 124, 12, 124])
        #expect(sheets[0].cells.map(\.y) == [12, 12, 86, 86])
        Self.expectWellFormed(sheets, images)
    }

    @Test func manyVariantsWrapAndManyStatesSplitIntoSheets() {
        let wide: [Image] = (0..<64).map { ("only", "v\($0)", 750, 200) }
        let wrapped = ContactSheetLayout.sheets(for: wide)
        #expect(wrapped.count == 1 && wrapped[0].width > 7000)
        Self.expectWellFormed(wrapped, wide)
        let tall: [Image] = (0..<40).flatMap { state in (0..<30).map { ("s\(state)", "v\($0)", 400, 300) } }
        let split = ContactSheetLayout.sheets(for: tall)
        #expect(split.count > 1)
        Self.expectWellFormed(split, tall)
    }

    /// The fault a new user hit: a component with 64 variants broke `render` (a sheet 18,012 pixels
    /// wide) and no index or page was written.
    @Test func aSixtyFourVariantComponentRendersWithEveryImageAndPage() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Catalogue("Wide", variants: VariantMatrix(themes: [.light], widths: (0..<64).map { 280 + Double($0) }, scales: [1])) {
            CatalogueGroup("Meter") {
                CatalogueEntry("half") { context in Shop.Meter(fraction: 0.5, color: context.theme.colors.primary, label: "Half").padding(4) }
            }
        }
        let output = package.root.appendingPathComponent("gallery", isDirectory: true)
        #expect(package.run(catalogue, ["render", "--output", output.path, "--quiet", "--jobs", "2"]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("Meter").path)
        #expect(files.filter { $0.hasPrefix("half@") }.count == 64)
        #expect(files.contains("index.html") && files.contains("contact-sheet.png"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        let sheet = try Bitmap(contentsOfPNG: output.appendingPathComponent("Meter/contact-sheet.png"))
        #expect(sheet.width <= ContactSheetLayout.maximumWidth && sheet.width > 4000)
    }
}
