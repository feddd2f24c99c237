import ComponentCatalogue
import ImageSnapshots
import SafeText

/// What every page of the site shares: a viewport for phones, light and dark colours, a skip link,
/// the navigation (the catalogue's groups and components, searchable by name and doc text, folded
/// behind a menu button on narrow screens) and the page's own content in `main`.
struct SiteShell {
    /// The catalogue's name, which heads the navigation.
    var title: String
    /// The components with pictures, in the catalogue's order.
    var components: [CatalogueComponent]

    /// A page: `root` leads from the page to the site's top folder (`""` or `"../"`); `current`
    /// is the component the page is about, marked in the navigation.
    func page(title pageTitle: String, root: String, current: String?, main: String) -> String {
        let escape = Markup.html
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(pageTitle))</title>
            <style>\(GallerySite.style)</style></head><body>
            <a class="skip" href="#content">Skip to content</a>
            \(navigation(root: root, current: current))
            <main id="content">
            \(main)
            </main>
            <script>\(GallerySite.script)</script>
            </body></html>

            """
    }

    /// The navigation: the catalogue's name (to the overview), the token pages, a search, then each
    /// group of components.
    func navigation(root: String, current: String?) -> String {
        let escape = Markup.html
        var html = """
            <nav id="site-nav" aria-label="Catalogue" data-open="false">
            <a class="home" href="\(root)index.html">\(escape(title))</a><button id="nav-toggle" type="button" aria-expanded="false" aria-controls="site-nav">Menu</button>
            <input id="site-search" type="search" placeholder="Search names and docs" aria-label="Search components by name and doc text">
            <div class="tree">
            <p class="count" id="site-count" aria-live="polite"></p>
            <ul><li><a href="\(root)tokens/index.html">Design tokens</a></li></ul>

            """
        var groups: [(String, [CatalogueComponent])] = []
        for component in components {
            let group = component.cataloguePath.dropLast().joined(separator: " › ")
            if let index = groups.firstIndex(where: { $0.0 == group }) { groups[index].1.append(component) } else { groups.append((group, [component])) }
        }
        for (group, members) in groups {
            html += "<section class=\"group\"><h2>\(escape(group.isEmpty ? "Components" : group))</h2><ul>\n"
            for component in members {
                let link = root + ((try? GallerySite.pagePath(of: component.name)) ?? "")
                let searched = ([component.name, component.doc ?? ""] + component.entries.flatMap { [$0.state, $0.doc ?? ""] }).joined(separator: " ").lowercased()
                let marked = component.name == current ? " aria-current=\"page\"" : ""
                html += "<li data-search=\"\(escape(searched))\"><a href=\"\(escape(link))\"\(marked)>\(escape(component.name))</a></li>\n"
            }
            html += "</ul></section>\n"
        }
        return html + "</div></nav>"
    }
}
