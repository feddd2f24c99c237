import Layout
import Rasterizer

/// Something that can measure itself and draw into a frame: the unit of Bento's UI description.
///
/// Components are light value types: they describe what to draw and hold no state. The render
/// step lays a tree out in one pass (each stack solving its own small system, see `StackLayout`),
/// which returns the laid-out tree (`LaidOutNode`); drawing turns the tree into a display list,
/// and the tools (records, audit, preview) read the same tree.
///
/// A component implements `laidOut(in:environment:)` (its node: what it draws and the nodes of
/// the components inside it) or, for a leaf that only draws, `render(in:environment:into:)`; each
/// has a default made from the other. One that implements neither fails its first render with a
/// `RenderError` naming it.
public protocol Renderable: Sendable {
    /// The size the component wants; `width`, when given, is the width it will get (the
    /// height-for-width question for wrapping text).
    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size

    /// Appends the drawing commands for the component placed in `frame` (points). Defaults to
    /// drawing the component's laid-out node.
    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)

    /// The component laid out in `frame` (points): its node in the laid-out tree, with what it
    /// draws and the nodes of the components inside it. Defaults to a node that draws what
    /// `render` draws, with nothing listed inside it.
    func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode

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

    /// Appends the records of this component and every component inside it, with their frames, in
    /// drawing order. Defaults to the records of `laidOut(in:environment:)`; nothing calls it.
    @available(*, deprecated, message: "the tree's records come from laidOut(in:environment:): implement that, and read LaidOutNode.records")
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
    /// What happens when the element is used, read after a pause ("Opens the booking"), as
    /// UIKit's `accessibilityHint`.
    public var hint: String?
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

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        try DrawingGuard.checkRenderIsImplemented(by: Self.self)
        try laidOut(in: frame, environment: environment).draw(into: &list)
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        try DrawingGuard.drawing(Self.self) { () throws(RenderError) in
            try node.draw { (list: inout DisplayList) throws(RenderError) in try render(in: frame, environment: environment, into: &list) }
        }
        // What it draws is all that is known of it: each colour is recorded as drawn, so its tokens
        // reach the audit, the specs and the token pages.
        if environment.recordsDesignUses {
            for use in node.drawing.colorUses { node.record(use, in: environment) }
        }
        return node
    }

    @available(*, deprecated, message: "the tree's records come from laidOut(in:environment:): implement that, and read LaidOutNode.records")
    public func appendLayout(
        in frame: Frame, depth: Int, environment: RenderEnvironment, to nodes: inout [LaidOutComponent]
    ) throws(RenderError) {
        try laidOut(in: frame, environment: environment).appendRecords(depth: depth, to: &nodes)
    }

    public var accessibility: AccessibilityInfo { AccessibilityInfo() }

    public var componentActions: ComponentActions { ComponentActions() }

    /// Every component of a tree laid out at a width (its natural height), in drawing order.
    public func layoutTree(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [LaidOutComponent] {
        let size = try sizeThatFits(width: width, in: environment)
        return try laidOut(in: Frame(x: 0, y: 0, width: width, height: size.height), environment: environment).records
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

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try base.laidOut(in: frame, environment: environment)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try base.layoutMeasurement(width: width, in: environment)
    }

    public var layoutTraits: LayoutTraits { base.layoutTraits }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { base.layoutTraits(in: environment) }

    @available(*, deprecated, message: "the tree's records come from laidOut(in:environment:): implement that, and read LaidOutNode.records")
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
