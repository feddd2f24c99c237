import ComponentCatalogue
import ImageSnapshots
import SafeText

/// What every page of the site shares: a viewport for phones, light and dark colours, a skip link,
/// the navigation (the catalogue's groups and components, searchable by name and doc text, folded
/// behind a menu button on narrow screens) and the page's own content in `main`.
struct SiteShell {
    /// The catalogue's name, which heads the navigation.
    var title: String
    /// The site's pages, in the navigation's order (`SitePage.all`).
    var pages: [SitePage]

    /// The shell of a catalogue's site: its pages for the components with pictures.
    init(title: String, components: [CatalogueComponent]) {
        self.title = title
        self.pages = SitePage.all(title: title, components: components)
    }

    /// The page `current` of the list with its own content in `main`, its navigation entry marked.
    func page(title pageTitle: String, at current: SitePage, main: String) -> String {
        let root = current.root
        let escape = Markup.html
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(pageTitle))</title>
            <style>\(GallerySite.style)</style></head><body>
            <a class="skip" href="#content">Skip to content</a>
            \(navigation(root: root, current: current.path))
            <main id="content">
            \(main)
            </main>
            <script>\(GallerySite.script)</script>
            </body></html>

            """
    }

    /// The navigation, from the list of pages: the overview under the catalogue's name, the token
    /// pages, a search, then each group of component pages.
    func navigation(root: String, current: String) -> String {
        let escape = Markup.html
        let home = pages.first { if case .overview = $0.kind { true } else { false } }
        var html = """
            <nav id="site-nav" aria-label="Catalogue" data-open="false">
            <a class="home" href="\(root)\(escape(home?.path ?? "index.html"))">\(escape(title))</a><button id="nav-toggle" type="button" aria-expanded="false" aria-controls="site-nav">Menu</button>
            <input id="site-search" type="search" placeholder="Search names and docs" aria-label="Search components by name and doc text">
            <div class="tree">
            <p class="count" id="site-count" aria-live="polite"></p>

            """
        let fixed = pages.filter { if case .tokens = $0.kind { true } else { false } }
        if !fixed.isEmpty {
            html += "<ul>" + fixed.map { "<li><a href=\"\(root)\(escape($0.path))\">\(escape($0.label))</a></li>" }.joined() + "</ul>\n"
        }
        var groups: [(String, [SitePage])] = []
        for page in pages {
            guard let component = page.component else { continue }
            // A component's path is the catalogues it sits in, the root first: the root's own
            // components under the root's name, an included catalogue's under its own name (and
            // the catalogues between), as the breadcrumb names them.
            let path = component.cataloguePath
            let group = path.count > 1 ? path.dropFirst().joined(separator: " › ") : (path.first ?? "")
            if let index = groups.firstIndex(where: { $0.0 == group }) { groups[index].1.append(page) } else { groups.append((group, [page])) }
        }
        for (group, members) in groups {
            html += "<section class=\"group\"><h2>\(escape(group.isEmpty ? "Components" : group))</h2><ul>\n"
            for page in members {
                guard let component = page.component else { continue }
                let searched = ([component.name, component.doc ?? ""] + component.entries.flatMap { [$0.state, $0.doc ?? ""] }).joined(separator: " ").lowercased()
                let marked = page.path == current ? " aria-current=\"page\"" : ""
                html += "<li data-search=\"\(escape(searched))\"><a href=\"\(escape(root + page.path))\"\(marked)>\(escape(page.label))</a></li>\n"
            }
            html += "</ul></section>\n"
        }
        return html + "</div></nav>"
    }
}
