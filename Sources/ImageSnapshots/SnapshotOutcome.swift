import Foundation

/// What verifying one snapshot found.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The actual image equals the reference byte for byte.
    case matched
    /// A reference was written; the assertion fails so that a recording run never passes silently.
    case recorded(SnapshotRecording)
    /// The actual image does not match, or no reference could be used.
    case failed(SnapshotFailure)

    /// Whether the assertion passes.
    public var isSuccess: Bool { self == .matched }

    /// The message an assertion reports; `nil` on a match.
    public var message: String? {
        switch self {
        case .matched: return nil
        case .recorded(let recording): return recording.message
        case .failed(let failure): return failure.message
        }
    }
}

/// A reference written by a verify call.
public struct SnapshotRecording: Sendable, Equatable {
    /// Why it was written.
    public enum Reason: Sendable, Equatable {
        /// There was no reference.
        case missing
        /// Every reference is being recorded.
        case recordAll
        /// The reference did not match and was replaced; the message says how it differed.
        case replacedFailing(String)
    }

    /// Why it was written.
    public var reason: Reason
    /// The reference file written.
    public var referencePath: String

    /// What happened, in words, for the test's output.
    public var message: String {
        switch reason {
        case .missing:
            return "No reference was found on disk. Automatically recorded snapshot: \(referencePath)\n\nRe-run the test to verify against it."
        case .recordAll:
            return "Record mode is \"all\": recorded snapshot \(referencePath)\n\nUnset SNAPSHOT_TESTING_RECORD and re-run to verify."
        case .replacedFailing(let failure):
            return "\(failure)\n\nRecord mode is \"failed\": the reference was replaced by the actual image. Re-run to verify."
        }
    }
}

/// Why a snapshot did not match.
public struct SnapshotFailure: Sendable, Equatable {
    /// The kind of failure.
    public enum Kind: Sendable, Equatable {
        /// No reference exists and the record mode forbids recording.
        case missingReference
        /// The reference and the actual image have different sizes.
        case sizeMismatch(reference: (Int, Int), actual: (Int, Int))
        /// Pixels differ beyond the comparison mode's tolerance.
        case pixelsDiffer(DifferenceSummary)
        /// The reference exists but cannot be read or decoded.
        case unreadableReference(String)
        /// An animation's frames differ from its reference's: the first frame that does, and how.
        case framesDiffer(String)
        /// The picture matches, but what assistive technologies see does not match the reference's
        /// accessibility record (or there is none and the record mode forbids writing it); the
        /// failure's `accessibilityChanges` say how.
        case accessibilityDiffers

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.missingReference, .missingReference): return true
            case (.sizeMismatch(let r1, let a1), .sizeMismatch(let r2, let a2)): return r1 == r2 && a1 == a2
            case (.pixelsDiffer(let d1), .pixelsDiffer(let d2)): return d1 == d2
            case (.unreadableReference(let m1), .unreadableReference(let m2)): return m1 == m2
            case (.framesDiffer(let m1), .framesDiffer(let m2)): return m1 == m2
            case (.accessibilityDiffers, .accessibilityDiffers): return true
            default: return false
            }
        }
    }

    /// A failure of a kind, with the reference compared and the actual file written.
    public init(kind: Kind, referencePath: String, actualPath: String? = nil, diffPath: String? = nil) {
        self.kind = kind
        self.referencePath = referencePath
        self.actualPath = actualPath
        self.diffPath = diffPath
    }

    /// What went wrong.
    public var kind: Kind
    /// The reference the image was compared with.
    public var referencePath: String
    /// Where a reference kept in a store was compared from, when it was: the blob and the copy
    /// fetched into the artifacts folder (`referencePath` names no file then).
    public var storedReference: String?
    /// Where the actual image was written, when it was.
    public var actualPath: String?
    /// Where the diff image was written, when there is one.
    public var diffPath: String?
    /// Frames that moved or resized since the reference's layout record ("Stack/Label "Title": height 20 → 40").
    public var layoutChanges: [String] = []
    /// What changed for assistive technologies since the reference's accessibility record
    /// (`Button "Add": label "Add" → "Add item"; trait button lost`).
    public var accessibilityChanges: [String] = []
    /// Token changes that reach the image, with the nodes that read them
    /// (`color.surface #FFFFFFFF → #FAFAFAFF, used by Stack/View[0] background`), when the run
    /// was told what changed in the token files.
    public var tokenChanges: [String] = []

    /// A readable account of the failure and where to look.
    public var message: String {
        var lines: [String] = []
        switch kind {
        case .missingReference:
            // True in every run that reaches here: `gallery verify` never records, whatever the
            // environment says, and a test records only when it is told to or CI is unset.
            lines.append("No reference was found at \(referencePath); this run only verifies (record mode \"never\"), so nothing was written.")
            lines.append(
                "Record it with `gallery record` (in a test, run it without CI set or with SNAPSHOT_TESTING_RECORD=missing), look at the picture, and commit it.")
        case .sizeMismatch(let reference, let actual):
            lines.append("Snapshot size differs: reference \(reference.0) × \(reference.1) px, actual \(actual.0) × \(actual.1) px.")
        case .pixelsDiffer(let difference):
            let share = Double(difference.differingPixels) / Double(max(1, difference.totalPixels)) * 100
            lines.append(
                "Snapshot does not match (\(difference.mode.summary)): \(difference.differingPixels) of \(difference.totalPixels) pixels differ "
                    + "(\(String(format: "%.3f", share))%), largest ΔE \(String(format: "%.1f", difference.largestDeltaE)).")
            if let box = difference.bounds {
                lines.append("Changed area: x \(box.x) y \(box.y), \(box.width) × \(box.height) px.")
            }
            if difference.antiAliasedPixels > 0 { lines.append("\(difference.antiAliasedPixels) anti-aliased pixels were not counted.") }
        case .unreadableReference(let detail):
            lines.append("The reference cannot be used: \(detail)")
        case .framesDiffer(let detail):
            lines.append(detail)
        case .accessibilityDiffers:
            lines.append("The picture matches, but what assistive technologies see does not match the reference's accessibility record:")
        }
        if !accessibilityChanges.isEmpty {
            if kind != .accessibilityDiffers { lines.append("Accessibility changes since the reference was recorded:") }
            lines.append(contentsOf: accessibilityChanges.prefix(12).map { "  \($0)" })
            if accessibilityChanges.count > 12 { lines.append("  … and \(accessibilityChanges.count - 12) more") }
        }
        if !tokenChanges.isEmpty {
            lines.append("Token changes that reach it:")
            lines.append(contentsOf: tokenChanges.prefix(12).map { "  \($0)" })
            if tokenChanges.count > 12 { lines.append("  … and \(tokenChanges.count - 12) more") }
        }
        if !layoutChanges.isEmpty {
            lines.append("Layout changes since the reference was recorded:")
            lines.append(contentsOf: layoutChanges.prefix(12).map { "  \($0)" })
            if layoutChanges.count > 12 { lines.append("  … and \(layoutChanges.count - 12) more") }
        }
        lines.append("reference: \(storedReference ?? referencePath)")
        if let actualPath { lines.append("actual:    \(actualPath)") }
        if let diffPath { lines.append("diff:      \(diffPath)") }
        return lines.joined(separator: "\n")
    }
}

/// The numbers of a failed comparison, for messages and reports.
public struct DifferenceSummary: Sendable, Equatable {
    /// How the images were compared.
    public var mode: ComparisonMode
    /// Pixels that differ beyond the comparison's tolerance.
    public var differingPixels: Int
    /// Pixels that differ only by anti-aliasing, which the comparison forgave.
    public var antiAliasedPixels: Int
    /// The pixels in each image.
    public var totalPixels: Int
    /// The largest CIE94 ΔE between two pixels.
    public var largestDeltaE: Double
    /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
    public var bounds: Bounds?

    /// A rectangle of pixels.
    public struct Bounds: Sendable, Equatable {
        /// The rectangle's left, top, width and height, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
    }

    /// The figures of a comparison.
    public init(_ comparison: ImageComparison) {
        mode = comparison.mode
        differingPixels = comparison.differingPixels
        antiAliasedPixels = comparison.antiAliasedPixels
        totalPixels = comparison.totalPixels
        largestDeltaE = comparison.largestDeltaE
        bounds = comparison.bounds.map { Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }
}
