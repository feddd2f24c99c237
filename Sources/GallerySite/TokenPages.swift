import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import SafeFiles
import SafeText

/// The site's token page (`tokens/index.html`), in HTML so every name and value can be selected
/// and copied: each theme's colours on its own background (translucent ones on a checkerboard) with
/// the primitive each semantic colour aliases; the contrast of the text and background pairs the
/// catalogue actually draws, graded AA, AA large and AAA; the type ramp by size with its Dynamic
/// Type sizes; spacing, radii and elevation in every theme; and who uses what. The token sheets
/// are still drawn as PNGs beside it (`tokens/<sheet>.png`) for DocC.
package struct TokenPages {
    package var outputDirectory: URL
    /// The catalogue the site is about, when there is one: its components link to their pages.
    package var catalogueName: String
    package var components: [CatalogueComponent]

    package init(outputDirectory: URL, catalogueName: String = "Gallery", components: [CatalogueComponent] = []) {
        self.outputDirectory = outputDirectory
        self.catalogueName = catalogueName
        self.components = components
    }

    /// The themes the selected variants use, each once, in order of first use.
    package static func themes(of traits: [RenderTraits]) -> [Theme] {
        var seen: Set<String> = []
        return traits.map(\.theme).filter { seen.insert($0.name).inserted }
    }

    /// Draws the sheets at 2x and writes the page, with what the catalogue's variants draw (read
    /// from the rendered `images`' trees, or laid out again from `items`) and `usage` when given;
    /// the picture files written, relative to the site.
    @discardableResult
    package func write(
        themes: [Theme], usage: TokenUsage? = nil, items: [(entry: CatalogueEntry, variant: CatalogueVariant)] = [], images: [GalleryImage] = []
    ) throws -> [String] {
        guard !themes.isEmpty else { return [] }
        let page = SitePage.tokens
        let folder = outputDirectory.appendingPathComponent(page.path, isDirectory: false).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        var pictures: [(file: String, title: String)] = []
        for (name, title, bitmap) in try TokenSheets.pictures(for: themes) {
            let file = "\(name).png"
            try AtomicWrite.write(Data(try bitmap.pngData()), to: folder.appendingPathComponent(file))
            written.append(page.path.split(separator: "/").dropLast().joined(separator: "/") + "/" + file)
            pictures.append((file, title))
        }
        let drawn = images.isEmpty ? try DrawnTokens(items) : DrawnTokens(images: images)
        let escape = Markup.html
        var main = """
            <header><h1>Design tokens</h1>
            <p class="doc">The themes \(themes.map { escape($0.name) }.joined(separator: ", ")): every value as text to select or copy, each theme on its own background. <code>gallery tokens</code> lists the usage as text or JSON.</p></header>

            """
        main += TokenSections.colors(themes)
        main += TokenSections.contrast(drawn)
        main += TokenSections.typography(themes, contentSizes: drawn.contentSizes)
        main += TokenSections.scales(themes, lengths: drawn.componentsByLength)
        if let usage { main += TokenSections.usage(usage, lengths: drawn.componentsByLength) }
        main += "<section aria-labelledby=\"pictures\"><h2 id=\"pictures\">As pictures</h2><p>The same sheets drawn by the renderer, for DocC: "
        main += pictures.map { "<a href=\"\(escape($0.file))\">\(escape($0.title))</a>" }.joined(separator: " · ") + "</p></section>\n"
        let shell = SiteShell(title: catalogueName, components: components)
        try AtomicWrite.write(Data(shell.page(title: "\(page.label) · \(catalogueName)", at: page, main: main).utf8), to: outputDirectory.appendingPathComponent(page.path))
        return written
    }
}

/// What the catalogue's variants draw, read from their laid-out trees: each text-on-background pair
/// of tokens with the components drawing it, each spacing or radius value with the components using
/// it, and the content sizes rendered.
struct DrawnTokens {
    var pairs: [TokenContrast.Pair: Set<String>] = [:]
    /// `padding 16`, `spacing 8`, `radius 12` → components.
    var componentsByLength: [String: Set<String>] = [:]
    var contentSizes: [ContentSizeCategory] = []

    init(_ items: [(entry: CatalogueEntry, variant: CatalogueVariant)]) throws {
        var sizes = Set<ContentSizeCategory>()
        for (entry, variant) in items {
            sizes.insert(variant.traits.contentSize)
            let nodes = try entry.rendering(variant).layOut().nodes
            for pair in TokenContrast.pairs(in: nodes, canvas: variant.traits.theme.colors.background).values {
                pairs[pair, default: []].insert(entry.component)
            }
            for length in GalleryImage.lengths(in: nodes) { componentsByLength[length, default: []].insert(entry.component) }
        }
        contentSizes = ContentSizeCategory.allCases.filter { sizes.contains($0) }
    }

    /// The same, from the trees that drew the gallery's pictures.
    init(images: [GalleryImage]) {
        var sizes = Set<ContentSizeCategory>()
        for image in images {
            sizes.insert(image.catalogueVariant.traits.contentSize)
            for pair in image.tokenPairs { pairs[pair, default: []].insert(image.component) }
            for length in image.lengths { componentsByLength[length, default: []].insert(image.component) }
        }
        contentSizes = ContentSizeCategory.allCases.filter { sizes.contains($0) }
    }
}
