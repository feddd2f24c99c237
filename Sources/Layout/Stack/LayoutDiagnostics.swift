/// Receives what the layout pass notices but can still resolve, such as ambiguous priorities
/// (Auto Layout's "ambiguous layout"), for debug output.
public protocol LayoutDiagnostics: AnyObject, Sendable {
    /// Records that a layout had more than one solution, with a message naming it.
    func reportAmbiguity(_ message: String)
}
