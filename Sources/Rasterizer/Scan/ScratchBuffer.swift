/// Zero-initialised memory that outlives single calls and grows on demand, for hot loops that
/// need raw pointers (no bounds or exclusivity checks per element).
final class ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private let zero: Element

    init(zero: Element) {
        self.zero = zero
        capacity = 0
        pointer = .allocate(capacity: 0)
    }

    deinit { pointer.deallocate() }

    /// Makes room for `count` elements; new memory is zeroed, existing contents are kept.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: count)
        grown.initialize(repeating: zero, count: count)
        grown.update(from: pointer, count: capacity)
        pointer.deallocate()
        pointer = grown
        capacity = count
    }
}
