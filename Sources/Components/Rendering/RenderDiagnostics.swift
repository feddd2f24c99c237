import Foundation
import Layout
import SafeText

/// Collects warnings raised while rendering (characters no font has, font files that changed),
/// each once, and echoes them to standard error unless told to keep quiet (escaped and bounded:
/// a warning can quote text anyone typed).
public final class RenderDiagnostics: LayoutDiagnostics, @unchecked Sendable {
    private let lock = NSLock()
    private var collected = DistinctMessages()
    private var ambiguous = DistinctMessages()
    private let echoesToStandardError: Bool

    /// Creates an empty collector.
    public init(echoesToStandardError: Bool = true) {
        self.echoesToStandardError = echoesToStandardError
    }

    /// The distinct warnings so far, in the order they were first raised.
    public var warnings: [String] { lock.withLock { collected.inOrder } }

    /// Records a warning; repeats of the same message are ignored.
    public func warn(_ message: String) {
        let isNew = lock.withLock { collected.insert(message) }
        if isNew && echoesToStandardError {
            FileHandle.standardError.write(Data("warning: \(Quoted.field(message, limit: 1_000))\n".utf8))
        }
    }

    /// Ambiguous layouts found so far (debug output: echoed to standard error only when the
    /// environment variable `BENTO_DEBUG_LAYOUT` is set).
    public var ambiguities: [String] { lock.withLock { ambiguous.inOrder } }

    /// Records that a layout was ambiguous (more than one solution), with a message naming it.
    public func reportAmbiguity(_ message: String) {
        let isNew = lock.withLock { ambiguous.insert(message) }
        if isNew && Self.debugsLayout {
            FileHandle.standardError.write(Data("layout: \(Quoted.field(message, limit: 1_000))\n".utf8))
        }
    }

    private static let debugsLayout = ProcessInfo.processInfo.environment["BENTO_DEBUG_LAYOUT"] != nil
}

/// Messages in the order they were first raised, each once.
private struct DistinctMessages {
    private var seen = Set<String>()
    private(set) var inOrder: [String] = []

    /// Adds a message unless it was raised before; returns whether it is new.
    mutating func insert(_ message: String) -> Bool {
        guard seen.insert(message).inserted else { return false }
        inOrder.append(message)
        return true
    }
}
