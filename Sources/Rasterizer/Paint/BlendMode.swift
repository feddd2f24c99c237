/// How a source pixel combines with the pixel already there (Porter-Duff).
public enum BlendMode: Hashable, Sendable {
    /// The source over the destination: result = S + D · (1 − Sα).
    case sourceOver
    /// The source replaces the destination where covered: result = S (coverage blends the edge).
    case copy
    /// The destination is erased where covered: result = 0.
    case clear
}
