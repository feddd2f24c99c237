import ComponentCatalogue

extension TokenImpact {
    /// The selected variants a change touches, each with its reasons, in catalogue order.
    package func touched(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)]
    ) throws -> [(entry: CatalogueEntry, variant: CatalogueVariant, reasons: [String])] {
        try items.compactMap { entry, variant in
            let found: [String]
            do {
                found = try reasons(for: entry, variant)
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
            return found.isEmpty ? nil : (entry, variant, found)
        }
    }
}
