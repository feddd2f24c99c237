import ComponentCatalogue
import Components
import DesignFiles
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import SafeText

/// A state beside its design: the design node drawn by Bento's engine, the state's picture, and
/// Figma's own export of the node when the team saved one (`Design/checkout/10-3.png` beside
/// `Design/checkout.json` for node 10:3), each with the elements whose properties differ
/// outlined, and the differences listed as `gallery design compare` reports them.
struct DesignPanel {
    var entry: CatalogueEntry
    /// The state's picture in its first variant, which the design is compared with.
    var image: GalleryImage
    /// The picture's address from the page.
    var picture: String
    var designs: DesignSources
    /// Where the page's own files go (the component's folder), and their address from the page.
    var folder: URL
    var anchor: String

    func html() throws -> String {
        guard let reference = entry.design else { return "" }
        let escape = Markup.html
        var html = "<div class=\"specs design\"><h3>Design and code</h3>\n"
        let resolved: DesignSources.Resolved
        do {
            resolved = try designs.resolve(reference, entry: entry.identifier)
        } catch {
            return html + "<p class=\"meta\">The design node cannot be read: \(escape("\(error)"))</p></div>\n"
        }
        let node = resolved.node
        let variant = image.catalogueVariant
        let nodes = try image.nodes ?? entry.rendering(variant).layOut().nodes
        let comparison = DesignComparison(
            resolved, nodes: nodes, paths: LaidOutComponent.paths(of: nodes), theme: variant.traits.theme, entry: "\(entry.identifier)@\(variant.name)",
            tolerances: designs.tolerances)
        let differences = comparison.differences()
        html += "<p class=\"meta\">\(escape(reference.file)), node \(escape(node.id)) “\(escape(node.name))”, drawn by Bento beside the code at \(escape(variant.name)).</p>\n"

        let drawing = DesignDrawing(node)
        let designName = "\(anchor)-design.png"
        try drawing.picture(scale: image.scale).writePNG(to: folder.appendingPathComponent(designName))
        let origin = node.bounds?.origin ?? Point(x: 0, y: 0)
        let layers = Dictionary(node.allNodes.compactMap { layer in layer.bounds.map { (layer.id, $0) } }, uniquingKeysWith: { first, _ in first })
        let designMarks = differences.compactMap { difference in
            layers[difference.layerID].map { Rect(x: $0.origin.x - origin.x, y: $0.origin.y - origin.y, width: $0.size.width, height: $0.size.height) }
        }
        let codeMarks = differences.map(\.codeFrame).map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        // Small pictures are shown twice their size, as the specs show them, so a point of difference shows.
        let zoom: Double = image.pointWidth <= 480 && image.pointHeight <= 240 ? 2 : 1
        html += "<div class=\"side-by-side\">"
        html += Self.figure(
            src: designName, alt: "\(entry.component), \(entry.state): the design", caption: "Design", width: node.size.width, height: node.size.height,
            marks: designMarks, zoom: zoom)
        html += Self.figure(
            src: picture, alt: "\(entry.component), \(entry.state): the code", caption: "Code", width: Double(image.pointWidth), height: Double(image.pointHeight),
            marks: codeMarks, zoom: zoom)
        if let export = figmaExport(of: node, reference: reference) {
            let exportName = "\(anchor)-figma.png"
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(exportName))
            try FileManager.default.copyItem(at: export.url, to: folder.appendingPathComponent(exportName))
            html += Self.figure(
                src: exportName, alt: "\(entry.component), \(entry.state): Figma's export", caption: "Figma's export",
                width: Double(export.width) / image.scale, height: Double(export.height) / image.scale, marks: [], zoom: zoom)
        }
        html += "</div>\n"
        if differences.isEmpty {
            html += "<p>Matches its design: size, padding, spacing, radius, fills, strokes and text within the tolerances.</p>\n"
        } else {
            html += "<ul class=\"design-differences\">"
            for difference in differences { html += "<li><code>\(escape(difference.finding.element))</code> \(escape(difference.finding.detail))</li>" }
            html += "</ul>\n"
        }
        for warning in drawing.warnings.prefix(10) { html += "<p class=\"meta\">\(escape(warning))</p>\n" }
        return html + "</div>\n"
    }

    /// A picture with the differing elements outlined, in points.
    static func figure(src: String, alt: String, caption: String, width: Double, height: Double, marks: [Rect], zoom: Double) -> String {
        let escape = Markup.html
        var svg = "<svg class=\"design-marks\" viewBox=\"0 0 \(Audit.format(width)) \(Audit.format(height))\" aria-hidden=\"true\">"
        // Each outline stands 2 points outside its element, so the corners and edges it is about show.
        for mark in marks {
            svg += "<rect x=\"\(Audit.format(mark.origin.x - 2))\" y=\"\(Audit.format(mark.origin.y - 2))\" width=\"\(Audit.format(mark.size.width + 4))\" height=\"\(Audit.format(mark.size.height + 4))\" rx=\"2\"/>"
        }
        svg += "</svg>"
        return "<figure><div class=\"canvas\"><div class=\"redline-view\"><img src=\"\(escape(src))\" alt=\"\(escape(alt))\" width=\"\(Int((width * zoom).rounded()))\" height=\"\(Int((height * zoom).rounded()))\">\(svg)</div></div><figcaption>\(escape(caption))</figcaption></figure>"
    }

    /// Figma's PNG export of the node, when the team saved it beside the answer.
    private func figmaExport(of node: DesignNode, reference: DesignReference) -> (url: URL, width: Int, height: Int)? {
        let answer = designs.url(of: reference.file)
        let url = answer.deletingPathExtension().appendingPathComponent(node.id.replacingOccurrences(of: ":", with: "-") + ".png")
        guard let picture = try? Bitmap(contentsOfPNG: url) else { return nil }
        return (url, picture.width, picture.height)
    }
}
