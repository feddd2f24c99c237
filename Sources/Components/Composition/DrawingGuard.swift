#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notes, on the current thread, the component type whose default `laidOut(in:environment:)` is
/// asking its `render(in:environment:into:)` to draw: when that is the default too, the type
/// implements neither, and the render fails with a `RenderError` naming it, where the two
/// defaults would call each other until the stack ran out.
enum DrawingGuard {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` (a default `laidOut` drawing through `render`) with `type` noted.
    @inline(__always)
    static func drawing<Result>(_ type: Any.Type, _ body: () throws(RenderError) -> Result) throws(RenderError) -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, unsafeBitCast(type, to: UnsafeRawPointer.self))
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// Throws when the default `render` of `type` is reached from its own default `laidOut`.
    @inline(__always)
    static func checkRenderIsImplemented(by type: Any.Type) throws(RenderError) {
        guard let noted = pthread_getspecific(key), UnsafeRawPointer(noted) == unsafeBitCast(type, to: UnsafeRawPointer.self) else { return }
        throw .invalidLayout(
            "\(type) implements neither laidOut(in:environment:) nor render(in:environment:into:): implement one of them "
                + "(or conform to ComposedComponent and give a body), or its render would never end.")
    }
}
