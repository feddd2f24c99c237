import Foundation

/// Where views line up across a vertical stack or inside a frame, left to right.
public struct HorizontalAlignment: Equatable, Sendable {
    /// Where the guide is, as a fraction of the width from the leading edge.
    let fraction: CGFloat
    /// The leading edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up across a horizontal stack or inside a frame, top to bottom.
public struct VerticalAlignment: Equatable, Sendable {
    /// Where the guide is, as a fraction of the height from the top.
    let fraction: CGFloat
    /// The top edges.
    public static let top = VerticalAlignment(fraction: 0)
    /// The centres.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(fraction: 1)
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

    /// Where a child of `size` goes inside `frame`.
    func origin(of size: CGSize, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + (frame.width - size.width) * horizontal.fraction, y: frame.minY + (frame.height - size.height) * vertical.fraction)
    }
}
