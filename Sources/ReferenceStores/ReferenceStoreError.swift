import Foundation
import SafeText

/// Why a manifest was refused or a store could not do what was asked. Nothing is changed when one
/// is thrown: a manifest is rewritten only after every blob it names is in the store.
public enum ReferenceStoreError: Error, Equatable, CustomStringConvertible {
    /// A manifest line that cannot be used: the file, the line's number and why.
    case manifestLine(file: String, line: Int, reason: String)
    /// A manifest as a whole that cannot be used (too large, unreadable).
    case manifest(file: String, reason: String)
    /// A store address that cannot be used, and why.
    case address(String, reason: String)
    /// The store could not be reached or answered with an error: the store (never its
    /// credentials), what was asked and what happened.
    case unavailable(store: String, operation: String, reason: String)
    /// The store answered bytes whose SHA-256 is not the one asked for; they were not used.
    case wrongBytes(store: String, expected: String, found: String)
    /// The store has no blob of that hash.
    case missingBlob(store: String, sha256: String)
    /// A file the command needs cannot be read or written.
    case file(String, reason: String)

    /// An address's refusal without the address (a manifest line names it already).
    var reasonOnly: String {
        if case .address(_, let reason) = self { return reason }
        return description
    }

    /// The error in words, naming the file and line, or the store (never its credentials).
    public var description: String {
        switch self {
        case .manifestLine(let file, let line, let reason):
            "\(Quoted.field(file)):\(line): \(Quoted.field(reason, limit: 1_000))"
        case .manifest(let file, let reason):
            "\(Quoted.field(file)): \(Quoted.field(reason, limit: 1_000))"
        case .address(let address, let reason):
            "The reference store \(Quoted.field(address)) cannot be used: \(Quoted.field(reason, limit: 1_000))"
        case .unavailable(let store, let operation, let reason):
            "The reference store \(Quoted.field(store)) did not \(Quoted.field(operation)): \(Quoted.field(reason, limit: 1_000)). Nothing was changed."
        case .wrongBytes(let store, let expected, let found):
            "The reference store \(Quoted.field(store)) answered bytes whose SHA-256 is \(found.prefix(12))… for the blob \(expected.prefix(12))…; they were refused."
        case .missingBlob(let store, let sha256):
            "The reference store \(Quoted.field(store)) has no blob \(sha256) (run `gallery references push` where the pictures are)."
        case .file(let path, let reason):
            "\(Quoted.field(path)) \(Quoted.field(reason, limit: 1_000))"
        }
    }
}
