import Foundation

/// Results written by worker threads, each slot once; read `values` when the workers are done.
final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<Value, Error>?]
    private var done = 0

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<Value, Error>) {
        lock.withLock {
            values[index] = value
            done += 1
        }
    }

    var completed: Int { lock.withLock { done } }

    /// Every value, in order, once each has been set; the first failure is thrown, and a value
    /// never set is an error naming its position.
    func all() throws -> [Value] {
        try values.enumerated().map { index, value in
            guard let value else { throw GalleryError("result \(index + 1) of \(values.count) was never worked out") }
            return try value.get()
        }
    }
}
