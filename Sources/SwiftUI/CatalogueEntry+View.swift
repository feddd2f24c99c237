import ComponentCatalogue
import Components

extension CatalogueEntry {
    /// An entry that shows a SwiftUI view as a preview shows it in each variant: its keys from the
    /// catalogue's String Catalog in the variant's language, inside the device's safe area when
    /// the variant is on a device.
    ///
    /// ```swift
    /// CatalogueGroup("Tag") {
    ///     CatalogueEntry("fresh") { _ in Tag(title: "Fresh") }
    /// }
    /// ```
    public init<Content: View>(
        component: String, state: String, doc: String? = nil, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        arguments: [any CatalogueArgumentDeclaring] = [], setting: [CatalogueArgumentValue] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        let view = ViewMaker { context in AnyView(build(context)) }
        self.init(
            component: component, state: state, doc: doc, layout: layout, variants: variants, arguments: arguments, setting: setting, fileID: fileID,
            filePath: filePath, line: line, column: column
        ) { context in HostingView(rootView: view.make(context)).shown(in: context) }
    }

    /// An entry of the group's component that shows a SwiftUI view in each variant.
    public init<Content: View>(
        _ state: String, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        arguments: [any CatalogueArgumentDeclaring] = [], setting: [CatalogueArgumentValue] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        self.init(
            component: "", state: state, layout: layout, variants: variants, arguments: arguments, setting: setting, fileID: fileID, filePath: filePath,
            line: line, column: column, build: build)
    }
}

/// An entry's view, made again for each variant; its type erased, so the entry's closure holds no
/// metatype.
private struct ViewMaker: @unchecked Sendable {
    let make: (CatalogueContext) -> AnyView
}
