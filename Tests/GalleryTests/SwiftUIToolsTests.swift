import ComponentCatalogue
import Foundation
@testable import GalleryCommands
import SwiftUI
import Testing

/// The gallery's tools on SwiftUI views, as a team's package runs them: a padding change fails
/// verify with the layout change named; an asset catalogue's colour change reaches exactly the
/// variants that draw it through `verify --changed`, which names it as the code reads it
/// (`Color("brandPrimary")`), as the audit does; and a key its String Catalog does not translate
/// is a finding naming the key and the language.
@Suite struct SwiftUIToolsTests {
    /// A tag on the brand colour, its text in the catalogue's ink, both from the asset catalogue.
    struct Tag: View {
        var padding: CGFloat
        var bundle: Bundle
        var body: some View {
            Text("Fresh")
                .foregroundStyle(Color("ink", bundle: bundle))
                .padding(padding)
                .background(Capsule().fill(Color("brandPrimary", bundle: bundle)))
        }
    }

    /// A note in the default colours, its key translated into English only.
    struct Note: View {
        var body: some View { Text("Best before").padding(8) }
    }

    /// A colour set's `Contents.json` with one sRGB colour in hexadecimal components.
    static func colorSet(red: String, green: String, blue: String) -> String {
        #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\#(blue)", "green" : "\#(green)", "red" : "\#(red)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static let strings = #"""
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "Fresh" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Frisch" } } } },
      "Best before" : { } } }
    """#

    /// The package's resources: an asset catalogue (the brand green and a white ink) and its String Catalog.
    static func resources(in package: CustomCatalogueTests.TemporaryPackage, brand: (String, String, String) = ("0x0B", "0x6E", "0x4F")) throws -> Bundle {
        let folder = package.root.appendingPathComponent("Resources", isDirectory: true)
        let assets = folder.appendingPathComponent("Assets.xcassets", isDirectory: true)
        let files = [
            "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "brandPrimary.colorset/Contents.json": colorSet(red: brand.0, green: brand.1, blue: brand.2),
            "ink.colorset/Contents.json": colorSet(red: "0xFF", green: "0xFF", blue: "0xFF"),
        ]
        for (path, text) in files {
            let file = assets.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try strings.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(url: folder))
    }

    static func catalogue(padding: CGFloat, bundle: Bundle) throws -> Catalogue {
        let strings = try StringCatalog(contentsOf: bundle.bundleURL.appendingPathComponent("Localizable.xcstrings"))
        return Catalogue("Shelf", variants: VariantMatrix(themes: [.light], scales: [1], locales: ["en", "de"])) {
            CatalogueGroup("Tag") { CatalogueEntry("fresh") { _ in Tag(padding: padding, bundle: bundle) } }
            CatalogueGroup("Note") { CatalogueEntry("plain") { _ in Note() } }
        }.localized(by: strings)
    }

    @Test func aPaddingChangeFailsVerifyWithTheLayoutChangeNamed() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let bundle = try Self.resources(in: package)
        #expect(package.run(try Self.catalogue(padding: 8, bundle: bundle), ["record", "--quiet"]) == 0)
        let (status, output) = package.runCapturing(try Self.catalogue(padding: 12, bundle: bundle), ["verify"])
        #expect(status == 1 && output.contains("2 matched, 2 failed"), "the tag's two languages fail, the note's pass: \(output)")
        // The change in words, by the view's own node, in each language's record.
        #expect(output.contains("HostingView/Tag[0]: width 59 → 67, height 37 → 45"), "\(output)")
        #expect(output.contains(#"HostingView/Tag[0]/background[0]/padding[1]/Text[0] "Fresh": x 8 → 12, y 8 → 12"#), "\(output)")
        #expect(output.contains(#"Text "Frisch": frame (8, 8, 47, 21) → (12, 12, 47, 21)"#), "the German record, from the String Catalog: \(output)")
    }

    @Test func anAssetColourChangeReachesItsVariantsByNameAndTheAuditNamesIt() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let bundle = try Self.resources(in: package)
        let catalogue = try Self.catalogue(padding: 8, bundle: bundle)
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0, "references.txt with the render keys, and the colours' values")

        // The designer lightens the brand colour in the asset catalogue: the tag's two variants
        // are reached, named by the colour as the code reads it; the note's are not drawn.
        let lighter = try Self.resources(in: package, brand: ("0x9F", "0xE8", "0xC8"))
        let (status, output) = package.runCapturing(try Self.catalogue(padding: 8, bundle: lighter), ["verify", "--changed"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("4 variants laid out: 2 reached by the change, 2 unchanged"), "\(output)")
        #expect(output.contains(#"Color("brandPrimary") #0B6E4FFF → #9FE8C8FF (Assets.xcassets in light)"#), "\(output)")
        #expect(output.contains(#"2 variants through Color("brandPrimary") #0B6E4FFF → #9FE8C8FF: Tag-fresh@light-en-1x, Tag-fresh@light-de-1x"#), "\(output)")

        // White ink on the lighter green is under WCAG's 4.5:1: the audit names both colours so.
        let audit = package.runCapturing(try Self.catalogue(padding: 8, bundle: lighter), ["audit"])
        #expect(audit.status == 1, "\(audit.output)")
        #expect(audit.output.contains(#"Color("ink") #FFFFFFFF on Color("brandPrimary") #9FE8C8FF is 1.41:1, under 4.5:1 for text"#), "\(audit.output)")
    }

    @Test func aKeyTheStringCatalogDoesNotTranslateIsAFindingNamingTheKeyAndLanguage() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let bundle = try Self.resources(in: package)
        let (status, output) = package.runCapturing(try Self.catalogue(padding: 8, bundle: bundle), ["audit"])
        #expect(status == 1, "\(output)")
        let untranslated = output.split(separator: "\n").filter { $0.hasPrefix("untranslated\t") }
        #expect(untranslated == ["untranslated\tNote/plain@light-de-1x\tde: Best before: no translation; drawn in en"], "\(output)")
    }

    /// A close button of a bare symbol, and a title cut to one line in a narrow frame.
    struct Toolbar: View {
        var body: some View {
            HStack {
                Text("Your weekly groceries, delivered").lineLimit(1).frame(width: 120)
                Button { } label: { Image(systemName: "xmark") }.accessibilityLabel("Close")
            }
        }
    }

    @Test func theAuditFindsASmallTapTargetAndTruncatedTextInASwiftUIView() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Catalogue("Bar", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Toolbar") { CatalogueEntry("plain") { _ in Toolbar() } }
        }
        let (status, output) = package.runCapturing(catalogue, ["audit"])
        #expect(status == 1, "\(output)")
        let rules = Set(output.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) })
        #expect(rules.isSuperset(of: ["tap-target", "truncated"]), "\(output)")
        #expect(output.contains("Close"), "the button is named by its label: \(output)")
    }

    /// A row of symbols, one of which no open symbol stands for.
    struct Actions: View {
        var body: some View {
            HStack {
                Image(systemName: "trash")
                Image(systemName: "square.and.arrow.up")
                Image(systemName: "wand.and.sparkles.inverse")
            }
        }
    }

    /// The audit names each symbol drawn as a placeholder, and only those, with the element it is.
    @Test func theAuditNamesASymbolDrawnAsAPlaceholder() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Catalogue("Bar", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Actions") { CatalogueEntry("row") { _ in Actions() } }
        }
        let (status, output) = package.runCapturing(catalogue, ["audit"])
        #expect(status == 1, "\(output)")
        let unmapped = output.split(separator: "\n").filter { $0.hasPrefix("unmapped-symbol\t") }
        #expect(unmapped.count == 1 && unmapped.first?.contains("Actions/row@light-1x") == true, "\(output)")
        #expect(unmapped.first?.contains("\"wand.and.sparkles.inverse\" has no open symbol") == true, "\(output)")
    }
}
