import Foundation

/// The longest a whole transfer with a store may take, from its request to its last byte, before
/// it is abandoned: a store that drips a byte a second is cut off here, not after every byte's
/// idle timeout. `BENTO_REFERENCE_STORE_TIMEOUT` (seconds, at most an hour) sets it; 60 by default.
package enum TransferDeadline {
    /// The deadline in seconds (tests shorten it).
    package static var seconds: TimeInterval {
        get { lock.withLock { value } }
        set { lock.withLock { value = min(max(0.1, newValue), 3_600) } }
    }

    nonisolated(unsafe) private static var value: TimeInterval = {
        guard let text = ProcessInfo.processInfo.environment["BENTO_REFERENCE_STORE_TIMEOUT"], let seconds = TimeInterval(text),
            seconds.isFinite, seconds > 0
        else { return 60 }
        return min(seconds, 3_600)
    }()
    private static let lock = NSLock()
}
