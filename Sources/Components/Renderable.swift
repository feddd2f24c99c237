import Layout
import Rasterizer

/// Something that can measure itself and draw into a frame: the unit of Bento's UI description.
///
/// Components are light value types: they describe what to draw and hold no state. The render
/// step lays a tree out (each stack solving its own small system, see `StackLayout`), turns it
/// into a display list and rasterizes that.
public protocol Renderable: Sendable {
    /// The size the component wants; `width`, when given, is the width it will get (the
    /// height-for-width question for wrapping text).
    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size

    /// Appends the drawing commands for the component placed in `frame` (points).
    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)

    /// The size with text baselines, for stacks that align baselines. Defaults to
    /// `sizeThatFits` with the baselines at the bottom.
    func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement

    /// Priorities, size constraints and visibility as a stack sees them. Defaults to Auto
    /// Layout's: hugging 250, compression resistance 750, no constraints, visible.
    var layoutTraits: LayoutTraits { get }

    /// The traits as a stack placing the component sees them in an environment. Defaults to
    /// `layoutTraits`; a stack's compression resistance along its axis is that of the weakest child
    /// that can still give up room, so a stack of fixed-width views resists as they do.
    func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits

    /// Appends this component and every component inside it, with their frames, in drawing order:
    /// the layout pass without drawing. Defaults to the component alone.
    func appendLayout(in frame: Frame, depth: Int, environment: RenderEnvironment, to nodes: inout [LaidOutComponent]) throws(RenderError)

    /// What assistive technologies are told about the component: role, label, value, identifier.
    var accessibility: AccessibilityInfo { get }

    /// The callbacks a person can reach on this component (tap, type, toggle, pick, named
    /// actions), for play scripts and the live preview. Defaults to none.
    var componentActions: ComponentActions { get }
}

/// What assistive technologies are told about a component.
public struct AccessibilityInfo: Hashable, Sendable {
    /// What kind of element it is ("label", "image", "button" …); `nil` for pure containers.
    public var role: String?
    /// What assistive technologies read.
    public var label: String?
    /// The value read after the label, such as a switch's "on".
    public var value: String?
    /// The identifier UI tests find the element by.
    public var identifier: String?
    /// Whether it responds to a tap.
    public var isInteractive = false
    /// Whether assistive technologies skip it and everything inside it: decoration, such as a
    /// row's chevron or an icon beside a title that already says what it means (UIKit's
    /// `accessibilityElementsHidden`, SwiftUI's `accessibilityHidden`).
    public var isHidden = false
    /// What else assistive technologies say about it, as UIKit's `accessibilityTraits`
    /// (selected, header, not enabled …), in the order given.
    public var traits: [AccessibilityTrait] = []
    /// Actions offered beside the tap, by name, as UIKit's `accessibilityCustomActions` (a
    /// deletable row's "Delete").
    public var customActions: [String] = []

    /// Creates accessibility information.
    public init(role: String? = nil, label: String? = nil, value: String? = nil, identifier: String? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.identifier = identifier
    }
}

/// How a component takes part in layout: its priorities, frame constraints and visibility.
public struct LayoutTraits: Hashable, Sendable {
    /// How strongly the component resists growing past its natural size, per axis.
    public var hugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
    /// How strongly the component resists shrinking below its natural size, per axis.
    public var compressionResistance = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)
    /// The component's minimum, maximum and fixed lengths.
    public var constraints = SizeConstraints()
    /// Whether the component is hidden; a hidden child of a stack takes no room.
    public var isHidden = false
    /// How the component gives up room along each axis when it is a stack (see `ShrinkTier`);
    /// `nil` for one step at `compressionResistance`.
    public var shrinkTiers = PerAxis<[ShrinkTier]?>(horizontal: nil, vertical: nil)

    /// Traits with default priorities and no constraints.
    public init() {}
}

extension Renderable {
    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        let size = try sizeThatFits(width: width, in: environment)
        return LayoutMeasurement(size: LayoutSize(width: size.width, height: size.height))
    }

    public var layoutTraits: LayoutTraits { LayoutTraits() }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { layoutTraits }

    public func appendLayout(
        in frame: Frame, depth: Int, environment: RenderEnvironment, to nodes: inout [LaidOutComponent]
    ) throws(RenderError) {
        nodes.append(LaidOutComponent(component: self, frame: frame, depth: depth, environment: environment))
    }

    public var accessibility: AccessibilityInfo { AccessibilityInfo() }

    public var componentActions: ComponentActions { ComponentActions() }

    /// Every component of a tree laid out at a width (its natural height), in drawing order.
    public func layoutTree(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [LaidOutComponent] {
        let size = try sizeThatFits(width: width, in: environment)
        var nodes: [LaidOutComponent] = []
        try appendLayout(in: Frame(x: 0, y: 0, width: width, height: size.height), depth: 0, environment: environment, to: &nodes)
        return nodes
    }

    /// Every frame of a component tree laid out at a width (its natural height), in drawing order.
    public func layoutFrames(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [Frame] {
        try layoutTree(width: width, in: environment).map(\.frame)
    }
}

/// A type-erased component, for heterogeneous lists such as a stack's children.
public struct AnyRenderable: Renderable {
    /// The wrapped component.
    public let base: any Renderable

    /// Wraps a component (an `AnyRenderable` is not wrapped twice).
    public init(_ base: some Renderable) {
        self.base = (base as? AnyRenderable)?.base ?? base
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try base.sizeThatFits(width: width, in: environment)
    }

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        try base.render(in: frame, environment: environment, into: &list)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try base.layoutMeasurement(width: width, in: environment)
    }

    public var layoutTraits: LayoutTraits { base.layoutTraits }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { base.layoutTraits(in: environment) }

    public func appendLayout(
        in frame: Frame, depth: Int, environment: RenderEnvironment, to nodes: inout [LaidOutComponent]
    ) throws(RenderError) {
        try base.appendLayout(in: frame, depth: depth, environment: environment, to: &nodes)
    }

    public var accessibility: AccessibilityInfo { base.accessibility }

    public var componentActions: ComponentActions { base.componentActions }
}

extension Renderable {
    /// The component behind an `AnyRenderable`, its type erased.
    public func asAnyRenderable() -> AnyRenderable { AnyRenderable(self) }
}

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
        let notes: [String]
        let inkFrame: Frame?
        let clipFrame: Frame?
        let designUses: [DesignUse]
        let actions: ComponentActions

        init(
            typeName: String, qualifiedTypeName: String, accessibility: AccessibilityInfo, notes: [String], inkFrame: Frame? = nil,
            clipFrame: Frame? = nil, designUses: [DesignUse] = [], actions: ComponentActions = ComponentActions()
        ) {
            self.typeName = typeName
            self.qualifiedTypeName = qualifiedTypeName
            self.accessibility = accessibility
            self.notes = notes
            self.inkFrame = inkFrame
            self.clipFrame = clipFrame
            self.designUses = designUses
            self.actions = actions
        }

        func with(_ change: (inout Fields) -> Void) -> Details {
            var fields = Fields(
                typeName: typeName, qualifiedTypeName: qualifiedTypeName, accessibility: accessibility, notes: notes, inkFrame: inkFrame,
                clipFrame: clipFrame, designUses: designUses, actions: actions)
            change(&fields)
            return Details(
                typeName: fields.typeName, qualifiedTypeName: fields.qualifiedTypeName, accessibility: fields.accessibility, notes: fields.notes,
                inkFrame: fields.inkFrame, clipFrame: fields.clipFrame, designUses: fields.designUses, actions: fields.actions)
        }

        struct Fields {
            var typeName: String
            var qualifiedTypeName: String
            var accessibility: AccessibilityInfo
            var notes: [String]
            var inkFrame: Frame?
            var clipFrame: Frame?
            var designUses: [DesignUse]
            var actions: ComponentActions
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

    /// Things an audit should know, such as `"truncated"` for text cut by its line limit or width.
    public var notes: [String] {
        get { details?.notes ?? [] }
        set { details = fields { $0.notes = newValue } }
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

    /// The details with a change, made from empty ones when the node had none.
    private func fields(_ change: (inout Details.Fields) -> Void) -> Details {
        (details ?? Details(typeName: "", qualifiedTypeName: "", accessibility: AccessibilityInfo(), notes: [])).with(change)
    }

    static func shortName(of component: some Renderable) -> String {
        let full = String(describing: type(of: component))
        return String(full.prefix { $0 != "<" })
    }

    static func qualifiedName(of component: some Renderable) -> String {
        let full = String(reflecting: type(of: component))
        return String(full.prefix { $0 != "<" })
    }
}
