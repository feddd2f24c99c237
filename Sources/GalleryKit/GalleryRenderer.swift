import ComponentCatalogue
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
                try bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative), compression: .fast)
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
        try canvas.bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative), compression: .fast)
        return relative
    }
}

func orderedUnique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}

