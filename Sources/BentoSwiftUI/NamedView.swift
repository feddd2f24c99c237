import Components
import Foundation

/// A team's own view in the laid-out tree: a view with a `body` of its own (`Badge`, `ListRow`)
/// is a node named after its type around what its body lays out, as Xcode's view debugger lists
/// it. The design comparison finds a component's design node by that name, the site's specs name
/// it, and a record's paths read as the team's code does (`Badge/background/padding/Text`).
///
/// The node adds nothing to the layout: its size, priority, guides and place are its body's.
/// A body of several views (a block, a `ForEach`) takes its place in its parent's list as SwiftUI
/// splices it, and is not wrapped; this module's own views are not named (they are what the
/// tree's other kinds say already), nor are types a macro made (`#Preview`'s host of
/// `@Previewable` state).
struct NamedViewNode: WrappingNode {
    let name: ViewTypeName
    let content: LayoutNode

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(name.short, frame: frame, in: environment)
        if environment.recordsLayoutDetails { node.record.qualifiedTypeName = name.qualified }
        return node.adding([content.place(in: frame, proposal: proposal, environment: environment)])
    }
}

/// A view type's name as the tree lists it: `Badge`, and `SwiftUIBrand.Badge` with its module,
/// without generic arguments (`Card`, not `Card<Text>`).
struct ViewTypeName: Sendable {
    let short: String
    let qualified: String

    /// The names of a team's view type; `nil` for this module's views and for a macro's.
    static func of<V>(_ type: V.Type) -> ViewTypeName? {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = names[key] { return known }
        let name = make(type)
        names[key] = .some(name)
        return name
    }

    private static func make<V>(_ type: V.Type) -> ViewTypeName? {
        let qualified = String(String(reflecting: type).prefix { $0 != "<" })
        let short = String(String(describing: type).prefix { $0 != "<" })
        let module = qualified.prefix { $0 != "." }
        guard module != "BentoSwiftUI", module != "SwiftUI", let first = short.first, first != "$", first != "_", first != "(" else { return nil }
        return ViewTypeName(short: short, qualified: qualified)
    }

    nonisolated(unsafe) private static var names: [ObjectIdentifier: ViewTypeName?] = [:]
    private static let lock = NSLock()
}
