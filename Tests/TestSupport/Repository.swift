import Foundation

/// The repository the tests run in: found from this file's place in it (`Tests/TestSupport/`).
public enum Repository {
    /// The repository's root folder, which holds `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The material shared beside the repository (`../shared`: String Catalogs, Figma answers, bench
/// workloads), read in place and never copied into it: `BENTO_SHARED` names it elsewhere.
public enum SharedMaterial {
    /// The shared folder; a test that needs it fails with where it looked when it is missing.
    public static func folder(_ name: String) throws -> URL {
        let environment = ProcessInfo.processInfo.environment["BENTO_SHARED"].map { URL(fileURLWithPath: $0) }
        let candidates = [environment, Repository.root.deletingLastPathComponent().appendingPathComponent("shared"), URL(fileURLWithPath: "/work/shared")]
            .compactMap { $0 }.map { $0.appendingPathComponent(name) }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) { return found }
        throw Missing(description: "the shared material \(name) is in none of \(candidates.map(\.path)); set BENTO_SHARED to the folder that holds it")
    }

    struct Missing: Error, CustomStringConvertible { var description: String }
}
