extension Catalogue {
    /// Every preview declared with `#Preview` in the modules this executable or test target links,
    /// found at run time (no list to keep): one included catalogue per module, in module, file and
    /// line order, so the order is the same in every build. Include it in a root catalogue beside
    /// hand-written ones; `validate()` refuses two previews with one name, naming both places.
    public static func discovered(
        _ name: String = "Previews", doc: String? = nil, variants: VariantMatrix = .inherited, fileID: String = #fileID, line: Int = #line
    ) -> Catalogue {
        let entries = DiscoveredPreviews.entries().sorted { ($0.location.fileID, $0.location.line, $0.location.column) < ($1.location.fileID, $1.location.line, $1.location.column) }
        var modules: [String] = []
        var byModule: [String: [CatalogueEntry]] = [:]
        for entry in entries {
            let module = String(entry.location.fileID.prefix { $0 != "/" })
            if byModule[module] == nil { modules.append(module) }
            byModule[module, default: []].append(entry)
        }
        let items = modules.map { module in
            CatalogueItem.catalogue(Catalogue(module, items: byModule[module]!.map { .entry($0) }, fileID: fileID, line: line))
        }
        return Catalogue(name, doc: doc, variants: variants, items: items, fileID: fileID, line: line)
    }
}
