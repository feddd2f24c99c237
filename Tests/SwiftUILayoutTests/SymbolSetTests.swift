import AssetCatalogs
import Components
import Foundation
import Rasterizer
import Testing

@testable import AssetCatalogs
@testable import BentoSwiftUI

/// A team's own symbols (`.symbolset` in an asset catalogue, the template SVG the SF Symbols app
/// exports) drawn as Apple's template describes: the guides' numbers are Apple's template 3.0
/// (typeset at 100 points: `Baseline-S` at 696, `Capline-S` at 625.541, the medium and large sizes
/// 430 units further down each), so a glyph from capline to baseline is as tall as the capitals of
/// the text it is set in and stands on its baseline. Path data as SVG 1.1 defines it; hostile
/// templates refused with an error naming the file.
@Suite struct SymbolSetTests {
    /// A template in Apple's 3.0 layout whose three small glyphs are `glyph` (in the glyph's own
    /// units: y up from the baseline is negative), set at the x of each weight's column.
    static func template(glyph: String, margins: (Double, Double) = (-3, 63), guidesAsPaths: Bool = false) -> String {
        let columns = [("Ultralight-S", 559.711), ("Regular-S", 1389.9), ("Black-S", 2220.1)]
        func line(_ id: String, y: Double) -> String {
            guidesAsPaths ? #"<path id="\#(id)" d="M263,\#(y) l2773,0"/>"# : #"<line id="\#(id)" x1="263" x2="3036" y1="\#(y)" y2="\#(y)"/>"#
        }
        let guides = [
            line("Baseline-S", y: 696), line("Capline-S", y: 625.541), line("Baseline-M", y: 1126), line("Capline-M", y: 1055.54),
            line("Baseline-L", y: 1556), line("Capline-L", y: 1485.54),
        ]
        let marginLines = columns.map { column, x in
            #"<line id="left-margin-\#(column)" x1="\#(x + margins.0)" x2="\#(x + margins.0)" y1="600.785" y2="720.121"/>"#
                + #"<line id="right-margin-\#(column)" x1="\#(x + margins.1)" x2="\#(x + margins.1)" y1="600.785" y2="720.121"/>"#
        }
        let symbols = columns.map { column, x in #"<g id="\#(column)" transform="matrix(1 0 0 1 \#(x) 696)"><path d="\#(glyph)"/></g>"# }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Notes"><text id="template-version">Template v.3.0</text></g>
             <g id="Guides">\(guides.joined())<g id="H-reference" transform="matrix(1 0 0 1 339 696)"><path d="M0 0 L10 -70 Z"/></g>\(marginLines.joined())</g>
             <g id="Symbols">\(symbols.joined())</g>
            </svg>
            """
    }

    static func catalog(_ svg: String, name: String = "brand.pin", contents: String? = nil) throws -> Bundle {
        let json = contents ?? #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "\#(name).svg", "idiom" : "universal" } ] }"#
        return try #require(Bundle(url: try AssetCatalogTests.catalog(["\(name).symbolset/Contents.json": json, "\(name).symbolset/\(name).svg": svg])))
    }

    /// A bar 60 units wide from the capline (−70.459) to the baseline: the capitals' height.
    static let bar = "M0 0 L0 -70.459 L60 -70.459 L60 0 Z"

    @Test func aSymbolSetIsReadAsItsTemplateSays() throws {
        let bundle = try Self.catalog(Self.template(glyph: Self.bar))
        let catalog = try AssetCatalog(folder: try #require(bundle.resourceURL).appendingPathComponent("Brand.xcassets"))
        #expect(catalog.symbolSets.keys.sorted() == ["brand.pin"])
        let symbol = try catalog.symbol(named: "brand.pin")
        #expect(symbol.variant == "Regular-S" && symbol.baseline == 696 && symbol.capline == 625.541)
        #expect(symbol.leftMargin == 1386.9 && symbol.rightMargin == 1452.9)
        // Older templates draw their guides as paths; they read the same.
        let old = try AssetCatalog(folder: try #require(try Self.catalog(Self.template(glyph: Self.bar, guidesAsPaths: true)).resourceURL).appendingPathComponent("Brand.xcassets"))
        #expect(try old.symbol(named: "brand.pin").capline == 625.541)
    }

    /// `Image("brand.pin")` finds the symbol set (as iOS finds a team's symbols by that
    /// initialiser), draws it in the foreground colour, its bar exactly as tall as the capitals of
    /// the body text beside it (17 × 0.7046 = 11.98 points) and standing on the same baseline.
    @Test func aTeamsSymbolStandsOnTheBaselineAsTallAsTheCapitals() throws {
        let bundle = try Self.catalog(Self.template(glyph: Self.bar))
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image("brand.pin", bundle: bundle)
            Text("H").foregroundColor(.black)
        }
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 4)).bitmap(
            of: HostingView(rootView: ZStack { Color.white; row.foregroundColor(.black).padding(4) }.fixedSize()), layout: .sizeThatFits)
        // The bar: the first column of ink; the H: the ink after the bar's gap.
        func rows(ofColumns columns: Range<Int>) -> (top: Int, bottom: Int)? {
            var top: Int?, bottom: Int?
            for y in 0..<bitmap.height where columns.contains(where: { bitmap[$0, y].red < 100 }) {
                top = top ?? y
                bottom = y
            }
            return top.flatMap { top in bottom.map { (top, $0) } }
        }
        let inked = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].red < 100 } }
        let gap = try #require(zip(inked, inked.dropFirst()).first { $1 - $0 > 2 })
        let bar = try #require(rows(ofColumns: inked.first!..<(gap.0 + 1)))
        let letter = try #require(rows(ofColumns: gap.1..<(inked.last! + 1)))
        #expect(abs(Double(bar.bottom - bar.top + 1) / 4 - 17 * 0.7046) <= 0.5, "bar \(bar), letter \(letter)")
        #expect(abs(bar.bottom - letter.bottom) <= 2, "the same baseline: bar \(bar), letter \(letter)")
        #expect(abs(bar.top - letter.top) <= 3, "the capitals' height: bar \(bar), letter \(letter)")
        // Its width is its margins' at that scale: 66 units at 11.98 / 70.459.
        let node = try #require(layOut(Image("brand.pin", bundle: bundle), in: .unspecified).all.first { $0.kind == "Image" })
        #expect(abs(node.frame.width - 66 * 17 * 0.7046 / 70.459) <= 0.4, "\(node.frame)")
        #expect(node.record.accessibility.label == "brand.pin")
    }

    /// SVG 1.1's own example (section 8.3.6, `cubic01.svg`): "M100,200 C100,100 250,100 250,200
    /// S400,300 400,200" reflects the second control point; relative and implicit commands,
    /// numbers run together and arcs read as the grammar says.
    @Test func pathDataReadsAsSVGDefinesIt() throws {
        let spec = try SVGPathData.path("M100,200 C100,100 250,100 250,200 S400,300 400,200")
        #expect(spec.elements == [
            .move(Point(x: 100, y: 200)), .cubic(Point(x: 100, y: 100), Point(x: 250, y: 100), Point(x: 250, y: 200)),
            .cubic(Point(x: 250, y: 300), Point(x: 400, y: 300), Point(x: 400, y: 200)),
        ])
        let relative = try SVGPathData.path("m10 10h5v5l-5-5.5.5.5z")
        #expect(relative.elements == [
            .move(Point(x: 10, y: 10)), .line(Point(x: 15, y: 10)), .line(Point(x: 15, y: 15)), .line(Point(x: 10, y: 9.5)),
            .line(Point(x: 10.5, y: 10)), .close,
        ])
        // A half circle of radius 10 from (0,0) to (20,0): two quarter Béziers ending on the circle.
        let arc = try SVGPathData.path("M0 0 A10 10 0 0 1 20 0")
        #expect(arc.elements.count == 3)
        if case .cubic(_, _, let middle) = arc.elements[1] { #expect(abs(middle.x - 10) < 1e-9 && abs(abs(middle.y) - 10) < 1e-9, "\(middle)") }
        if case .cubic(_, _, let last)? = arc.elements.last { #expect(last == Point(x: 20, y: 0)) } else { Issue.record("the arc ends in a curve") }
        for (data, problem) in [
            ("M0 0 L", "the data ends where a number belongs"), ("M0 0 X5 5", "\"X\" where a number belongs"), ("L0 0 1", "the data ends"),
            ("M1e999 0", "not finite"), ("M0 0 A1 1 0 2 0 3 3", "flag must be 0 or 1"), ("5 5", "where a command"),
        ] {
            #expect(throws: SVGPathData.Problem.self) { try SVGPathData.path(data) }
            do { _ = try SVGPathData.path(data) } catch { #expect(error.description.contains(problem), "\(data): \(error)") }
        }
    }

    /// Templates that are not what the SF Symbols app writes are refused, naming the file; an
    /// external entity is never read; a huge template is not read at all.
    @Test func hostileTemplatesAreRefusedNamingTheFile() throws {
        let cases: [(String, String)] = [
            ("%PDF-1.4 \u{1}\u{2} not a template", "not XML"),
            // libxml2 recovers from a broken tag; what it reads has no guides.
            ("<svg><g id=\"Symbols\"><g id=\"Regular-S\"><path d=\"M0 0 L1 1\"</g></g></svg>", "no guides"),
            (Self.template(glyph: "M0 0 Q"), "Ultralight-S glyph's path data, at character 7: the data ends where a number belongs"),
            (Self.template(glyph: Self.bar).replacingOccurrences(of: "Capline-S", with: "Capline-X"), "no guides Baseline-S and Capline-S"),
            (#"<svg><g id="Guides"/><g id="Symbols"/></svg>"#, "has no glyph"),
            (#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg><g id="Symbols"><g id="Regular-S"><path d="&secret;"/></g></g></svg>"#, "pin"),
        ]
        for (svg, words) in cases {
            let bundle = try Self.catalog(svg)
            let catalog = try AssetCatalog(folder: try #require(bundle.resourceURL).appendingPathComponent("Brand.xcassets"))
            do {
                let symbol = try catalog.symbol(named: "brand.pin")
                Issue.record("read a hostile template: \(symbol.variant)")
            } catch {
                #expect(error.description.contains("brand.pin") && error.description.contains(words), "\(words): \(error)")
                #expect(!error.description.contains("root:"), "the entity's file was not read")
            }
        }
        let huge = try Self.catalog(Self.template(glyph: String(repeating: "L1 1 ", count: 300_000)))
        let catalog = try AssetCatalog(folder: try #require(huge.resourceURL).appendingPathComponent("Brand.xcassets"))
        #expect(throws: AssetCatalogError.self) { try catalog.symbol(named: "brand.pin") }
        let pdf = try Self.catalog("%PDF", contents: #"{ "symbols" : [ { "filename" : "brand.pin.pdf", "idiom" : "universal" } ] }"#)
        let pdfCatalog = try AssetCatalog(folder: try #require(pdf.resourceURL).appendingPathComponent("Brand.xcassets"))
        do { _ = try pdfCatalog.symbol(named: "brand.pin") } catch { #expect(error.description.contains("SVG template"), "\(error)") }
    }
}
