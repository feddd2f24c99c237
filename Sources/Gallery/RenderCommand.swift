import ArgumentParser
import Components
import DesignTokens
import Foundation

/// `gallery render`: every catalogue entry in every requested variant as a PNG, with an index page.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render the catalogue as PNG files and an HTML index.")

    @Option(name: .long, help: "The folder to write into (created when missing).")
    var output: String = "gallery"

    @Option(name: .long, help: "Themes to render: light, dark or both.")
    var theme: [ThemeChoice] = [.light, .dark]

    @Option(name: .long, help: "Display scales to render: 1, 2 or 3.")
    var scale: [Int] = [2]

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard scale.allSatisfy({ (1...3).contains($0) }) else {
            throw ValidationError("--scale takes 1, 2 or 3.")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let variants = theme.flatMap { choice in scale.map { RenderTraits(theme: choice.theme, scale: Double($0)) } }
        let renderer = GalleryRenderer(outputDirectory: folder, variants: variants)
        let written = try renderer.renderAll(Catalogue.entries) { path in
            if !quiet { print("wrote \(path)") }
        }
        try renderer.writeIndex(written)
        if !quiet {
            print("\(Catalogue.entries.count) entries × \(variants.count) variants: \(written.count) images in \(folder.path)")
        }
    }
}

enum ThemeChoice: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var theme: Theme { self == .light ? .light : .dark }
}
