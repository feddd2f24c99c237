import Foundation
import Rasterizer
import SafeFiles

/// A reference a verify run would change, left in the artifacts folder for review: a changed
/// image, a new one (no reference yet) or a removed one (a reference nothing produces), whether a
/// picture (`<name>.png`) or a transition (`<name>.transition.apng`).
///
/// Written as `<artifacts>/<suite>/<name>.candidate.json` beside the run's `.actual.png` (a
/// transition's `.actual.apng`), `.reference.png`, `.diff.png`, `.actual.layout.txt` and
/// `.actual.a11y.txt`; a later match of the same name removes it. Paths are kept relative (suite and name), so a folder downloaded from a CI runner can be
/// reviewed against a local checkout.
public struct ReviewCandidate: Codable, Sendable, Equatable {
    /// What happened to the reference.
    public enum Change: String, Codable, Sendable {
        /// The image differs, has no reference yet, or its reference is no entry's.
        case changed, new, removed
    }

    /// What kind of reference a candidate changes.
    public enum Reference: String, Codable, Sendable {
        /// A picture, `<name>.png`, with its layout and accessibility records.
        case picture
        /// The animation into a running screen's step, `<name>.apng`, whose name ends in `.transition`.
        case transition
    }

    /// The suite folder's name (sanitised).
    public var suite: String
    /// The reference's file name without `.png` (sanitised).
    public var name: String
    /// Changed, new or removed.
    public var change: Change
    /// The SHA-256 of the reference when the run read it; `nil` for a new image.
    public var referenceSHA256: String?
    /// The SHA-256 of the `.actual.png` artifact; `nil` for a removed image.
    public var actualSHA256: String?
    /// Differing pixels and the image's pixels, when both images have one size.
    public var differingPixels: Int?
    /// The pixels in each image, when both have one size.
    public var totalPixels: Int?
    /// The largest CIE94 ΔE between the images.
    public var largestDeltaE: Double?
    /// `390 × 120 → 390 × 140` when the size changed.
    public var sizeChange: String?
    /// The frames that moved, in words (`Stack/Label[0] "Title": height 22 → 44`).
    public var layoutChanges: [String]
    /// What changed for assistive technologies, in words (`Button "Add": label "Add" → "Add item"`);
    /// `nil` when nothing did (and in candidates written before the record existed).
    public var accessibilityChanges: [String]?
    /// The failure's message.
    public var message: String
    /// A picture or a transition; `nil` (a picture) in candidates written before transitions had them.
    public var reference: Reference?
    /// The render key the actual picture was drawn from, which accepting keeps on its manifest
    /// line; `nil` when the run had none.
    public var renderKey: String?

    /// A picture or a transition.
    public var referenceKind: Reference { reference ?? .picture }

    /// The largest `candidate.json` read, in bytes: a candidate is a few hundred bytes, a long
    /// list of layout changes a few hundred kilobytes.
    public static let maximumFileSize = 4 << 20

    /// `<suite>/<name>`: what `gallery accept` and the review page call it.
    public var id: String { "\(suite)/\(name)" }

    /// Creates a candidate.
    public init(
        suite: String, name: String, change: Change, referenceSHA256: String?, actualSHA256: String?, differingPixels: Int? = nil,
        totalPixels: Int? = nil, largestDeltaE: Double? = nil, sizeChange: String? = nil, layoutChanges: [String] = [], message: String
    ) {
        self.suite = suite
        self.name = name
        self.change = change
        self.referenceSHA256 = referenceSHA256
        self.actualSHA256 = actualSHA256
        self.differingPixels = differingPixels
        self.totalPixels = totalPixels
        self.largestDeltaE = largestDeltaE
        self.sizeChange = sizeChange
        self.layoutChanges = layoutChanges
        self.message = message
    }

    /// Whether `suite` and `name` are plain file names that cannot leave the folders they are
    /// joined to (a folder from elsewhere is not trusted).
    /// A transition's name ends in `.transition`, as its reference's file name does.
    public var hasSafeNames: Bool {
        [suite, name].allSatisfy { part in
            (try? SnapshotName.sanitized(part)) == part && !part.contains("/") && !part.hasPrefix(".")
        } && (referenceKind == .picture || name.hasSuffix(Self.transitionSuffix))
    }

    /// What a transition's candidate name adds to its picture's: `Screen-step@light.transition`.
    public static let transitionSuffix = ".transition"

    /// Whether its hashes are SHA-256 digests (64 hexadecimal digits) or absent: a hash is used
    /// to name backup files, so anything else (`../../outside/secret`) is refused as data.
    public var hasValidHashes: Bool {
        [referenceSHA256, actualSHA256, renderKey].allSatisfy { hash in hash.map(ContentHash.isHexDigest) ?? true }
    }

    /// `<artifacts>/<suite>/<name>.<kind>`.
    public func artifactURL(in artifacts: URL, _ kind: String) -> URL {
        artifacts.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(name).\(kind)")
    }

    /// `<snapshots>/<suite>/<name>.png`, or a transition's `<name>.apng`.
    public func referenceURL(in snapshots: URL) -> URL {
        snapshots.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(name).\(referenceKind == .picture ? "png" : "apng")")
    }

    /// The artifact that becomes the reference when it is accepted: `actual.png`, or a
    /// transition's `actual.apng`.
    public var actualKind: String { actualArtifact.rawValue }

    /// `<snapshots>/<suite>/<name>.layout.txt`.
    public func layoutURL(in snapshots: URL) -> URL {
        companionURL("layout.txt", in: snapshots)
    }

    /// The records kept beside a reference and changed with it: the layout record, which explains
    /// a failure, and the accessibility record, which is verified with the picture. A run leaves
    /// each as `.actual.<kind>` in the artifacts; accepting writes them beside the reference.
    public static let companionKinds = ["layout.txt", "a11y.txt"]

    /// The records this candidate's reference keeps beside it: a picture's `companionKinds`, none
    /// for a transition.
    public var companions: [String] { referenceKind == .picture ? Self.companionKinds : [] }

    /// `<snapshots>/<suite>/<name>.<kind>`, a companion of the reference.
    public func companionURL(_ kind: String, in snapshots: URL) -> URL {
        snapshots.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(name).\(kind)")
    }

    /// Writes the candidate beside its artifacts (atomically).
    public func write(in artifacts: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicWrite.write(encoder.encode(self), to: artifactURL(in: artifacts, ArtifactKind.candidate))
    }

    /// Removes the candidate of a name that now matches, if there was one.
    public static func remove(suite: String, name: String, in artifacts: URL) {
        AtomicWrite.removeFileIfPresent(artifacts.appendingPathComponent(suite, isDirectory: true).appendingPathComponent(name + ArtifactKind.candidate.suffix))
    }

    /// Every candidate in an artifacts folder (one level of suite folders), by id; files that do not
    /// decode, whose names are unsafe or whose hashes are not SHA-256 digests are skipped.
    public static func all(in artifacts: URL) -> [ReviewCandidate] {
        scan(artifacts).candidates
    }

    /// The candidates of an artifacts folder, as `all(in:)` finds them, and the candidate files it
    /// skips (too large, damaged, unsafe) as `suite/file`, so a review can say that changes of the
    /// run cannot be reviewed rather than show none.
    package static func scan(_ artifacts: URL) -> (candidates: [ReviewCandidate], skipped: [String]) {
        let manager = FileManager.default
        guard let suites = try? manager.contentsOfDirectory(atPath: artifacts.path) else { return ([], []) }
        var candidates: [ReviewCandidate] = [], skipped: [String] = []
        for suite in suites.sorted() {
            let folder = artifacts.appendingPathComponent(suite, isDirectory: true)
            guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in files.sorted() where file.hasSuffix(ArtifactKind.candidate.suffix) {
                guard let data = read(folder.appendingPathComponent(file), limit: maximumFileSize),
                    let candidate = try? JSONDecoder().decode(ReviewCandidate.self, from: data),
                    candidate.hasSafeNames, candidate.hasValidHashes, candidate.suite == suite, candidate.name + ArtifactKind.candidate.suffix == file
                else {
                    skipped.append("\(suite)/\(file)")
                    continue
                }
                candidates.append(candidate)
            }
        }
        return (candidates, skipped)
    }

    /// The bytes of a plain file (never through a link) of at most `limit` bytes, checked before
    /// reading; `nil` otherwise.
    static func read(_ url: URL, limit: Int) -> Data? {
        try? PlainFile(url.path, limit: limit).readData()
    }

    /// The SHA-256 of some bytes, in hex (what `sha256sum` prints).
    public static func sha256(of data: Data) -> String { ContentHash.hex(data) }

    /// The SHA-256 of a file's bytes, in hex (what `sha256sum` prints); `nil` when it cannot be
    /// read or is not a plain file.
    public static func sha256(ofFileAt url: URL) -> String? {
        try? ContentHash.hex(ofFileAt: url)
    }
}
