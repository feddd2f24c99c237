/// Where a design value (a colour, a text style) came from: a token of a token file, read through
/// the theme role a team mapped to it, or a literal written in code, with the change a modifier
/// made to it (`color.primary` at 50 % opacity, `typography.caption` bold).
///
/// Values carry their origin without being told apart by it: a traced colour equals the same
/// colour typed by hand, and hashes the same, so references and comparisons do not change.
public final class DesignOrigin: Hashable, Sendable, CustomStringConvertible {
    /// What the value was read from.
    public enum Source: Hashable, Sendable {
        /// A token: its path in the token file (`color.brand.blue`), the theme role it plays
        /// (`color.primary`; the same path when the token has the role's own name, `nil` when
        /// read by path), and the theme's name.
        case token(path: String, role: String?, theme: String)
        /// A value written in code: the file (as `#fileID` gives it) and line.
        case literal(fileID: String, line: Int)
        /// A value given from outside the code, by name: a catalogue argument's value.
        case input(name: String)
    }

    /// What the value was read from.
    public let source: Source
    /// The changes made since, in order (`opacity 50 %`, `weight bold`); empty when none.
    public let changes: [String]

    /// An origin with the changes made since.
    public init(_ source: Source, changes: [String] = []) {
        self.source = source
        self.changes = changes
    }

    /// The token's path, when the value came from a token.
    public var tokenPath: String? {
        if case .token(let path, _, _) = source { return path }
        return nil
    }

    /// Whether the value was written in code rather than read from a token.
    public var isLiteral: Bool {
        if case .literal = source { return true }
        return false
    }

    /// The same origin after one more change.
    public func changed(_ change: String) -> DesignOrigin {
        DesignOrigin(source, changes: changes + [change])
    }

    /// `color.brand.blue (primary, light)`, `literal at Shop/Card.swift:12`, then the changes.
    public var description: String {
        var text: String
        switch source {
        case .token(let path, let role, let theme):
            text = role.map { role in role == path ? "\(path) (\(theme))" : "\(path) as \(role) (\(theme))" } ?? "\(path) (\(theme))"
        case .literal(let fileID, let line):
            text = "literal at \(fileID):\(line)"
        case .input(let name):
            text = "argument \(name)"
        }
        for change in changes { text += ", \(change)" }
        return text
    }

    /// Origins are equal when they name the same source and the same changes.

    public static func == (lhs: DesignOrigin, rhs: DesignOrigin) -> Bool {
        lhs === rhs || (lhs.source == rhs.source && lhs.changes == rhs.changes)
    }

    /// Hashes the source and the changes.

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(changes)
    }
}
