/// One row of a section: an identity and the component that draws it.
public struct Node<Identifier: Hashable & Sendable>: Sendable {
    /// Identifies the row within its section, across renders (what diffing matches on).
    public let id: Identifier
    /// What the row draws.
    public let component: AnyRenderable

    /// Creates a row.
    public init(id: Identifier, component: some Renderable) {
        self.id = id
        self.component = AnyRenderable(component)
    }

    /// The component as a concrete type, when it is one.
    public func component<T: Renderable>(as type: T.Type) -> T? {
        component.base as? T
    }
}
