/// A section's extra views: header, footer, or a named kind.
public enum Supplement: Hashable, Sendable {
    /// Above the section's items.
    case header
    /// Below the section's items.
    case footer
    /// Another kind, by name (a table's index title, say).
    case custom(String)
}
