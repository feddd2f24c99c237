import Foundation

/// Runs `body` for every index on up to `jobs` threads, each thread taking the next index not yet
/// taken, so a few heavy items do not leave one thread working alone.
func concurrentlyForEach(_ indices: Range<Int>, jobs: Int, _ body: @Sendable (Int) -> Void) {
    let next = NextIndex(indices)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, indices.count))) { _ in
        while let index = next.take() { body(index) }
    }
}

/// The next index to work on, shared by worker threads.
final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor: Int
    private let end: Int

    init(_ indices: Range<Int>) {
        cursor = indices.lowerBound
        end = indices.upperBound
    }

    func take() -> Int? {
        lock.withLock {
            guard cursor < end else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }
}
