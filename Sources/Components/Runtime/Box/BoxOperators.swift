precedencegroup NodeConcatenationPrecedence {
    associativity: left
    higherThan: SectionConcatenationPrecedence
}

precedencegroup SectionConcatenationPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator |-+ : SectionConcatenationPrecedence
infix operator |-? : SectionConcatenationPrecedence
infix operator |---+ : NodeConcatenationPrecedence
infix operator |---? : NodeConcatenationPrecedence
infix operator |---* : NodeConcatenationPrecedence

/// Appends a section.
public func |-+ <S, I>(lhs: Box<S, I>, rhs: Section<S, I>) -> Box<S, I> {
    Box(sections: lhs.sections + [rhs])
}

/// Appends sections.
public func |-+ <S, I>(lhs: Box<S, I>, rhs: [Section<S, I>]) -> Box<S, I> {
    Box(sections: lhs.sections + rhs)
}

/// Appends a section when there is one.
public func |-? <S, I>(lhs: Box<S, I>, rhs: Section<S, I>?) -> Box<S, I> {
    rhs.map { lhs |-+ $0 } ?? lhs
}

/// Appends a row to a section.
public func |---+ <S, I>(lhs: Section<S, I>, rhs: Node<I>) -> Section<S, I> {
    var copy = lhs
    copy.items.append(rhs)
    return copy
}

/// Two rows in a list.
public func |---+ <I>(lhs: Node<I>, rhs: Node<I>) -> [Node<I>] {
    [lhs, rhs]
}

/// A row appended to a list.
public func |---+ <I>(lhs: [Node<I>], rhs: Node<I>) -> [Node<I>] {
    lhs + [rhs]
}

/// Appends rows to a section.
public func |---* <S, I>(lhs: Section<S, I>, rhs: [Node<I>]) -> Section<S, I> {
    var copy = lhs
    copy.items.append(contentsOf: rhs)
    return copy
}

/// Appends a row when there is one.
public func |---? <S, I>(lhs: Section<S, I>, rhs: Node<I>?) -> Section<S, I> {
    rhs.map { lhs |---+ $0 } ?? lhs
}

/// Appends rows when there are some.
public func |---? <S, I>(lhs: Section<S, I>, rhs: [Node<I>]?) -> Section<S, I> {
    rhs.map { lhs |---* $0 } ?? lhs
}

/// A row and maybe another, in a list.
public func |---? <I>(lhs: Node<I>, rhs: Node<I>?) -> [Node<I>] {
    rhs.map { [lhs, $0] } ?? [lhs]
}

/// A row appended to a list when there is one.
public func |---? <I>(lhs: [Node<I>], rhs: Node<I>?) -> [Node<I>] {
    rhs.map { lhs + [$0] } ?? lhs
}

/// Optional rows and sections for the `|-?` and `|---?` operators.
extension Optional {
    /// The value when the condition holds, else `nil`: `|-? .iff(isLoggedIn, Section(…))`.
    public static func iff(_ condition: @autoclosure () -> Bool, _ value: @autoclosure () -> Wrapped) -> Wrapped? {
        condition() ? value() : nil
    }

    /// The generated value when the condition holds: `|-? .iff(isLoggedIn) { Section(…) }`.
    public static func iff(_ condition: @autoclosure () -> Bool, _ generator: () -> Wrapped) -> Wrapped? {
        condition() ? generator() : nil
    }

    /// The generated value when the condition closure returns true.
    public static func iff(_ condition: () -> Bool, _ generator: () -> Wrapped) -> Wrapped? {
        condition() ? generator() : nil
    }
}
