import Components

/// One named state of a component: how to build it, how to lay it out, and the variants it is
/// shown in. The same entries drive the gallery and the snapshot tests.
public struct CatalogueEntry: Sendable {
    /// The component's name, which groups entries (`"Button"`, `"PriceTag"`); set by the group an
    /// entry is declared in.
    public var component: String
    /// The state's name within the component (`"disabled"`).
    public var state: String
    /// The layout when the variant sets no width or device.
    public var layout: RenderLayout
    /// The entry's own variants; unset fields come from its group and catalogue. After a catalogue
    /// flattens its entries, this is the complete matrix.
    public var variants: VariantMatrix
    /// What the component is for, shown on its gallery page; set from the group.
    public var doc: String?
    /// The catalogues the entry was reached through, from the root (`["DesignSystem", "Atoms"]`).
    public var cataloguePath: [String] = []
    /// Where the entry was declared.
    public var location: CatalogueSourceLocation
    /// Makes the component for a variant's context.
    public var build: @Sendable (CatalogueContext) -> AnyRenderable

    /// An entry of a component, declared on its own.
    public init<Content: Renderable>(
        component: String, state: String, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        self.component = component
        self.state = state
        self.layout = layout
        self.variants = variants
        self.location = CatalogueSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.build = { AnyRenderable(build($0)) }
    }

    /// A state inside a `CatalogueGroup`, which gives it its component name.
    public init<Content: Renderable>(
        _ state: String, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        self.init(
            component: "", state: state, layout: layout, variants: variants, fileID: fileID, filePath: filePath, line: line, column: column, build: build)
    }

    /// `Component/state`, unique in a catalogue.
    public var identifier: String { "\(component)/\(state)" }

    /// Every variant of the entry's matrix.
    public func allVariants() -> [CatalogueVariant] { variants.variants() }

    /// The component for a variant.
    public func make(_ variant: CatalogueVariant) -> AnyRenderable {
        build(CatalogueContext(traits: variant.traits))
    }

    /// The layout for a variant: its width or device when it sets one, else the entry's own.
    public func layout(for variant: CatalogueVariant) -> RenderLayout {
        switch variant.layout {
        case .own: layout
        case .width(let width): .width(width)
        case .device(let device): .device(device)
        }
    }

    /// The reference file name for a variant: `Component-state@variant`.
    public func referenceName(for variant: CatalogueVariant) -> String {
        "\(component)-\(state)@\(variant.name)"
    }
}
