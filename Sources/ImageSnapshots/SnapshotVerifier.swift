import Foundation
import Rasterizer
import ReferenceStores
import SafeFiles
import SafeText

/// Records and verifies reference PNGs under a configuration.
///
/// A verify never overwrites a reference unless the record mode asks for it, and every write is
/// atomic (temporary file, then rename).
public struct SnapshotVerifier: Sendable {
    /// Where files go and when references are recorded.
    public var configuration: SnapshotConfiguration
    /// The fonts the images were rendered with; their fingerprints are kept beside the references.
    public var fonts: FontRegistry

    /// Creates a verifier.
    public init(configuration: SnapshotConfiguration, fonts: FontRegistry = .standard) {
        self.configuration = configuration
        self.fonts = fonts
    }

    /// `<snapshots>/fonts.json`: the SHA-256 of every font file used when references were recorded.
    public var fontFingerprintsURL: URL {
        configuration.snapshotsDirectory.appendingPathComponent("fonts.json")
    }

    /// Font files whose contents differ from those the references were recorded with (empty when
    /// nothing was recorded yet or nothing changed).
    public func fontFileChanges() -> [FontFileChange] {
        guard let recorded = try? FontFingerprints.load(from: fontFingerprintsURL) else { return [] }
        return FontFingerprints(openedIn: fonts).changes(since: recorded)
    }

    /// The reference file for a suite and a name: `<snapshots>/<suite>/<name>.png`.
    public func referenceURL(suite: String, name: String) throws(SnapshotError) -> URL {
        configuration.snapshotsDirectory
            .appendingPathComponent(try SnapshotName.sanitized(suite), isDirectory: true)
            .appendingPathComponent(try SnapshotName.sanitized(name) + ".png")
    }

    /// Compares an image with its reference under a comparison mode, recording as the record mode
    /// says. A layout record, when given, is kept beside the reference and used to explain a failure,
    /// as are the token changes that reach the image (`TokenChange`s and the nodes that read them).
    /// An accessibility record, when given, is kept beside the reference too (`<name>.a11y.txt`)
    /// and verified with it: a change fails even when every pixel matches.
    ///
    /// - Throws: `SnapshotError` when a name is unusable or a file cannot be written.
    ///
    /// Where the snapshots folder keeps its pictures in a store (`ReferenceManifest`), a picture
    /// whose PNG bytes hash to its manifest line matches without a download; any other is fetched
    /// (and hashed) to be compared. A `renderKey` is kept on the picture's manifest line.
    public func verify(
        _ actual: Bitmap, suite: String, name: String, mode: ComparisonMode = .exact, layout: LayoutRecord? = nil,
        accessibility: AccessibilityRecord? = nil, tokenChanges: [String] = []
    ) throws(SnapshotError) -> SnapshotOutcome {
        try verify(actual, suite: suite, name: name, mode: mode, layout: layout, accessibility: accessibility, tokenChanges: tokenChanges, renderKey: nil)
    }

    /// `verify(_:suite:name:mode:layout:accessibility:tokenChanges:)`, keeping `renderKey` (what the
    /// picture was drawn from) on the picture's manifest line when the folder has a manifest.
    public func verify(
        _ actual: Bitmap, suite: String, name: String, mode: ComparisonMode = .exact, layout: LayoutRecord? = nil,
        accessibility: AccessibilityRecord? = nil, tokenChanges: [String] = [], renderKey: String?
    ) throws(SnapshotError) -> SnapshotOutcome {
        let reference = try referenceURL(suite: suite, name: name)
        SnapshotManifest.shared.record(reference.standardizedFileURL.path, artifactsDirectory: configuration.artifactsDirectory)
        let layoutURL = reference.deletingPathExtension().appendingPathExtension("layout.txt")
        var records = Records(layout: layout, accessibility: accessibility, layoutURL: layoutURL, accessibilityURL: Self.accessibilityURL(of: reference))
        records.renderKey = renderKey
        let recordMode = configuration.recordMode
        let suiteFile = try SnapshotName.sanitized(suite), nameFile = try SnapshotName.sanitized(name)
        let pictures = try StoredPicture(folder: referenceFolder, path: "\(suiteFile)/\(nameFile).png", url: reference)
        let stored = try pictures.entry()
        let exists = pictures.inStore ? stored != nil : FileManager.default.fileExists(atPath: reference.path)
        if !exists {
            if recordMode == .never {
                let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
                writeActualRecords(records, suite: suiteFile, name: nameFile)
                let failure = SnapshotFailure(kind: .missingReference, referencePath: reference.path, actualPath: actualURL.path)
                leaveCandidate(failure, change: .new, suite: suiteFile, name: nameFile, renderKey: records.renderKey)
                report(failure, suite: suite, name: name)
                return .failed(failure)
            }
            try record(actual, at: reference, records: records)
            ReviewCandidate.remove(suite: suiteFile, name: nameFile, in: configuration.artifactsDirectory)
            return .recorded(SnapshotRecording(reason: .missing, referencePath: reference.path))
        }
        if recordMode == .all {
            try record(actual, at: reference, records: records)
            ReviewCandidate.remove(suite: suiteFile, name: nameFile, in: configuration.artifactsDirectory)
            return .recorded(SnapshotRecording(reason: .recordAll, referencePath: reference.path))
        }
        if let stored, pictures.matches(stored, actual) {
            try pictures.keep(actual, renderKey: renderKey, recordMode: recordMode)
            return try verifyAccessibility(actual, reference: reference, records: records, suite: suite, name: name)
        }
        // Most references match: their pixels are compared first decoded without the PNG's
        // checksums (CRCs and Adler-32, a seventh of a decode's time); one that differs is
        // decoded again with them, so a damaged file is reported as damaged, not as a difference.
        let expected: Bitmap
        let isMatch: Bool
        let referenceBytes: [UInt8]
        do {
            let bytes = try pictures.pngBytes()
            referenceBytes = bytes
            if let unchecked = try? pictures.bitmap(from: bytes, checkSums: false), unchecked == actual {
                (expected, isMatch) = (unchecked, true)
            } else {
                expected = try pictures.bitmap(from: bytes)
                isMatch = expected == actual
            }
        } catch {
            let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
            writeActualRecords(records, suite: suiteFile, name: nameFile)
            let failure = SnapshotFailure(
                kind: .unreadableReference(error.description), referencePath: reference.path, actualPath: actualURL.path)
            leaveCandidate(failure, change: .changed, suite: suiteFile, name: nameFile, renderKey: records.renderKey)
            report(failure, suite: suite, name: name)
            return .failed(failure)
        }
        // Compared once: a match found without the sums is not compared again.
        if isMatch {
            try pictures.keep(actual, renderKey: renderKey, recordMode: recordMode)
            return try verifyAccessibility(actual, reference: reference, records: records, suite: suite, name: name)
        }

        let kind: SnapshotFailure.Kind
        let diffImage: Bitmap?
        if expected.width != actual.width || expected.height != actual.height {
            kind = .sizeMismatch(reference: (expected.width, expected.height), actual: (actual.width, actual.height))
            // Both on one canvas, top-left aligned: what only one of them covers shows as changed.
            let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
            diffImage = ImageComparison(
                reference: expected.padded(toWidth: width, height: height), actual: actual.padded(toWidth: width, height: height), mode: mode).diffImage
        } else {
            let comparison = ImageComparison(reference: expected, actual: actual, mode: mode)
            if comparison.isMatch {
                try pictures.keep(actual, renderKey: renderKey, recordMode: recordMode)
                return try verifyAccessibility(actual, reference: reference, records: records, suite: suite, name: name)
            }
            kind = .pixelsDiffer(DifferenceSummary(comparison))
            diffImage = comparison.diffImage
        }
        // The reference beside the actual picture is the file itself (as the decoder read it), not
        // decoded and encoded again.
        let referenceCopy = try writeArtifact(pngBytes: referenceBytes, suite: suite, name: name, kind: "reference")
        let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
        let diffURL = try diffImage.map { image throws(SnapshotError) in try writeArtifact(image, suite: suite, name: name, kind: "diff") }
        var failure = SnapshotFailure(kind: kind, referencePath: reference.path, actualPath: actualURL.path, diffPath: diffURL?.path)
        // In store mode no file is at the reference's path: the message names the blob, the store
        // and the copy fetched beside the actual picture.
        if pictures.inStore, let entry = try pictures.entry() {
            let store = (try? referenceFolder.store().address.description).map { Quoted.field($0) } ?? "the store"
            failure.storedReference = "\(referenceCopy.path) (fetched: blob \(entry.sha256.prefix(12))… of \(store), \(ReferenceManifest.fileName) line \(entry.path))"
        }
        failure.tokenChanges = tokenChanges
        if let layout, let recorded = try? PlainFile(layoutURL.path, limit: 16 << 20).readData() {
            failure.layoutChanges = layout.changes(since: LayoutRecord(text: String(decoding: recorded, as: UTF8.self)))
        }
        failure.accessibilityChanges = records.recordedAccessibility().map(records.accessibilityChanges(since:)) ?? []
        if recordMode == .failed {
            try record(actual, at: reference, records: records)
            ReviewCandidate.remove(suite: suiteFile, name: nameFile, in: configuration.artifactsDirectory)
            return .recorded(SnapshotRecording(reason: .replacedFailing(failure.message), referencePath: reference.path))
        }
        writeActualRecords(records, suite: suiteFile, name: nameFile)
        leaveCandidate(failure, change: .changed, suite: suiteFile, name: nameFile, renderKey: records.renderKey)
        report(failure, suite: suite, name: name)
        return .failed(failure)
    }

    /// `<name>.a11y.txt` beside the reference `<name>.png`.
    static func accessibilityURL(of reference: URL) -> URL {
        reference.deletingPathExtension().appendingPathExtension("a11y.txt")
    }

    /// The records a verify keeps beside the reference, and where.
    struct Records {
        var layout: LayoutRecord?
        var accessibility: AccessibilityRecord?
        var layoutURL: URL
        var accessibilityURL: URL
        /// The render key the manifest keeps with the picture.
        var renderKey: String?

        /// The accessibility record as recorded, `nil` when there is none (or none was given).
        func recordedAccessibility() -> String? {
            guard accessibility != nil, let data = try? PlainFile(accessibilityURL.path, limit: 16 << 20).readData() else { return nil }
            return String(decoding: data, as: UTF8.self)
        }

        /// How the accessibility record changed since `recorded`, the recorded one's text (both
        /// read from their text, so escaping is alike); empty when nothing was given.
        func accessibilityChanges(since recorded: String) -> [String] {
            guard let accessibility else { return [] }
            return AccessibilityRecord(text: accessibility.text).changes(since: AccessibilityRecord(text: recorded))
        }
    }

    /// The picture matches: the outcome is the accessibility record's. A missing record is
    /// written unless the record mode is `never`; a changed one fails, leaving a candidate whose
    /// accepting writes the new record (and the same picture).
    private func verifyAccessibility(
        _ actual: Bitmap, reference: URL, records: Records, suite: String, name: String
    ) throws(SnapshotError) -> SnapshotOutcome {
        let suiteFile = try SnapshotName.sanitized(suite), nameFile = try SnapshotName.sanitized(name)
        let recorded = records.recordedAccessibility()
        guard let accessibility = records.accessibility, accessibility.text != recorded else {
            ReviewCandidate.remove(suite: suiteFile, name: nameFile, in: configuration.artifactsDirectory)
            return .matched
        }
        var failure = SnapshotFailure(kind: .accessibilityDiffers, referencePath: reference.path)
        failure.accessibilityChanges = recorded.map(records.accessibilityChanges(since:))
            ?? ["no accessibility record at \(records.accessibilityURL.path) yet"]
        if failure.accessibilityChanges.isEmpty { failure.accessibilityChanges = ["the record's text differs (\(records.accessibilityURL.lastPathComponent))"] }
        switch configuration.recordMode {
        case .missing where recorded == nil, .all:
            try writeRecord(accessibility.text, to: records.accessibilityURL)
            return .recorded(SnapshotRecording(reason: .missing, referencePath: records.accessibilityURL.path))
        case .failed:
            try writeRecord(accessibility.text, to: records.accessibilityURL)
            return .recorded(SnapshotRecording(reason: .replacedFailing(failure.message), referencePath: records.accessibilityURL.path))
        default:
            break
        }
        failure.actualPath = try writeArtifact(actual, suite: suite, name: name, kind: "actual").path
        writeActualRecords(records, suite: suiteFile, name: nameFile)
        leaveCandidate(failure, change: .changed, suite: suiteFile, name: nameFile, renderKey: records.renderKey)
        report(failure, suite: suite, name: name)
        return .failed(failure)
    }

    private func writeRecord(_ text: String, to url: URL) throws(SnapshotError) {
        try write(Data(text.utf8), to: url)
    }

    /// Writes a file atomically, a failure named by its path.
    private func write(_ data: Data, to url: URL) throws(SnapshotError) {
        do { try AtomicWrite.write(data, to: url) } catch {
            throw .unwritable(ImageFileError(path: url.path, reason: .unwritable(error.localizedDescription)))
        }
    }

    /// Leaves a failure for `gallery review` and `gallery accept`: what changed, the hashes of the
    /// reference as read and of the actual image, the figures and the layout changes.
    func leaveCandidate(
        _ failure: SnapshotFailure, change: ReviewCandidate.Change, suite: String, name: String, reference: ReviewCandidate.Reference = .picture,
        renderKey: String? = nil
    ) {
        var candidate = ReviewCandidate(
            suite: suite, name: name, change: change,
            referenceSHA256: change == .new ? nil : referenceHash(of: failure.referencePath),
            actualSHA256: failure.actualPath.flatMap { ReviewCandidate.sha256(ofFileAt: URL(fileURLWithPath: $0)) },
            layoutChanges: failure.layoutChanges, message: failure.message)
        if reference != .picture { candidate.reference = reference }
        candidate.renderKey = renderKey
        candidate.accessibilityChanges = failure.accessibilityChanges.isEmpty ? nil : failure.accessibilityChanges
        switch failure.kind {
        case .pixelsDiffer(let difference):
            candidate.differingPixels = difference.differingPixels
            candidate.totalPixels = difference.totalPixels
            candidate.largestDeltaE = difference.largestDeltaE
        case .sizeMismatch(let reference, let actual):
            candidate.sizeChange = "\(reference.0) × \(reference.1) → \(actual.0) × \(actual.1)"
        case .missingReference, .unreadableReference, .framesDiffer, .accessibilityDiffers:
            break
        }
        try? candidate.write(in: configuration.artifactsDirectory)
    }

    /// The layout and accessibility records of a failing image, kept so accepting it replaces the
    /// reference's records too.
    private func writeActualRecords(_ records: Records, suite: String, name: String) {
        let folder = configuration.artifactsDirectory.appendingPathComponent(suite, isDirectory: true)
        for (kind, text) in [("layout.txt", records.layout?.text), ("a11y.txt", records.accessibility?.text)] {
            let url = folder.appendingPathComponent("\(name).actual.\(kind)")
            if let text {
                try? AtomicWrite.write(Data(text.utf8), to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    /// Adds a failure to the run's `report.html`.
    func report(_ failure: SnapshotFailure, suite: String, name: String) {
        let referenceArtifact = configuration.artifactsDirectory
            .appendingPathComponent((try? SnapshotName.sanitized(suite)) ?? suite)
            .appendingPathComponent(((try? SnapshotName.sanitized(name)) ?? name) + ".reference.png")
        let referencePath = FileManager.default.fileExists(atPath: referenceArtifact.path) ? referenceArtifact.path
            : (FileManager.default.fileExists(atPath: failure.referencePath) ? failure.referencePath : nil)
        SnapshotReport.shared.add(
            SnapshotReport.Entry(
                title: "\(suite) / \(name)", message: failure.message, referencePath: referencePath,
                actualPath: failure.actualPath, diffPath: failure.diffPath,
                candidateID: (try? SnapshotName.sanitized(suite)).flatMap { suite in (try? SnapshotName.sanitized(name)).map { "\(suite)/\($0)" } }),
            artifactsDirectory: configuration.artifactsDirectory)
    }

    private func record(_ bitmap: Bitmap, at url: URL, records: Records) throws(SnapshotError) {
        // What an interrupted record left in this suite's folder goes first (once per process).
        AtomicWrite.removeLeftoversOnce(in: url.deletingLastPathComponent())
        let path = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        let picture = try StoredPicture(folder: referenceFolder, path: path, url: url)
        try picture.record(bitmap, renderKey: records.renderKey)
        if let layout = records.layout {
            try? AtomicWrite.write(Data(layout.text.utf8), to: records.layoutURL)
        }
        if let accessibility = records.accessibility {
            try writeRecord(accessibility.text, to: records.accessibilityURL)
        }
        let recorded = (try? FontFingerprints.load(from: fontFingerprintsURL)) ?? FontFingerprints()
        let updated = recorded.merging(FontFingerprints(openedIn: fonts))
        if updated != recorded {
            try? AtomicWrite.write(updated.jsonData(), to: fontFingerprintsURL)
        }
    }

    private func writeArtifact(_ bitmap: Bitmap, suite: String, name: String, kind: String) throws(SnapshotError) -> URL {
        let url = try artifactURL(suite: suite, name: name, file: "\(kind).png")
        do {
            try bitmap.writePNG(to: url)
        } catch {
            throw .unwritable(error)
        }
        return url
    }

    /// A PNG file's bytes as `<name>.<kind>.png` among the artifacts.
    private func writeArtifact(pngBytes: [UInt8], suite: String, name: String, kind: String) throws(SnapshotError) -> URL {
        let url = try artifactURL(suite: suite, name: name, file: "\(kind).png")
        try write(Data(pngBytes), to: url)
        return url
    }

    /// Where a run leaves a file of a reference's: `<artifacts>/<suite>/<name>.<file>`.
    func artifactURL(suite: String, name: String, file: String) throws(SnapshotError) -> URL {
        configuration.artifactsDirectory
            .appendingPathComponent(try SnapshotName.sanitized(suite), isDirectory: true)
            .appendingPathComponent(try SnapshotName.sanitized(name) + ".\(file)")
    }
}
