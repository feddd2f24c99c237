import Foundation
import Rasterizer

extension SnapshotVerifier {
    /// The reference file of an animation: `<snapshots>/<suite>/<name>.transition.apng`.
    public func animationReferenceURL(suite: String, name: String) throws(SnapshotError) -> URL {
        try referenceURL(suite: suite, name: name).deletingPathExtension().appendingPathExtension("transition.apng")
    }

    /// Compares an animation's frames with its reference (an animated PNG) frame by frame, pixel
    /// for pixel, recording as the record mode says. A failure names the first frame that differs
    /// and its time (frames `framesPerSecond` apart), and leaves the actual animation in the
    /// artifacts folder as `<name>.transition.actual.apng` with a candidate for review and accept
    /// (`<name>.transition`), which a later match removes.
    ///
    /// - Throws: `SnapshotError` when a name is unusable or a file cannot be written.
    public func verifyAnimation(_ frames: [Bitmap], suite: String, name: String, framesPerSecond: Int = 60) throws(SnapshotError) -> SnapshotOutcome {
        let reference = try animationReferenceURL(suite: suite, name: name)
        SnapshotManifest.shared.record(reference.standardizedFileURL.path, artifactsDirectory: configuration.artifactsDirectory)
        let mode = configuration.recordMode
        let suiteFile = try SnapshotName.sanitized(suite), candidateName = try SnapshotName.sanitized(name) + ReviewCandidate.transitionSuffix
        let stored = try StoredPicture(folder: referenceFolder, path: "\(suiteFile)/\(reference.lastPathComponent)", url: reference)
        let exists = stored.inStore ? try stored.entry() != nil : FileManager.default.fileExists(atPath: reference.path)
        let settled = { ReviewCandidate.remove(suite: suiteFile, name: candidateName, in: self.configuration.artifactsDirectory) }
        if mode == .all || (!exists && mode != .never) {
            try stored.recordAnimation(frames)
            settled()
            return .recorded(SnapshotRecording(reason: exists ? .recordAll : .missing, referencePath: reference.path))
        }
        let problem: String?
        if !exists {
            problem = nil
        } else {
            let canvas = AnimatedPNG.canvasFrames(frames)
            let pixels = PixelHash.of(frames: canvas)
            // A store's line names the frames' pixel hash: a match needs no download, and a verify
            // in which nothing changed passes with the store down, as a picture's does.
            if stored.inStore, let entry = try stored.entry(), let recorded = entry.pixels,
                recorded == (recorded.algorithm == pixels.algorithm ? pixels : PixelHash.of(frames: canvas, as: recorded.algorithm))
            {
                settled()
                return .matched
            }
            do {
                problem = Self.firstDifference(actual: canvas, reference: try stored.animationFrames(), framesPerSecond: framesPerSecond)
            } catch {
                problem = "The reference animation cannot be used: \(error)"
            }
            if problem == nil {
                try stored.keepAnimation(pixels: pixels, recordMode: mode)
                settled()
                return .matched
            }
        }
        if mode == .failed, let problem {
            try stored.recordAnimation(frames)
            settled()
            return .recorded(SnapshotRecording(reason: .replacedFailing(problem), referencePath: reference.path))
        }
        let actual = try artifactURL(suite: suite, name: name, file: "transition.actual.apng")
        try writeAnimation(frames, to: actual)
        let failure = SnapshotFailure(kind: problem.map { .framesDiffer($0) } ?? .missingReference, referencePath: reference.path, actualPath: actual.path)
        leaveCandidate(failure, change: problem == nil ? .new : .changed, suite: suiteFile, name: candidateName, reference: .transition)
        report(failure, suite: suite, name: name + ReviewCandidate.transitionSuffix)
        return .failed(failure)
    }

    /// What differs first between two animations: the frame count, or the first frame whose size
    /// or pixels differ; `nil` when every frame is the same.
    static func firstDifference(actual: [Bitmap], reference: [Bitmap], framesPerSecond: Int) -> String? {
        if let mine = actual.first, let theirs = reference.first, mine.width != theirs.width || mine.height != theirs.height {
            return "The animation's canvas is \(mine.width) × \(mine.height) px; the reference's is \(theirs.width) × \(theirs.height) px "
                + "(its largest frame changed size)."
        }
        for (index, (mine, theirs)) in zip(actual, reference).enumerated() where mine != theirs {
            let time = String(format: "%.3f", Double(index) / Double(max(1, framesPerSecond)))
            guard mine.width == theirs.width, mine.height == theirs.height else {
                return "The animation differs from its reference at frame \(index) of \(actual.count) (t = \(time) s): "
                    + "\(theirs.width) × \(theirs.height) px in the reference, \(mine.width) × \(mine.height) px now."
            }
            let comparison = ImageComparison(reference: theirs, actual: mine)
            return "The animation differs from its reference at frame \(index) of \(actual.count) (t = \(time) s): "
                + "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ."
        }
        guard actual.count == reference.count else {
            return "The animation has \(actual.count) frames; its reference has \(reference.count) (the timing or the frame rate changed)."
        }
        return nil
    }

    private func writeAnimation(_ frames: [Bitmap], to url: URL) throws(SnapshotError) {
        do { try AnimatedPNG.write(frames, to: url) } catch { throw .unwritable(error) }
    }
}
