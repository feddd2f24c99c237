import Foundation
import Testing
import TestSupport

/// Each module imports what its role needs and nothing more: read from the sources, so a new
/// import that crosses a room fails here, with the file that made it.
@Suite struct ModuleRolesTests {
    /// The imports of every Swift file of a module, with the file that makes each.
    static func imports(of module: String) throws -> [String: String] {
        let folder = Repository.root.appendingPathComponent("Sources/\(module)")
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "package" || $0 == "public" }),
                      index + 1 < words.count else { continue }
                found[String(words[index + 1])] = file.lastPathComponent
            }
        }
        return found
    }

    /// Test frameworks (CatalogueTesting, and the strategy for swift-snapshot-testing, itself a test
    /// library), the command-line parser, zip archives and the HTTP stack each belong to one room.
    static let owners: [String: Set<String>] = [
        "Testing": ["CatalogueTesting", "ImageSnapshotsStrategy"], "XCTest": ["CatalogueTesting"], "SnapshotTesting": ["ImageSnapshotsStrategy"],
        "ArgumentParser": ["GalleryCommands"], "ZIPFoundation": ["GalleryEngine"],
        "NIOCore": ["LoopbackHTTP"], "NIOPosix": ["LoopbackHTTP"], "NIOHTTP1": ["LoopbackHTTP"], "COpenSSLCrypto": ["SafeFiles"],
        "CUnicodeText": ["Localization", "Rasterizer"],
    ]

    /// What each module of the top of the pipeline must not import: the rooms after it.
    static let forbidden: [String: Set<String>] = [
        // Files and hashes are Bento's own business: nothing a component author imports brings them.
        "Components": ["SafeFiles"], "ComponentCatalogue": ["SafeFiles"], "CataloguePreviews": ["SafeFiles"],
        "ImageSnapshots": ["ComponentCatalogue", "SnapshotReview", "GalleryEngine", "GalleryPreview", "GalleryCommands", "CatalogueTesting"],
        "LoopbackHTTP": ["ImageSnapshots", "SnapshotReview", "GalleryEngine", "GalleryPreview", "GalleryCommands", "Components"],
        "SnapshotReview": ["GalleryEngine", "GalleryPreview", "GalleryCommands", "CatalogueTesting"],
        "GalleryEngine": ["SnapshotReview", "LoopbackHTTP", "GalleryPreview", "GalleryCommands", "CatalogueTesting"],
        "GalleryPreview": ["GalleryCommands", "CatalogueTesting"],
        "GalleryCommands": ["CatalogueTesting"],
        "CatalogueTesting": ["GalleryCommands", "GalleryPreview", "SnapshotReview", "LoopbackHTTP"],
        "Gallery": ["CatalogueTesting", "GalleryEngine", "GalleryPreview"],
    ]

    static let modules = [
        "SafeText", "SafeFiles", "Localization", "DesignTokens", "Layout", "Rasterizer", "Components", "ComponentCatalogue", "CataloguePreviews", "ImageSnapshots",
        "ImageSnapshotsStrategy", "LoopbackHTTP", "SnapshotReview", "GalleryEngine", "GalleryPreview", "GalleryCommands", "GalleryKit",
        "CatalogueTesting", "BentoCatalogue", "Gallery",
    ]

    @Test(arguments: modules) func importsOnlyWhatItsRoleNeeds(_ module: String) throws {
        let imports = try Self.imports(of: module)
        #expect(!imports.isEmpty || module == "SafeText", "no Swift sources found for \(module)")
        for (name, file) in imports.sorted(by: { $0.key < $1.key }) {
            if let owners = Self.owners[name] {
                #expect(owners.contains(module), "\(module)/\(file) imports \(name), which only \(owners.sorted().joined(separator: " and ")) may import")
            }
            #expect(!(Self.forbidden[module] ?? []).contains(name), "\(module)/\(file) imports \(name), a room after it in the pipeline")
        }
    }

    /// The rule above would pass on an empty reading: a module known to import each owned library does.
    @Test func theReadingFindsTheImportsItPolices() throws {
        #expect(try Self.imports(of: "CatalogueTesting")["Testing"] != nil)
        #expect(try Self.imports(of: "GalleryCommands")["ArgumentParser"] != nil)
        #expect(try Self.imports(of: "LoopbackHTTP")["NIOCore"] != nil)
        #expect(try Self.imports(of: "GalleryEngine")["ZIPFoundation"] != nil)
        #expect(try Self.imports(of: "SafeFiles")["COpenSSLCrypto"] != nil)
    }
}

/// The README's table of modules is the package's: every Swift module in `Sources` has a row, and
/// every row names a module that exists.
@Suite struct ModuleTableTests {
    @Test func theReadmeTableListsEveryModule() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## The modules"))
        let rows = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("| module") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        func quoted(_ text: Substring) -> Set<String> {
            Set(text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        // A row's first cell names its modules; a module may also be named in another's row (`CataloguePreviews`).
        let named = rows.reduce(into: Set<String>()) { $0.formUnion(quoted($1.split(separator: "|").first ?? "")) }
        let mentioned = rows.reduce(into: Set<String>()) { $0.formUnion(quoted($1)) }
        let sources = Repository.root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(name).path)?.compactMap { $0 as? String } ?? []
            return files.contains { $0.hasSuffix(".swift") } && name != "CataloguePreviewMacros"
        }
        #expect(modules.count >= 15)
        for module in modules where module != "Gallery" {
            #expect(mentioned.contains(module), "README's table has no row for \(module)")
        }
        for name in named where name != "gallery" {
            #expect(modules.contains(name), "README's table names \(name), which is no module in Sources")
        }
    }
}

/// `ARCHITECTURE.md` is the module graph as it is: `scripts/module-graph` passes on this tree, and
/// fails, naming the file, on an import a module's row does not allow, a module without a row and
/// a row without a module.
@Suite struct ModuleGraphTests {
    static func run(root: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Repository.root.appendingPathComponent("scripts/module-graph")
        var environment = ProcessInfo.processInfo.environment
        if let root { environment["MODULE_GRAPH_ROOT"] = root.path }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theGraphIsAsTheArchitectureSays() throws {
        let here = try Self.run()
        #expect(here.status == 0 && here.output.contains("import only what ARCHITECTURE.md allows"), "\(here.output)")

        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("module-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        for module in ["Layout", "Orphan"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("ARCHITECTURE.md"), to: tree.appendingPathComponent("ARCHITECTURE.md"))
        try Data("import SafeText\n@preconcurrency import Foundation\n".utf8).write(to: tree.appendingPathComponent("Sources/Layout/Solver.swift"))
        try Data("struct Orphan {}\n".utf8).write(to: tree.appendingPathComponent("Sources/Orphan/Orphan.swift"))
        let broken = try Self.run(root: tree)
        #expect(broken.status == 1)
        #expect(broken.output.contains("Sources/Layout/Solver.swift: Layout imports Foundation, which its row in ARCHITECTURE.md does not allow"), "\(broken.output)")
        #expect(broken.output.contains("Orphan: no row in ARCHITECTURE.md"), "\(broken.output)")
        #expect(broken.output.contains("the row of Rasterizer names no module"), "\(broken.output)")
        #expect(!broken.output.contains("imports SafeText"))
    }
}
