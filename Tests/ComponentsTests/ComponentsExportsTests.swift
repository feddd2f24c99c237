import Foundation
import Testing
import TestSupport

/// `import Components` brings Rasterizer's drawing vocabulary, type by type (`Exports.swift`),
/// and not its deprecated file, hash and memory helpers. Read from the sources, so a public type
/// added to Rasterizer is either exported or named here as left out on purpose.
@Suite struct ComponentsExportsTests {
    /// Rasterizer's public types that a component author does not write with.
    static let leftOut: Set<String> = ["AtomicFile", "SHA256", "PictureMemory"]

    /// The names of the top-level public types declared in a module's sources.
    static func publicTypes(in module: String) throws -> Set<String> {
        let folder = Repository.root.appendingPathComponent("Sources/\(module)")
        let declaration = try Regex(#"^public (?:final )?(?:struct|enum|class|typealias|protocol|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: declaration), let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func componentsExportsEveryDrawingTypeAndNoFileHashOrMemoryHelper() throws {
        let declared = try Self.publicTypes(in: "Rasterizer")
        let exports = try String(contentsOf: Repository.root.appendingPathComponent("Sources/Components/Exports.swift"), encoding: .utf8)
        let exported = Set(exports.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("@_exported import "), let dot = line.lastIndex(of: ".") else { return nil }
            return String(line[line.index(after: dot)...])
        })
        #expect(declared.count > 40, "the sources were read: \(declared.sorted())")
        #expect(exported.isDisjoint(with: Self.leftOut), "\(exported.intersection(Self.leftOut).sorted()) must not be brought by import Components")
        let missing = declared.subtracting(exported).subtracting(Self.leftOut)
        #expect(missing.isEmpty, "Rasterizer's \(missing.sorted()) is neither exported by Components/Exports.swift nor left out here")
        #expect(exported.subtracting(declared).isEmpty, "Exports.swift names \(exported.subtracting(declared).sorted()), which Rasterizer does not declare")
    }
}
