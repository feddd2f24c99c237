import Foundation

/// The kinds of file a verify run leaves beside a failing reference, named
/// `<suite>/<name>.<kind>`: the one list the verifier, the merge of shards, the review page and
/// the live preview's accept share.
package enum ArtifactKind: String, CaseIterable, Sendable {
    /// What review and accept read: the failure, its hashes and what it would change.
    case candidate = "candidate.json"
    /// The picture the run drew.
    case actualPicture = "actual.png"
    /// The transition the run drew.
    case actualTransition = "actual.apng"
    /// A copy of the reference the run compared with.
    case reference = "reference.png"
    /// The pixels that differ, highlighted.
    case diff = "diff.png"
    /// The layout record the run made.
    case actualLayout = "actual.layout.txt"
    /// The accessibility record the run made.
    case actualAccessibility = "actual.a11y.txt"
    /// The picture's laid-out tree, as JSON.
    case actualTree = "actual.tree.json"

    /// The kinds an accept copies from a run to where its decisions are kept (all but the candidate
    /// itself and the tree).
    package static let decided: [ArtifactKind] = [.actualPicture, .actualTransition, .actualLayout, .actualAccessibility, .reference, .diff]

    /// `.<kind>`, as a file name ends.
    package var suffix: String { "." + rawValue }
}

extension ReviewCandidate {
    /// `<artifacts>/<suite>/<name>.<kind>`.
    package func artifactURL(in artifacts: URL, _ kind: ArtifactKind) -> URL {
        artifactURL(in: artifacts, kind.rawValue)
    }

    /// The kind of its actual file: a picture or a transition.
    package var actualArtifact: ArtifactKind { referenceKind == .picture ? .actualPicture : .actualTransition }
}
