import Foundation

/// Finds a team's modifier that still draws in `RenderModifier.render(content:in:environment:into:)`,
/// which `ModifiedContent` does not call (it draws through `decorate`, where the tree, the
/// records and the audit see the drawing): such a modifier would compile and draw nothing, so its
/// first use fails with a `RenderError` that says where to move the drawing. Each modifier type
/// is looked at once; the defaults note on the current thread that they ran.
enum ModifierCheck {
    private static let lock = NSLock()
    /// Each modifier type looked at, with the message of its failure (`nil`: it draws in `decorate`, or nowhere).
    nonisolated(unsafe) private static var looked: [ObjectIdentifier: String?] = [:]

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Notes that a default of `RenderModifier` (`render(content:)` or `decorate`) ran for a
    /// modifier type (the last noted wins: a default of a modifier inside the content notes its own).
    static func noteDefaultRan(for type: Any.Type) { pthread_setspecific(key, unsafeBitCast(type, to: UnsafeRawPointer.self)) }

    /// Whether `body` ended having run a default of `type`'s.
    private static func runsADefault(of type: Any.Type, _ body: () throws(RenderError) -> Void) throws(RenderError) -> Bool {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, nil)
        defer { pthread_setspecific(key, previous) }
        try body()
        guard let noted = pthread_getspecific(key) else { return false }
        return UnsafeRawPointer(noted) == unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// Throws when `modifier`'s type draws in `render(content:)` and not in `decorate`.
    static func check<Modifier: RenderModifier>(
        _ modifier: Modifier, content: some Renderable, in frame: Frame, environment: RenderEnvironment
    ) throws(RenderError) {
        let type = ObjectIdentifier(Modifier.self)
        if let message = lock.withLock({ looked[type] }) {
            if let message { throw .invalidLayout(message) }
            return
        }
        var probe = DisplayList()
        let legacy: any LegacyRendering = LegacyRender(modifier: modifier)
        let rendersItself = try !runsADefault(of: Modifier.self) { () throws(RenderError) in
            try legacy.render(content, in: frame, environment: environment, into: &probe)
        }
        var node = LaidOutNode.group(frame: frame)
        let decorates = try !runsADefault(of: Modifier.self) { () throws(RenderError) in try modifier.decorate(&node, in: frame, environment: environment) }
        let message: String? = rendersItself && !decorates && !probe.commands.isEmpty
            ? "\(Modifier.self) draws in render(content:in:environment:into:), which ModifiedContent does not call: move its drawing into "
                + "decorate(_:in:environment:) (node.drawFirst for what goes under the content, node.draw for what goes over it)."
            : nil
        lock.withLock { looked[type] = message }
        if let message { throw .invalidLayout(message) }
    }
}

/// Calls a modifier's deprecated `render(content:)`, as only `ModifierCheck` may.
private protocol LegacyRendering {
    func render(_ content: some Renderable, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)
}

private struct LegacyRender<Modifier: RenderModifier>: LegacyRendering {
    var modifier: Modifier

    @available(*, deprecated, message: "only ModifierCheck calls a modifier's render(content:)")
    func render(_ content: some Renderable, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        try modifier.render(content: content, in: frame, environment: environment, into: &list)
    }
}
