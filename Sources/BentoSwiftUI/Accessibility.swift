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
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> { modifier(_AccessibilityModifier { $0.isHidden = hidden }) }

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
struct AccessibleNode: LayoutNode {
    let content: LayoutNode
    let change: @Sendable (inout AccessibilityInfo) -> Void
    var kind: String { content.kind }
    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = content.place(in: frame, proposal: proposal, environment: environment)
        var info = node.record.accessibility
        change(&info)
        node.record.accessibility = info
        return node
    }
}
