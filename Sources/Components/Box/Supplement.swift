/// A section's extra views: header, footer, or a named kind.
public enum Supplement: Hashable, Sendable {
    case header
    case footer
    case custom(String)
}
