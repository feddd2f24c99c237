import ArgumentParser
import ComponentCatalogue
import Components
import Foundation
import ImageSnapshots
import Rasterizer

/// Options shared by `record`, `verify` and `prune`: where the references are.
struct ReferenceOptions: ParsableArguments {
    @Option(name: .long, help: "The snapshots folder (default: Snapshots at the root of the catalogue's package).")
    var snapshots: String?

    @Option(name: .long, help: "The folder inside it that holds the catalogue's references (default: the catalogue's own).")
    var suite: String?

    @Option(name: .long, help: "Where failure artifacts and report.html go (default: SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts in the package).")
    var artifacts: String?

    @Option(name: .long, help: "Write a JUnit XML report of the run to this file.")
    var junit: String?

    func validate() throws {
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

    var suiteURL: URL {
        snapshotsURL.appendingPathComponent((try? SnapshotName.sanitized(suiteName)) ?? suiteName, isDirectory: true)
    }

    var artifactsURL: URL {
        artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? GalleryContext.current.artifactsDirectory
    }
}

/// Runs every selected entry and variant through the verifier.
enum CatalogueVerification {
    struct Result {
        var identifier: String
        var outcome: SnapshotOutcome?
        var error: String?
        var seconds: Double
        /// The entry (`Component/state`) and where it is declared.
        var entry = ""
        var location = CatalogueSourceLocation(fileID: "", filePath: "", line: 0, column: 0)

        var isFailure: Bool { error != nil || !(outcome?.isSuccess ?? false) }
        var message: String? { error ?? outcome?.message }

        /// The result as `run.json` and the JUnit file keep it, its file relative to `root`.
        func outcome(relativeTo root: URL) -> VerifyRunRecord.Outcome {
            VerifyRunRecord.Outcome(
                name: identifier, entry: entry, file: VerifyRunRecord.relativePath(location.filePath, to: root), line: location.line,
                status: error != nil ? "error" : isFailure ? "failed" : "matched", message: message, seconds: seconds)
        }
    }

    /// Verifies (or records) on `jobs` threads; each item writes only its own files, so the
    /// files are the same whatever the count, and the results are in item order.
    static func run(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], mode: SnapshotRecordMode, references: ReferenceOptions, quiet: Bool,
        jobs: Int = 1, tokenChanges: [[String]] = []
    ) -> [Result] {
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: mode, snapshotsDirectory: references.snapshotsURL, artifactsDirectory: references.artifactsURL))
        // A run that may write references holds the folder against other processes' writes.
        var folderLock: SnapshotsFolderLock?
        if mode != .never {
            do {
                folderLock = try SnapshotsFolderLock(folder: references.snapshotsURL)
            } catch {
                return items.map { Result(identifier: $0.entry.referenceName(for: $0.variant), error: "\(error)", seconds: 0) }
            }
        }
        defer { withExtendedLifetime(folderLock) {} }
        let progress = Progress(total: items.count, quiet: quiet)
        // The report is written once at the end (VerifyCommand writes the summary after it).
        SnapshotReport.shared.beginBatch(in: references.artifactsURL)
        defer { SnapshotReport.shared.finishBatch(in: references.artifactsURL) }
        let results = ResultBox<Result>(count: items.count)
        // A step of a play script has a second reference: the animation into its state.
        let transitions = ResultBox<Result>(count: items.count)
        let suite = references.suiteName
        let work = items.map { ($0.entry, $0.variant) }
        concurrentlyForEach(work.indices, jobs: jobs) { index in
            let (entry, variant) = work[index]
            let start = Date()
            let name = entry.referenceName(for: variant)
            do {
                let snapshot = try ComponentRenderer(traits: variant.traits).snapshot(of: entry.make(variant), layout: entry.layout(for: variant))
                let outcome = try verifier.verify(
                    snapshot.bitmap, suite: suite, name: name, layout: snapshot.layoutRecord,
                    tokenChanges: index < tokenChanges.count ? tokenChanges[index] : [])
                if let frames = try entry.transitionFrames(for: variant) {
                    let animated = Date()
                    let outcome = try verifier.verifyAnimation(frames, suite: suite, name: name)
                    transitions.set(index, .success(Result(
                        identifier: name + ".transition", outcome: outcome, seconds: Date().timeIntervalSince(animated), entry: entry.identifier,
                        location: entry.location)))
                }
                results.set(index, .success(Result(
                    identifier: name, outcome: outcome, seconds: Date().timeIntervalSince(start), entry: entry.identifier,
                    location: entry.location)))
            } catch {
                results.set(index, .success(Result(
                    identifier: name, error: "\(entry.identifier) [\(variant.name)]: \(error)", seconds: Date().timeIntervalSince(start),
                    entry: entry.identifier, location: entry.location)))
            }
            progress.report(results.completed, name)
        }
        progress.finish()
        return zip(results.values, transitions.values).flatMap { [$0, $1].compactMap { try? $0?.get() } }
    }

    /// Files in the suite folder (`.png`, `.layout.txt`, `.apng`) that no entry of the catalogue produces.
    static func orphanedFiles(references: ReferenceOptions) throws -> [String] {
        var produced = Set<String>()
        for entry in GalleryContext.current.catalogue.entries {
            for variant in entry.allVariants() {
                let name = try SnapshotName.sanitized(entry.referenceName(for: variant))
                produced.insert(name + ".png")
                produced.insert(name + ".layout.txt")
                if (entry.play?.index ?? 0) > 0 { produced.insert(name + ".transition.apng") }
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: references.suiteURL.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.txt") || $0.hasSuffix(".apng")) && !produced.contains($0) }.sorted()
    }

    /// Leaves a removal candidate (with a copy of the reference) for every orphaned reference
    /// image, replacing those of an earlier run; returns how many.
    static func leaveRemovalCandidates(references: ReferenceOptions) throws -> Int {
        let artifacts = references.artifactsURL
        let suite = references.suiteURL.lastPathComponent
        for candidate in ReviewCandidate.all(in: artifacts) where candidate.suite == suite && candidate.change == .removed {
            ReviewCandidate.remove(suite: candidate.suite, name: candidate.name, in: artifacts)
        }
        let images = try orphanedFiles(references: references).filter { $0.hasSuffix(".png") }
        for file in images {
            let name = String(file.dropLast(".png".count))
            let reference = references.suiteURL.appendingPathComponent(file)
            let candidate = ReviewCandidate(
                suite: suite, name: name, change: .removed, referenceSHA256: ReviewCandidate.sha256(ofFileAt: reference), actualSHA256: nil,
                message: "No catalogue entry produces \(file) any more; accepting the removal deletes it.")
            guard candidate.hasSafeNames else { continue }
            let copy = candidate.artifactURL(in: artifacts, "reference.png")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: reference, to: copy)
            try candidate.write(in: artifacts)
        }
        return images.count
    }

    static func writeJUnit(_ results: [Result], to path: String, root: URL) throws {
        try writeJUnit(results.map { $0.outcome(relativeTo: root) }, to: URL(fileURLWithPath: path))
    }

    /// JUnit XML of a run's outcomes, each test case with the file and line of its entry (as
    /// GitHub, GitLab and Buildkite read them).
    static func writeJUnit(_ outcomes: [VerifyRunRecord.Outcome], to url: URL) throws {
        let escape = SnapshotReport.escape
        let failures = outcomes.filter { $0.status != "matched" }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites><testsuite name=\"gallery\" tests=\"\(outcomes.count)\" failures=\"\(failures.count)\">\n"
        for outcome in outcomes {
            xml += "  <testcase classname=\"gallery\" name=\"\(escape(outcome.name))\" file=\"\(escape(outcome.file))\" line=\"\(outcome.line)\""
            xml += " time=\"\(String(format: "%.3f", outcome.seconds))\""
            if outcome.status != "matched" {
                let message = outcome.message ?? outcome.status
                xml += "><failure message=\"\(escape(message.components(separatedBy: "\n").first ?? ""))\">\(escape(message))</failure></testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        xml += "</testsuite></testsuites>\n"
        try AtomicFile.write(Data(xml.utf8), to: url)
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

    func run() throws {
        let context = GalleryContext.current
        var selected = try selection.unshardedWorkItems(from: context.catalogue.entries)
        var tokenChanges: [String: [String]] = [:]
        if tokens.isGiven {
            let impact = try tokens.impact(themes: selected.map(\.variant.traits.theme), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let touched = try ImpactCommand.touched(selected, impact: impact)
            CommandOutput.current.line("\(impact.changes.count) token change\(impact.changes.count == 1 ? "" : "s") touch \(touched.count) of \(selected.count) variants; verifying those.")
            selected = touched.map { ($0.entry, $0.variant) }
            for item in touched { tokenChanges[item.entry.referenceName(for: item.variant)] = item.reasons }
        }
        let items = try selection.shard(of: selected)
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
        // Leftovers of an earlier run in this folder would be merged as this run's.
        try? FileManager.default.removeItem(at: references.artifactsURL.appendingPathComponent(VerifyRunRecord.fileName))
        let results = CatalogueVerification.run(
            items, mode: .never, references: references, quiet: quiet, jobs: jobs,
            tokenChanges: items.map { tokenChanges[$0.entry.referenceName(for: $0.variant)] ?? [] })
        let root = VerifyRunRecord.repositoryRoot(of: context.packageRoot) ?? context.packageRoot
        let outcomes = results.map { $0.outcome(relativeTo: root) }
        if let junit = references.junit { try CatalogueVerification.writeJUnit(outcomes, to: URL(fileURLWithPath: junit)) }
        let failed = results.filter(\.isFailure)
        for result in failed { CommandOutput.current.line("FAIL \(result.identifier)\n\(result.message ?? "")\n") }
        let record = VerifyRunRecord(
            catalogue: context.catalogue.name, suite: references.suiteName, commit: VerifyRunRecord.commit(of: context.packageRoot),
            shard: selection.shard, selected: selected.map { $0.entry.referenceName(for: $0.variant) }, outcomes: outcomes)
        try record.write(in: references.artifactsURL)
        // A run over the whole catalogue also offers references nothing produces for removal.
        var removed = 0
        if selection.filter == nil && selection.shard == nil && !tokens.isGiven {
            removed = try CatalogueVerification.leaveRemovalCandidates(references: references)
        }
        let entries = Set(items.map(\.entry.identifier)).count
        CommandOutput.current.line("\(entries) entries, \(results.count) variants verified: \(results.count - failed.count) matched, \(failed.count) failed.")
        if removed > 0 { CommandOutput.current.line("\(removed) reference\(removed == 1 ? "" : "s") no entry produces (gallery prune lists them; gallery review can remove them).") }
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
        let results = CatalogueVerification.run(items, mode: all ? .all : .missing, references: references, quiet: quiet, jobs: jobs)
        if let junit = references.junit { try CatalogueVerification.writeJUnit(results, to: junit, root: VerifyRunRecord.repositoryRoot(of: GalleryContext.current.packageRoot) ?? GalleryContext.current.packageRoot) }
        let recorded = results.filter { if case .recorded = $0.outcome { return true } else { return false } }.count
        let errors = results.compactMap(\.error)
        // Without --all an existing reference is compared, not replaced: it matches or it differs.
        let differing = results.filter { if case .failed = $0.outcome { return true } else { return false } }.count
        for error in errors { CommandOutput.current.line("ERROR \(error)") }
        var counts = "\(recorded) recorded, \(results.count - recorded - differing - errors.count) already matching"
        if differing > 0 { counts += ", \(differing) differing (kept; --all re-records them)" }
        CommandOutput.current.line("\(results.count) variants: \(counts), \(errors.count) errors.")
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
        let orphans = try CatalogueVerification.orphanedFiles(references: references)
        for file in orphans {
            let url = references.suiteURL.appendingPathComponent(file)
            if delete { try FileManager.default.removeItem(at: url) }
            CommandOutput.current.line((delete ? "removed " : "") + url.path)
        }
        CommandOutput.current.line(orphans.isEmpty ? "No orphaned references." : "\(orphans.count) orphaned reference files\(delete ? " removed" : "").")
    }
}
