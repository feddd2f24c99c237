import Components
import Localization

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
    /// The component's arguments (its group's first), with the controls the live preview shows.
    public var arguments: [AnyCatalogueArgument]
    /// The values this entry sets (a named argument set); the others take their defaults.
    public var setting: [CatalogueArgumentValue]
    /// Makes the component for a variant's context.
    public var build: @Sendable (CatalogueContext) -> AnyRenderable
    /// For an entry of a running screen's play script, the script and which of its states this
    /// entry draws; `nil` for a still entry.
    public var play: CataloguePlay?
    /// The String Catalog its catalogue reads its strings from (`Catalogue.localized(by:)`), set
    /// when the catalogue lists its entries.
    public var strings: StringCatalog?
    /// The design node the entry is held against (`design(_:node:properties:)`); `nil` for none.
    public var design: DesignReference?

    /// An entry of a component, declared on its own.
    public init<Content: Renderable>(
        component: String, state: String, doc: String? = nil, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        arguments: [any CatalogueArgumentDeclaring] = [], setting: [CatalogueArgumentValue] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        self.component = component
        self.doc = doc
        self.arguments = arguments.map(\.declaration)
        self.setting = setting
        self.state = state
        self.layout = layout
        self.variants = variants
        self.location = CatalogueSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.build = { AnyRenderable(build($0)) }
    }

    /// A state inside a `CatalogueGroup`, which gives it its component name.
    public init<Content: Renderable>(
        _ state: String, layout: RenderLayout = .sizeThatFits, variants: VariantMatrix = .inherited,
        arguments: [any CatalogueArgumentDeclaring] = [], setting: [CatalogueArgumentValue] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        build: @escaping @Sendable (CatalogueContext) -> Content
    ) {
        self.init(
            component: "", state: state, layout: layout, variants: variants, arguments: arguments, setting: setting, fileID: fileID, filePath: filePath, line: line, column: column, build: build)
    }

    /// `Component/state`, unique in a catalogue.
    public var identifier: String { "\(component)/\(state)" }

    /// Every variant of the entry's matrix.
    public func allVariants() -> [CatalogueVariant] { variants.variants() }

    /// The component for a variant, with the entry's own argument values.
    public func make(_ variant: CatalogueVariant) -> AnyRenderable {
        build(context(for: variant))
    }

    /// The component for a variant, noting in `lookups` the keys its language does not translate.
    public func make(_ variant: CatalogueVariant, notingLookupsIn lookups: StringLookups) -> AnyRenderable {
        var context = context(for: variant)
        context.lookups = lookups
        return build(context)
    }

    /// What the entry's builder gets for a variant: its traits, the entry's argument values and
    /// the variant's layout.
    public func context(for variant: CatalogueVariant) -> CatalogueContext {
        var context = CatalogueContext(traits: variant.traits, arguments: argumentValues, layout: layout(for: variant))
        context.strings = strings
        return context
    }

    /// Every argument's value as text: the defaults, then the entry's setting.
    public var argumentValues: [String: String] {
        var values: [String: String] = [:]
        for argument in arguments { values[argument.name] = argument.defaultText }
        for value in setting { values[value.name] = value.text }
        return values
    }

    /// The entry's argument values with `changes` applied, each checked against its argument.
    public func argumentValues(changing changes: [String: String]) throws(ArgumentValueError) -> [String: String] {
        var values = argumentValues
        for (name, text) in changes.sorted(by: { $0.key < $1.key }) {
            guard let argument = arguments.first(where: { $0.name == name }) else {
                let known = arguments.isEmpty ? "it has none" : "its arguments are " + arguments.map(\.name).joined(separator: ", ")
                throw ArgumentValueError("\(identifier) has no argument \(quoted(name)); \(known)")
            }
            if let problem = argument.problem(with: text) { throw problem }
            values[name] = text
        }
        return values
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
