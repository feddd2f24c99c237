import ArgumentParser
import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeText

/// Options shared by `record`, `verify` and `prune` (and GalleryAgents' `mcp`): where the references are.
package struct ReferenceOptions: ParsableArguments {
    package init() {}

    @Option(name: .long, help: "The snapshots folder (default: Snapshots at the root of the catalogue's package).")
    var snapshots: String?

    @Option(name: .long, help: "The folder inside it that holds the catalogue's references (default: the catalogue's own).")
    var suite: String?

    @Option(name: .long, help: "Where failure artifacts and report.html go (default: SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts in the package).")
    var artifacts: String?

    @Option(name: .long, help: "Write a JUnit XML report of the run to this file.")
    var junit: String?

    @Option(name: .long, help: "The store that keeps the pictures of a snapshots folder in store mode, in place of the one its references.txt names (default: BENTO_REFERENCE_STORE).")
    var store: String?

    package func validate() throws {
        if let junit {
            var isFolder: ObjCBool = false
            if junit.isEmpty || junit.hasSuffix("/") || (FileManager.default.fileExists(atPath: junit, isDirectory: &isFolder) && isFolder.boolValue) {
                throw ValidationError("--junit \(junit) names a folder; give the file to write, e.g. artifacts/junit.xml.")
            }
            // The folder must exist, unless it is inside the artifacts folder the run creates (a
            // fresh CI runner's `--artifacts artifacts --junit artifacts/junit.xml`).
            let folder = URL(fileURLWithPath: junit).deletingLastPathComponent().standardizedFileURL.path
            let artifacts = artifactsURL.standardizedFileURL.path
            let insideArtifacts = folder == artifacts || folder.hasPrefix(artifacts + "/")
            if !insideArtifacts && !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
                throw ValidationError("--junit \(junit): the folder \(folder) does not exist.")
            }
        }
        if let snapshots {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("--snapshots \(snapshots) is a file, not a folder of references.")
            }
        }
        if let suite, suite.isEmpty || suite.contains("/") || suite == "." || suite == ".." {
            throw ValidationError("--suite takes one folder name inside the snapshots folder; got \"\(suite)\".")
        }
    }

    var snapshotsURL: URL {
        snapshots.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? GalleryContext.current.snapshotsDirectory
    }

    var suiteName: String { suite ?? GalleryContext.current.catalogue.snapshotFolder }

    var suiteURL: URL { folders.suiteURL }

    /// The folders as the engine takes them.
    package var folders: ReferenceFolders { ReferenceFolders(snapshotsURL: snapshotsURL, suiteName: suiteName, artifactsURL: artifactsURL, store: store) }

    var artifactsURL: URL {
        artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? GalleryContext.current.artifactsDirectory
    }
}

/// `gallery verify`: compares the catalogue with its references; exit 1 on any difference.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Verify the catalogue against its reference PNGs (exit 1 on differences).")

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Print nothing but failures.") var quiet = false
    @Option(name: .long, help: "Threads to verify on (the outcome is identical to --jobs 1).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Option(name: .customLong("base-url"), help: "Where the artifacts folder will be published; summary.md links its images below it (default: SNAPSHOT_SUMMARY_BASE_URL).")
    var baseURL: String?
    @OptionGroup(title: "Token changes (verify only the variants they touch, and name them in failures)") var tokens: TokenChangeOptions
    @Flag(name: .long, help: "Lay everything out, but draw and compare only the variants whose render key differs from the one references.txt recorded, and say what changed them.")
    var changed = false
    @Option(name: .long, help: "With --changed: fail when a change reaches a variant whose name this glob does not match (repeatable).")
    var expect: [String] = []

    func validate() throws {
        if !expect.isEmpty && !changed { throw ValidationError("--expect takes effect with --changed.") }
    }

    func run() throws {
        let context = GalleryContext.current
        var selected = try selection.unshardedWorkItems(from: context.catalogue.entries)
        if changed {
            let reached = try ChangedVariants.find(selected, references: references.folders)
            for line in reached.summary { CommandOutput.current.line(line) }
            let outside = reached.outside(expected: expect)
            if !expect.isEmpty && !outside.isEmpty {
                // Patterns and names are anyone's text: each quoted and cut short, at most five patterns
                // and ten names, then how many more.
                let patterns = expect.prefix(5).map { Quoted.string($0, limit: 80) }.joined(separator: " ")
                    + (expect.count > 5 ? " and \(expect.count - 5) more" : "")
                let names = outside.prefix(10).map { Quoted.field($0, limit: 120) }.joined(separator: ", ")
                    + (outside.count > 10 ? " and \(outside.count - 10) more" : "")
                CommandOutput.current.line("The change reaches \(outside.count) variant\(outside.count == 1 ? "" : "s") outside --expect \(patterns): \(names)")
                throw ExitCode(1)
            }
            selected = reached.changed.map { ($0.entry, $0.variant) }
        }
        var tokenChanges: [String: [String]] = [:]
        if tokens.isGiven {
            let impact = try tokens.impact(themes: selected.map(\.variant.traits.theme), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let touched = try impact.touched(selected)
            CommandOutput.current.line("\(impact.changes.count) token change\(impact.changes.count == 1 ? "" : "s") touch \(touched.count) of \(selected.count) variants; verifying those.")
            selected = touched.map { ($0.entry, $0.variant) }
            for item in touched { tokenChanges[item.entry.referenceName(for: item.variant)] = item.reasons }
        }
        let items = try selection.shard(of: selected)
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
        // Leftovers of an earlier run in this folder would be merged as this run's.
        try? FileManager.default.removeItem(at: references.artifactsURL.appendingPathComponent(VerifyRunRecord.fileName))
        let results = CatalogueVerification.run(
            items, mode: .never, references: references.folders, quiet: quiet, jobs: jobs,
            tokenChanges: items.map { tokenChanges[$0.entry.referenceName(for: $0.variant)] ?? [] })
        var record = VerifyRunRecord(
            results: results, catalogue: context.catalogue.name, suite: references.suiteName, packageRoot: context.packageRoot, shard: selection.shard,
            selected: selected.map { $0.entry.referenceName(for: $0.variant) })
        if let junit = references.junit { try CatalogueVerification.writeJUnit(record.outcomes, to: URL(fileURLWithPath: junit)) }
        let failed = results.filter(\.isFailure)
        for result in failed { CommandOutput.current.line("FAIL \(Quoted.field(result.identifier))\n\(Quoted.log(result.message ?? ""))\n") }
        // A run over the whole catalogue (a shard's or atoms' part of it too) also offers the
        // references nothing produces for removal, and names them in run.json, so a merge of the
        // parts tells them from the variants no part verified.
        var removedNames: [String]?
        if selection.filter == nil && !tokens.isGiven && !changed {
            removedNames = try CatalogueVerification.leaveRemovalCandidates(of: context.catalogue, references: references.folders)
        }
        let removed = removedNames?.count ?? 0
        record.removed = removedNames
        try record.write(in: references.artifactsURL)
        let entries = Set(items.map(\.entry.identifier)).count
        let checked = ReferenceTally(names: results.map(\.identifier)), failures = ReferenceTally(names: failed.map(\.identifier))
        CommandOutput.current.line(
            "\(entries) entries, \(items.count) variants: \(checked.words) verified, \(checked.total - failures.total) matched, \(failures.total) failed"
                + (failures.transitions > 0 ? " (\(failures.words))." : "."))
        if removed > 0 { CommandOutput.current.line("\(removed) reference\(removed == 1 ? "" : "s") no entry produces (gallery prune lists them; gallery review can remove them).") }
        if !quiet, let hint = Self.manifestHint(verified: results.count, references: references.folders) { CommandOutput.current.line(hint) }
        let summary = try SnapshotSummary.write(
            in: references.artifactsURL, checked: results.count,
            baseURL: baseURL ?? ProcessInfo.processInfo.environment["SNAPSHOT_SUMMARY_BASE_URL"])
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            GitHubActions.annotate(record.outcomes)
            if let stepSummary = environment["GITHUB_STEP_SUMMARY"], !stepSummary.isEmpty {
                GitHubActions.appendStepSummary(from: summary, to: URL(fileURLWithPath: stepSummary))
            }
        }
        if !failed.isEmpty {
            CommandOutput.current.line("report: \(references.artifactsURL.appendingPathComponent("report.html").path)")
            CommandOutput.current.line("summary: \(summary.path)")
            throw ExitCode(1)
        }
    }
}

extension VerifyCommand {
    /// From this many pictures, a folder without references.txt is told how to get one.
    static let manifestHintThreshold = 1_000

    /// A word for a large folder whose pictures are in git without references.txt, which a
    /// folder recorded before Bento wrote one has: each matching reference was decoded, and one
    /// command writes the manifest after which they are not. `nil` otherwise.
    static func manifestHint(verified: Int, references: ReferenceFolders) -> String? {
        guard verified >= manifestHintThreshold, references.store == nil,
            !FileManager.default.fileExists(atPath: references.snapshotsURL.appendingPathComponent(ReferenceManifest.fileName).path)
        else { return nil }
        return "Every reference was decoded to compare it: `gallery references migrate --to-git` writes references.txt, "
            + "after which a verify matches an unchanged picture by its line (in two thirds of the time or less at 20,000 variants) "
            + "and verify --changed can tell what a change reaches."
    }
}

/// `gallery record`: writes references for the catalogue (missing ones, or all with --all).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Record reference PNGs for the catalogue.")

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Re-record every selected reference, not only missing ones.") var all = false
    @Flag(name: .long, help: "Print nothing but errors.") var quiet = false
    @Option(name: .long, help: "Threads to record on (the references are identical to --jobs 1).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        let items = try selection.workItems(from: GalleryContext.current.catalogue.entries)
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
        let results = CatalogueVerification.run(items, mode: all ? .all : .missing, references: references.folders, quiet: quiet, jobs: jobs)
        if let junit = references.junit { try CatalogueVerification.writeJUnit(results, to: junit, root: VerifyRunRecord.repositoryRoot(of: GalleryContext.current.packageRoot) ?? GalleryContext.current.packageRoot) }
        let recorded = results.filter { if case .recorded = $0.outcome { return true } else { return false } }.count
        let errors = results.compactMap(\.error)
        // Without --all an existing reference is compared, not replaced: it matches or it differs.
        let differing = results.filter { if case .failed = $0.outcome { return true } else { return false } }.count
        for error in errors { CommandOutput.current.line("ERROR \(error)") }
        var counts = "\(recorded) recorded, \(results.count - recorded - differing - errors.count) already matching"
        if differing > 0 { counts += ", \(differing) differing (kept; --all re-records them)" }
        CommandOutput.current.line("\(items.count) variants, \(ReferenceTally(names: results.map(\.identifier)).words): \(counts), \(errors.count) errors.")
        if !errors.isEmpty { throw ExitCode(1) }
    }
}

/// `gallery prune`: references no catalogue entry produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune", abstract: "List (and with --delete remove) references no catalogue entry produces.")

    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Remove them instead of only listing them.") var delete = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: references.suiteURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("No references folder at \(references.suiteURL.path); record the catalogue first or pass --snapshots.")
        }
        let orphans = try CatalogueVerification.orphanedFiles(of: GalleryContext.current.catalogue, references: references.folders)
        for file in orphans {
            let url = references.suiteURL.appendingPathComponent(file)
            if delete { try FileManager.default.removeItem(at: url) }
            CommandOutput.current.line((delete ? "removed " : "") + url.path)
        }
        CommandOutput.current.line(orphans.isEmpty ? "No orphaned references." : "\(orphans.count) orphaned reference files\(delete ? " removed" : "").")
    }
}
