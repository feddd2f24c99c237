/// The result builder that makes a view of the statements in a `body` or a container's closure:
/// a block of views, `if` and `if`/`else`, `switch`, optionals and `if #available`, as SwiftUI's
/// `ViewBuilder` does.
@resultBuilder public enum ViewBuilder {
    /// No statements: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements: a `TupleView` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An expression statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch: the view, its type erased so an older system need not know it.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Nothing: takes no space and draws nothing.
public struct EmptyView: View {
    /// Nothing.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Several views one after another, as a block of a `ViewBuilder` makes them.
public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// The views, in order.
    public init(_ value: T) { self.value = value }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// One of two views, as an `if`/`else` or a `switch` chooses it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch was taken.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: View where Wrapped: View {
    /// A primitive view: the wrapped view, or nothing.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view whose type is erased.
public struct AnyView: View {
    let resolve: (ResolutionContext) -> [LayoutNode]

    /// Erases a view's type.
    public init<V: View>(_ view: V) { resolve = { context in context.nodes(of: view) } }
    /// Erases a view's type (SwiftUI's spelling for a view of unknown type).
    public init<V: View>(erasing view: V) { self.init(view) }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Views grouped without a layout of their own: a modifier on a group applies to each of them.
public struct Group<Content: View>: View {
    let content: Content
    /// A group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}
