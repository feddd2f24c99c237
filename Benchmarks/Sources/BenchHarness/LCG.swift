/// The workloads' random numbers: a 64-bit LCG with Knuth's MMIX constants.
public struct LCG {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func nextU32() -> UInt32 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return UInt32(truncatingIfNeeded: state >> 32)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(nextU32()) / 4294967296.0 }

    /// 0...255.
    public mutating func byte() -> UInt8 { UInt8(nextU32() >> 24) }
}
