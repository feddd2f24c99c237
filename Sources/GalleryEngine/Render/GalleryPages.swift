import ComponentCatalogue
import Foundation
import Rasterizer
import ImageSnapshots

/// The gallery's HTML: `index.html` (every component, searchable and filterable by variant) and a
/// page per component (its doc text and every state in every variant as a grid). Pages link to
/// each other with relative paths and use no external assets, so they work from the file system.
package struct GalleryPages {
    package var outputDirectory: URL
    package var catalogue: Catalogue

    package init(outputDirectory: URL, catalogue: Catalogue) {
        self.outputDirectory = outputDirectory
        self.catalogue = catalogue
    }

    /// The pages' style sheet (`Pages/gallery.css`, compiled into the binary).
    static let style = String(decoding: PackageResources.gallery_css, as: UTF8.self)
    /// The index's search and variant filter (`Pages/gallery-index.js`).
    static let indexScript = String(decoding: PackageResources.gallery_index_js, as: UTF8.self)

    /// Writes `index.html` and `<Component>/index.html` for every component with images. A page
    /// that cannot be written does not stop the others: each such failure comes back as a message
    /// naming its component.
    @discardableResult
    package func write(_ images: [GalleryImage], contactSheets: [String: [String]]) throws -> [String] {
        let components = catalogue.components
        var failures: [String] = []
        for component in orderedUnique(images.map(\.component)) {
            let own = images.filter { $0.component == component }
            let info = components.first { $0.name == component }
            do {
                try save(componentPage(component, info: info, images: own, sheets: contactSheets[component] ?? []), to: try Self.pagePath(of: component))
            } catch {
                failures.append("\(component): its page could not be written: \(error)")
            }
        }
        try save(index(images, components: components, contactSheets: contactSheets), to: "index.html")
        return failures
    }

    /// `<Component>/index.html`, relative to the output folder.
    static func pagePath(of component: String) throws -> String {
        try SnapshotName.sanitized(component) + "/index.html"
    }

    func index(_ images: [GalleryImage], components: [CatalogueComponent], contactSheets: [String: [String]]) throws -> String {
        let escape = SnapshotReport.escape
        let variants = orderedUnique(images.map(\.variant))
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(catalogue.name)) gallery</title>
            <style>\(Self.style)</style></head><body>
            <h1>\(escape(catalogue.name)) gallery</h1>

            """
        if let doc = catalogue.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
        html += "<p class=\"sheet\"><a href=\"tokens/index.html\">Design tokens</a>: the palette, contrast, type ramp and scales of its themes.</p>\n"
        html += """
            <header>
            <input type="search" id="search" placeholder="Search components and states" oninput="update()">
            <label>Variant <select id="variant" onchange="update()"><option value="">all</option>
            \(variants.map { "<option>\(escape($0))</option>" }.joined())
            </select></label>
            <span id="count"></span>
            </header>

            """
        for component in orderedUnique(images.map(\.component)) {
            let info = components.first { $0.name == component }
            html += "<section data-component=\"\(escape(component.lowercased()))\">"
            html += "<h2><a href=\"\(escape(try Self.pagePath(of: component)))\">\(escape(component))</a></h2>\n"
            if let path = info?.cataloguePath, path.count > 1 {
                html += "<p class=\"path\">\(path.map(escape).joined(separator: " › "))</p>\n"
            }
            if let doc = info?.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
            if let sheet = contactSheets[component]?.first {
                html += "<p class=\"sheet\"><a href=\"\(escape(sheet))\">Contact sheet</a></p>\n"
            }
            for image in images where image.component == component {
                html += "<figure data-name=\"\(escape("\(component)/\(image.state)".lowercased()))\" data-variant=\"\(escape(image.variant))\">"
                html += "<img loading=\"lazy\" src=\"\(escape(image.relativePath))\" alt=\"\(escape(component)) \(escape(image.state)) \(escape(image.variant))\" "
                html += "width=\"\(image.pointWidth)\">"
                html += "<figcaption>\(escape(image.state)) · \(escape(image.variant))</figcaption></figure>\n"
            }
            html += "</section>\n"
        }
        html += """
            <script>\(Self.indexScript)</script>
            </body></html>

            """
        return html
    }

    /// A component's page: its doc text, then a row per state with its images in every variant.
    func componentPage(_ component: String, info: CatalogueComponent?, images: [GalleryImage], sheets: [String]) throws -> String {
        let escape = SnapshotReport.escape
        let folder = try SnapshotName.sanitized(component) + "/"
        let states = orderedUnique(images.map(\.state)), variants = orderedUnique(images.map(\.variant))
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(component)) · \(escape(catalogue.name)) gallery</title>
            <style>\(Self.style)</style></head><body>
            <p><a href="../index.html">← All components</a></p>
            <h1>\(escape(component))</h1>

            """
        if let path = info?.cataloguePath, path.count > 1 {
            html += "<p class=\"path\">\(path.map(escape).joined(separator: " › "))</p>\n"
        }
        if let doc = info?.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
        html += "<p class=\"sheet\">\(states.count) states × \(variants.count) variants"
        for (number, sheet) in sheets.enumerated() {
            let name = sheets.count == 1 ? "Contact sheet" : "Contact sheet \(number + 1)"
            html += " · <a href=\"\(escape(String(sheet.dropFirst(folder.count))))\">\(name)</a>"
        }
        html += "</p>\n"
        // A row per state; its images in the order of the component's variants, each captioned,
        // so states shown in different variants do not leave a grid of empty cells.
        // A play script's states follow one another as a filmstrip: each step named, its picture
        // beside the animation of the transition into it.
        for state in states {
            let step = images.first { $0.state == state }?.step
            html += "<section class=\"state\"><h2>\(escape(state))\(step.map { " · " + escape($0) } ?? "")</h2><div class=\"grid\">"
            for variant in variants {
                guard let image = images.first(where: { $0.state == state && $0.variant == variant }) else { continue }
                let relative = { (path: String) in path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : "../" + path }
                html += "<figure data-variant=\"\(escape(variant))\"><img src=\"\(escape(relative(image.relativePath)))\" alt=\"\(escape(component)) \(escape(state)) \(escape(variant))\" "
                html += "width=\"\(image.pointWidth)\"><figcaption>\(escape(variant))</figcaption></figure>"
                if let transition = image.transitionPath {
                    html += "<figure class=\"transition\" data-variant=\"\(escape(variant))\"><img src=\"\(escape(relative(transition)))\" "
                    html += "alt=\"\(escape(component)) \(escape(state)) \(escape(variant)), the transition into it\" width=\"\(image.pointWidth)\">"
                    html += "<figcaption>\(escape(variant)) · transition (0.3 s, plays once; reload to replay)</figcaption></figure>"
                }
            }
            html += "</div></section>\n"
        }
        html += "<p><a href=\"../index.html\">← All components</a></p>\n</body></html>\n"
        return html
    }

    private func save(_ html: String, to relativePath: String) throws {
        let url = outputDirectory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Data(html.utf8), to: url)
    }
}
