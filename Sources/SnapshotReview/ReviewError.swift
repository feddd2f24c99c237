import SafeText

/// Why a review decision was not carried out. Nothing was written when one is thrown.
public enum ReviewError: Error, Equatable, CustomStringConvertible {
    /// No candidate of the run has this identifier.
    case unknownCandidate(String)
    /// The identifier would resolve outside the references folder.
    case unsafeIdentifier(String)
    /// The reference on disk is not the one the run compared with.
    case referenceChangedOnDisk(String, expected: String?, found: String?)
    /// The run's actual image is not the one it recorded (the artifacts changed since).
    case actualChanged(String)
    /// The run's actual image does not decode as a PNG within the image limits, so it cannot be
    /// a reference.
    case notAnImage(String, String)
    /// The candidate was already decided this way.
    case alreadyDecided(String, ReviewStatus)
    /// There is no decision to undo.
    case nothingToUndo(String)
    /// A file could not be read or written.
    case fileSystem(String, String)

    public var description: String {
        switch self {
        case .unknownCandidate(let id):
            "\(id) is not a change of this run; run verify again, or check the identifier (`suite/name`)."
        case .unsafeIdentifier(let id):
            "\(id) is not a reference name: identifiers are `suite/name` inside the references folder."
        case .referenceChangedOnDisk(let id, let expected, let found):
            "The reference of \(id) changed on disk since the run (SHA-256 \(Self.short(expected)) then, \(Self.short(found)) now); nothing was written. Run verify again and review the new difference."
        case .actualChanged(let id):
            "The run's actual image of \(id) is not the one it recorded; nothing was written. Run verify again."
        case .notAnImage(let id, let reason):
            "The run's actual image of \(id) cannot be a reference: \(reason) Nothing was written."
        case .alreadyDecided(let id, let status):
            "\(id) is already \(status.rawValue)."
        case .nothingToUndo(let id):
            "\(id) has no decision to undo."
        case .fileSystem(let path, let reason):
            "\(path): \(reason)"
        }
    }

    /// An identifier someone typed or sent, as a message shows it: at most 200 characters, with
    /// control characters escaped.
    static func shown(_ id: String) -> String { Quoted.field(id, limit: 200) }

    static func short(_ hash: String?) -> String {
        hash.map { String($0.prefix(12)) } ?? "none (no file)"
    }
}

/// Where a candidate stands in a review.
public enum ReviewStatus: String, Codable, Sendable {
    /// Not decided yet, accepted (the actual image is the reference) or rejected.
    case pending, accepted, rejected
}
