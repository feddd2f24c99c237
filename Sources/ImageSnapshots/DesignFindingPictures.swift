/// Where the pictures of a design finding are in the artifacts folder, for the engine that
/// writes them and the review page that shows them: the entry's design node drawn by Bento, and
/// the code's picture (`design/Badge-new-brand-light-2x.design.png`, `….code.png`).
package enum DesignFindingPictures {
    /// The folder inside the artifacts folder.
    package static let folder = "design"
    /// The two pictures of an entry.
    package static let kinds = ["design", "code"]

    /// An entry's picture's path inside the artifacts folder; `nil` for a kind that is neither, or
    /// a name no file can hold.
    package static func path(entry: String, kind: String) -> String? {
        guard kinds.contains(kind), let name = try? SnapshotName.sanitized(entry) else { return nil }
        return "\(folder)/\(name).\(kind).png"
    }
}
