/// A sink that copies a row's coverage into a buffer of its own before blending it, where a clip
/// mask multiplies it: a run and a span alike reach `blitBufferedRow(x:y:count:)` with their
/// coverage in `coverageRow`.
protocol RowBufferedSink: CoverageSink {
    /// Room for one row of coverage.
    var coverageRow: UnsafeMutablePointer<UInt8> { get }
    /// Blends the `count` coverages in `coverageRow` from (`x`, `y`).
    mutating func blitBufferedRow(x: Int, y: Int, count: Int)
}

extension RowBufferedSink {
    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        coverageRow.update(repeating: coverage, count: count)
        blitBufferedRow(x: x, y: y, count: count)
    }

    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let start = coverage.baseAddress else { return }
        coverageRow.update(from: start, count: coverage.count)
        blitBufferedRow(x: x, y: y, count: coverage.count)
    }
}
