import Foundation
import ImageSnapshots
import Rasterizer
import SafeText

/// Several verify runs' artifacts (shards of one run, as folders or the zips CI gives) made into
/// one: one `report.html`, `summary.md`, `junit.xml`, `run.json` and review queue.
///
/// The runs must be of one catalogue and suite, one commit and one selection; their shards must
/// cover the selection's variants once. Only what a run writes is copied (candidates and their
/// images and layout records, by plain file names); the output is a new folder, or an earlier
/// merge's, which is replaced.
package struct ReportMerger {
    /// One run's artifacts, ready to merge.
    package struct Run {
        var label: String
        var folder: URL
        var record: VerifyRunRecord
    }

    /// What the merge found about coverage, each kind apart: a variant no run verified is
    /// skipped (the runs together missed it), a reference no variant produces is removed (the
    /// catalogue dropped it), and a variant with no reference yet is new.
    package struct Coverage: Equatable {
        /// Selected variants no run verified, in the selection's order.
        package var skipped: [String]
        /// Variants two or more runs verified, with the runs.
        package var repeated: [String: [String]]
        /// References no variant of the catalogue produces, as the runs over all of it found them.
        package var removed: [String] = []
        /// Variants verified with no reference yet.
        package var new: [String] = []
        /// Whether every selected variant was verified once.
        package var isComplete: Bool { skipped.isEmpty && repeated.isEmpty }
    }

    /// The kinds of file a run leaves per candidate.
    static let kinds = ArtifactKind.allCases.map(\.suffix)

    /// Opens each input: a folder, or a zip extracted into `scratch`; a zip or folder whose only
    /// content is one folder is opened at that folder.
    package static func open(_ inputs: [String], scratch: URL) throws -> [Run] {
        guard !inputs.isEmpty else { throw GalleryError("Name at least one artifacts folder or zip to merge.") }
        var runs: [Run] = []
        for (index, input) in inputs.enumerated() {
            let url = URL(fileURLWithPath: input)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw GalleryError("\(input) does not exist.") }
            var folder = url
            if !isFolder.boolValue {
                guard ArtifactArchive.isZip(url) else { throw GalleryError("\(input) is neither a folder nor a zip archive.") }
                folder = scratch.appendingPathComponent("\(index)", isDirectory: true)
                try ArtifactArchive.extract(url, into: folder)
            }
            if VerifyRunRecord.read(inFolder: folder) == nil, let only = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
               only.count == 1, isRealFolder(folder.appendingPathComponent(only[0]))
            {
                folder = folder.appendingPathComponent(only[0], isDirectory: true)
            }
            guard let record = try VerifyRunRecord.read(in: folder) else {
                throw GalleryError("\(input) holds no \(VerifyRunRecord.fileName): it is not the artifacts folder of a verify run (made by this version of gallery).")
            }
            runs.append(Run(label: input, folder: folder, record: record))
        }
        return runs
    }

    /// Refuses runs that cannot be merged, naming them.
    static func checkCompatible(_ runs: [Run]) throws {
        guard let first = runs.first else { return }
        for run in runs.dropFirst() {
            if run.record.catalogue != first.record.catalogue || run.record.suite != first.record.suite {
                throw GalleryError(
                    "\(run.label) is a run of \(Quoted.string(run.record.catalogue)) (\(Quoted.string(run.record.suite))), \(first.label) of \(Quoted.string(first.record.catalogue)) (\(Quoted.string(first.record.suite))); merge runs of one catalogue.")
            }
            if run.record.commit != first.record.commit {
                throw GalleryError(
                    "\(run.label) ran at commit \(run.record.commit.map { Quoted.string($0) } ?? "none (not in git)"), \(first.label) at \(first.record.commit.map { Quoted.string($0) } ?? "none (not in git)"); merge runs of one commit.")
            }
            if run.record.selected != first.record.selected {
                throw GalleryError(
                    "\(run.label) and \(first.label) selected different variants (\(run.record.selected.count) and \(first.record.selected.count)); run the shards with the same options.")
            }
        }
    }

    /// Which selected variants no run covered and which several did, the references the runs
    /// found no variant produces, and the variants they found new.
    static func coverage(of runs: [Run]) -> Coverage {
        var coveredBy: [String: [String]] = [:]
        for run in runs {
            for name in run.record.covered { coveredBy[name, default: []].append(run.label) }
        }
        let selected = runs.first?.record.selected ?? []
        var coverage = Coverage(skipped: selected.filter { coveredBy[$0] == nil }, repeated: coveredBy.filter { $0.value.count > 1 })
        coverage.removed = Set(runs.flatMap { $0.record.removed ?? [] }).sorted()
        var seen = Set<String>()
        coverage.new = runs.flatMap(\.record.outcomes).filter { $0.status == .new && seen.insert($0.name).inserted }.map(\.name)
        return coverage
    }

    /// Merges the runs into `output`; returns the merged record and the coverage.
    package static func merge(_ runs: [Run], into output: URL, baseURL: String? = nil) throws -> (VerifyRunRecord, Coverage) {
        try checkCompatible(runs)
        try checkOutput(output, isNoneOf: runs)
        try prepare(output)
        let suite = try SnapshotName.sanitized(runs[0].record.suite)
        let target = output.appendingPathComponent(suite, isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for run in runs {
            let source = run.folder.appendingPathComponent(suite, isDirectory: true)
            guard isRealFolder(source) else { continue }
            for file in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
                guard let kind = kinds.first(where: { file.hasSuffix($0) }) else { continue }
                let name = String(file.dropLast(kind.count))
                guard (try? SnapshotName.sanitized(name)) == name, !name.hasPrefix(".") else { continue }
                let from = source.appendingPathComponent(file)
                guard isRegularFile(from) else { continue }
                try ArtifactFile.copy(from, to: target.appendingPathComponent(file), limit: ArtifactFile.limit(forFileNamed: file))
            }
        }
        // Candidates' messages name the artifacts where the shard's runner wrote them; they now
        // name the merged copies.
        for candidate in ReviewCandidate.all(in: output) {
            var moved = candidate
            moved.message = candidate.message.components(separatedBy: "\n").map { line in
                for (label, kind) in [("actual:", candidate.actualArtifact), ("diff:", ArtifactKind.diff)] where line.hasPrefix(label) {
                    let url = candidate.artifactURL(in: output, kind)
                    if FileManager.default.fileExists(atPath: url.path) { return label.padding(toLength: 11, withPad: " ", startingAt: 0) + url.path }
                }
                return line
            }.joined(separator: "\n")
            if moved != candidate { try moved.write(in: output) }
        }
        // The merged run: every outcome, in the selection's order.
        // A transition is not selected by name: it follows the step it ends at, as verify lists it.
        let order = Dictionary(runs[0].record.selected.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let suffix = ReviewCandidate.transitionSuffix
        func position(_ name: String) -> (Int, Int, String) {
            if name.hasSuffix(suffix), let step = order[String(name.dropLast(suffix.count))] { return (step, 1, name) }
            return (order[name] ?? .max, 0, name)
        }
        let outcomes = runs.flatMap(\.record.outcomes).sorted { position($0.name) < position($1.name) }
        var merged = runs[0].record
        merged.shard = nil
        merged.outcomes = outcomes
        merged.mergedFrom = runs.map(\.label)
        let coverage = coverage(of: runs)
        // Only runs over the whole catalogue name removed references; with none, the merge names none.
        merged.removed = runs.contains { $0.record.removed != nil } ? coverage.removed : nil
        try merged.write(in: output)
        let candidates = ReviewCandidate.all(in: output)
        try SnapshotReport.write(candidates.map { candidate in
            func artifact(_ kind: ArtifactKind) -> String? {
                let url = candidate.artifactURL(in: output, kind)
                return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
            }
            return SnapshotReport.Entry(
                title: "\(candidate.suite) / \(candidate.name)", message: candidate.message, referencePath: artifact(.reference),
                actualPath: artifact(candidate.actualArtifact), diffPath: artifact(.diff), candidateID: candidate.id)
        }, in: output)
        _ = try SnapshotSummary.write(in: output, checked: outcomes.count, baseURL: baseURL)
        try CatalogueVerification.writeJUnit(outcomes, to: output.appendingPathComponent("junit.xml"))
        return (merged, coverage)
    }

    /// Refuses an output that is one of the inputs, lies inside one, or holds one: the merge
    /// would delete what it is about to read.
    static func checkOutput(_ output: URL, isNoneOf runs: [Run]) throws {
        let target = resolved(output)
        for run in runs {
            for input in Set([resolved(URL(fileURLWithPath: run.label)), resolved(run.folder)]) {
                if target == input || target.hasPrefix(input + "/") || input.hasPrefix(target + "/") {
                    throw GalleryError("--output \(output.path) is \(target == input ? "" : "inside or around ")the input \(Quoted.string(run.label)); give merge-reports a new folder.")
                }
            }
        }
    }

    /// A path with its links and `..` resolved as far as it exists (the rest appended as written).
    package static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL, rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let real = realpath(existing.path, nil) else { return url.standardizedFileURL.path }
        defer { free(real) }
        return ([String(cString: real)] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// Makes `output` an empty folder: a new one, or an earlier merge's, emptied. Anything else is
    /// refused (a merge never deletes files it did not write), as is a merge a review has made
    /// decisions in (its journal and backups are what undo needs).
    private static func prepare(_ output: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) {
            guard isFolder.boolValue, isRealFolder(output) else { throw GalleryError("\(output.path) is not a folder.") }
            let contents = try FileManager.default.contentsOfDirectory(atPath: output.path)
            if !contents.isEmpty {
                guard (try? VerifyRunRecord.read(in: output))??.mergedFrom != nil else {
                    throw GalleryError("\(output.path) is not empty and not an earlier merge's output; give merge-reports a new folder.")
                }
                if let decisions = contents.first(where: { $0 == "review-journal.jsonl" || $0 == "review-backups" }) {
                    throw GalleryError("\(output.path) holds a review's decisions (\(decisions)), which undo needs; give merge-reports a new folder.")
                }
                for item in contents { try FileManager.default.removeItem(at: output.appendingPathComponent(item)) }
            }
        } else {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        }
    }

    static func isRealFolder(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

extension VerifyRunRecord {
    /// The record in a folder, or `nil` when it has none or it does not decode.
    package static func read(inFolder folder: URL) -> VerifyRunRecord? {
        (try? read(in: folder)) ?? nil
    }
}
