import Foundation

/// The SHA-256 of each font file a set of renders used, by path: stored beside reference images
/// so a later run can tell when the fonts changed under them.
public struct FontFingerprints: Codable, Hashable, Sendable {
    /// Lowercase hex SHA-256 by font file path.
    public var files: [String: String]

    /// Creates a set of fingerprints.
    public init(files: [String: String] = [:]) {
        self.files = files
    }

    /// The fingerprints of every face a registry has opened.
    public init(openedIn registry: FontRegistry) {
        var files: [String: String] = [:]
        for face in registry.openedFaces { files[face.path] = face.fingerprint }
        self.files = files
    }

    /// Files in both sets whose contents differ.
    public func changes(since recorded: FontFingerprints) -> [FontFileChange] {
        files.keys.sorted().compactMap { path in
            guard let old = recorded.files[path], let new = files[path], old != new else { return nil }
            return FontFileChange(path: path, recorded: old, current: new)
        }
    }

    /// These fingerprints with another set's added (the other set wins for the same path).
    public func merging(_ other: FontFingerprints) -> FontFingerprints {
        FontFingerprints(files: files.merging(other.files) { _, new in new })
    }

    /// Reads fingerprints from a JSON file; `nil` when there is no such file.
    ///
    /// - Throws: `FontError.unusable` when the file exists but is not a fingerprint list.
    public static func load(from url: URL) throws(FontError) -> FontFingerprints? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        do {
            return try JSONDecoder().decode(FontFingerprints.self, from: data)
        } catch {
            throw .unusable(path: url.path, detail: "not a font fingerprint list: \(error)")
        }
    }

    /// The JSON form, keys sorted so the file diffs cleanly.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A font file whose contents differ from when references were recorded.
public struct FontFileChange: Hashable, Sendable, CustomStringConvertible {
    /// The font file.
    public var path: String
    /// Its fingerprint when the references were recorded.
    public var recorded: String
    /// Its fingerprint now.
    public var current: String

    public var description: String {
        "The font file \(path) differs from the one the references were recorded with "
            + "(SHA-256 \(recorded.prefix(12))… then, \(current.prefix(12))… now); text in snapshots may differ."
    }
}
