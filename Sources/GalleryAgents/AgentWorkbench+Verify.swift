import ComponentCatalogue
import Foundation
import GalleryEngine
import ImageSnapshots
import ReferenceStores
import SafeFiles
import SafeText

/// One variant that did not match its reference, as `verify` and `explain_change` report it.
struct VerifiedVariant: Encodable, Sendable {
    /// `Component-state@variant`.
    var name: String
    /// `suite/name`, as `accept` and the review page name it.
    var id: String
    var entry: String
    /// The entry's source file (relative to the package) and line.
    var file: String
    var line: Int
    /// `failed`, `new` or `error`.
    var status: String
    /// `pixels`, `size`, `missing-reference`, `unreadable-reference`, `frames` or `accessibility`.
    var kind: String?
    struct Pixels: Encodable, Sendable {
        var differing: Int, total: Int, antiAliased: Int
        /// The share of pixels that differ, in percent.
        var percent: Double
        /// The largest CIE94 ΔE between two pixels.
        var largestDeltaE: Double
        /// The smallest rectangle holding every differing pixel, in pixels: x, y, width, height.
        var changedArea: [Int]?
    }
    var pixels: Pixels?
    /// Width and height in pixels, of the reference and of the actual picture, when they differ.
    var referenceSize: [Int]?
    var actualSize: [Int]?
    /// Frames that moved or resized since the reference's layout record, in words.
    var layoutChanges: [String] = []
    /// What changed for assistive technologies.
    var accessibilityChanges: [String] = []
    /// Token changes that reach it (the server's `--tokens` files against the catalogue's themes).
    var tokenChanges: [String] = []
    /// The files to look at: the reference compared, the actual picture, the difference.
    var reference: String?
    var actual: String?
    var diff: String?
    /// The picture tree beside the actual picture (bento.picture-tree/1).
    var actualTree: String?
    /// The error, for a variant that could not be drawn or compared.
    var error: String?
    /// The whole message, as `gallery verify` prints it.
    var message: String?
}

extension AgentWorkbench {
    /// `verify`: the selected variants against their references, as `gallery verify` does (the
    /// artifacts and `run.json` it leaves are the same, so `accept` and the review page read
    /// them); every variant that did not match is reported with its facts.
    func verify(_ arguments: ToolArguments) throws -> ToolAnswer {
        let items = try items(of: try entries(filter: arguments.string("filter"), tool: arguments.tool))
        let verified = try verify(items, keepingRunRecord: true)
        struct Counts: Encodable { var verified: Int, matched: Int, failed: Int, new: Int, errors: Int }
        struct Verification: Encodable { var counts: Counts, variants: [VerifiedVariant], artifacts: String, report: String }
        let counts = Counts(
            verified: verified.all, matched: verified.all - verified.variants.count, failed: verified.variants.filter { $0.status == "failed" }.count,
            new: verified.variants.filter { $0.status == "new" }.count, errors: verified.variants.filter { $0.status == "error" }.count)
        let artifacts = configuration.references.artifactsURL
        return try ToolAnswer(json: Verification(
            counts: counts, variants: verified.variants, artifacts: artifacts.path, report: artifacts.appendingPathComponent("report.html").path))
    }

    /// Verifies `items` as `gallery verify` does and keeps what did not match for `explain_change`;
    /// `keepingRunRecord` writes the run's `run.json` (a verify of one variant for an explanation
    /// leaves the last run's record to `accept`).
    func verify(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], keepingRunRecord: Bool
    ) throws -> (all: Int, variants: [VerifiedVariant]) {
        let references = configuration.references
        let impact = try tokenImpact()
        let tokenChanges = try items.map { item in try impact?.reasons(for: item.entry, item.variant) ?? [] }
        if keepingRunRecord { try? FileManager.default.removeItem(at: references.artifactsURL.appendingPathComponent(VerifyRunRecord.fileName)) }
        let results = CatalogueVerification.run(items, mode: .never, references: references, quiet: true, jobs: configuration.jobs, tokenChanges: tokenChanges)
        let record = VerifyRunRecord(
            results: results, catalogue: catalogue.name, suite: references.suiteName, packageRoot: configuration.context.packageRoot, shard: nil,
            selected: items.map { $0.entry.referenceName(for: $0.variant) })
        if keepingRunRecord { try record.write(in: references.artifactsURL) }
        let outcomes = record.outcomes
        let suite = (try? SnapshotName.sanitized(references.suiteName)) ?? references.suiteName
        let variants = zip(results, outcomes).filter { $0.0.isFailure }.map { result, outcome in
            Self.verified(result, outcome: outcome, suite: suite, artifacts: references.artifactsURL)
        }
        lastVerify.withLock { last in
            for item in items { last[item.entry.referenceName(for: item.variant)] = nil }
            for variant in variants { last[variant.name] = variant }
        }
        return (results.count, variants)
    }

    static func verified(_ result: CatalogueVerification.Result, outcome: VerifyRunRecord.Outcome, suite: String, artifacts: URL) -> VerifiedVariant {
        var variant = VerifiedVariant(
            name: result.identifier, id: "\(suite)/\(result.identifier)", entry: outcome.entry, file: outcome.file, line: outcome.line,
            status: outcome.status.rawValue, error: result.error, message: result.message)
        guard case .failed(let failure)? = result.outcome else { return variant }
        switch failure.kind {
        case .missingReference: variant.kind = "missing-reference"
        case .sizeMismatch(let reference, let actual):
            variant.kind = "size"
            variant.referenceSize = [reference.0, reference.1]
            variant.actualSize = [actual.0, actual.1]
        case .pixelsDiffer(let difference):
            variant.kind = "pixels"
            variant.pixels = VerifiedVariant.Pixels(
                differing: difference.differingPixels, total: difference.totalPixels, antiAliased: difference.antiAliasedPixels,
                percent: (Double(difference.differingPixels) / Double(max(1, difference.totalPixels)) * 100_000).rounded() / 1000,
                largestDeltaE: (difference.largestDeltaE * 10).rounded() / 10,
                changedArea: difference.bounds.map { [$0.x, $0.y, $0.width, $0.height] })
        case .unreadableReference: variant.kind = "unreadable-reference"
        case .framesDiffer: variant.kind = "frames"
        case .accessibilityDiffers: variant.kind = "accessibility"
        }
        variant.layoutChanges = failure.layoutChanges
        variant.accessibilityChanges = failure.accessibilityChanges
        variant.tokenChanges = failure.tokenChanges
        variant.reference = failure.storedReference ?? failure.referencePath
        variant.actual = failure.actualPath
        variant.diff = failure.diffPath
        let tree = artifacts.appendingPathComponent(suite, isDirectory: true)
            .appendingPathComponent(((try? SnapshotName.sanitized(result.identifier)) ?? result.identifier) + ArtifactKind.actualTree.suffix)
        if FileManager.default.fileExists(atPath: tree.path) { variant.actualTree = tree.path }
        return variant
    }
}
