import Components
import DesignTokens
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer

/// Writes the token sheets of the catalogue's themes into the gallery: `tokens/<page>.png` and
/// `tokens/index.html`, linked from the gallery's index.
package struct TokenPages {
    package var outputDirectory: URL

    package init(outputDirectory: URL) { self.outputDirectory = outputDirectory }

    /// The usage as a section of the page: each token with the components that read it, the
    /// tokens nothing reads, and each component's hand-typed colours and styles.
    static func usageSection(_ usage: TokenUsage) -> String {
        let escape = SnapshotReport.escape
        var html = "<section id=\"usage\"><h2>Who uses what</h2>\n<table><tr><th>Token</th><th>Components</th><th>Variants</th></tr>\n"
        for token in usage.componentsByToken.keys.sorted() {
            let role = usage.roleByToken[token].map { " <span class=\"path\">(\(escape($0)))</span>" } ?? ""
            let components = usage.componentsByToken[token]!.map { "<a href=\"../\(escape((try? GallerySite.pagePath(of: $0)) ?? ""))\">\(escape($0))</a>" }
            html += "<tr><td><code>\(escape(token))</code>\(role)</td><td>\(components.joined(separator: ", "))</td><td>\(usage.variantsByToken[token]?.count ?? 0)</td></tr>\n"
        }
        html += "</table>\n<h3>Read by nothing</h3><p>\(usage.unusedTokens.isEmpty ? "none" : usage.unusedTokens.map { "<code>\(escape($0))</code>" }.joined(separator: ", "))</p>\n"
        if !usage.literalsByComponent.isEmpty {
            html += "<h3>Typed by hand</h3><ul>\n"
            for component in usage.literalsByComponent.keys.sorted() {
                html += "<li>\(escape(component)): \(usage.literalsByComponent[component]!.map(escape).joined(separator: "; "))</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// The themes the selected variants use, each once, in order of first use.
    package static func themes(of traits: [RenderTraits]) -> [Theme] {
        var seen: Set<String> = []
        return traits.map(\.theme).filter { seen.insert($0.name).inserted }
    }

    /// Draws every sheet at 2x and writes the page, with the catalogue's token usage when given;
    /// the file names written, relative to the gallery.
    @discardableResult
    package func write(themes: [Theme], usage: TokenUsage? = nil) throws -> [String] {
        guard !themes.isEmpty else { return [] }
        let folder = outputDirectory.appendingPathComponent("tokens", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        let escape = SnapshotReport.escape
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Design tokens</title>
            <style>\(GallerySite.style)</style></head><body>
            <p><a href="../index.html">← Gallery</a></p>
            <h1>Design tokens</h1>
            <p class="doc">Drawn from the themes \(themes.map { escape($0.name) }.joined(separator: ", ")): every colour, the contrast of each text colour on each surface (✕ under 4.5:1), the type ramp and the scales. <code>gallery tokens</code> lists the same usage as text or JSON.</p>

            """
        for (name, title, bitmap) in try TokenSheets.pictures(for: themes) {
            let file = "\(name).png"
            try AtomicFile.write(Data(try bitmap.pngData()), to: folder.appendingPathComponent(file))
            written.append("tokens/\(file)")
            html += "<section><h2>\(escape(title))</h2><figure><img src=\"\(escape(file))\" alt=\"\(escape(title))\" width=\"\(bitmap.width / 2)\"></figure></section>\n"
        }
        if let usage { html += Self.usageSection(usage) }
        html += "</body></html>\n"
        try AtomicFile.write(Data(html.utf8), to: folder.appendingPathComponent("index.html"))
        return written
    }
}
