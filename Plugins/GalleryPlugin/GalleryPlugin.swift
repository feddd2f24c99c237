import Foundation
import PackagePlugin

/// `swift package gallery <subcommand> …`: builds the package's gallery executable (the executable
/// product whose target uses GalleryKit) and runs it in the package's folder with the arguments,
/// so `render`, `verify`, `record`, `prune`, `audit`, `stale-snapshots`, `review`, `accept`, `merge-reports` and
/// `serve` (the live preview, `--watch` included) work as they do with
/// `swift run`. `--product NAME` picks the executable when there are several, `-c release`
/// builds it optimised. `audit` also asks SwiftPM for the symbol graphs of the package's library
/// modules, so a public component that no entry shows is a finding. Record and prune write under `Snapshots/`, so SwiftPM asks for
/// `--allow-writing-to-package-directory`.
@main
struct GalleryPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "product").last
        let configuration = extractor.extractOption(named: "configuration").last ?? extractor.extractOption(named: "c").last ?? "debug"
        let candidates = context.package.products(ofType: ExecutableProduct.self).filter { product in
            product.mainTarget.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): product.name == "GalleryKit"
                case .target(let target): target.name == "GalleryKit"
                @unknown default: false
                }
            }
        }
        let product: ExecutableProduct
        if let chosen {
            guard let match = context.package.products(ofType: ExecutableProduct.self).first(where: { $0.name == chosen }) else {
                throw GalleryPluginError("The package has no executable product named \(chosen).")
            }
            product = match
        } else if candidates.count == 1 {
            product = candidates[0]
        } else if candidates.isEmpty {
            throw GalleryPluginError("""
                The package has no gallery executable. Add one: an executable target that depends on \
                .product(name: "GalleryKit", package: "Bento") with a main.swift of `import GalleryKit`, \
                your catalogue's module, and `GalleryCommand.main(yourCatalogue)`, and an .executable product for it.
                """)
        } else {
            throw GalleryPluginError("Several gallery executables (\(candidates.map(\.name).joined(separator: ", "))); choose one with --product NAME.")
        }
        guard configuration == "debug" || configuration == "release" else {
            throw GalleryPluginError("-c/--configuration takes debug or release; got \(configuration).")
        }
        let result = try packageManager.build(
            .product(product.name),
            parameters: .init(configuration: configuration == "release" ? .release : .debug, logging: .concise))
        guard result.succeeded else {
            throw GalleryPluginError("Building \(product.name) failed:\n\(result.logText)")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw GalleryPluginError("Building \(product.name) gave no executable.")
        }
        var arguments = extractor.remainingArguments
        if arguments.first == "audit", !arguments.contains("--symbol-graphs") {
            arguments += try symbolGraphArguments(for: context.package)
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM shows what a plugin's process prints when the plugin ends; the long-running
        // commands (serve, review) print the address to open first, so their lines are passed on
        // as remarks, which SwiftPM shows as they come.
        let streams = ["serve", "review"].contains(extractor.remainingArguments.first ?? "")
        let lines = LineForwarder()
        if streams {
            let pipe = Pipe()
            process.standardOutput = pipe
            pipe.fileHandleForReading.readabilityHandler = { handle in lines.forward(handle.availableData) }
        }
        try process.run()
        process.waitUntilExit()
        if streams { lines.forward(Data(), flush: true) }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}

/// `--symbol-graphs` for each of the package's library modules (SwiftPM builds the graphs of
/// their public symbols), so `audit` lists public components that no entry or preview shows.
extension GalleryPlugin {
    func symbolGraphArguments(for package: Package) throws -> [String] {
        var arguments: [String] = []
        for target in package.targets {
            guard let module = target as? SwiftSourceModuleTarget, module.kind == .generic else { continue }
            let graphs = try packageManager.getSymbolGraph(
                for: module, options: .init(minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false))
            arguments += ["--symbol-graphs", graphs.directoryURL.path]
        }
        return arguments
    }
}

/// Passes a child process's output on, a whole line at a time, as remarks.
final class LineForwarder: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = Data()

    func forward(_ data: Data, flush: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        pending.append(data)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            Diagnostics.progress(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
        if flush, !pending.isEmpty {
            Diagnostics.progress(String(decoding: pending, as: UTF8.self))
            pending.removeAll()
        }
    }
}

struct GalleryPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
