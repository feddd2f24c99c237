/// A view for each element of a collection, identified by a key path (as SwiftUI identifies them
/// across updates; a snapshot has one state, so the identity is kept, not yet used).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The view of an element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// A view for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        (self.data, self.id, self.content) = (data, id, content)
    }

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { data.flatMap { context.nodes(of: content($0)) } }
}
