import Foundation

/// Collects warnings raised while rendering (characters no font has, font files that changed),
/// each once, and echoes them to standard error unless told to keep quiet.
public final class RenderDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = Set<String>()
    private var collected: [String] = []
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
}
