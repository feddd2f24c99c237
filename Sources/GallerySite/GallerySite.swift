import ComponentCatalogue
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import SafeFiles

/// The documentation site `gallery render` writes beside its pictures: `index.html` (an overview,
/// each component once at its first state with its doc line) and `<Component>/index.html` (every
/// state in every variant, on its theme's canvas, with the specs measured from the layout), under
/// one navigation with search. Pages link with relative paths and use nothing from outside, so the
/// site works from the disk as well as from a server.
package struct GallerySite {
    package var outputDirectory: URL
    package var catalogue: Catalogue
    /// The gallery executable's name, as the pages spell the preview's command.
    package var commandName: String
    /// The design files the catalogue's entries name: a state that names a design node shows it
    /// beside its picture.
    package var designs: DesignSources?

    package init(outputDirectory: URL, catalogue: Catalogue, commandName: String = "gallery", designs: DesignSources? = nil) {
        self.outputDirectory = outputDirectory
        self.catalogue = catalogue
        self.commandName = commandName
        self.designs = designs
    }

    /// The pages' style sheet and script (`Pages/`, compiled into the binary).
    static let style = String(decoding: PackageResources.site_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.site_js, as: UTF8.self)

    /// The component manifest beside the overview (`ComponentManifest`), relative to the site's top folder.
    package static let manifestPath = "manifest.json"

    /// `<Component>/index.html`, relative to the site's top folder.
    package static func pagePath(of component: String) throws -> String {
        try GalleryRenderer.folder(of: component) + "/index.html"
    }

    /// The catalogue's components that have pictures, in its order.
    package func components(with images: [GalleryImage]) -> [CatalogueComponent] {
        let shown = Set(images.map(\.component))
        return catalogue.components.filter { shown.contains($0.name) }
    }

    /// Writes the overview and a page for every component with pictures. A page that cannot be
    /// written does not stop the others: each such failure comes back as a message naming it.
    @discardableResult
    package func write(_ images: [GalleryImage], contactSheets: [String: [String]]) throws -> [String] {
        let components = components(with: images)
        let shell = SiteShell(title: catalogue.name, components: components)
        var failures: [String] = []
        for component in components {
            do { _ = try Self.pagePath(of: component.name) } catch { failures.append("\(component.name): its page could not be written: \(error)") }
        }
        for page in shell.pages {
            switch page.kind {
            case .component(let component):
                do {
                    let content = ComponentPage(
                        component: component, images: images.filter { $0.component == component.name }, sheets: contactSheets[component.name] ?? [],
                        folder: outputDirectory, commandName: commandName, designs: designs)
                    try save(shell.page(title: "\(component.name) · \(catalogue.name)", at: page, main: content.html()), to: page.path)
                } catch {
                    failures.append("\(component.name): its page could not be written: \(error)")
                }
            case .overview:
                let overview = OverviewPage(catalogue: catalogue, components: components, images: images)
                try save(shell.page(title: "\(catalogue.name) gallery", at: page, main: try overview.html()), to: page.path)
            case .tokens:
                continue  // written by `TokenPages`, which knows the themes
            }
        }
        return failures
    }

    func save(_ html: String, to relativePath: String) throws {
        let url = outputDirectory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicWrite.write(Data(html.utf8), to: url)
    }
}
