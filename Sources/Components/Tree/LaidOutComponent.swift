import Layout
import Rasterizer

/// One component of a laid-out tree: where it is and what it tells assistive technologies.
public struct LaidOutComponent: Sendable {
    /// The frame the component was placed in, in points.
    public var frame: Frame
    /// How deep in the tree: 0 for the root.
    public var depth: Int
    /// Type name, accessibility and notes, kept out of line: a plain layout pass has none of them,
    /// and a small node keeps a tree of thousands of nodes cheap to build.
    private var details: Details?

    private final class Details: Sendable {
        let typeName: String
        let qualifiedTypeName: String
        let accessibility: AccessibilityInfo
        let notes: [LayoutNote]
        let inkFrame: Frame?
        let clipFrame: Frame?
        let designUses: [DesignUse]
        let actions: ComponentActions
        let text: LaidOutText?

        init(
            typeName: String, qualifiedTypeName: String, accessibility: AccessibilityInfo, notes: [LayoutNote], inkFrame: Frame? = nil,
            clipFrame: Frame? = nil, designUses: [DesignUse] = [], actions: ComponentActions = ComponentActions(), text: LaidOutText? = nil
        ) {
            self.typeName = typeName
            self.qualifiedTypeName = qualifiedTypeName
            self.accessibility = accessibility
            self.notes = notes
            self.inkFrame = inkFrame
            self.clipFrame = clipFrame
            self.designUses = designUses
            self.actions = actions
            self.text = text
        }

        func with(_ change: (inout Fields) -> Void) -> Details {
            var fields = Fields(
                typeName: typeName, qualifiedTypeName: qualifiedTypeName, accessibility: accessibility, notes: notes, inkFrame: inkFrame,
                clipFrame: clipFrame, designUses: designUses, actions: actions, text: text)
            change(&fields)
            return Details(
                typeName: fields.typeName, qualifiedTypeName: fields.qualifiedTypeName, accessibility: fields.accessibility, notes: fields.notes,
                inkFrame: fields.inkFrame, clipFrame: fields.clipFrame, designUses: fields.designUses, actions: fields.actions, text: fields.text)
        }

        struct Fields {
            var typeName: String
            var qualifiedTypeName: String
            var accessibility: AccessibilityInfo
            var notes: [LayoutNote]
            var inkFrame: Frame?
            var clipFrame: Frame?
            var designUses: [DesignUse]
            var actions: ComponentActions
            var text: LaidOutText?
        }
    }

    /// A node for a component; the type name (and, for labels, the truncation note) is only
    /// worked out when the environment records layout details, since a plain layout pass does not
    /// need them and they cost more than the layout.
    public init(component: some Renderable, frame: Frame, depth: Int, environment: RenderEnvironment) {
        self.frame = frame
        self.depth = depth
        if environment.recordsLayoutDetails {
            details = Details(
                typeName: Self.shortName(of: component), qualifiedTypeName: Self.qualifiedName(of: component), accessibility: component.accessibility,
                notes: [], actions: component.componentActions)
        }
    }

    /// A node with a frame and nothing else: the record of a group, which is never listed.
    init(frame: Frame) {
        self.frame = frame
        self.depth = 0
    }

    /// The component's type name, without module prefixes (`Label`, `Stack` …); empty unless the
    /// tree records details.
    public var typeName: String {
        get { details?.typeName ?? "" }
        set { details = fields { $0.typeName = newValue } }
    }

    /// The component's type with its module and enclosing types, without generic arguments
    /// (`BrandAtoms.Badge`, `Components.UI.Label`): what `gallery audit` matches against a module's
    /// public components. Empty unless the tree records details.
    public var qualifiedTypeName: String {
        get { details?.qualifiedTypeName ?? "" }
        set { details = fields { $0.qualifiedTypeName = newValue } }
    }

    /// What assistive technologies are told (empty unless the tree records details).
    public var accessibility: AccessibilityInfo {
        get { details?.accessibility ?? AccessibilityInfo() }
        set { details = fields { $0.accessibility = newValue } }
    }

    /// Things an audit should know, such as `.truncated` for text cut by its line limit or width.
    public var layoutNotes: [LayoutNote] {
        get { details?.notes ?? [] }
        set { details = fields { $0.notes = newValue } }
    }

    /// The notes as records write them (`truncated`, `needs-width 142.5`).
    @available(*, deprecated, renamed: "layoutNotes", message: "notes are LayoutNote values: compare with .truncated, read neededWidth")
    public var notes: [String] {
        get { layoutNotes.map(\.description) }
        set { layoutNotes = newValue.map(LayoutNote.init) }
    }

    /// The part of the frame the component draws in, when it draws in less than all of it: a
    /// label's block of lines, centred in a taller frame. `nil` when it fills its frame or the
    /// tree records no details.
    public var inkFrame: Frame? {
        get { details?.inkFrame }
        set { details = fields { $0.inkFrame = newValue } }
    }

    /// The frame the component cuts what it and its children draw to (rounded corners clip to the
    /// frame they round, which padding inside them makes larger than the node's own), when it
    /// does; `nil` when it cuts nothing or the tree records no details.
    public var clipFrame: Frame? {
        get { details?.clipFrame }
        set { details = fields { $0.clipFrame = newValue } }
    }

    /// The design values the component drew with (its colours, font, radius, padding …), each
    /// traced to its token where it carries one; empty unless the tree records details.
    public var designUses: [DesignUse] {
        get { details?.designUses ?? [] }
        set { details = fields { $0.designUses = newValue } }
    }

    /// The callbacks a person can reach on the component (empty unless the tree records details).
    public var actions: ComponentActions {
        get { details?.actions ?? ComponentActions() }
        set { details = fields { $0.actions = newValue } }
    }

    /// How a text node's text was laid out: lines, direction runs, faces (`nil` for other nodes,
    /// or when the tree records no details).
    public var text: LaidOutText? {
        get { details?.text }
        set { details = fields { $0.text = newValue } }
    }

    /// The details with a change, made from empty ones when the node had none.
    private func fields(_ change: (inout Details.Fields) -> Void) -> Details {
        (details ?? Details(typeName: "", qualifiedTypeName: "", accessibility: AccessibilityInfo(), notes: [])).with(change)
    }

    static func shortName(of component: some Renderable) -> String {
        typeNames(of: type(of: component)).short
    }

    static func qualifiedName(of component: some Renderable) -> String {
        typeNames(of: type(of: component)).qualified
    }

    /// A component type's names as the tree shows them (`Badge`, `Shop.Badge`; generic types
    /// without their parameters), worked out once per type.
    private static func typeNames(of type: Any.Type) -> (short: String, qualified: String) {
        knownTypeNames.value(for: type) {
            (short: String(String(describing: type).prefix { $0 != "<" }), qualified: String(String(reflecting: type).prefix { $0 != "<" }))
        }
    }

    private static let knownTypeNames = PerTypeCache<(short: String, qualified: String)>()
}
