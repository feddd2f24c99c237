/// How children are placed across a stack's axis, as `UIStackView.Alignment`.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// Children stretch across the stack.
    case fill
    /// Children sit at the start across the axis (top of a horizontal stack, leading edge of a
    /// vertical one).
    case leading
    /// Children are centred across the axis.
    case center
    /// Children sit at the end across the axis (bottom of a horizontal stack, trailing edge of a
    /// vertical one).
    case trailing
    /// Horizontal stacks: children's first baselines line up. Vertical stacks treat it as leading.
    case firstBaseline
    /// Horizontal stacks: children's last baselines line up. Vertical stacks treat it as leading.
    case lastBaseline
}

/// How children share a stack's length along its axis, as `UIStackView.Distribution`.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// Natural lengths; extra space goes to the child with the lowest hugging priority and a
    /// shortfall is taken from the lowest compression resistance; ties go to the earlier child.
    case fill
    /// Every child gets the same length.
    case fillEqually
    /// Lengths proportional to the natural lengths.
    case fillProportionally
    /// Natural lengths with equal gaps (at least `spacing`).
    case equalSpacing
    /// Natural lengths with equally spaced centres (gaps at least `spacing`).
    case equalCentering
}

extension StackAlignment {
    /// SwiftUI's name for a horizontal stack's `leading`: children sit at the top.
    public static let top = StackAlignment.leading
    /// SwiftUI's name for a horizontal stack's `trailing`: children sit at the bottom.
    public static let bottom = StackAlignment.trailing
    /// SwiftUI's name for `firstBaseline`.
    public static let firstTextBaseline = StackAlignment.firstBaseline
    /// SwiftUI's name for `lastBaseline`.
    public static let lastTextBaseline = StackAlignment.lastBaseline
}
