import ComponentCatalogue
import ImageSnapshots

extension Catalogue {
    /// `validate()`, and every variant of every entry mapping to its own reference file: names
    /// that differ only in characters file names cannot hold (`a b` and `a-b`) are refused, naming
    /// both entries and where they were declared.
    public func validateForReferences() throws {
        try validate()
        var owners: [String: CatalogueEntry] = [:]
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
            }
        }
    }
}
