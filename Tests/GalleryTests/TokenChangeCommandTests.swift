import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GallerySite
import Rasterizer
import Testing

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview

/// `gallery impact`, `verify --tokens-before` and the token pages on a team's own token file.
@Suite struct TokenChangeCommandTests {
    /// One unit of blue in the primary colour: impact names the token, its values and the nodes;
    /// verify checks only the variants it touches and its failure message names the change.
    @Test func verifyNamesTheTokenThatChangedAndTheNodeThatUsedIt() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let before = package.root.appendingPathComponent("before"), after = package.root.appendingPathComponent("after")
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: before))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let changed = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD7", in: after))
        let beforeFile = before.appendingPathComponent("shop.tokens.json").path

        let impact = package.runCapturing(changed, ["impact", "--tokens-before", beforeFile])
        #expect(impact.status == 0)
        #expect(impact.output.contains("changed shop: color.primary #1F5FD6FF → #1F5FD7FF"), "\(impact.output)")
        #expect(impact.output.contains("Meter-half@shop-1x-w96\n  color.primary #1F5FD6FF → #1F5FD7FF, used by Meter fill"), "the render-only meter records the colour it draws: \(impact.output)")
        #expect(!impact.output.contains("PriceTag-regular"), "the price tag reads no primary: \(impact.output)")

        let verify = package.runCapturing(changed, ["verify", "--tokens-before", beforeFile])
        #expect(verify.status == 1)
        #expect(verify.output.contains("touch 2 of 4 variants; verifying those"), "\(verify.output)")
        #expect(verify.output.contains("Token changes that reach it:"), "\(verify.output)")
        #expect(verify.output.contains("color.primary #1F5FD6FF → #1F5FD7FF, used by"), "\(verify.output)")
        let report = try String(contentsOf: package.root.appendingPathComponent("artifacts/report.html"), encoding: .utf8)
        #expect(report.contains("color.primary #1F5FD6FF → #1F5FD7FF, used by"))

        // A file with no theme of that name in the catalogue is refused, naming the themes there are.
        let stray = package.root.appendingPathComponent("stray.tokens.json")
        try FileManager.default.copyItem(atPath: beforeFile, toPath: stray.path)
        let refused = package.runCapturing(changed, ["impact", "--tokens-before", stray.path])
        #expect(refused.status != 0)
        #expect(refused.output.contains("No theme of the catalogue is named stray"), "\(refused.output)")
    }

    /// Issue 75: Getting Started loads `acme-light.tokens.json` as the theme `light`; a file named
    /// so was ignored by `verify --tokens` (a red primary passed with exit 0) and refused by
    /// `impact --tokens-before`. It stands for the one theme its name ends with, `THEME=PATH` names
    /// one outright, and a file that stands for none is refused, never ignored.
    @Test func aTokenFileNamedAsGettingStartedNamesItIsTheThemeItEndsWith() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let folder = package.root.appendingPathComponent("tokens")
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: folder))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let red = package.root.appendingPathComponent("proposed/fjord-shop.tokens.json")
        _ = try Shop.theme(primary: "#D61F1F", in: red.deletingLastPathComponent())
        try FileManager.default.moveItem(at: red.deletingLastPathComponent().appendingPathComponent("shop.tokens.json"), to: red)
        let verified = package.runCapturing(catalogue, ["verify", "--tokens", red.path])
        #expect(verified.status == 1 && verified.output.contains("2 failed"), "\(verified.output)")
        let named = package.runCapturing(catalogue, ["verify", "--tokens", "shop=\(red.path)"])
        #expect(named.status == 1 && named.output.contains("2 failed"), "\(named.output)")
        let impact = package.runCapturing(catalogue, ["impact", "--tokens-before", red.path])
        #expect(impact.status == 0 && impact.output.contains("changed shop: color.primary #D61F1FFF → #1F5FD6FF"), "\(impact.output)")
        // A file that stands for no theme is refused with what to do.
        let stray = package.root.appendingPathComponent("proposed/fjord-night.tokens.json")
        try FileManager.default.copyItem(at: red, to: stray)
        let refused = package.runCapturing(catalogue, ["verify", "--tokens", stray.path])
        #expect(refused.status == 2 && refused.output.contains("no theme of the catalogue is named \"fjord-night\"") && refused.output.contains("--tokens THEME=PATH"), "\(refused.output)")
    }

    /// Issue 48: `REV:PATH` names a file inside the repository, as git resolves it; a path that
    /// climbs out (`HEAD:../../x`, which URL's tidying once read from disk) or is absolute is
    /// refused with the reason, and a plain path stays a path.
    @Test func aRevisionPathOutsideTheRepositoryIsRefused() throws {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("bento-revisions-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: outer) }
        let repository = outer.appendingPathComponent("repo/package", isDirectory: true)
        _ = try Shop.theme(primary: "#1F5FD6", in: outer.appendingPathComponent("x"))
        _ = try Shop.theme(primary: "#1F5FD7", in: repository.appendingPathComponent("tokens"))
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repository.path, "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "-q", outer.appendingPathComponent("repo").path])
        try git(["add", "."])
        try git(["commit", "-qm", "tokens"])
        func refusal(_ spec: String) -> String {
            do {
                _ = try TokenChangeOptions.theme(at: spec, in: repository)
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal("HEAD:../../x/shop.tokens.json").contains("leaves the repository"), "\(refusal("HEAD:../../x/shop.tokens.json"))")
        #expect(refusal("HEAD:../../../../../../etc/passwd").contains("leaves the repository"))
        #expect(refusal("HEAD:/etc/passwd").contains("this one is absolute"))
        #expect(refusal("HEAD:tokens/shop.tokens.json") == "read")
        #expect(refusal("HEAD:tokens/../tokens/shop.tokens.json") == "read")
        #expect(refusal("HEAD:../package/tokens/shop.tokens.json") == "read", "inside the repository, above the package")
        #expect(try TokenChangeOptions.theme(at: "HEAD:tokens/shop.tokens.json", in: repository).colors.primary.hexString.hasPrefix("#1F5FD7"))
        // A plain path is the user's own, read as it is.
        #expect(try TokenChangeOptions.theme(at: "../../x/shop.tokens.json", in: repository).colors.primary.hexString.hasPrefix("#1F5FD6"))
    }

    /// The gallery's token pages: one picture per sheet, for every theme, and the page linking them.
    @Test func theGalleryDrawsTheTokenPagesOfItsThemes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("token-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var usage = TokenUsage()
        usage.componentsByToken = ["color.primary": ["Button"]]
        usage.variantsByToken = ["color.primary": ["Button/title@light-2x"]]
        usage.unusedTokens = ["color.error"]
        let written = try TokenPages(outputDirectory: folder).write(themes: [.light, .dark], usage: usage)
        #expect(written == [
            "tokens/palette.png", "tokens/contrast.png", "tokens/type-light.png", "tokens/scales-light.png", "tokens/type-dark.png",
            "tokens/scales-dark.png",
        ])
        let palette = try Bitmap(contentsOfPNG: folder.appendingPathComponent("tokens/palette.png"))
        #expect(palette.width > 400 && palette.height > 800)
        // The palette's first swatch is the light primary colour, drawn as the token says.
        var found = false
        palette.withUnsafePixels { pixels in
            let primary = Theme.light.colors.primary
            found = (0..<(palette.width * palette.height)).contains { Audit.color(pixels[$0]) == primary }
        }
        #expect(found)
        let page = try String(contentsOf: folder.appendingPathComponent("tokens/index.html"), encoding: .utf8)
        // The sheets are linked as pictures; the page itself lists the values as text.
        #expect(page.contains("<a href=\"contrast.png\">"))
        #expect(page.contains(#"<li data-role="color.primary"><span class="chip" style="--chip:#1F5FD6"></span>"#))
        #expect(page.contains("<td><code>color.primary</code></td><td><a href=\"../Button/index.html\">Button</a></td><td>1</td>"), "\(page)")
        #expect(page.contains("<h3>Read by nothing</h3><p><code>color.error</code></p>"))
    }
}
