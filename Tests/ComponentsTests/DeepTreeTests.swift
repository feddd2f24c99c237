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

    /// Runs `body` on a thread with a stack of `size` bytes and waits for it.
    static func onThread(stackSize size: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }

    @Test(arguments: [false, true]) func thousandsOfLevelsAreRefused(modifiers: Bool) {
        let outcome = Mutex()
        // The trees are built and freed on a thread with a large stack: freeing a value nested
        // 5000 deep recurses in Swift's runtime, whatever renders it, and would overflow a test
        // runner's small thread. Only the renders run on Dispatch's 512 KB stack.
        Self.onThread(stackSize: 64 << 20) {
            let deep = Self.nested(5000, modifiers: modifiers), ordinary = Self.nested(32, modifiers: modifiers)
            withExtendedLifetime((deep, ordinary)) {
                Self.onThread(stackSize: 512 * 1024) {
                    let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
                    outcome.set([
                        (try? renderer.bitmap(of: deep, layout: .width(100))) == nil,
                        (try? renderer.layoutNodes(of: deep, layout: .width(100))) == nil,
                        (try? renderer.bitmap(of: ordinary, layout: .width(100))) != nil,
                    ])
                }
            }
            let refusedOnTheLargeStack = (try? ComponentRenderer().bitmap(of: Self.nested(5000, modifiers: modifiers))) == nil
            outcome.append(refusedOnTheLargeStack)
        }
        #expect(outcome.value == [true, true, true, true])
    }

    final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Bool] = []
        func set(_ value: [Bool]) { lock.withLock { stored = value } }
        func append(_ value: Bool) { lock.withLock { stored.append(value) } }
        var value: [Bool] { lock.withLock { stored } }
    }
}
