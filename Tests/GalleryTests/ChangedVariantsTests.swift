import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Rasterizer
import ReferenceStores
import SafeFiles
import Testing

@testable import GalleryCommands
@testable import GalleryEngine

/// `verify --changed`: each kind of change (a token file, a component's code, a font file, an
/// image resource) reaches exactly the variants a full verify fails, and `--expect` fails on a
/// change that reaches outside it.
@Suite(.serialized) struct ChangedVariantsTests {
    /// What a change can touch: the theme's token file, the price tag's padding (code), the
    /// caption's font file and the logo's image file.
    struct Inputs {
        var primary = "#1F5FD6"
        var padding = 4.0
        var fontFile = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        var logoColor: UInt8 = 0x40
    }

    final class Workspace {
        let package: CustomCatalogueTests.TemporaryPackage
        let fontPath: String
        let family = "ChangedKeyFace\(UUID().uuidString.prefix(8))"
        let logo: URL

        init() throws {
            package = try CustomCatalogueTests.TemporaryPackage()
            fontPath = package.root.appendingPathComponent("fonts/Caption.otf").path
            logo = package.root.appendingPathComponent("images/logo.png")
            try FileManager.default.createDirectory(atPath: (fontPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: logo.deletingLastPathComponent(), withIntermediateDirectories: true)
            FontRegistry.standard.register(family: family, path: fontPath)
        }

        /// The catalogue over files written from the inputs.
        func catalogue(_ inputs: Inputs) throws -> Catalogue {
            if (try? Data(contentsOf: URL(fileURLWithPath: fontPath))) != (try Data(contentsOf: URL(fileURLWithPath: inputs.fontFile))) {
                try? FileManager.default.removeItem(atPath: fontPath)
                try FileManager.default.copyItem(atPath: inputs.fontFile, toPath: fontPath)
            }
            try Bitmap(width: 6, height: 6, fill: Color(red8: inputs.logoColor, green8: 0x80, blue8: 0xC0)).writePNG(to: logo)
            let theme = try Shop.theme(primary: inputs.primary, in: package.root.appendingPathComponent("themes"))
            let padding = inputs.padding, family = self.family, logo = self.logo
            return Catalogue("Shop", variants: VariantMatrix(themes: [theme], scales: [1])) {
                Shop.charts()
                CatalogueGroup("PriceTag") {
                    CatalogueEntry("regular") { context in
                        Shop.PriceTag(amount: "£4.20", theme: context.theme).padding(padding)
                    }
                }
                CatalogueGroup("Caption") {
                    CatalogueEntry("plain") { _ in
                        UI.Label(text: "Fresh today", style: TextStyle(family: family, size: 13), color: Color(red8: 0x20, green8: 0x20, blue8: 0x20)).padding(2)
                    }
                }
                CatalogueGroup("Logo") {
                    CatalogueEntry("small") { _ in
                        UI.Image(image: try! Bitmap(contentsOfPNG: logo)).padding(2)
                    }
                }
            }
        }

        /// The variants a full verify fails.
        func failing(_ catalogue: Catalogue) -> Set<String> {
            let result = package.runCapturing(catalogue, ["verify"])
            return Set(result.output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { String($0.dropFirst(5)) })
        }

        /// The variants `--changed` reaches (as its summary names them), and what it printed, on one line.
        func reached(_ catalogue: Catalogue, _ extra: [String] = []) -> (names: Set<String>, output: String, status: Int32) {
            let result = package.runCapturing(catalogue, ["verify", "--changed"] + extra)
            var names = Set<String>()
            for line in result.output.split(separator: "\n") where line.hasPrefix("  ") && line.dropFirst(2).first?.isNumber == true {
                guard let colon = line.range(of: ": ", options: .backwards) else { continue }
                for name in line[colon.upperBound...].split(separator: ",") { names.insert(name.trimmingCharacters(in: .whitespaces)) }
            }
            return (names, result.output.replacingOccurrences(of: "\n", with: " | "), result.status)
        }
    }

    @Test func eachKindOfChangeReachesExactlyTheVariantsAFullVerifyFails() throws {
        let workspace = try Workspace()
        var inputs = Inputs()
        let original = try workspace.catalogue(inputs)
        #expect(workspace.package.run(original, ["record", "--quiet"]) == 0)
        let migrated = workspace.package.runCapturing(original, ["references", "migrate", "--to-store", "file://\(workspace.package.root.path)/store"])
        // The first record wrote references.txt with every render key, which migrate keeps.
        #expect(migrated.status == 0 && !migrated.output.contains("have none yet"), "\(migrated.output)")
        let keyed = try #require(try ReferenceManifest.read(inSnapshotsFolder: workspace.package.root.appendingPathComponent("Snapshots")))
        #expect(keyed.entries.count == 5 && keyed.entries.values.allSatisfy { $0.renderKey != nil && $0.pixels?.algorithm == .xxh3 })
        #expect(workspace.package.run(original, ["record", "--quiet"]) == 0)
        let unchanged = workspace.reached(original)
        #expect(unchanged.status == 0 && unchanged.output.contains("0 reached by the change, 5 unchanged"), "\(unchanged.output)")

        /// `inProcess`: whether a full verify in this process can see the change (a font file's
        /// face, once opened, stays open for the process; a fresh process sees the new file).
        func check(_ change: String, _ modify: (inout Inputs) -> Void, expected: Set<String>, reason: String, inProcess: Bool = true) throws {
            var changed = inputs
            modify(&changed)
            let catalogue = try workspace.catalogue(changed)
            let full = workspace.failing(catalogue)
            let reach = workspace.reached(catalogue)
            if inProcess { #expect(full == expected, "\(change): a full verify fails \(full)") }
            #expect(reach.names == expected, "\(change): --changed reached \(reach.names)\n\(reach.output)")
            #expect(reach.output.contains(reason), "\(change): \(reach.output)")
            _ = try workspace.catalogue(inputs)
        }
        try check("token", { $0.primary = "#1F5FD7" }, expected: ["Meter-half@shop-1x-w96", "Meter-unlabelled@shop-1x-w96"], reason: "2 variants through color.primary")
        try check("code", { $0.padding = 6 }, expected: ["PriceTag-regular@shop-1x"], reason: "1 variant through PriceTag's frame: PriceTag-regular@shop-1x |")
        try check("image", { $0.logoColor = 0x41 }, expected: ["Logo-small@shop-1x"], reason: "through its drawing")
        try check(
            "font", { $0.fontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" }, expected: ["Caption-plain@shop-1x"],
            reason: "1 variant through", inProcess: false)
        _ = inputs

        // --expect: a token change reaching the meters passes with Meter-*, fails with PriceTag-*.
        inputs.primary = "#1F5FD7"
        let tokenChange = try workspace.catalogue(inputs)
        #expect(workspace.reached(tokenChange, ["--expect", "Meter-*"]).status == 1, "the meters still fail their comparison")
        let outside = workspace.reached(tokenChange, ["--expect", "PriceTag-*"])
        #expect(outside.status == 1 && outside.output.contains("reaches 2 variants outside --expect \"PriceTag-*\""), "\(outside.output)")
        // Hostile patterns are printed escaped and short, never whole and raw.
        let hostile = ["\u{1B}[2J\u{202E}evil", String(repeating: "x", count: 100_000)] + (0..<20).map { "P\($0)-*" }
        let printed = workspace.reached(tokenChange, hostile.flatMap { ["--expect", $0] })
        #expect(printed.status == 1, "\(printed.output.prefix(500))")
        #expect(!printed.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(printed.output.prefix(500))")
        #expect(printed.output.contains(#"\u{1B}[2J\u{202E}evil"#) && printed.output.contains("and 17 more"), "\(printed.output.prefix(500))")
        #expect(printed.output.utf8.count < 20_000, "\(printed.output.utf8.count) bytes printed")
    }

    /// Pictures in git: a new folder's first record writes references.txt (each picture's render
    /// key and pixel fingerprint), so `--changed` works at once. A folder recorded without one (by
    /// Bento 1.1): `--changed` says how to get render keys; `migrate --to-git` writes a manifest of
    /// the files, `record` adds the keys, and a token change then reaches the meters alone.
    @Test func withPicturesInGitTheManifestKeepsTheKeys() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let snapshots = package.root.appendingPathComponent("Snapshots")
        let first = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots), "the first record writes references.txt")
        #expect(first.pictures == .git && first.entries.count == 4)
        #expect(first.entries.values.allSatisfy { $0.renderKey != nil && $0.pixels?.algorithm == .xxh3 })
        let atOnce = package.runCapturing(Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD7", in: themes)), ["verify", "--changed"])
        #expect(atOnce.output.contains("2 reached by the change, 2 unchanged"), "\(atOnce.output)")
        // A record into a folder that has pictures and no manifest writes none.
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent(ReferenceManifest.fileName))
        _ = try Shop.theme(primary: "#1F5FD6", in: themes)
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        #expect(try ReferenceManifest.read(inSnapshotsFolder: snapshots) == nil)
        let files = try package.files().filter { $0.key != RecordedTokenValues.fileName }
        let refused = package.runCapturing(catalogue, ["verify", "--changed"])
        #expect(refused.status != 0 && refused.output.contains("gallery references migrate --to-git"), "\(refused.output)")
        let written = package.runCapturing(catalogue, ["references", "migrate", "--to-git"])
        #expect(written.output.contains("references.txt lists the folder's 4 pictures"), "\(written.output)")
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        #expect(try package.files().filter { $0.key != RecordedTokenValues.fileName } == files, "the pictures stay as they were")
        let manifest = try #require(try ReferenceManifest.read(inSnapshotsFolder: package.root.appendingPathComponent("Snapshots")))
        #expect(manifest.pictures == .git && manifest.entries.values.allSatisfy { $0.renderKey != nil })
        let changed = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD7", in: themes))
        let reached = package.runCapturing(changed, ["verify", "--changed"])
        #expect(reached.output.contains("2 reached by the change, 2 unchanged"), "\(reached.output)")
    }

    /// A large folder in git without references.txt is told the command that writes one, once it
    /// has as many pictures as `manifestHintThreshold`; a folder with one, or in a store, is not.
    @Test func aLargeFolderWithoutAManifestIsToldHowToGetOne() throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hint-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: snapshots) }
        var folders = ReferenceFolders(snapshotsURL: snapshots, suiteName: "Shop", artifactsURL: snapshots.appendingPathComponent("artifacts"))
        let threshold = VerifyCommand.manifestHintThreshold
        let hint = try #require(VerifyCommand.manifestHint(verified: threshold, references: folders))
        #expect(hint.contains("gallery references migrate --to-git"), "\(hint)")
        #expect(VerifyCommand.manifestHint(verified: threshold - 1, references: folders) == nil)
        try ReferenceManifest(pictures: .git).write(inSnapshotsFolder: snapshots)
        #expect(VerifyCommand.manifestHint(verified: threshold, references: folders) == nil)
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent(ReferenceManifest.fileName))
        folders.store = "file:///tmp/store"
        #expect(VerifyCommand.manifestHint(verified: threshold, references: folders) == nil)
    }

    /// Issue 75, item 4: a one-token change was explained with every token the reached variants
    /// read and no unchanged one did (`color.separator`, `color.surface` … after changing only
    /// `palette.moss.600`). The tokens that changed since recording are named, then the variants
    /// they reach, and nothing else.
    @Test func aTokenChangeNamesTheTokenThatChanged() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        /// The shop's theme with its primary colour a primitive of the team's palette.
        func theme(moss: String) throws -> Theme {
            let original = try String(decoding: Theme.builtInTokens(named: "light").orThrow("the built-in light tokens"), as: UTF8.self)
            let file = themes.appendingPathComponent("fjord-light.tokens.json")
            try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
            let aliased = original
                .replacingOccurrences(of: "\"primary\": {\n      \"$value\": \"#1F5FD6\"", with: "\"primary\": {\n      \"$value\": \"{palette.moss.600}\"")
                .replacingOccurrences(of: "  \"color\": {\n", with: "  \"palette\": { \"$type\": \"color\", \"moss\": { \"600\": { \"$value\": \"\(moss)\" } } },\n  \"color\": {\n")
            try aliased.write(to: file, atomically: true, encoding: .utf8)
            return try Theme(tokensAt: file, name: "light")
        }
        let before = try theme(moss: "#2F6B4F")
        #expect(before.provenance?.aliases["color.primary"] == "palette.moss.600")
        let catalogue = Shop.catalogue(theme: before)
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        // A folder Bento 1.1 recorded: pictures, no manifest and no token values.
        let snapshots = package.root.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent(ReferenceManifest.fileName))
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent("\(catalogue.snapshotFolder)/\(RecordedTokenValues.fileName)"))
        #expect(package.run(catalogue, ["references", "migrate", "--to-git"]) == 0)
        let beforeKeys = package.runCapturing(catalogue, ["verify", "--changed"])
        #expect(beforeKeys.output.contains("`gallery record --all` writes them"), "no values recorded yet: \(beforeKeys.output)")
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0, "records the render keys and the token values")
        let values = try #require(try RecordedTokenValues.read(inSuite: package.root.appendingPathComponent("Snapshots/\(catalogue.snapshotFolder)")))
        #expect(values.themes["light"]?["color.primary"]?.value == "#2F6B4FFF", "\(values.text.prefix(400))")

        let changed = Shop.catalogue(theme: try theme(moss: "#FF0000"))
        let reached = package.runCapturing(changed, ["verify", "--changed"])
        let lines = reached.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("1 token changed since the references were drawn:"), "\(reached.output)")
        #expect(lines.contains("  palette.moss.600 as color.primary #2F6B4FFF → #FF0000FF (light)"), "\(reached.output)")
        let reasons = lines.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
        #expect(reasons.count == 1 && reasons[0].contains("through palette.moss.600 as color.primary #2F6B4FFF → #FF0000FF: Meter-"), "\(reached.output)")
        for other in ["color.separator", "color.surface", "typography.", "color.textPrimary"] { #expect(!reached.output.contains(other), "\(other): \(reached.output)") }

        // A record that keeps a differing reference leaves the values the references were drawn with.
        _ = package.run(changed, ["record", "--quiet"])
        let kept = try #require(try RecordedTokenValues.read(inSuite: package.root.appendingPathComponent("Snapshots/\(changed.snapshotFolder)")))
        #expect(kept.themes["light"]?["color.primary"]?.value == "#2F6B4FFF")
        let all = package.runCapturing(changed, ["record", "--all"])
        #expect(all.status == 0, "\(all.output)")
        let rerecorded = try #require(try RecordedTokenValues.read(inSuite: package.root.appendingPathComponent("Snapshots/\(changed.snapshotFolder)")))
        #expect(rerecorded.themes["light"]?["color.primary"]?.value == "#FF0000FF")
        #expect(package.runCapturing(changed, ["verify", "--changed"]).output.contains("0 reached by the change"))

        // Values left out of date (references accepted on the review page, no record since) name
        // nothing: a token that variants drawing with it still match did not change them.
        var stale = rerecorded
        stale.record(before)
        try stale.write(inSuite: package.root.appendingPathComponent("Snapshots/\(changed.snapshotFolder)"))
        let quiet = package.runCapturing(changed, ["verify", "--changed"])
        #expect(quiet.output.contains("0 reached by the change") && !quiet.output.contains("token changed"), "\(quiet.output)")

        // A hostile file is refused with its line, never trusted.
        let file = package.root.appendingPathComponent("Snapshots/\(changed.snapshotFolder)/\(RecordedTokenValues.fileName)")
        try Data("light\tcolor.primary\n".utf8).write(to: file)
        let refused = package.runCapturing(changed, ["verify", "--changed"])
        #expect(refused.status != 0 && refused.output.contains("line 1: expected theme, role, token and value"), "\(refused.output)")
    }
}
