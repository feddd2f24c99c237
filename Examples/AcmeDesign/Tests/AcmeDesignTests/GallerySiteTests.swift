import Foundation
import Testing

/// The site `acme-gallery render` writes, read as a developer and a designer read it: a
/// component's specs name Acme's own spacing steps and pill radius, say how to open the live
/// preview with Acme's own command, and the token page shows Acme's palette and its aliases, not
/// Bento's fallbacks.
@Suite struct GallerySiteTests {
    /// The site, rendered once by the executable itself (built beside this test binary).
    static let site: URL? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("acme-site-\(UUID().uuidString)", isDirectory: true)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("acme-gallery")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["render", "--output", folder.path, "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? folder : nil
    }()

    static func page(_ path: String) throws -> String {
        let site = try #require(site, "acme-gallery render failed")
        return try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// A table row's cells as text, for the row of `property` whose value is `value`.
    static func tokenRow(_ html: String, property: String, value: String) -> String? {
        html.components(separatedBy: "<tr>").first { $0.hasPrefix("<td>\(property)</td>") && $0.contains("<code>\(value)</code>") }
    }

    @Test func specsNameTheTeamsScaleAndCommand() throws {
        let chip = try Self.page("TagChip/index.html")
        let radius = try #require(Self.tokenRow(chip, property: "radius", value: "999"), "no radius row")
        #expect(radius.contains("radius.pill") && !radius.contains("swatch") && !radius.contains("typed by hand"), "\(radius)")
        let padding = try #require(Self.tokenRow(chip, property: "padding", value: "4 12 4 12"), "no padding row")
        // Acme's own steps first, Bento's roles after them.
        #expect(padding.contains("space.xs (spacing.extraSmall), space.md (spacing.medium)"), "\(padding)")
        #expect(radius.contains("corner.pill (radius.pill)"), "\(radius)")
        #expect(chip.contains("<code>swift run acme-gallery serve</code>"))
        #expect(!chip.contains("swift run gallery serve"))
    }

    @Test func theTokenPageShowsAcmesPaletteAndAliases() throws {
        let tokens = try Self.page("tokens/index.html")
        let primary = try #require(tokens.components(separatedBy: "<li ").first { $0.hasPrefix("data-role=\"color.primary\"") })
        #expect(primary.contains("alias of <code>palette.plum.500</code>"), "\(primary)")
        let tint = try #require(tokens.components(separatedBy: "<li ").first { $0.hasPrefix("data-role=\"color.tint\"") }, "Acme's extra token is listed")
        #expect(tint.contains("alias of <code>palette.plum.100</code>"))
        #expect(tokens.contains("data-role=\"palette.plum.500\""))
        for fallback in ["color.grey.50", "color.white", "color.black"] {
            #expect(!tokens.contains("data-role=\"\(fallback)\""), "\(fallback) is Bento's, not Acme's")
        }
    }
}
