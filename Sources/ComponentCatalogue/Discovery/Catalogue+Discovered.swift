extension Catalogue {
    /// Every preview declared with `#Preview` in the modules this executable or test target links,
    /// found at run time (no list to keep): one included catalogue per module, in module, file and
    /// line order, so the order is the same in every build. Include it in a root catalogue beside
    /// hand-written ones; `validate()` refuses two previews with one name, naming both places.
    public static func discovered(
        _ name: String = "Previews", doc: String? = nil, variants: VariantMatrix = .inherited, fileID: String = #fileID, line: Int = #line
    ) -> Catalogue {
        let byModule = DiscoveredPreviews.entriesByModule()
        let items = byModule.map { module, entries in
            CatalogueItem.catalogue(Catalogue(module, items: entries.map { .entry($0) }, fileID: fileID, line: line))
        }
        return Catalogue(name, doc: doc, variants: variants, items: items, fileID: fileID, line: line)
    }

    /// The previews declared with `#Preview` in one module (`"BrandAtoms"`), in file and line
    /// order: that module's catalogue, with no list to keep. A module with no previews gives an
    /// empty catalogue, which `validate()` accepts and the gallery shows as empty.
    public static func discovered(
        _ name: String, module: String, doc: String? = nil, variants: VariantMatrix = .inherited, fileID: String = #fileID, line: Int = #line
    ) -> Catalogue {
        let entries = DiscoveredPreviews.entriesByModule().first { $0.module == module }?.entries ?? []
        return Catalogue(name, doc: doc, variants: variants, items: entries.map { .entry($0) }, fileID: fileID, line: line)
    }
}

extension DiscoveredPreviews {
    /// The discovered entries grouped by the module that declared them, modules by name, each
    /// module's entries in file, line and column order.
    static func entriesByModule() -> [(module: String, entries: [CatalogueEntry])] {
        let entries = entries().sorted {
            ($0.location.fileID, $0.location.line, $0.location.column) < ($1.location.fileID, $1.location.line, $1.location.column)
        }
        var modules: [(module: String, entries: [CatalogueEntry])] = []
        for entry in entries {
            let module = String(entry.location.fileID.prefix { $0 != "/" })
            if modules.last?.module == module {
                modules[modules.count - 1].entries.append(entry)
            } else {
                modules.append((module, [entry]))
            }
        }
        return modules
    }
}
