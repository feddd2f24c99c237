import AssetCatalogs
import Foundation
import Rasterizer
import Testing

/// Asset catalogues as apps ship them and as anyone could write them: real `Contents.json` files
/// of two open-source apps (Kickstarter's and Enchanted's, Apache 2.0; `Fixtures/RealAssetCatalogs`,
/// with their sources) read as their colours, and a hundred hostile inputs each refused with an
/// error of one line that names the file, never a trap or a hang.
@Suite struct AssetCatalogInputTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/RealAssetCatalogs")

    /// Each colour set's appearances as the files give them: Xcode's float components times 255,
    /// rounded (0.133 → 0x22, 0.953 → 0xF3), hexadecimal as written; Enchanted's Display P3 grey
    /// converted to sRGB by CSS Color 4's matrices (0.676 0.697 0.679 → #ABB2AD), its dark
    /// extended-sRGB one as written (0.388 0.388 0.424 → #63636C).
    @Test(arguments: [
        ("Kickstarter.xcassets", "support700", "#222222FF", "#F3F3F3FF"),
        ("Kickstarter.xcassets", "inform", "#B6D9E1FF", "#B6D9E1FF"),
        ("Kickstarter.xcassets", "blue5", "#AFAFF9FF", "#FFFFFFFF"),
        ("Enchanted.xcassets", "gray2Custom", "#ABB2ADFF", "#63636CFF"),
    ])
    func realColourSetsReadAsTheirAppsDrawThem(_ catalogName: String, _ name: String, _ light: String, _ dark: String) throws {
        let catalog = try AssetCatalog(folder: Self.fixtures.appendingPathComponent(catalogName))
        let color = try catalog.color(named: name)
        #expect(color.any.hexString == light && color.dark?.hexString == dark, "\(color.any.hexString) \(String(describing: color.dark?.hexString))")
    }

    /// Kickstarter's template icon is a PDF: the set is listed and read (its template intent
    /// too), and asking for its picture says the PDF is not drawn here.
    @Test func aRealVectorImageSetIsListedAndItsPictureIsAClearError() throws {
        let catalog = try AssetCatalog(folder: Self.fixtures.appendingPathComponent("Kickstarter.xcassets"))
        #expect(catalog.imageSets.keys.sorted() == ["checkmark-icon"])
        #expect(catalog.colorSets.keys.sorted() == ["blue5", "inform", "support700"])
        #expect { try catalog.image(named: "checkmark-icon") } throws: { "\($0)".contains("checkmark-icon.pdf") && "\($0)".contains("not PNG") }
    }

    // MARK: A hundred hostile inputs

    /// One hostile input: the set it writes (a colour set's or an image set's files) and whether
    /// the error comes when its picture is decoded rather than when the set is read.
    struct Hostile: CustomTestStringConvertible, Sendable {
        var label: String
        var files: [String: [UInt8]]
        var isImage: Bool
        var testDescription: String { label }
    }

    static func colorSet(_ body: String) -> String { #"{ "colors" : [ \#(body) ], "info" : { "author" : "xcode", "version" : 1 } }"# }
    static func entry(components: String, space: String = #""srgb""#, extra: String = "") -> String {
        #"{ \#(extra)"color" : { "color-space" : \#(space), "components" : { \#(components) } }, "idiom" : "universal" }"#
    }
    static func rgb(_ red: String, _ green: String = #""0.5""#, _ blue: String = #""0.5""#, alpha: String = #""1.000""#) -> String {
        #""alpha" : \#(alpha), "blue" : \#(blue), "green" : \#(green), "red" : \#(red)"#
    }

    /// A PNG's signature and an IHDR chunk claiming `width` × `height`, with nothing after it.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    static let hostile: [Hostile] = {
        var cases: [Hostile] = []
        func color(_ label: String, _ text: String) { cases.append(Hostile(label: "colour: " + label, files: ["Contents.json": Array(text.utf8)], isImage: false)) }
        func colorBytes(_ label: String, _ bytes: [UInt8]) { cases.append(Hostile(label: "colour: " + label, files: ["Contents.json": bytes], isImage: false)) }
        // The document itself.
        color("empty file", "")
        color("not JSON", "{ not json")
        color("a JSON array", "[1, 2, 3]")
        color("a JSON string", #""colors""#)
        color("a JSON number", "42")
        color("null", "null")
        color("an empty object", "{}")
        color("truncated", String(colorSet(entry(components: rgb(#""0.1""#))).dropLast(10)))
        color("nested ten thousand deep", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        color("an object nested deep", String(repeating: #"{"a":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000))
        colorBytes("not UTF-8", [0x7B, 0xFF, 0xFE, 0x7D])
        colorBytes("NUL bytes", [0x7B, 0, 0, 0x7D])
        colorBytes("a UTF-16 document", Array("{}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        color("over a megabyte", String(repeating: " ", count: (1 << 20) + 1) + "{}")
        // The list of colours.
        color("colors a string", #"{ "colors" : "red" }"#)
        color("colors an object", #"{ "colors" : { "red" : 1 } }"#)
        color("colors null", #"{ "colors" : null }"#)
        color("colors empty", #"{ "colors" : [ ] }"#)
        color("colors of numbers", #"{ "colors" : [ 1, 2 ] }"#)
        color("colors of strings", #"{ "colors" : [ "red" ] }"#)
        color("an entry without a colour", colorSet(#"{ "idiom" : "universal" }"#))
        color("colour a string", colorSet(#"{ "color" : "red", "idiom" : "universal" }"#))
        color("colour an array", colorSet(#"{ "color" : [ 1, 0, 0 ], "idiom" : "universal" }"#))
        color("colour without components", colorSet(#"{ "color" : { "color-space" : "srgb" }, "idiom" : "universal" }"#))
        color("components a string", colorSet(#"{ "color" : { "color-space" : "srgb", "components" : "red" }, "idiom" : "universal" }"#))
        color("components an array", colorSet(#"{ "color" : { "color-space" : "srgb", "components" : [ 1, 0, 0 ] }, "idiom" : "universal" }"#))
        // Components.
        for (label, red) in [
            ("red missing", nil), ("red null", "null"), ("red true", "true"), ("red an array", "[ 1 ]"), ("red an object", #"{ "v" : 1 }"#),
            ("red empty", #""""#), ("red blank", #"" ""#), ("red a word", #""red""#), ("red 2x", #""2x""#), ("red NaN", #""nan""#),
            ("red inf", #""inf""#), ("red -inf", #""-inf""#), ("red 1e309", #""1e309""#), ("red 1e308", #""1e308""#), ("red 3.0", #""3.0""#),
            ("red -2.5", #""-2.5""#), ("red 256", #""256""#), ("red -1 as an integer", #""-1""#), ("red 1000", #""1000""#), ("red 0x", #""0x""#),
            ("red 0x100", #""0x100""#), ("red 0xZZ", #""0xZZ""#), ("red 0x-1", #""0x-1""#), ("red --1", #""--1""#), ("red 1.2.3", #""1.2.3""#),
            ("red a JSON number 3", "3"), ("red a JSON number 1e400", "1e400"), ("red with a NUL", #""0.\u0000""#), ("red with an escape", #""\u001B[2J""#),
            ("red very long", "\"" + String(repeating: "9", count: 10_000) + "\""),
        ] as [(String, String?)] {
            let components = red.map { rgb($0) } ?? #""alpha" : "1.000", "blue" : "0.5", "green" : "0.5""#
            color(label, colorSet(entry(components: components)))
        }
        color("alpha a word", colorSet(entry(components: rgb(#""0.1""#, alpha: #""opaque""#))))
        color("alpha 5", colorSet(entry(components: rgb(#""0.1""#, alpha: #""5""#))))
        color("alpha NaN", colorSet(entry(components: rgb(#""0.1""#, alpha: #""nan""#))))
        color("green missing", colorSet(entry(components: #""alpha" : "1.000", "blue" : "0.5", "red" : "0.5""#)))
        color("blue a bool", colorSet(entry(components: rgb(#""0.1""#, #""0.1""#, "false"))))
        color("grey without white", colorSet(entry(components: #""alpha" : "1.000""#, space: #""gray-gamma-22""#)))
        color("grey white a word", colorSet(entry(components: #""alpha" : "1.000", "white" : "snow""#, space: #""extended-gray""#)))
        // Colour spaces.
        for space in [#""cmyk""#, #""lab""#, #""hsl""#, #""""#, #""SRGB""#, #""display-p3 ""#, "1", "null", "[ ]", #""\u001B]0;title\u0007""#] {
            color("colour space \(space)", colorSet(entry(components: rgb(#""0.1""#), space: space)))
        }
        // System colours, appearances and idioms.
        for reference in ["systemBlueColor", "labelColor", "systemBackgroundColor"] {
            color("a reference to \(reference)", colorSet(#"{ "color" : { "platform" : "ios", "reference" : "\#(reference)" }, "idiom" : "universal" }"#))
        }
        color("a dark colour alone", colorSet(entry(components: rgb(#""0.1""#), extra: #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#)))
        color("a high-contrast colour alone", colorSet(entry(components: rgb(#""0.1""#), extra: #""appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "#)))
        color("an unknown appearance", colorSet(entry(components: rgb(#""0.1""#), extra: #""appearances" : [ { "appearance" : "mood", "value" : "sad" } ], "#)))
        color("an appearance without a value", colorSet(entry(components: rgb(#""0.1""#), extra: #""appearances" : [ { "appearance" : "luminosity" } ], "#)))
        color("a luminosity of purple", colorSet(entry(components: rgb(#""0.1""#), extra: #""appearances" : [ { "appearance" : "luminosity", "value" : "purple" } ], "#)))
        color("Mac colours only", colorSet(#"{ "color" : { "color-space" : "srgb", "components" : { \#(rgb(#""0.1""#)) } }, "idiom" : "mac" }"#))
        color("Watch and TV colours only", colorSet(
            #"{ "color" : { "color-space" : "srgb", "components" : { \#(rgb(#""0.1""#)) } }, "idiom" : "watch" }, { "color" : { "color-space" : "srgb", "components" : { \#(rgb(#""0.1""#)) } }, "idiom" : "tv" }"#))
        color("an idiom a number", colorSet(#"{ "color" : { "color-space" : "srgb", "components" : { \#(rgb(#""0.1""#)) } }, "idiom" : 7 }"#))

        // Image sets.
        func image(_ label: String, _ text: String, pictures: [String: [UInt8]] = [:], decoding: Bool = false) {
            cases.append(Hostile(label: "image: " + label, files: pictures.merging(["Contents.json": Array(text.utf8)]) { _, json in json }, isImage: decoding))
        }
        func imageSet(_ images: String) -> String { #"{ "images" : [ \#(images) ], "info" : { "author" : "xcode", "version" : 1 } }"# }
        image("not JSON", "{ images")
        image("images a string", #"{ "images" : "logo.png" }"#)
        image("images null", #"{ "images" : null }"#)
        image("no images", imageSet(""))
        image("only empty slots", imageSet(#"{ "idiom" : "universal", "scale" : "1x" }, { "idiom" : "universal", "scale" : "2x" }"#))
        for filename in ["../secret.png", "../../etc/passwd.png", "/etc/passwd.png", "a/b.png", "..", ".", "", "a\\\\b.png", "nul\\u0000.png", "CON\\u001B[2J.png"] {
            image("a filename \(filename)", imageSet(#"{ "filename" : "\#(filename)", "idiom" : "universal", "scale" : "2x" }"#))
        }
        for scale in ["4x", "2.5x", "0x", "-1x", "x", "2X"] {
            image("a scale \(scale)", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "\#(scale)" }"#), pictures: ["logo.png": pngHeader(width: 1, height: 1)])
        }
        for vector in ["logo.pdf", "logo.svg", "logo.heic", "logo.jpg"] {
            image("only \(vector)", imageSet(#"{ "filename" : "\#(vector)", "idiom" : "universal" }"#), pictures: [vector: Array("%PDF-1.4".utf8)])
        }
        image("Mac pictures only", imageSet(#"{ "filename" : "logo.png", "idiom" : "mac", "scale" : "1x" }"#), pictures: ["logo.png": pngHeader(width: 1, height: 1)])
        image("a picture that is not there", imageSet(#"{ "filename" : "missing.png", "idiom" : "universal", "scale" : "1x" }"#), decoding: true)
        image("a picture of text", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#), pictures: ["logo.png": Array("not a png".utf8)], decoding: true)
        image("a picture cut after its header", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#), pictures: ["logo.png": pngHeader(width: 4, height: 4)], decoding: true)
        image("a picture claiming 100000 × 100000", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#), pictures: ["logo.png": pngHeader(width: 100_000, height: 100_000)], decoding: true)
        image("a picture of zero size", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#), pictures: ["logo.png": pngHeader(width: 0, height: 0)], decoding: true)
        image("an empty picture file", imageSet(#"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#), pictures: ["logo.png": []], decoding: true)
        return cases
    }()

    @Test func thereAreAHundredOfThem() { #expect(Self.hostile.count >= 100, "\(Self.hostile.count)") }

    @Test(arguments: hostile)
    func aHostileSetIsRefusedWithALineNamingItsFile(_ input: Hostile) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-assets-\(UUID().uuidString)/Brand.xcassets", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let set = root.appendingPathComponent(input.label.hasPrefix("image") ? "logo.imageset" : "brand.colorset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (name, bytes) in input.files { try Data(bytes).write(to: set.appendingPathComponent(name)) }
        let catalog = try AssetCatalog(folder: root)
        do {
            if input.label.hasPrefix("image") {
                let picture = try catalog.image(named: "logo")
                guard input.isImage else {
                    Issue.record("read: \(picture.representations)")
                    return
                }
                _ = try picture.bitmap(of: picture.representation(forScale: 1, dark: false))
                Issue.record("decoded")
            } else {
                let color = try catalog.color(named: "brand")
                Issue.record("read as \(color.any.hexString)")
            }
        } catch {
            let line = "\(error)"
            #expect(!line.contains("\n") && !line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" }, "one printable line: \(line.debugDescription)")
            #expect(line.contains("brand.colorset") || line.contains("logo.imageset"), "names the set's file: \(line)")
            #expect(line.utf8.count < 600, "\(line.utf8.count) bytes")
        }
    }
}
