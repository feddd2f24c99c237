import Foundation
import Rasterizer

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

    /// Compares an image with its reference, recording as the record mode says.
    ///
    /// - Throws: `SnapshotError` when a name is unusable or a file cannot be written.
    public func verify(_ actual: Bitmap, suite: String, name: String) throws(SnapshotError) -> SnapshotOutcome {
        let reference = try referenceURL(suite: suite, name: name)
        let mode = configuration.recordMode
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if !exists {
            if mode == .never {
                let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
                return .failed(SnapshotFailure(kind: .missingReference, referencePath: reference.path, actualPath: actualURL.path))
            }
            try record(actual, at: reference)
            return .recorded(SnapshotRecording(reason: .missing, referencePath: reference.path))
        }
        if mode == .all {
            try record(actual, at: reference)
            return .recorded(SnapshotRecording(reason: .recordAll, referencePath: reference.path))
        }
        let expected: Bitmap
        do {
            expected = try Bitmap(contentsOfPNG: reference)
        } catch {
            let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
            return .failed(SnapshotFailure(
                kind: .unreadableReference(error.description), referencePath: reference.path, actualPath: actualURL.path))
        }
        if expected == actual { return .matched }

        let kind: SnapshotFailure.Kind
        if expected.width != actual.width || expected.height != actual.height {
            kind = .sizeMismatch(reference: (expected.width, expected.height), actual: (actual.width, actual.height))
        } else {
            kind = .pixelsDiffer(ImageDifference(reference: expected, actual: actual))
        }
        _ = try writeArtifact(expected, suite: suite, name: name, kind: "reference")
        let actualURL = try writeArtifact(actual, suite: suite, name: name, kind: "actual")
        let diffURL = try writeArtifact(
            ImageDifference.diffImage(reference: expected, actual: actual), suite: suite, name: name, kind: "diff")
        let failure = SnapshotFailure(kind: kind, referencePath: reference.path, actualPath: actualURL.path, diffPath: diffURL.path)
        if mode == .failed {
            try record(actual, at: reference)
            return .recorded(SnapshotRecording(reason: .replacedFailing(failure.message), referencePath: reference.path))
        }
        return .failed(failure)
    }

    private func record(_ bitmap: Bitmap, at url: URL) throws(SnapshotError) {
        try write(bitmap, to: url)
        let recorded = (try? FontFingerprints.load(from: fontFingerprintsURL)) ?? FontFingerprints()
        let updated = recorded.merging(FontFingerprints(openedIn: fonts))
        if updated != recorded {
            try? updated.jsonData().write(to: fontFingerprintsURL, options: .atomic)
        }
    }

    private func write(_ bitmap: Bitmap, to url: URL) throws(SnapshotError) {
        do {
            try bitmap.writePNG(to: url)
        } catch {
            throw .unwritable(error)
        }
    }

    private func writeArtifact(_ bitmap: Bitmap, suite: String, name: String, kind: String) throws(SnapshotError) -> URL {
        let url = configuration.artifactsDirectory
            .appendingPathComponent(try SnapshotName.sanitized(suite), isDirectory: true)
            .appendingPathComponent(try SnapshotName.sanitized(name) + ".\(kind).png")
        try write(bitmap, to: url)
        return url
    }
}
