@_exported import ComponentCatalogue
import Components

/// A catalogue entry declared beside its component, found at run time (work in progress, issue 39):
///
/// ```swift
/// #Preview("Badge", "new") { context in Badge("New", theme: context.theme) }
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
