import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine
import SafeFiles

/// `gallery manifest`: the component manifest (schema `bento.component-manifest/1`), every entry
/// with its arguments, variants, tokens, design node and the code that makes it, for coding agents
/// and scripts.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest", abstract: "Write the component manifest: every entry with its arguments, variants, tokens, design node and code, as JSON.",
        discussion: """
            The document follows Schemas/component-manifest-1.json (schema bento.component-manifest/1); two runs over one catalogue \
            write the same bytes. Every variant is laid out once to find the tokens it reads; nothing is drawn.
            """)

    @Option(name: .long, help: "The file to write (atomically); standard output when not given.") var output: String?
    @Option(name: .long, help: "Threads to lay out on (the document is identical to --jobs 1).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
        if let output, output.isEmpty || output.hasSuffix("/") { throw ValidationError("--output names the file to write; got \"\(output)\".") }
    }

    func run() throws {
        let context = GalleryContext.current
        let manifest = ComponentManifest.of(context.catalogue, packageRoot: context.packageRoot, jobs: jobs)
        let data = try manifest.json()
        if let output {
            try AtomicWrite.write(data, to: URL(fileURLWithPath: output))
        } else {
            CommandOutput.current.line(String(decoding: data.dropLast(), as: UTF8.self))
        }
    }
}
