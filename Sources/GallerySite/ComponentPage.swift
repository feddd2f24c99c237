import ComponentCatalogue
import Foundation
import Components
import GalleryEngine
import ImageSnapshots
import SafeText

/// A component's page: its doc, then each state with its pictures in the catalogue's variant order
/// (theme, then size, then width), each on its theme's canvas at its size in points, and the
/// state's specs (`StateSpecs`) a developer builds it from.
struct ComponentPage {
    var component: CatalogueComponent
    var images: [GalleryImage]
    var sheets: [String]
    /// The site's top folder, where the pictures are read back to compare a running entry's steps.
    var folder: URL
    /// The gallery executable's name (`acme-gallery`).
    var commandName: String
    /// The design files entries name, when the site knows the package they are in.
    var designs: DesignSources?

    func html() throws -> String {
        let escape = Markup.html
        let folder = try GalleryRenderer.folder(of: component.name) + "/"
        let relative = { (path: String) in path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : "../" + path }
        let states = orderedUnique(images.map(\.state))
        var html = "<header>"
        if component.cataloguePath.count > 1 { html += "<p class=\"path\">\(component.cataloguePath.map(escape).joined(separator: " › "))</p>" }
        html += "<h1>\(escape(component.name))</h1>\n"
        if let doc = component.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
        html += "<p class=\"meta\">\(states.count) state\(states.count == 1 ? "" : "s") · \(images.count) pictures"
        for (number, sheet) in sheets.enumerated() {
            html += " · <a href=\"\(escape(relative(sheet)))\">\(sheets.count == 1 ? "Contact sheet" : "Contact sheet \(number + 1)")</a>"
        }
        html += "</p></header>\n"
        html += try StepStrip(images: images, states: states, folder: self.folder).html(relative: relative)
        for (number, state) in states.enumerated() {
            let own = images.filter { $0.state == state }
            guard let entry = component.entries.first(where: { $0.state == state }), let first = own.first else { continue }
            let anchor = "state-\(number + 1)"
            html += "<section class=\"state\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\"><h2 id=\"\(anchor)-title\">\(escape(state))</h2>\n"
            if let step = first.step { html += "<p class=\"meta\">\(escape(step))</p>\n" }
            if let doc = entry.doc, doc != component.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
            html += "<div class=\"variants\">"
            for image in own {
                let canvas = CanvasColor.background(of: image)
                html += "<figure data-variant=\"\(escape(image.variant))\"><div class=\"canvas\" style=\"background:\(canvas)\">"
                html += "<img loading=\"lazy\" src=\"\(escape(relative(image.relativePath)))\" alt=\"\(escape(component.name)), \(escape(state)), \(escape(image.variant))\" width=\"\(image.pointWidth)\" height=\"\(image.pointHeight)\"></div>"
                html += "<figcaption>\(escape(image.variant))</figcaption></figure>"
            }
            html += "</div>\n"
            if let transition = first.transitionPath {
                html += "<details class=\"transition\"><summary>Play the transition into this step (0.3 s; again each time it is opened)</summary>"
                html += "<img data-src=\"\(escape(relative(transition)))\" alt=\"\(escape(component.name)), the transition into \(escape(state))\" width=\"\(first.pointWidth)\"></details>\n"
            }
            html += try StateSpecs(entry: entry, image: first, picture: relative(first.relativePath), anchor: anchor, commandName: commandName).html()
            if let designs, entry.design != nil {
                let pageFolder = self.folder.appendingPathComponent(folder, isDirectory: true)
                html += try DesignPanel(entry: entry, image: first, picture: relative(first.relativePath), designs: designs, folder: pageFolder, anchor: anchor).html()
            }
            html += "</section>\n"
        }
        return html
    }
}
