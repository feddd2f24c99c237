import ComponentCatalogue
import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles

/// What a verify run was, written beside its artifacts as `run.json`: the catalogue, the commit
/// (when the package is in git), the shard, which variants the run's selection holds and which it
/// verified, the tool's version, and each variant's outcome with the place its entry is declared.
/// `merge-reports` reads it to refuse runs of different commits or catalogues and to tell the
/// variants no shard covered (skipped) from the references no variant produces (removed) and the
/// variants with no reference yet (new), and to find those two shards both covered.
package struct VerifyRunRecord: Codable, Equatable, Sendable {
    package static let fileName = "run.json"
    /// Written by this version of the gallery.
    package static let toolVersion = "2026.11.24"

    /// How a variant's comparison ended, as `run.json` writes it.
    package enum Status: String, Codable, Sendable {
        /// The picture and its records match the reference.
        case matched
        /// They differ, or the reference cannot be read.
        case failed
        /// There is no reference yet: the variant is new (a failure of verify, which never records).
        case new
        /// The variant did not render.
        case error
    }

    package struct Outcome: Codable, Equatable, Sendable {
        /// The reference name (`Component-state@variant`).
        package var name: String
        /// `Component/state`.
        package var entry: String
        /// The declaring file, relative to the package (or the repository), and its line.
        package var file: String
        package var line: Int
        package var status: Status
        var message: String?
        var seconds: Double
    }

    package var tool = "bento-gallery"
    package var toolVersion = Self.toolVersion
    package var catalogue: String
    package var suite: String
    package var commit: String?
    /// `i/n`, or `nil` for the whole selection.
    package var shard: String?
    /// Every variant the run's selection holds before sharding, by reference name, in order.
    package var selected: [String]
    package var outcomes: [Outcome]
    /// For a merged run, the runs it was merged from.
    package var mergedFrom: [String]?
    /// The references no variant of the catalogue produces any more, by name: written by a run
    /// over the whole catalogue (a shard's, or atoms', too), absent when a filter or a change
    /// narrowed the selection.
    package var removed: [String]?

    package init(
        catalogue: String, suite: String, commit: String?, shard: String?, selected: [String], outcomes: [Outcome], mergedFrom: [String]? = nil
    ) {
        self.catalogue = catalogue
        self.suite = suite
        self.commit = commit
        self.shard = shard
        self.selected = selected
        self.outcomes = outcomes
        self.mergedFrom = mergedFrom
    }

    /// The record of a verify run's `results` over a catalogue of the package at `packageRoot`:
    /// each outcome's file relative to the repository (else the package), and the commit verified.
    package init(
        results: [CatalogueVerification.Result], catalogue: String, suite: String, packageRoot: URL, shard: String?, selected: [String]
    ) {
        let root = Self.repositoryRoot(of: packageRoot) ?? packageRoot
        self.init(
            catalogue: catalogue, suite: suite, commit: Self.commit(of: packageRoot), shard: shard, selected: selected,
            outcomes: results.map { $0.outcome(relativeTo: root) })
    }

    /// The variants this run verified.
    var covered: [String] { outcomes.map(\.name) }

    /// What failed in this run, as review identifiers (`suite/name`, a transition's name ending
    /// in `.transition`), in the run's order.
    package var failedIdentifiers: [String] {
        let folder = (try? SnapshotName.sanitized(suite)) ?? suite
        return outcomes.filter { $0.status != .matched }.map { "\(folder)/\((try? SnapshotName.sanitized($0.name)) ?? $0.name)" }
    }

    /// The record in a folder, when it holds one.
    static func read(in folder: URL) throws -> VerifyRunRecord? {
        let url = folder.appendingPathComponent(fileName)
        // Hostile data: a plain file of a sane size, never a link, a FIFO or a device.
        let data: Data
        do { data = try PlainFile(url.path, limit: 64 << 20).readData() } catch {
            if error.isMissing { return nil }
            throw GalleryError("\(error.description).")
        }
        do {
            return try JSONDecoder().decode(VerifyRunRecord.self, from: data)
        } catch {
            throw GalleryError("\(url.path) is not a verify run's record: \(error)")
        }
    }

    package func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicWrite.write(try encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The commit the package is at, if it is in git (`nil` otherwise, or without git).
    package static func commit(of folder: URL) -> String? {
        git(["rev-parse", "HEAD"], in: folder).flatMap { $0.count == 40 ? $0 : nil }
    }

    /// The top folder of the git work tree holding `folder`, if any.
    package static func repositoryRoot(of folder: URL) -> URL? {
        git(["rev-parse", "--show-toplevel"], in: folder).map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    package static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !answer.isEmpty ? answer : nil
    }

    /// A declaring file's path relative to `root` when it lies under it, else as compiled.
    static func relativePath(_ filePath: String, to root: URL) -> String {
        let rootPath = root.standardizedFileURL.path + "/"
        return filePath.hasPrefix(rootPath) ? String(filePath.dropFirst(rootPath.count)) : filePath
    }
}
