import Foundation

/// A value worked out once per Swift type and kept, for any thread: what reflection or a dynamic
/// cast answers about a component's type costs more than laying the component out, and a tree asks
/// it of every node.
final class PerTypeCache<Value>: @unchecked Sendable {  // `known` is only touched under `lock`.
    private let lock = NSLock()
    private var known: [ObjectIdentifier: Value] = [:]

    /// The value kept for `type`, or the one `make` makes, kept.
    func value(for type: Any.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        return lock.withLock {
            if let found = known[key] { return found }
            let made = make()
            known[key] = made
            return made
        }
    }
}
