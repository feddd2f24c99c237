import Components
import Foundation
import Testing

/// Trees nested thousands deep are refused with a `RenderError` before they exhaust the stack,
/// even on a thread with Dispatch's 512 KB stack; trees of ordinary depth render there.
@Suite struct DeepTreeTests {
    static func nested(_ depth: Int, modifiers: Bool) -> AnyRenderable {
        var component = UI.Label(text: "deep").asAnyRenderable()
        for level in 0..<depth {
            component = modifiers && level % 2 == 0
                ? component.padding(1).asAnyRenderable()
                : [component].stack(axis: level % 2 == 0 ? .vertical : .horizontal).asAnyRenderable()
        }
        return component
    }

    /// Runs `body` on a thread with a 512 KB stack and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
    }

    @Test(arguments: [false, true]) func thousandsOfLevelsAreRefused(modifiers: Bool) {
        let outcome = Mutex()
        // Built and released here: only the render runs on the small stack.
        let deep = Self.nested(5000, modifiers: modifiers), ordinary = Self.nested(32, modifiers: modifiers)
        Self.onSmallStack {
            let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
            outcome.set([
                (try? renderer.bitmap(of: deep, layout: .width(100))) == nil,
                (try? renderer.layoutNodes(of: deep, layout: .width(100))) == nil,
                (try? renderer.bitmap(of: ordinary, layout: .width(100))) != nil,
            ])
        }
        #expect(outcome.value == [true, true, true])
        #expect(throws: RenderError.self) { try ComponentRenderer().bitmap(of: Self.nested(5000, modifiers: modifiers)) }
    }

    final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Bool] = []
        func set(_ value: [Bool]) { lock.withLock { stored = value } }
        var value: [Bool] { lock.withLock { stored } }
    }
}
