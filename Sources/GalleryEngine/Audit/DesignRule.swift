import Components
import DesignTokens

/// A rule of a team's own that `gallery audit` runs beside its built-in ones: given each laid-out
/// node of each variant (its type, frame, accessibility and the design values it drew with) and the
/// theme it was drawn in, it says what is wrong, or `nil`. Its name is the rule an allow-list line
/// names.
///
/// ```
/// GalleryCommand.main(catalogue, designRules: [.init("min-text-size") { node, _ in … }])
/// ```
public struct DesignRule: Sendable {
    /// The rule's name, as findings and the allow list name it: letters, digits and hyphens.
    public var name: String
    /// What is wrong with a node, in words, or `nil`.
    public var check: @Sendable (_ node: LaidOutComponent, _ theme: Theme) -> String?

    /// A rule named `name` that checks each node.
    public init(_ name: String, check: @escaping @Sendable (_ node: LaidOutComponent, _ theme: Theme) -> String?) {
        self.name = name
        self.check = check
    }

    /// Whether the name is usable: letters, digits and hyphens, and none of the built-in rules'.
    package var isValidName: Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && !Audit.rules.contains(name)
    }

    /// The rule's findings over one variant's nodes.
    func findings(in nodes: [LaidOutComponent], paths: [String], theme: Theme, entry: String) -> [Audit.Finding] {
        nodes.indices.compactMap { index in
            check(nodes[index], theme).map { Audit.Finding(entry: entry, rule: name, detail: "\(nodes[index].typeName) \($0)", element: paths[index]) }
        }
    }
}
