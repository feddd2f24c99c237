import Layout
import Rasterizer

/// A change to how a component lays out or draws, applied by `ModifiedContent`.
///
/// Each modifier is its own type, so a modified component's type records what was done to it
/// (`ModifiedContent<UI.Label, FrameModifier>`), as the Bento-as-SwiftUI manifesto proposes;
/// `AnyRenderable` erases it.
public protocol RenderModifier: Sendable {
    /// Adjusts the layout traits of the content.
    func modify(_ traits: inout LayoutTraits)
    /// Adjusts what assistive technologies are told about the content.
    func modify(_ accessibility: inout AccessibilityInfo)
    /// Measures the content; the default asks the content itself.
    func measure(
        content: some Renderable, width: Double?, environment: RenderEnvironment
    ) throws(RenderError) -> LayoutMeasurement
    /// Draws around the content's laid-out node (`drawFirst` for what goes under it, `draw` for
    /// what goes over it); the default draws the content unchanged.
    func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError)
    /// Draws the content with the modifier's decoration around it; the default draws the
    /// content's node after `decorate`. `ModifiedContent` never calls it: a modifier draws in
    /// `decorate`, where the layout records and the audit see it too, and one that draws here
    /// and not there fails its first render saying so.
    @available(*, deprecated, message: "ModifiedContent draws a modifier through decorate(_:in:environment:); draw there")
    func render(
        content: some Renderable, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
    ) throws(RenderError)
    /// The design values the modifier draws with (a background colour, a radius), added to the
    /// content's node when the tree records details; the default adds none.
    func designUses(into uses: inout [DesignUse])
    /// Adjusts the callbacks a person can reach on the content (a tap modifier adds its tap);
    /// the default leaves them.
    func modify(_ actions: inout ComponentActions)
    /// Whether the modifier cuts what the content draws to its frame (rounded corners do): the
    /// node then records that frame as its `clipFrame`, and the audit reports text it cuts. The
    /// default is no.
    var clipsContent: Bool { get }
}

extension RenderModifier {
    public func designUses(into uses: inout [DesignUse]) {}
    public func modify(_ actions: inout ComponentActions) {}
    public var clipsContent: Bool { false }
    public func modify(_ traits: inout LayoutTraits) {}
    public func modify(_ accessibility: inout AccessibilityInfo) {}
    public func measure(
        content: some Renderable, width: Double?, environment: RenderEnvironment
    ) throws(RenderError) -> LayoutMeasurement {
        try content.layoutMeasurement(width: width, in: environment)
    }
    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        ModifierCheck.noteDefaultRan(for: Self.self)
    }
    @available(*, deprecated, message: "ModifiedContent draws a modifier through decorate(_:in:environment:); draw there")
    public func render(
        content: some Renderable, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
    ) throws(RenderError) {
        ModifierCheck.noteDefaultRan(for: Self.self)
        var node = try content.laidOut(in: frame, environment: environment)
        try decorate(&node, in: frame, environment: environment)
        node.draw(into: &list)
    }
}

/// A component with a modifier applied.
public struct ModifiedContent<Content: Renderable, Modifier: RenderModifier>: Renderable {
    /// The component modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Creates a component with a modifier applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let measured = try layoutMeasurement(width: width, in: environment)
        return Size(width: measured.size.width, height: measured.size.height)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        let measured = try NestingGuard.nested { () throws(RenderError) in
            try modifier.measure(content: content, width: width, environment: environment)
        }
        // Frame constraints are applied here too, so a modified component measured on its own
        // (outside a stack) honours them.
        let constraints = layoutTraits.constraints
        return constraints.isEmpty ? measured : constraints.apply(to: measured, width: width)
    }

    public var layoutTraits: LayoutTraits {
        var traits = content.layoutTraits
        modifier.modify(&traits)
        return traits
    }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits {
        var traits = content.layoutTraits(in: environment)
        modifier.modify(&traits)
        return traits
    }

    public var accessibility: AccessibilityInfo {
        var info = content.accessibility
        modifier.modify(&info)
        return info
    }

    public var componentActions: ComponentActions {
        var actions = content.componentActions
        modifier.modify(&actions)
        return actions
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try ModifierCheck.check(modifier, content: content, in: frame, environment: environment)
        var node = try NestingGuard.nested { () throws(RenderError) in
            var node = try content.laidOut(in: frame, environment: environment)
            // What the modifier draws is not the content's own change.
            node.sealPart()
            try modifier.decorate(&node, in: frame, environment: environment)
            return node
        }
        if layoutTraits.isHidden { node.isDrawn = false }
        // The modified component is the same node as its content, with the modifier's accessibility
        // (worked out only when the tree records details; stacks leave hidden children out).
        if environment.recordsLayoutDetails {
            node.record.accessibility = accessibility
            if modifier.clipsContent { node.record.clipFrame = node.record.clipFrame.map { Frame($0.rect.intersection(frame.rect)) } ?? frame }
            let actions = componentActions
            if !actions.isEmpty { node.record.actions = actions }
            if environment.recordsDesignUses {
                var uses = node.record.designUses
                modifier.designUses(into: &uses)
                if uses.count != node.record.designUses.count { node.record.designUses = uses }
            }
        }
        return node
    }
}

extension Renderable {
    /// Applies a modifier.
    public func modifier<Modifier: RenderModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
