import ArgumentParser
import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import GallerySite
import SafeFiles

/// `gallery render`: every selected entry and variant as a PNG, contact sheets and an index page.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render the catalogue as PNG files, contact sheets, an HTML index and a page per component.")

    @Option(name: .long, help: "The folder to write into (created when missing).")
    var output: String = "gallery"

    @OptionGroup var selection: SelectionOptions

    @Option(name: .long, help: "Threads to render on (output is identical to --jobs 1).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .long, help: "Write each picture's laid-out tree beside it as JSON (<state>@<variant>.tree.json, schema bento.picture-tree/1).")
    var trees = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
    }

    func run() throws {
        let start = Date()
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let items = try selection.workItems(from: GalleryContext.current.catalogue.entries)
        let progress = RunProgress(total: items.count, quiet: quiet)
        var renderer = GalleryRenderer(outputDirectory: folder)
        renderer.writesTrees = trees
        let images = try renderer.render(items, jobs: jobs) { done, path in progress.report(done, path) }
        progress.finish()
        let (sheets, sheetFailures) = renderer.writeContactSheets(images, jobs: jobs)
        let context = GalleryContext.current
        let designs = DesignSources(packageRoot: context.packageRoot, lock: (try? DesignLock(contentsOf: DesignSources.lockURL(in: context))) ?? DesignLock())
        let site = GallerySite(outputDirectory: folder, catalogue: context.catalogue, commandName: context.commandName, designs: designs)
        let pageFailures = try site.write(images, contactSheets: sheets)
        var failures = sheetFailures + pageFailures
        do {
            try TokenPages(outputDirectory: folder, catalogueName: site.catalogue.name, components: site.components(with: images))
                .write(
                    themes: TokenPages.themes(of: items.map(\.variant.traits)),
                    usage: TokenUsage(reads: zip(items, images).map { ($0.entry, $0.variant, $1.reads) }), images: images)
        } catch {
            failures.append("the token pages could not be written: \(error)")
        }
        do {
            // The manifest of the entries drawn, their tokens from the pictures' own reads.
            var drawn = Set<String>()
            let manifest = ComponentManifest(
                catalogue: context.catalogue, entries: items.filter { drawn.insert($0.entry.identifier).inserted }.map(\.entry),
                tokens: ComponentManifest.tokenPaths(of: items.map(\.entry.identifier), reads: images.map { Set($0.reads.compactMap { $0.use.token?.path }) }),
                packageRoot: context.packageRoot)
            try AtomicWrite.write(try manifest.json(), to: folder.appendingPathComponent(GallerySite.manifestPath))
        } catch {
            failures.append("the component manifest could not be written: \(error)")
        }
        for failure in failures { GalleryCommand.reportError("error: \(failure)") }
        if !quiet {
            let entries = Set(items.map(\.entry.identifier)).count
            let seconds = Date().timeIntervalSince(start)
            let sheetCount = sheets.values.map(\.count).reduce(0, +)
            CommandOutput.current.line("\(entries) entries, \(images.count) images, \(sheetCount) contact sheets in \(folder.path) (\(String(format: "%.1f", seconds)) s, \(jobs) \(jobs == 1 ? "job" : "jobs"))")
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
