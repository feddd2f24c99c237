/// Receives what the layout pass notices but can still resolve, such as ambiguous priorities
/// (Auto Layout's "ambiguous layout"), for debug output.
public protocol LayoutDiagnostics: AnyObject, Sendable {
    func reportAmbiguity(_ message: String)
}
