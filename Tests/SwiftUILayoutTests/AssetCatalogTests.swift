import AssetCatalogs
import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Asset catalogues as Xcode writes them (its `Contents.json` forms: components as floats, 8-bit
/// integers and hexadecimal, appearances, namespaces, 1x/2x/3x pictures), read by `Color("name")`
/// and `Image("name")`, and hostile ones refused with an error naming the file.
@Suite struct AssetCatalogTests {
    /// A catalogue written into a fresh folder: `files` by path inside `Brand.xcassets`.
    static func catalog(_ files: [String: String], pictures: [String: Bitmap] = [:]) throws -> URL {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("bento-assets-\(UUID().uuidString)", isDirectory: true)
        let root = bundle.appendingPathComponent("Brand.xcassets", isDirectory: true)
        for (path, text) in files.merging(["Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#], uniquingKeysWith: { first, _ in first }) {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for (path, bitmap) in pictures {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bitmap.pngData()).write(to: file)
        }
        return bundle
    }

    /// A colour set's `Contents.json` of entries.
    static func colorSet(_ entries: String...) -> String {
        #"{ "colors" : [ "# + entries.joined(separator: ", ") + #" ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static func entry(_ space: String, _ components: String, appearances: String = "") -> String {
        let appearance = appearances.isEmpty ? "" : #""appearances" : [ \#(appearances) ], "#
        return #"{ \#(appearance)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" }"#
    }

    static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    static let high = #"{ "appearance" : "contrast", "value" : "high" }"#

    static let brand = [
        "brandPrimary.colorset/Contents.json": colorSet(
            entry("srgb", #""alpha" : "1.000", "blue" : "0xD6", "green" : "0x5F", "red" : "0x1F""#),
            entry("srgb", #""alpha" : "1.000", "blue" : "0xF0", "green" : "0x8F", "red" : "0x5E""#, appearances: dark),
            entry("srgb", #""alpha" : "1.000", "blue" : "0x99", "green" : "0x33", "red" : "0x00""#, appearances: high)),
        "Palette/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
        // WebKit's "Wide Gamut Color in CSS with Display-P3" gives sRGB's pure red as
        // color(display-p3 0.9175 0.2003 0.1386).
        "Palette/coral.colorset/Contents.json": colorSet(entry("display-p3", #""alpha" : "1.000", "blue" : "0.1386", "green" : "0.2003", "red" : "0.9175""#)),
        "Groups/eightBit.colorset/Contents.json": colorSet(entry("srgb", #""alpha" : "0.500", "blue" : "51", "green" : "102", "red" : "204""#)),
    ]

    @Test func colourSetsReadTheFormsXcodeWrites() throws {
        let catalog = try AssetCatalog(folder: try Self.catalog(Self.brand).appendingPathComponent("Brand.xcassets"))
        #expect(catalog.colorSets.keys.sorted() == ["Palette/coral", "brandPrimary", "eightBit"])
        let primary = try catalog.color(named: "brandPrimary")
        #expect(primary.any.hexString == "#1F5FD6FF" && primary.dark?.hexString == "#5E8FF0FF" && primary.highContrast?.hexString == "#003399FF")
        #expect(primary.color(dark: true, highContrast: true).hexString == "#5E8FF0FF", "dark with high contrast falls back to dark")
        #expect(primary.any.origin.tokenPath == "brandPrimary")
        let coral = try catalog.color(named: "Palette/coral")
        #expect(coral.any.hexString == "#FF0000FF", "\(coral.any.hexString)")
        #expect(try catalog.color(named: "eightBit").any.hexString == "#CC663380")
    }

    @Test func aNamedColourTakesItsAppearanceAndIsTracedAsAToken() throws {
        let bundle = try #require(Bundle(url: try Self.catalog(Self.brand)))
        let color = Color("brandPrimary", bundle: bundle)
        func fill(_ view: some View) throws -> String {
            let node = layOut(view.frame(width: 10, height: 10), in: .unspecified, environment: RenderEnvironment().withLayoutDetails(designUses: true))
            let color = try #require(node.all.first { $0.kind == "Color" }?.record.designUses.first?.color)
            #expect(color.origin.tokenPath == #"Color("brandPrimary")"#)
            return color.hexString
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(try fill(color) == "#1F5FD6FF")
        #expect(try fill(color.environment(\.colorScheme, .dark)) == "#5E8FF0FF")
        #expect(try fill(color.environment(\.colorSchemeContrast, .increased)) == "#003399FF")
        #expect(Color("brandPrimary", bundle: bundle).opacity(0.5).resolved(in: dark).opacity == 0.5)
    }

    @Test func aMissingColourFailsTheRenderNamingWhatWasSearched() throws {
        let bundle = try #require(Bundle(url: try Self.catalog(Self.brand)))
        let view = HostingView(rootView: Color("brandPrimery", bundle: bundle).frame(width: 10, height: 10))
        #expect {
            try ComponentRenderer().bitmap(of: view, layout: .sizeThatFits)
        } throws: { error in
            "\(error)".contains("Color(\"brandPrimery\")") && "\(error)".contains("Brand.xcassets") && "\(error)".contains("no set of that name")
        }
    }

    @Test func anImageSetDrawsThePictureOfTheDisplaysScaleAsATemplateWhenItSaysSo() throws {
        let red = try Bitmap(width: 20, height: 10, fill: .init(red: 1, green: 0, blue: 0))
        let blue = try Bitmap(width: 30, height: 15, fill: .init(red: 0, green: 0, blue: 1))
        let bundle = try #require(
            Bundle(
                url: try Self.catalog(
                    [
                        "badge.imageset/Contents.json": #"""
                        { "images" : [ { "idiom" : "universal", "scale" : "1x" }, { "filename" : "badge@2x.png", "idiom" : "universal", "scale" : "2x" },
                          { "filename" : "badge@3x.png", "idiom" : "universal", "scale" : "3x" } ],
                          "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "template" } }
                        """#
                    ], pictures: ["badge.imageset/badge@2x.png": red, "badge.imageset/badge@3x.png": blue])))
        // Its own size is the pixels over their scale: 10 × 5 points from either picture.
        let image = Image("badge", bundle: bundle)
        #expect(layOut(image, in: .unspecified).frame.size == CGSize(width: 10, height: 5))
        #expect(layOut(image.resizable(), in: ProposedViewSize(width: 40, height: 40)).frame.size == CGSize(width: 40, height: 40))
        // A template is drawn in the foreground colour; at 2x the 2x picture is drawn.
        let drawn = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: image.foregroundColor(.green)), layout: .sizeThatFits)
        #expect(drawn.width == 20 && drawn[10, 5] == PremultipliedPixel(red: 52, green: 199, blue: 89, alpha: 255), "\(drawn[10, 5])")
        let original = try ComponentRenderer(traits: RenderTraits(scale: 3)).bitmap(of: HostingView(rootView: image.renderingMode(.original)), layout: .sizeThatFits)
        #expect(original[15, 7] == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255), "\(original[15, 7])")
        let node = try #require(layOut(image, in: .unspecified, environment: RenderEnvironment().withLayoutDetails(designUses: true)).all.first { $0.kind == "Image" })
        #expect(node.record.accessibility.label == "badge")
        #expect(node.record.designUses.contains { $0.property == "image" && $0.origin?.tokenPath == #"Image("badge")"# })
    }

    @Test(arguments: [
        ("brandPrimary.colorset/Contents.json", "{ not json", "is not a JSON object"),
        ("brandPrimary.colorset/Contents.json", #"{ "colors" : "red" }"#, "is not a list of colours"),
        ("brandPrimary.colorset/Contents.json", colorSet(entry("srgb", #""red" : "2x", "green" : "0", "blue" : "0""#)), "red is not a number Xcode writes"),
        ("brandPrimary.colorset/Contents.json", colorSet(entry("cmyk", #""red" : "0.1", "green" : "0", "blue" : "0""#)), "colour space cmyk"),
        (
            "brandPrimary.colorset/Contents.json", #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ] }"#,
            "refers to the system colour systemBlueColor"
        ),
        ("brandPrimary.colorset/Contents.json", colorSet(entry("srgb", #""red" : "0.1", "green" : "0", "blue" : "0""#, appearances: dark)), "no colour for any appearance"),
    ])
    func aHostileColourSetIsAClearError(_ path: String, _ text: String, _ expected: String) throws {
        let catalog = try AssetCatalog(folder: try Self.catalog([path: text]).appendingPathComponent("Brand.xcassets"))
        #expect {
            try catalog.color(named: "brandPrimary")
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("Contents.json")
        }
    }

    @Test func hostileFilesAndNamesAreRefusedWithoutLeavingTheCatalogue() throws {
        let bundle = try Self.catalog([
            "escape.imageset/Contents.json": #"{ "images" : [ { "filename" : "../../secret.png", "idiom" : "universal", "scale" : "2x" } ] }"#,
            "vector.imageset/Contents.json": #"{ "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#,
            "huge.colorset/Contents.json": String(repeating: " ", count: (1 << 20) + 1),
        ])
        let root = bundle.appendingPathComponent("Brand.xcassets")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("linked.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked.colorset/Contents.json").path, withDestinationPath: "/etc/passwd")
        let catalog = try AssetCatalog(folder: root)
        #expect(throws: AssetCatalogError.self) { try catalog.image(named: "escape") }
        #expect { try catalog.image(named: "escape") } throws: { "\($0)".contains("not a file of the set's folder") }
        #expect { try catalog.image(named: "vector") } throws: { "\($0)".contains("logo.pdf") && "\($0)".contains("not PNG") }
        #expect { try catalog.color(named: "huge") } throws: { "\($0)".contains("read up to") }
        #expect { try catalog.color(named: "linked") } throws: { "\($0)".contains("symbolic link") }
        #expect { try catalog.color(named: "bad\u{1B}[2Jname") } throws: { "\($0)".contains("\\u{1B}") && !"\($0)".contains("\u{1B}") }
        #expect { try AssetCatalog(folder: root.appendingPathComponent("missing.xcassets")) } throws: { "\($0)".contains("is not an asset catalogue folder") }
    }

    @Test func aCatalogueNestedTooDeepIsRefused() throws {
        let path = Array(repeating: "g", count: 20).joined(separator: "/") + "/Contents.json"
        #expect { try AssetCatalog(folder: try Self.catalog([path: "{}"]).appendingPathComponent("Brand.xcassets")) } throws: { "\($0)".contains("nested deeper") }
    }
}
