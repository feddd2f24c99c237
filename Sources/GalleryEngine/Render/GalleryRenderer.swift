import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles

/// One PNG the gallery wrote: where, and its size in pixels. The pixels themselves are not kept
/// (a catalogue of 20,000 variants would hold them all); contact sheets read the files back.
package struct GalleryImage: Sendable {
    package var component: String
    package var state: String
    /// The variant it was rendered at (overridden variants included): the site measures and
    /// colours its pages from it.
    package var catalogueVariant: CatalogueVariant
    /// Relative to the output folder.
    package var relativePath: String
    package var width: Int
    package var height: Int
    /// For a step of a play script, the step in words (`Step 2 of 5: tap "Add"`).
    package var step: String?
    /// For a step of a play script, the animated PNG of the transition into it, relative to the output folder.
    package var transitionPath: String?

    /// The variant's name (`light-2x`).
    package var variant: String { catalogueVariant.name }
    /// Pixels per point of the variant it was rendered at.
    package var scale: Double { catalogueVariant.traits.scale }

    /// The width pages show it at: its size in points, so 1x and 3x images of one component match.
    package var pointWidth: Int { Int((Double(width) / scale).rounded()) }
    /// The height pages show it at, in points.
    package var pointHeight: Int { Int((Double(height) / scale).rounded()) }

    /// What the tree that drew the picture holds, for the site, which never lays the variant out
    /// again: the tree's records for the first picture of each entry (the one its specs measure),
    /// every design value it read (the token usage), each text-on-background pair of tokens it
    /// drew and each spacing or radius length it used (`spacing 16`, the token page).
    package var nodes: [LaidOutComponent]?
    package var reads: [DesignRead] = []
    package var tokenPairs: [TokenContrast.Pair] = []
    package var lengths: Set<String> = []

    /// Each spacing or radius length a tree's nodes used, as the token page lists them (`radius 12`).
    package static func lengths(in nodes: [LaidOutComponent]) -> Set<String> {
        var found = Set<String>()
        for node in nodes {
            for use in node.designUses where use.designProperty.isLength {
                let kind = use.designProperty == .radius ? "radius" : "spacing"
                for length in use.lengths where length > 0 { found.insert("\(kind) \(Audit.format(length))") }
            }
        }
        return found
    }
}

/// Renders catalogue entries into a folder: one PNG per entry and variant, a contact sheet per
/// component, and `index.html`.
package struct GalleryRenderer {
    package var outputDirectory: URL
    /// Whether each picture's laid-out tree is written beside it (`PictureTree`, `.tree.json`).
    package var writesTrees = false

    package init(outputDirectory: URL) { self.outputDirectory = outputDirectory }

    /// The names the site keeps for itself at its top: the overview, the token pages' folder and
    /// the component manifest.
    package static let reservedNames: Set<String> = ["index.html", "tokens", "manifest.json"]

    /// The folder of a component's pictures and page: its sanitised name, or, for a name the site
    /// keeps for itself (compared without case, as a Mac's disk compares), the name with
    /// `@component` after it, which no component's name can be (names cannot hold `@`).
    package static func folder(of component: String) throws -> String {
        let name = try SnapshotName.sanitized(component)
        return reservedNames.contains(name.lowercased()) ? name + "@component" : name
    }

    /// Renders the work items on `jobs` threads; the files are the same whatever the count, and
    /// the result is in work-item order.
    package func render(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], jobs: Int, progress: @escaping @Sendable (Int, String) -> Void
    ) throws -> [GalleryImage] {
        let results = ResultBox<GalleryImage>(count: items.count)
        let work = items.map { ($0.entry, $0.variant) }
        // The first picture of each entry is the one its page's specs measure.
        var seen = Set<String>()
        let firsts = Set(work.indices.filter { seen.insert(work[$0].0.identifier).inserted })
        concurrentlyForEach(work.indices, jobs: jobs) { index in
            let (entry, variant) = work[index]
            do {
                // One layout per variant: the picture, its tree and everything the site reads.
                let drawn = try entry.rendering(variant).draw()
                let bitmap = drawn.bitmap, nodes = drawn.nodes
                let relative = try Self.folder(of: entry.component) + "/"
                    + SnapshotName.sanitized("\(entry.state)@\(variant.name)") + ".png"
                try bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative), compression: .fast)
                if writesTrees {
                    let tree = PictureTree(
                        entry: entry.identifier, variant: variant.name, scale: variant.traits.scale, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
                        nodes: nodes)
                    try AtomicWrite.write(try tree.json(), to: outputDirectory.appendingPathComponent(String(relative.dropLast(".png".count)) + ".tree.json"))
                }
                var transition: String?
                if let frames = try entry.transitionFrames(for: variant) {
                    let path = Self.transitionPath(of: relative)
                    try AnimatedPNG.write(frames, to: outputDirectory.appendingPathComponent(path))
                    transition = path
                }
                let step = entry.play?.stepInWords
                var image = GalleryImage(
                    component: entry.component, state: entry.state, catalogueVariant: variant, relativePath: relative,
                    width: bitmap.width, height: bitmap.height, step: step, transitionPath: transition)
                image.nodes = firsts.contains(index) ? nodes : nil
                image.reads = drawn.designReads
                image.tokenPairs = Array(TokenContrast.pairs(in: nodes, canvas: variant.traits.theme.colors.background).values)
                image.lengths = GalleryImage.lengths(in: nodes)
                results.set(index, .success(image))
                progress(results.completed, relative)
            } catch {
                results.set(index, .failure(GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")))
            }
        }
        return try results.all()
    }

    /// Where the animation of the transition into a step's state goes, beside its picture:
    /// `Basket/adds-oat-milk.2@light.transition.apng` (an animated PNG).
    static func transitionPath(of picture: String) -> String {
        String(picture.dropLast(".png".count)) + ".transition.apng"
    }

    /// Labelled grids per component (`ContactSheetLayout`: a row per state, a column per variant,
    /// wrapped and split to stay within the image limits), drawn on `jobs` threads. Returns each
    /// component's sheet paths, and a message for each component whose sheets failed (naming it);
    /// a failure does not stop the other components.
    package func writeContactSheets(_ images: [GalleryImage], jobs: Int = 1) -> (sheets: [String: [String]], failures: [String]) {
        let components = orderedUnique(images.map(\.component))
        let byComponent = Dictionary(grouping: images, by: \.component)
        let sheets = ResultBox<[String]>(count: components.count)
        concurrentlyForEach(components.indices, jobs: jobs) { index in
            let component = components[index]
            sheets.set(index, Result {
                do {
                    return try writeContactSheets(of: component, from: byComponent[component] ?? [])
                } catch {
                    throw GalleryError("\(component): its contact sheet could not be written: \(error)")
                }
            })
        }
        var written: [String: [String]] = [:], failures: [String] = []
        for (component, result) in zip(components, sheets.values) {
            switch result {
            case .success(let paths): written[component] = paths
            case .failure(let error): failures.append("\(error)")
            case nil: failures.append("\(component): its contact sheet was never written")
            }
        }
        return (written, failures)
    }

    private func writeContactSheets(of component: String, from own: [GalleryImage]) throws -> [String] {
        let layouter = TextLayouter(fonts: FontRegistry.standard)
        let captionStyle = TextStyle(family: "Inter", weight: .medium, size: 13, lineHeight: 18)
        let layout = ContactSheetLayout.sheets(for: own.map { ($0.state, $0.variant, $0.width, $0.height) })
        var paths: [String] = []
        for (number, sheet) in layout.enumerated() {
            // A mid grey no screen uses, so each screen's edge shows against it.
            let canvas = try Canvas(width: max(sheet.width, 1), height: max(sheet.height, 1), background: Color(red8: 0xC5, green8: 0xCA, blue8: 0xD2))
            for cell in sheet.cells {
                let image = own[cell.index]
                // Read back as written (PNG keeps premultiplied pixels exactly at 8 bits), moments
                // ago by this run: its CRCs and Adler-32 are not worked out again.
                let bitmap = try Bitmap(contentsOfPNG: outputDirectory.appendingPathComponent(image.relativePath), checkSums: false)
                // A running entry's step is captioned with its words.
                let caption = image.step.map { "\($0) · \(image.variant)" } ?? "\(image.state) · \(image.variant)"
                let label = try layouter.layout(
                    AttributedText(caption, style: captionStyle, color: Color(red8: 0x1A, green8: 0x1C, blue8: 0x1F)),
                    style: ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 1), width: Double(cell.width))
                canvas.drawText(label, at: Point(x: Double(cell.x), y: Double(cell.y)))
                canvas.drawImage(bitmap, in: Rect(
                    x: Double(cell.x), y: Double(cell.y + ContactSheetLayout.caption), width: Double(bitmap.width),
                    height: Double(bitmap.height)))
            }
            let relative = try Self.folder(of: component) + (number == 0 ? "/contact-sheet.png" : "/contact-sheet-\(number + 1).png")
            try canvas.bitmap.writePNG(to: outputDirectory.appendingPathComponent(relative), compression: .fast)
            paths.append(relative)
        }
        return paths
    }
}

extension CataloguePlay {
    /// A step of a play script in words, as captions, pages and the manifest say it
    /// (`Step 2 of 5: tap "Add"`); `nil` for the script's starting state.
    package var stepInWords: String? {
        step.map { "Step \(index) of \(steps.count): \($0)" }
    }
}

package func orderedUnique(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}

