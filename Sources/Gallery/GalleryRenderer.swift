import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer

/// One PNG the gallery wrote.
struct GalleryImage: Sendable {
    var component: String
    var state: String
    var variant: String
    /// Relative to the output folder.
    var relativePath: String
    var bitmap: Bitmap
}

/// Renders catalogue entries into a folder: one PNG per entry and variant, a contact sheet per
/// component, and `index.html`.
struct GalleryRenderer {
    var outputDirectory: URL

    /// Renders the work items on `jobs` threads; the files are the same whatever the count, and
    /// the result is in work-item order.
    func render(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], jobs: Int, progress: @escaping @Sendable (Int, String) -> Void
    ) throws -> [GalleryImage] {
        let results = ResultBox<GalleryImage>(count: items.count)
        let work = items.map { ($0.entry, $0.variant) }
        concurrentlyForEach(work.indices, jobs: jobs) { index in
            let (entry, variant) = work[index]
            do {
                let bitmap = try ComponentRenderer(traits: variant.traits).bitmap(of: entry.make(variant), layout: entry.layout(for: variant))
                let relative = try SnapshotName.sanitized(entry.component) + "/"
                    + SnapshotName.sanitized("\(entry.state)@\(variant.name)") + ".png"
                try bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative))
                results.set(index, .success(GalleryImage(
                    component: entry.component, state: entry.state, variant: variant.name, relativePath: relative, bitmap: bitmap)))
                progress(results.completed, relative)
            } catch {
                results.set(index, .failure(GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")))
            }
        }
        return try results.values.map { try $0!.get() }
    }

    /// A labelled grid per component: a row per state, a column per variant; sheets are drawn on
    /// `jobs` threads. Returns each component's sheet path.
    func writeContactSheets(_ images: [GalleryImage], jobs: Int = 1) throws -> [String: String] {
        let components = orderedUnique(images.map(\.component))
        let sheets = ResultBox<String>(count: components.count)
        concurrentlyForEach(components.indices, jobs: jobs) { index in
            let component = components[index]
            sheets.set(index, Result { try writeContactSheet(of: component, from: images.filter { $0.component == component }) })
        }
        return Dictionary(uniqueKeysWithValues: zip(components, try sheets.values.map { try $0!.get() }))
    }

    private func writeContactSheet(of component: String, from own: [GalleryImage]) throws -> String {
        let layouter = TextLayouter(fonts: FontRegistry.standard)
        let captionStyle = TextStyle(family: "Inter", weight: .medium, size: 13, lineHeight: 18)
        let states = orderedUnique(own.map(\.state)), variants = orderedUnique(own.map(\.variant))
        let padding = 12, caption = 22
        let columnWidths = variants.map { variant in own.filter { $0.variant == variant }.map(\.bitmap.width).max() ?? 0 }
        let rowHeights = states.map { state in own.filter { $0.state == state }.map(\.bitmap.height).max() ?? 0 }
        let width = columnWidths.reduce(padding) { $0 + $1 + padding }
        let height = rowHeights.reduce(padding) { $0 + $1 + caption + padding }
        let canvas = try Canvas(width: max(width, 1), height: max(height, 1), background: Color(red8: 0xEC, green8: 0xEE, blue8: 0xF1))
        var y = padding
        for (row, state) in states.enumerated() {
            var x = padding
            for (column, variant) in variants.enumerated() {
                if let image = own.first(where: { $0.state == state && $0.variant == variant }) {
                    let label = try layouter.layout(
                        AttributedText("\(state) · \(variant)", style: captionStyle, color: Color(red8: 0x41, green8: 0x47, blue8: 0x50)),
                        style: ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 1), width: Double(columnWidths[column]))
                    canvas.drawText(label, at: Point(x: Double(x), y: Double(y)))
                    canvas.drawImage(image.bitmap, in: Rect(x: Double(x), y: Double(y + caption), width: Double(image.bitmap.width), height: Double(image.bitmap.height)))
                }
                x += columnWidths[column] + padding
            }
            y += rowHeights[row] + caption + padding
        }
        let relative = try SnapshotName.sanitized(component) + "/contact-sheet.png"
        try canvas.bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative))
        return relative
    }

    /// `index.html`: components grouped, thumbnails, a search box and variant filters; it works
    /// from the file system with no server.
    func writeIndex(_ images: [GalleryImage], contactSheets: [String: String]) throws {
        let escape = SnapshotReport.escape
        let variants = orderedUnique(images.map(\.variant))
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Bento gallery</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 24px; background: #f4f5f7; color: #1a1c1f; }
            header { position: sticky; top: 0; background: #f4f5f7; padding: 8px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
            input[type=search] { font-size: 15px; padding: 6px 10px; min-width: 260px; }
            section { margin-bottom: 32px; }
            figure { display: inline-block; margin: 8px; padding: 8px; background: white; border: 1px solid #d9dce1; vertical-align: top; }
            figcaption { font-size: 12px; color: #5f6670; margin-top: 4px; }
            img { display: block; max-width: 420px; height: auto; }
            .sheet { font-size: 13px; }
            </style></head><body>
            <h1>Bento gallery</h1>
            <header>
            <input type="search" id="search" placeholder="Search components and states" oninput="update()">
            <label>Variant <select id="variant" onchange="update()"><option value="">all</option>
            \(variants.map { "<option>\(escape($0))</option>" }.joined())
            </select></label>
            <span id="count"></span>
            </header>

            """
        for component in orderedUnique(images.map(\.component)) {
            html += "<section data-component=\"\(escape(component))\"><h2>\(escape(component))</h2>\n"
            if let sheet = contactSheets[component] {
                html += "<p class=\"sheet\"><a href=\"\(escape(sheet))\">Contact sheet</a></p>\n"
            }
            for image in images where image.component == component {
                let name = "\(component)/\(image.state)".lowercased()
                html += "<figure data-name=\"\(escape(name))\" data-variant=\"\(escape(image.variant))\">"
                html += "<img loading=\"lazy\" src=\"\(escape(image.relativePath))\" alt=\"\(escape(component)) \(escape(image.state)) \(escape(image.variant))\" "
                html += "width=\"\(image.bitmap.width / 2)\">"
                html += "<figcaption>\(escape(image.state)) · \(escape(image.variant))</figcaption></figure>\n"
            }
            html += "</section>\n"
        }
        html += """
            <script>
            function update() {
              const query = document.getElementById('search').value.trim().toLowerCase();
              const variant = document.getElementById('variant').value;
              let shown = 0;
              for (const figure of document.querySelectorAll('figure')) {
                const visible = (!query || figure.dataset.name.includes(query)) && (!variant || figure.dataset.variant === variant);
                figure.style.display = visible ? '' : 'none';
                if (visible) shown++;
              }
              for (const section of document.querySelectorAll('section')) {
                section.style.display = [...section.querySelectorAll('figure')].some(f => f.style.display !== 'none') ? '' : 'none';
              }
              document.getElementById('count').textContent = shown + ' images';
            }
            update();
            </script>
            </body></html>

            """
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: outputDirectory.appendingPathComponent("index.html"), options: .atomic)
    }
}

func orderedUnique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}

/// Results written by worker threads, each slot once; read `values` when the workers are done.
final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<Value, Error>?]
    private var done = 0

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<Value, Error>) {
        lock.withLock {
            values[index] = value
            done += 1
        }
    }

    var completed: Int { lock.withLock { done } }
}
