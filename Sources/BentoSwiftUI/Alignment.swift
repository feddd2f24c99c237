import Components
import Foundation

/// A guide views line up on: a type whose default value places the guide in a view's dimensions
/// where the view sets none of its own (`alignmentGuide(_:computeValue:)`), as a team declares
/// its own (`enum AvatarAndName: AlignmentID`).
public protocol AlignmentID {
    /// Where the guide is in a view that sets none.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide, by its identity, with its default value.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let defaultValue: (ViewDimensions) -> CGFloat
    /// The axis the guide measures along: x for a horizontal alignment, y for a vertical one.
    let axis: Axis
    init(_ type: any AlignmentID.Type, axis: Axis) { (id, defaultValue, self.axis) = (ObjectIdentifier(type), type.defaultValue(in:), axis) }
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static let firstTextBaseline = AlignmentKey(FirstTextBaseline.self, axis: .vertical)
    static let lastTextBaseline = AlignmentKey(LastTextBaseline.self, axis: .vertical)
}

private enum Leading: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
private enum Trailing: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }
private enum Top: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
private enum Bottom: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
/// A view without text has its baselines at its bottom (Apple, `VerticalAlignment.firstTextBaseline`).
private enum FirstTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
private enum LastTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }

/// Where views line up across a vertical stack or inside a frame, left to right.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// A guide of a team's own.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    /// The leading edges.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The centres.
    public static let center = HorizontalAlignment(HorizontalCenter.self)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// Where views line up across a horizontal stack or inside a frame, top to bottom.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// A guide of a team's own.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    /// The top edges.
    public static let top = VerticalAlignment(Top.self)
    /// The centres.
    public static let center = VerticalAlignment(VerticalCenter.self)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line's baseline of text; the bottom of other views.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last line's baseline of text; the bottom of other views.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A view's size and its alignment guides, as `alignmentGuide(_:computeValue:)` is given them.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        (width, height, self.explicit) = (size.width, size.height, explicit)
    }

    /// Where a guide is: the view's own value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// Where a guide is: the view's own value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's own value for a guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The view's own value for a guide, if it sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(self) }
}

/// Where a view lines up in both dimensions.
public struct Alignment: Equatable, Sendable {
    /// Left to right.
    public var horizontal: HorizontalAlignment
    /// Top to bottom.
    public var vertical: VerticalAlignment

    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The middle of the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes inside `frame`: its guides on the frame's (the frame's at
    /// their defaults, the child's its own where it sets them).
    func origin(of size: CGSize, in frame: CGRect, child: LayoutNode? = nil) -> CGPoint {
        let container = ViewDimensions(size: frame.size)
        let inner = child?.dimensions(size) ?? ViewDimensions(size: size)
        return CGPoint(
            x: frame.minX + container[horizontal.key] - inner[horizontal.key],
            y: frame.minY + container[vertical.key] - inner[vertical.key])
    }
}

/// A view whose guide is where `computeValue` says (`alignmentGuide(_:computeValue:)`).
public struct _AlignmentGuideModifier: ViewModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// The view's horizontal guide moved to where `computeValue` puts it in its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentGuideModifier>
    {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// The view's vertical guide moved to where `computeValue` puts it in its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentGuideModifier> {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

extension _AlignmentGuideModifier: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { GuideNode(content: content, key: key, computeValue: computeValue) }
}

/// A node with one guide of its own; everything else is its content's.
struct GuideNode: WrappingNode {
    var content: LayoutNode
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        content.place(in: frame, proposal: proposal, environment: environment)
    }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        key == self.key ? computeValue(content.dimensions(size)) : content.explicitAlignment(key, size: size)
    }
    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { key == self.key || content.hasExplicitAlignment(key) }
}
