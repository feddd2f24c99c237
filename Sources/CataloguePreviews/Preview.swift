@_exported import ComponentCatalogue
import Components

/// A catalogue entry declared beside its component, found at run time by `Catalogue.discovered`:
/// the component's name and the state's, then what `CatalogueEntry` takes (a doc text, a layout,
/// variants, arguments, a named setting) and the builder.
///
/// ```swift
/// #Preview("Badge", "new", doc: "A short word on the brand colour.") { context in
///     Badge("New", theme: context.theme)
/// }
/// ```
@freestanding(declaration)
public macro Preview<Content: Renderable>(
    _ component: String, _ state: String, doc: String? = nil, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
    arguments: [any CatalogueArgumentDeclaring] = [], setting: [CatalogueArgumentValue] = [],
    build: @escaping @Sendable (CatalogueContext) -> Content
) = #externalMacro(module: "CataloguePreviewMacros", type: "PreviewMacro")

/// Writes a record's entry when the discovery asks for a `CatalogueEntry`; used by `#Preview`'s expansion.
public func __write(_ entry: @autoclosure () -> CatalogueEntry, into outValue: UnsafeMutableRawPointer, ifAsked type: UnsafeRawPointer) -> Bool {
    guard type.assumingMemoryBound(to: Any.Type.self).pointee == CatalogueEntry.self else { return false }
    outValue.initializeMemory(as: CatalogueEntry.self, to: entry())
    return true
}
