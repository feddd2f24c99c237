import Foundation
import Layout

/// Collects warnings raised while rendering (characters no font has, font files that changed),
/// each once, and echoes them to standard error unless told to keep quiet.
public final class RenderDiagnostics: LayoutDiagnostics, @unchecked Sendable {
    private let lock = NSLock()
    private var seen = Set<String>()
    private var collected: [String] = []
    private var seenAmbiguities = Set<String>()
    private var ambiguous: [String] = []
    private let echoesToStandardError: Bool

    /// Creates an empty collector.
    public init(echoesToStandardError: Bool = true) {
        self.echoesToStandardError = echoesToStandardError
    }

    /// The distinct warnings so far, in the order they were first raised.
    public var warnings: [String] { lock.withLock { collected } }

    /// Records a warning; repeats of the same message are ignored.
    public func warn(_ message: String) {
        let isNew = lock.withLock {
            guard seen.insert(message).inserted else { return false }
            collected.append(message)
            return true
        }
        if isNew && echoesToStandardError {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }

    /// Ambiguous layouts found so far (debug output: echoed to standard error only when the
    /// environment variable `BENTO_DEBUG_LAYOUT` is set).
    public var ambiguities: [String] { lock.withLock { ambiguous } }

    public func reportAmbiguity(_ message: String) {
        let isNew = lock.withLock {
            guard seenAmbiguities.insert(message).inserted else { return false }
            ambiguous.append(message)
            return true
        }
        if isNew && Self.debugsLayout {
            FileHandle.standardError.write(Data("layout: \(message)\n".utf8))
        }
    }

    private static let debugsLayout = ProcessInfo.processInfo.environment["BENTO_DEBUG_LAYOUT"] != nil
}
