import DesignTokens
import Layout
import Rasterizer

/// Fills the frame behind the content with a colour, optionally with rounded corners.
public struct BackgroundColorModifier: RenderModifier {
    /// The colour behind the content, or `nil` for none.
    public var color: Color?

    public func designUses(into uses: inout [DesignUse]) {
        if let color { uses.append(.color(.background, color)) }
    }

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        guard let color, color.alpha > 0 else { return }
        var under = DisplayList()
        under.fill(.rect(frame.rect), with: .solid(color))
        node.drawFirst(under)
    }
}

/// Clips the content (and any background inside this modifier) to a rounded rectangle.
public struct CornerRadiusModifier: RenderModifier {
    /// The radius of the corners the content is clipped to, in points.
    public var radius: Double
    /// The line that asked for the corners, which the design audit names.
    public var writtenAt: SourceLine?

    public func designUses(into uses: inout [DesignUse]) { uses.append(.length(.radius, radius, writtenAt: writtenAt)) }

    /// Rounded corners cut the content to the frame.
    public var clipsContent: Bool { radius > 0 }

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        guard radius > 0 else { return }
        var open = DisplayList()
        open.append(.pushClip(.roundedRect(frame.rect, radius: radius)))
        node.drawFirst(open)
        node.draw(.popClip)
    }
}

/// Strokes the frame's edge inside it, over the content.
public struct BorderModifier: RenderModifier {
    /// The border's colour.
    public var color: Color
    /// The border's width in points, drawn inside the frame.
    public var width: Double
    /// The border's corner radius in points.
    public var cornerRadius: Double
    /// The line that asked for the border, which the design audit names.
    public var writtenAt: SourceLine?

    public func designUses(into uses: inout [DesignUse]) {
        uses.append(.color(.border, color))
        uses.append(.length("border width", width, writtenAt: writtenAt))
        if cornerRadius > 0 { uses.append(.length(.radius, cornerRadius, writtenAt: writtenAt)) }
    }

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        guard width > 0, color.alpha > 0 else { return }
        // Inside the frame, as a layer border is drawn.
        let inset = frame.rect.insetBy(dx: width / 2, dy: width / 2)
        let path: Path = cornerRadius > 0 ? .roundedRect(inset, radius: max(0, cornerRadius - width / 2)) : .rect(inset)
        node.draw(.stroke(path, StrokeStyle(width: width), .solid(color)))
    }
}

/// A blurred shadow of the frame (rounded like the content) behind the content.
public struct ShadowModifier: RenderModifier {
    /// The shadow's colour, alpha included.
    public var color: Color
    /// The shadow's blur radius in points.
    public var radius: Double
    /// How far the shadow is moved, in points (y down).
    public var offset: Point
    /// The corner radius of the shape casting the shadow, in points.
    public var cornerRadius: Double

    public func designUses(into uses: inout [DesignUse]) { uses.append(.color(.shadow, color)) }

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        guard color.alpha > 0 else { return }
        let shape: Path = cornerRadius > 0 ? .roundedRect(frame.rect, radius: cornerRadius) : .rect(frame.rect)
        var under = DisplayList()
        under.append(.shadow(shape, offset: offset, blur: radius, color: color))
        node.drawFirst(under)
    }
}

/// Draws the content at an opacity, as one layer (overlapping parts do not show through each other).
public struct OpacityModifier: RenderModifier {
    /// The content's opacity, from 0 (invisible) to 1.
    public var opacity: Double

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        let clamped = min(max(opacity, 0), 1)
        guard clamped < 1 else { return }
        guard clamped > 0 else { return node.isDrawn = false }
        var open = DisplayList()
        open.append(.pushLayer(opacity: clamped))
        node.drawFirst(open)
        node.draw(.popLayer)
    }
}

/// Another component drawn in the same frame, over or under the content.
public struct LayeredModifier: RenderModifier {
    /// The component drawn behind or over the content, in its frame.
    public var other: AnyRenderable
    /// Whether it is drawn over the content (an overlay) or behind it (a background).
    public var isOverlay: Bool

    public func decorate(_ node: inout LaidOutNode, in frame: Frame, environment: RenderEnvironment) throws(RenderError) {
        node.absorb(try other.laidOut(in: frame, environment: environment), below: !isOverlay)
    }
}

/// What assistive technologies are told: label, value, identifier.
public struct AccessibilityModifier: RenderModifier {
    /// What assistive technologies read, or `nil` to keep the content's.
    public var label: String?
    /// The value they read after the label, or `nil` to keep the content's.
    public var value: String?
    /// The identifier UI tests find the element by, or `nil` to keep the content's.
    public var identifier: String?
    /// Whether assistive technologies skip the element, or `nil` to keep the content's choice.
    public var isHidden: Bool?
    /// Traits added to the component's own, each once.
    public var traits: [AccessibilityTrait] = []

    public func modify(_ accessibility: inout AccessibilityInfo) {
        for trait in traits where !accessibility.traits.contains(trait) { accessibility.traits.append(trait) }
        if let label { accessibility.label = label }
        if let value { accessibility.value = value }
        if let identifier { accessibility.identifier = identifier }
        if let isHidden { accessibility.isHidden = isHidden }
    }
}

/// A tap action. It changes no pixels; hosts call it, and the accessibility tree marks the
/// component as interactive.
public struct TapModifier: RenderModifier {
    /// Called when the content is tapped.
    @Callback public var action: () -> Void

    public func modify(_ accessibility: inout AccessibilityInfo) {
        accessibility.isInteractive = true
        if accessibility.role == nil || accessibility.elementRole == .group { accessibility.elementRole = .button }
    }

    public func modify(_ actions: inout ComponentActions) {
        actions.tap = action
    }
}

/// Marks content as a container (Bento's `.container()`): a plain view around it that
/// decorations such as `backgroundColor` apply to. It draws nothing itself.
public struct ContainerModifier: RenderModifier {
    public func modify(_ accessibility: inout AccessibilityInfo) {
        if accessibility.role == nil { accessibility.elementRole = .group }
    }
}

extension Renderable {
    /// Fills the frame behind the content; `nil` leaves it transparent.
    public func backgroundColor(_ color: Color?) -> ModifiedContent<Self, BackgroundColorModifier> {
        modifier(BackgroundColorModifier(color: color))
    }

    /// Clips the content to rounded corners.
    public func cornerRadius(_ radius: Double, fileID: StaticString = #fileID, line: UInt = #line) -> ModifiedContent<Self, CornerRadiusModifier> {
        modifier(CornerRadiusModifier(radius: radius, writtenAt: SourceLine(fileID: fileID, line: line)))
    }

    /// A border inside the frame.
    public func border(
        _ color: Color, width: Double = 1, cornerRadius: Double = 0, fileID: StaticString = #fileID, line: UInt = #line
    ) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(color: color, width: width, cornerRadius: cornerRadius, writtenAt: SourceLine(fileID: fileID, line: line)))
    }

    /// A blurred shadow behind the content.
    public func shadow(
        color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.25), radius: Double = 4, x: Double = 0, y: Double = 2,
        cornerRadius: Double = 0
    ) -> ModifiedContent<Self, ShadowModifier> {
        modifier(ShadowModifier(color: color, radius: radius, offset: Point(x: x, y: y), cornerRadius: cornerRadius))
    }

    /// Draws the content translucent.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, OpacityModifier> {
        modifier(OpacityModifier(opacity: opacity))
    }

    /// Draws another component over this one, in the same frame.
    public func overlay(_ other: some Renderable) -> ModifiedContent<Self, LayeredModifier> {
        modifier(LayeredModifier(other: AnyRenderable(other), isOverlay: true))
    }

    /// Draws another component under this one, in the same frame.
    public func background(_ other: some Renderable) -> ModifiedContent<Self, LayeredModifier> {
        modifier(LayeredModifier(other: AnyRenderable(other), isOverlay: false))
    }

    /// The accessibility label read for the component.
    public func accessibility(label: String) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(label: label))
    }

    /// The accessibility value read for the component.
    public func accessibility(value: String) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(value: value))
    }

    /// The identifier UI tests find the component by.
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(identifier: identifier))
    }

    /// Traits assistive technologies announce with the component, added to its own, as
    /// UIKit's `accessibilityTraits` (`.accessibility(traits: [.header])`, `[.selected]`).
    public func accessibility(traits: [AccessibilityTrait]) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(traits: traits))
    }

    /// Hides the component and everything inside it from assistive technologies: for decoration
    /// that says nothing the text beside it does not.
    public func accessibilityHidden(_ hidden: Bool = true) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(isHidden: hidden))
    }

    /// An action for a tap; pixels do not change.
    public func didTap(_ action: @escaping () -> Void) -> ModifiedContent<Self, TapModifier> {
        modifier(TapModifier(action: action))
    }

    /// Wraps the content in a plain container, as Bento's `.container()`.
    public func container() -> ModifiedContent<Self, ContainerModifier> {
        modifier(ContainerModifier())
    }
}
