import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeFiles

/// Runs every selected entry and variant through the verifier.
package enum CatalogueVerification {
    package struct Result {
        package var identifier: String
        package var outcome: SnapshotOutcome?
        package var error: String?
        var seconds: Double
        /// The entry (`Component/state`) and where it is declared.
        var entry = ""
        var location = CatalogueSourceLocation(fileID: "", filePath: "", line: 0, column: 0)

        package var isFailure: Bool { error != nil || !(outcome?.isSuccess ?? false) }
        package var message: String? { error ?? outcome?.message }

        /// The result as `run.json` and the JUnit file keep it, its file relative to `root`.
        package func outcome(relativeTo root: URL) -> VerifyRunRecord.Outcome {
            VerifyRunRecord.Outcome(
                name: identifier, entry: entry, file: VerifyRunRecord.relativePath(location.filePath, to: root), line: location.line,
                status: status, message: message, seconds: seconds)
        }

        /// How the variant's comparison ended: a failure for want of a reference is a new variant.
        var status: VerifyRunRecord.Status {
            if error != nil { return .error }
            switch outcome {
            case .matched?: return .matched
            case .failed(let failure)? where failure.kind == .missingReference: return .new
            default: return .failed
            }
        }
    }

    /// Verifies (or records) on `jobs` threads; each item writes only its own files, so the
    /// files are the same whatever the count, and the results are in item order.
    package static func run(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], mode: SnapshotRecordMode, references: ReferenceFolders, quiet: Bool,
        jobs: Int = 1, tokenChanges: [[String]] = []
    ) -> [Result] {
        var configuration = SnapshotConfiguration(
            recordMode: mode, snapshotsDirectory: references.snapshotsURL, artifactsDirectory: references.artifactsURL)
        configuration.referenceStore = references.store
        let verifier = SnapshotVerifier(configuration: configuration)

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
        // The manifest's lines are written once, at the end of the run, holding the folder.
        let manifest = ReferenceFolder.open(references.snapshotsURL, store: references.store)
        manifest.beginBatch()
        defer { try? manifest.finishBatch() }
        // A new folder gets references.txt with its first pictures, so verify decodes none that match.
        if mode != .never { _ = try? manifest.startManifestIfEmpty() }
        let progress = RunProgress(total: items.count, quiet: quiet)
        // The report is written once at the end (VerifyCommand writes the summary after it).
        SnapshotReport.shared.beginBatch(in: references.artifactsURL)
        defer { SnapshotReport.shared.finishBatch(in: references.artifactsURL) }
        let results = ResultBox<Result>(count: items.count)
        // A step of a play script has a second reference: the animation into its state.
        let transitions = ResultBox<Result>(count: items.count)
        // A run that records keeps the colours each variant read from outside its theme (an asset
        // catalogue's), for `verify --changed` to name them later.
        let outsideReads = ResultBox<[RenderKey.TokenRead: String]>(count: items.count)
        let suite = references.suiteName
        let work = items.map { ($0.entry, $0.variant) }
        concurrentlyForEach(work.indices, jobs: jobs) { index in
            let (entry, variant) = work[index]
            let start = Date()
            let name = entry.referenceName(for: variant)
            do {
                // One layout for the picture, its records and its render key (and, recording, the
                // values it drew with).
                let drawn = try entry.rendering(variant).draw(mode == .never ? .records : .designValues)
                if mode != .never { outsideReads.set(index, .success(OutsideTokenReads.reads(in: drawn.laidOut.tree, variantTheme: variant.traits.theme.name))) }
                let snapshot = drawn.snapshot
                let outcome = try verifier.verify(
                    snapshot.bitmap, suite: suite, name: name, layout: snapshot.layoutRecord, accessibility: snapshot.accessibilityRecord,
                    tokenChanges: index < tokenChanges.count ? tokenChanges[index] : [], renderKey: drawn.renderKey)
                // A failure leaves the picture's tree beside its actual picture, for scripts and agents.
                let tree = references.artifactsURL.appendingPathComponent((try? SnapshotName.sanitized(suite)) ?? suite, isDirectory: true)
                    .appendingPathComponent(((try? SnapshotName.sanitized(name)) ?? name) + ArtifactKind.actualTree.suffix)
                if case .failed = outcome {
                    // A failure's tree names the tokens each node drew with, which the records
                    // verify compares leave out: the one variant that failed is laid out again for them.
                    let nodes = try entry.rendering(variant).layOut(.designValues).nodes
                    let document = PictureTree(
                        entry: entry.identifier, variant: variant.name, scale: variant.traits.scale, pixelWidth: snapshot.bitmap.width,
                        pixelHeight: snapshot.bitmap.height, nodes: nodes)
                    try AtomicWrite.write(try document.json(), to: tree)
                } else {
                    AtomicWrite.removeFileIfPresent(tree)
                }
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
        let pictures = results.values.map { try? $0?.get() }
        if mode != .never {
            let reads = outsideReads.values.map { (try? $0?.get()) ?? [:] }
            recordTokenValues(of: items.map(\.variant.traits.theme), pictures: pictures, outside: reads, in: manifest, references: references)
        }
        return zip(results.values, transitions.values).flatMap { [$0, $1].compactMap { try? $0?.get() } }
    }

    /// Records the values of each theme whose every variant in the run now has a reference drawn
    /// with them (recorded or matching; one kept differing, or an error, leaves the theme's
    /// recorded values as they were), for `verify --changed` to name the tokens that change
    /// later. Only a folder with a manifest keeps them: `--changed` needs its render keys.
    static func recordTokenValues(
        of themes: [Theme], pictures: [Result?], outside: [[RenderKey.TokenRead: String]] = [], in folder: ReferenceFolder, references: ReferenceFolders
    ) {
        guard (try? folder.currentManifest()) ?? nil != nil else { return }
        var drawnWithThem: [String: (theme: Theme, isCurrent: Bool)] = [:]
        for (theme, result) in zip(themes, pictures) {
            let isCurrent: Bool
            switch result?.outcome {
            case .matched, .recorded: isCurrent = result?.error == nil
            case .failed, nil: isCurrent = false
            }
            drawnWithThem[theme.name] = (theme, (drawnWithThem[theme.name]?.isCurrent ?? true) && isCurrent)
        }
        let current = drawnWithThem.values.filter(\.isCurrent).map(\.theme)
        guard !current.isEmpty else { return }
        // The colours from outside the themes that the current themes' variants drew with.
        let currentNames = Set(current.map(\.name))
        var outsideValues: [RenderKey.TokenRead: String] = [:]
        for (index, reads) in outside.enumerated() where index < themes.count && currentNames.contains(themes[index].name) {
            outsideValues.merge(reads) { first, _ in first }
        }
        do {
            var values = try RecordedTokenValues.read(inSuite: references.suiteURL) ?? RecordedTokenValues()
            let before = values
            for theme in current { values.record(theme) }
            values.record(outside: outsideValues)
            if values != before { try values.write(inSuite: references.suiteURL) }
        } catch {
            // A file that cannot be read or written costs --changed its token names, not the run.
            CommandOutput.current.line("The token values were not recorded: \(error)")
        }
    }

    /// Files in the suite folder (`.png`, `.layout.txt`, `.a11y.txt`, `.apng`) that no entry of the catalogue produces.
    package static func orphanedFiles(of catalogue: Catalogue, references: ReferenceFolders) throws -> [String] {
        var produced = Set<String>()
        for entry in catalogue.entries {
            for variant in entry.allVariants() {
                let name = try SnapshotName.sanitized(entry.referenceName(for: variant))
                produced.insert(name + ".png")
                produced.insert(name + ".layout.txt")
                produced.insert(name + ".a11y.txt")
                if (entry.play?.index ?? 0) > 0 { produced.insert(name + ".transition.apng") }
            }
        }
        var files = (try? FileManager.default.contentsOfDirectory(atPath: references.suiteURL.path)) ?? []
        // Pictures in a store are the manifest's lines of the suite.
        let folder = ReferenceFolder.open(references.snapshotsURL, store: references.store)
        if let manifest = try folder.currentManifest(), manifest.pictures == .store {
            let prefix = references.suiteURL.lastPathComponent + "/"
            files += manifest.entries.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
        return Set(files).filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.txt") || $0.hasSuffix(".a11y.txt") || $0.hasSuffix(".apng")) && !produced.contains($0) }.sorted()
    }

    /// Leaves a removal candidate (with a copy of the reference) for every orphaned reference
    /// image, replacing those of an earlier run; returns how many.
    package static func leaveRemovalCandidates(of catalogue: Catalogue, references: ReferenceFolders) throws -> [String] {
        let artifacts = references.artifactsURL
        let suite = references.suiteURL.lastPathComponent
        for candidate in ReviewCandidate.all(in: artifacts) where candidate.suite == suite && candidate.change == .removed {
            ReviewCandidate.remove(suite: candidate.suite, name: candidate.name, in: artifacts)
        }
        let transitionFile = ReviewCandidate.transitionSuffix + ".apng"
        let images = try orphanedFiles(of: catalogue, references: references).filter { $0.hasSuffix(".png") || $0.hasSuffix(transitionFile) }
        for file in images {
            let isTransition = file.hasSuffix(transitionFile)
            let name = String(file.dropLast(isTransition ? ".apng".count : ".png".count))
            let reference = references.suiteURL.appendingPathComponent(file)
            let folder = ReferenceFolder.open(references.snapshotsURL, store: references.store)
            let stored = try folder.isStoreMode()
            var candidate = ReviewCandidate(
                suite: suite, name: name, change: .removed,
                referenceSHA256: stored ? try folder.hash("\(suite)/\(file)") : ReviewCandidate.sha256(ofFileAt: reference), actualSHA256: nil,
                message: "No catalogue entry produces \(file) any more; accepting the removal deletes it.")
            if isTransition { candidate.reference = .transition }
            guard candidate.hasSafeNames else { continue }
            if !isTransition {
                let copy = candidate.artifactURL(in: artifacts, ArtifactKind.reference)
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: copy)
                if stored, let data = try folder.data("\(suite)/\(file)", limit: ImageLimits.standard.largestPNGFile) {
                    try AtomicWrite.write(data, to: copy)
                } else {
                    try FileManager.default.copyItem(at: reference, to: copy)
                }
            }
            try candidate.write(in: artifacts)
        }
        return images.map { String($0.dropLast($0.hasSuffix(transitionFile) ? ".apng".count : ".png".count)) }
    }

    package static func writeJUnit(_ results: [Result], to path: String, root: URL) throws {
        try writeJUnit(results.map { $0.outcome(relativeTo: root) }, to: URL(fileURLWithPath: path))
    }

    /// JUnit XML of a run's outcomes, each test case with the file and line of its entry (as
    /// GitHub, GitLab and Buildkite read them).
    package static func writeJUnit(_ outcomes: [VerifyRunRecord.Outcome], to url: URL) throws {
        let escape = SnapshotReport.escape
        let failures = outcomes.filter { $0.status != .matched }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites><testsuite name=\"gallery\" tests=\"\(outcomes.count)\" failures=\"\(failures.count)\">\n"
        for outcome in outcomes {
            xml += "  <testcase classname=\"gallery\" name=\"\(escape(outcome.name))\" file=\"\(escape(outcome.file))\" line=\"\(outcome.line)\""
            xml += " time=\"\(String(format: "%.3f", outcome.seconds))\""
            if outcome.status != .matched {
                let message = outcome.message ?? outcome.status.rawValue
                xml += "><failure message=\"\(escape(message.components(separatedBy: "\n").first ?? ""))\">\(escape(message))</failure></testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        xml += "</testsuite></testsuites>\n"
        try AtomicWrite.write(Data(xml.utf8), to: url)
    }
}
