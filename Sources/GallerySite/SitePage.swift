import ComponentCatalogue

/// One page of the documentation site: what it is, where it is written and what the navigation
/// calls it. `SitePage.all` is the site's one list of pages, in the navigation's order: the
/// overview, the token pages, then a page per component; the files `gallery render` writes and
/// the navigation on every page both come from it.
struct SitePage {
    /// What the page shows.
    enum Kind {
        case overview
        case tokens
        case component(CatalogueComponent)
    }

    var kind: Kind
    /// Where it is written, relative to the site's folder: `index.html`, `tokens/index.html`.
    var path: String
    /// What the navigation calls it.
    var label: String

    /// The relative path from the page back to the site's folder: `""` or `"../"`.
    var root: String { String(repeating: "../", count: path.split(separator: "/").count - 1) }

    /// The component the page is about, if any.
    var component: CatalogueComponent? {
        if case .component(let component) = kind { return component }
        return nil
    }

    /// The site's pages: the overview, the token pages, then each component with pictures, in the
    /// catalogue's order (a component whose name makes no folder has no page).
    static func all(title: String, components: [CatalogueComponent]) -> [SitePage] {
        [SitePage(kind: .overview, path: "index.html", label: title), tokens]
            + components.compactMap { component in
                (try? GallerySite.pagePath(of: component.name)).map { SitePage(kind: .component(component), path: $0, label: component.name) }
            }
    }

    /// The token pages' entry in the list.
    static let tokens = SitePage(kind: .tokens, path: "tokens/index.html", label: "Design tokens")
}
