import Components
import Foundation

/// An edge of a rectangle.
public enum Edge: CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public var rawValue: Int8
        /// A set of the edges whose bits are set.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Lengths inset from each edge.
public struct EdgeInsets: Equatable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// Space around a view (`padding`): the view is proposed what is left inside the insets.
public struct _PaddingLayout: ViewModifier {
    /// The insets.
    public var insets: EdgeInsets
    /// Where the padding was written (the design audit's and the specs' place for it).
    var written: SourceLine?
    /// A primitive modifier.
    public typealias Body = Never
}

extension _PaddingLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { PaddingNode(insets: insets, content: content, written: written) }
}

extension View {
    /// Space around the view on some edges: `length`, or SwiftUI's default of 16 points on iOS.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: StaticString = #fileID, line: UInt = #line) -> ModifiedContent<Self, _PaddingLayout> {
        let value = length ?? 16
        func on(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? value : 0 }
        let insets = EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
        return modifier(_PaddingLayout(insets: insets, written: SourceLine(fileID: fileID, line: line)))
    }

    /// `length` of space around the view on every edge.
    public func padding(_ length: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length, fileID: fileID, line: line)
    }

    /// Space around the view, edge by edge.
    public func padding(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets, written: SourceLine(fileID: fileID, line: line)))
    }
}

/// Padding's layout: the proposal less the insets (never below zero; an unspecified dimension
/// stays unspecified) to the content; the content's size plus the insets.
struct PaddingNode: LayoutNode {
    var insets: EdgeInsets
    var content: LayoutNode
    var written: SourceLine?
    var kind: String { "padding" }
    var layoutPriority: Double { content.layoutPriority }

    var horizontal: CGFloat { insets.leading + insets.trailing }
    var vertical: CGFloat { insets.top + insets.bottom }

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) }, height: proposal.height.map { max(0, $0 - vertical) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(inner(proposal))
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let inside = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top, width: max(0, frame.width - horizontal), height: max(0, frame.height - vertical))
        let asked = inner(proposal)
        let size = content.sizeThatFits(asked)
        var child = content.place(in: CGRect(origin: Alignment.center.origin(of: size, in: inside), size: size), proposal: asked, environment: environment)
        // Recorded on the content it insets, as Bento's padding is: the specs and the design
        // comparison read a view's padding where its content sits inside it.
        if environment.recordsDesignUses { child.record(.padding(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing), writtenAt: written), in: environment) }
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding([child])
    }

    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { content.hasExplicitAlignment(key) }

    /// The content's guide, moved by the inset before it.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(0, size.width - horizontal), height: max(0, size.height - vertical))
        return content.explicitAlignment(key, size: inner).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
    }
}
