#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts how deeply components nest on the current thread while they are measured, laid out
/// and drawn, so a tree nested thousands deep is refused with a `RenderError` instead of running
/// out of stack. Containers (stacks, modified content) enter and leave it.
enum NestingGuard {
    /// The deepest nesting (stacks and modifiers) a render accepts: every screen of Bento's
    /// catalogue renders within it, and a debug build keeps more than 64 KB of a 512 KB thread
    /// stack (Dispatch's worker threads) to spare at this depth.
    static let limit = 40

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` one level deeper, or throws when that is deeper than `limit`.
    @inline(__always)
    static func nested<Result>(_ body: () throws(RenderError) -> Result) throws(RenderError) -> Result {
        let depth = Int(bitPattern: pthread_getspecific(key))
        guard depth < limit else {
            throw .invalidLayout("Components nest deeper than \(limit) levels; flatten the tree (a stack of many children instead of stacks inside stacks).")
        }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth + 1))
        defer { pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth)) }
        return try body()
    }
}
