import ComponentCatalogue
import GalleryEngine
import SafeText

/// The site's front page: the catalogue's doc, then each component once, at its first state in its
/// first variant, on that variant's canvas, with the first sentence of its doc.
struct OverviewPage {
    var catalogue: Catalogue
    var components: [CatalogueComponent]
    var images: [GalleryImage]

    func html() throws -> String {
        let escape = Markup.html
        var html = "<header><h1>\(escape(catalogue.name))</h1>\n"
        if let doc = catalogue.doc { html += "<p class=\"doc\">\(escape(doc))</p>\n" }
        html += "<p class=\"meta\">\(components.count) components, \(images.count) pictures · <a href=\"tokens/index.html\">Design tokens</a> · <a href=\"\(GallerySite.manifestPath)\" type=\"application/json\">Component manifest</a></p></header>\n"
        html += "<ul class=\"overview\">\n"
        for component in components {
            guard let first = images.first(where: { $0.component == component.name }) else { continue }
            let states = Set(images.filter { $0.component == component.name }.map(\.state)).count
            let searched = ([component.name, component.doc ?? ""] + component.entries.map(\.state)).joined(separator: " ").lowercased()
            let canvas = CanvasColor.background(of: first)
            html += "<li class=\"card\" data-search=\"\(escape(searched))\"><div class=\"canvas\" style=\"background:\(canvas)\">"
            html += "<img loading=\"lazy\" src=\"\(escape(first.relativePath))\" alt=\"\(escape(component.name)), \(escape(first.state))\" width=\"\(first.pointWidth)\" height=\"\(first.pointHeight)\"></div>"
            html += "<div class=\"text\"><h2><a href=\"\(escape(try GallerySite.pagePath(of: component.name)))\">\(escape(component.name))</a></h2>"
            html += "<p>\(escape(Self.firstSentence(of: component.doc) ?? "\(states) state\(states == 1 ? "" : "s")"))</p></div></li>\n"
        }
        return html + "</ul>"
    }

    /// A doc's first sentence (up to its first full stop followed by a space), for a card.
    static func firstSentence(of doc: String?) -> String? {
        guard let doc, !doc.isEmpty else { return nil }
        if let end = doc.range(of: ". ") { return String(doc[..<end.lowerBound]) + "." }
        return doc
    }
}
