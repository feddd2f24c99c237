import DesignTokens

/// What fills the covered pixels of a shape.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
}
