import Foundation
import SafeFiles

/// Writes files whole or not at all (a temporary file beside the destination, renamed over it).
@available(*, deprecated, message: "Writing files is not a rasteriser's concern: write with Foundation (Data.write(to:options: .atomic)); Bento's own writers are internal")
public enum AtomicFile {
    /// Writes `data` to `url`, creating its folder when missing.
    public static func write(_ data: Data, to url: URL, beforeRename: () -> Void = {}) throws {
        try AtomicWrite.write(data, to: url, beforeRename: beforeRename)
    }

    /// Writes `url` from what `contents` writes to the handle of its temporary file.
    public static func write(to url: URL, beforeRename: () -> Void = {}, contents: (FileHandle) throws -> Void) throws {
        try AtomicWrite.write(to: url, beforeRename: beforeRename, contents: contents)
    }

    /// Removes the temporary files that interrupted writes of processes no longer running left in
    /// a folder; returns how many.
    public static func removeLeftovers(in folder: URL) -> Int {
        AtomicWrite.removeLeftovers(in: folder)
    }

    /// `removeLeftovers(in:)` the first time this process asks for a folder, nothing after.
    public static func removeLeftoversOnce(in folder: URL) {
        AtomicWrite.removeLeftoversOnce(in: folder)
    }
}

/// SHA-256 of bytes and files.
@available(*, deprecated, message: "Hashing is not a rasteriser's concern: use a hashing library (swift-crypto's SHA256); Bento's own hashes are internal")
public enum SHA256 {
    /// The 32-byte digest of some bytes.
    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] { ContentHash.digest(bytes) }

    /// The digest of some bytes as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String { ContentHash.hex(bytes) }

    /// The digest of a file's bytes as 64 lowercase hexadecimal digits.
    public static func hex(ofFileAt url: URL) throws -> String { try ContentHash.hex(ofFileAt: url) }

    /// Whether a text is a SHA-256 as `hex` writes it: 64 lowercase hexadecimal digits.
    public static func isHexDigest(_ text: String) -> Bool { ContentHash.isHexDigest(text) }
}
