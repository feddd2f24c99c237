import ComponentCatalogue
import ImageSnapshots

/// A catalogue's reference images.
extension Catalogue {
    /// `validate()`, and every variant of every entry mapping to its own reference file: names
    /// that differ only in characters file names cannot hold (`a b` and `a-b`), or only in case
    /// (`Button/filled` and `button/filled`, one file in a macOS or Windows checkout), are
    /// refused, naming both entries and where they were declared.
    public func validateForReferences() throws {
        try validate()
        var owners: [String: CatalogueEntry] = [:]
        var byFoldedName: [String: (file: String, entry: CatalogueEntry)] = [:]
        for entry in entries {
            for variant in entry.allVariants() {
                let file: String
                do {
                    file = try SnapshotName.sanitized(entry.referenceName(for: variant)) + ".png"
                } catch {
                    throw CatalogueError.invalidName(entry.identifier, reason: "gives no usable file name", at: entry.location)
                }
                if let owner = owners[file], owner.identifier != entry.identifier {
                    throw CatalogueError.duplicateReferenceName(
                        file, first: owner.identifier, firstLocation: owner.location, second: entry.identifier, secondLocation: entry.location)
                }
                owners[file] = entry
                // Sanitised names are ASCII, so lowercasing is the case folding file systems do.
                let folded = file.lowercased()
                if let other = byFoldedName[folded], other.file != file {
                    throw CatalogueError.duplicateReferenceName(
                        "\(other.file) and \(file), which differ only in case (one file on macOS and Windows)",
                        first: other.entry.identifier, firstLocation: other.entry.location, second: entry.identifier,
                        secondLocation: entry.location)
                }
                byFoldedName[folded] = (file, entry)
            }
        }
    }
}
