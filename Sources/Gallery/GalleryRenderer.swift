import Components
import Foundation
import ImageSnapshots
import Rasterizer

/// One PNG the gallery wrote.
struct GalleryImage {
    var entry: CatalogueEntry
    var variant: String
    /// Relative to the output folder.
    var relativePath: String
}

/// Renders catalogue entries into a folder.
struct GalleryRenderer {
    var outputDirectory: URL
    var variants: [RenderTraits]

    /// Renders every entry in every variant; returns what was written.
    func renderAll(_ entries: [CatalogueEntry], progress: (String) -> Void) throws -> [GalleryImage] {
        var images: [GalleryImage] = []
        for entry in entries {
            for traits in variants {
                let renderer = ComponentRenderer(traits: traits)
                let bitmap: Bitmap
                do {
                    bitmap = try renderer.bitmap(of: entry.make(CatalogueVariant(traits: traits)), layout: entry.layout)
                } catch {
                    throw GalleryError("\(entry.identifier) [\(traits.variantName)]: \(error)")
                }
                let relative = try SnapshotName.sanitized(entry.component) + "/"
                    + SnapshotName.sanitized("\(entry.state)@\(traits.variantName)") + ".png"
                try bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative))
                progress(relative)
                images.append(GalleryImage(entry: entry, variant: traits.variantName, relativePath: relative))
            }
        }
        return images
    }

    /// Writes `index.html`: every image grouped by component, readable from the file system.
    func writeIndex(_ images: [GalleryImage]) throws {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Bento gallery</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 24px; background: #f4f5f7; color: #1a1c1f; }
            section { margin-bottom: 32px; }
            figure { display: inline-block; margin: 8px; padding: 8px; background: white; border: 1px solid #d9dce1; vertical-align: top; }
            figcaption { font-size: 12px; color: #5f6670; margin-top: 4px; }
            img { display: block; }
            </style></head><body>
            <h1>Bento gallery</h1>

            """
        var groups: [String] = []
        for image in images where !groups.contains(image.entry.component) { groups.append(image.entry.component) }
        for group in groups {
            html += "<section><h2>\(escape(group))</h2>\n"
            for image in images where image.entry.component == group {
                html += "<figure><img src=\"\(escape(image.relativePath))\" alt=\"\(escape(image.entry.identifier))\">"
                html += "<figcaption>\(escape(image.entry.state)) · \(escape(image.variant))</figcaption></figure>\n"
            }
            html += "</section>\n"
        }
        html += "</body></html>\n"
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: outputDirectory.appendingPathComponent("index.html"), options: .atomic)
    }
}

struct GalleryError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
