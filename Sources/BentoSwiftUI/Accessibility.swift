import Components
import Foundation

/// What assistive technologies are told of a view: its label, value, hint, identifier, traits, or
/// that it is hidden from them; recorded on its node of the laid-out tree, where the
/// accessibility records and the audit read it.
public struct _AccessibilityModifier: ViewModifier {
    let change: @Sendable (inout AccessibilityInfo) -> Void
    /// A primitive modifier.
    public typealias Body = Never
}

/// Traits a view has for assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public var rawValue: UInt32
    /// A set of the traits whose bits are set.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A heading.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 8)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 32)
}

extension View {
    /// The view's label for assistive technologies.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        let text = String(label)
        return modifier(_AccessibilityModifier { $0.label = text })
    }

    /// The view's label, as a text.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityLabel(label.content) }

    /// The view's value for assistive technologies.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        let text = String(value)
        return modifier(_AccessibilityModifier { $0.value = text })
    }

    /// The view's value, as a text.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityValue(value.content) }

    /// The view's identifier, for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.identifier = identifier })
    }

    /// Whether assistive technologies skip the view.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.isHidden = hidden })
    }

    /// Traits added to the view's (a button's role, a heading's).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(
            _AccessibilityModifier { info in
                if traits.contains(.isButton) { info.role = "button"; info.isInteractive = true }
                if traits.contains(.isHeader) { info.role = "heading" }
                if traits.contains(.isImage) { info.role = "image" }
                if traits.contains(.isLink) { info.role = "link"; info.isInteractive = true }
            })
    }
}

extension _AccessibilityModifier: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { AccessibleNode(content: content, change: change) }
}

/// A node whose record tells assistive technologies what the modifier says.
struct AccessibleNode: WrappingNode {
    let content: LayoutNode
    let change: @Sendable (inout AccessibilityInfo) -> Void
    /// What is done to the placed node after the change (an element made of its children).
    var finishing: (inout LaidOutNode) -> Void = { _ in }

    init(content: LayoutNode, change: @escaping @Sendable (inout AccessibilityInfo) -> Void, finishing: @escaping (inout LaidOutNode) -> Void = { _ in }) {
        (self.content, self.change, self.finishing) = (content, change, finishing)
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = content.place(in: frame, proposal: proposal, environment: environment)
        var info = node.record.accessibility
        change(&info)
        node.record.accessibility = info
        finishing(&node)
        return node
    }
}

extension View {
    /// What using the view does, read after its label.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        let text = String(hint)
        return modifier(_AccessibilityModifier { $0.hint = text.isEmpty ? nil : text })
    }

    /// What using the view does, as a text.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityHint(hint.content) }

    /// A named action offered beside the view's tap (the rotor's "Custom").
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.customActions.append(name) })
    }

    /// A named action, its name a text.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAction(named: name.content, handler)
    }

    /// Content read on request (a row's "Key: Value"): kept for assistive technologies, not drawn
    /// and not recorded yet.
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { _ in })
    }

    /// The view and what it holds as one element for assistive technologies: `.combine` reads the
    /// children's labels as its own, `.ignore` keeps only what is set on it, `.contain` keeps the
    /// children as they are.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _AccessibilityElementModifier> {
        modifier(_AccessibilityElementModifier(behavior: children))
    }

    /// The view's label (the form before iOS 14).
    public func accessibility(label: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityLabel(label) }
    /// The view's value (the form before iOS 14).
    public func accessibility(value: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityValue(value) }
    /// What using the view does (the form before iOS 14).
    public func accessibility(hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityHint(hint) }
    /// The view's identifier (the form before iOS 14).
    public func accessibility(identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityIdentifier(identifier) }
    /// Whether assistive technologies skip the view (the form before iOS 14).
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityHidden(hidden) }
    /// Traits added to the view's (the form before iOS 14).
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> { accessibilityAddTraits(traits) }
}

/// Custom accessibility content, as the Accessibility framework names it.
public enum AXCustomContent {
    /// Whether content is read with the element or only on request.
    public enum Importance: Hashable, Sendable {
        /// Read on request.
        case `default`
        /// Read with the element.
        case high
    }
}

/// How a view made one accessibility element treats what it holds.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the element has only what is set on it.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels are read as the element's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay elements of their own inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Makes a view one accessibility element (`accessibilityElement(children:)`).
public struct _AccessibilityElementModifier: ViewModifier {
    let behavior: AccessibilityChildBehavior
    /// A primitive modifier.
    public typealias Body = Never
}

extension _AccessibilityElementModifier: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        let behavior = behavior
        return AccessibleNode(content: content) { _ in
        } finishing: { node in
            guard behavior != .contain else { return }
            let labels = node.combineChildrenForAssistiveTechnologies()
            if behavior == .combine, node.record.accessibility.label == nil, !labels.isEmpty {
                node.record.accessibility.label = labels.joined(separator: ", ")
            }
            if node.record.accessibility.role == nil { node.record.accessibility.role = "element" }
        }
    }
}

/// A control's role for assistive technologies: a button or a switch, interactive while the
/// environment enables it; a disabled button's value is "dimmed" (UIKit's `notEnabled`).
public struct _ControlAccessibility: ViewModifier {
    let role: String
    let value: String?
    /// A primitive modifier.
    public typealias Body = Never
}

extension _ControlAccessibility: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        let (role, value, isEnabled) = (role, value, context.environment.isEnabled)
        return AccessibleNode(content: content) { info in
            info.role = role
            info.isInteractive = isEnabled
            if let value { info.value = value }
            // A disabled button is "dimmed"; a disabled switch keeps its on or off and is not
            // interactive, as Bento's switch.
            if !isEnabled && value == nil { info.value = "dimmed" }
        }
    }
}
