/// Runs libFuzzer (the no-main runtime that `scripts/fuzz` links) on one input function.
public enum FuzzDriver {
    public typealias Input = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ input: Input) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, input))
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ input: FuzzDriver.Input
) -> Int32

@_silgen_name("exit")
func exit(_ code: Int32) -> Never

/// PNG bytes with each whole chunk's CRC recomputed, so mutations reach what lies behind the
/// CRC check (the PNG and APNG targets share it).
public func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var fixed = bytes
    var offset = 8
    while offset + 12 <= fixed.count {
        let length = Int(fixed[offset]) << 24 | Int(fixed[offset + 1]) << 16 | Int(fixed[offset + 2]) << 8 | Int(fixed[offset + 3])
        guard length <= fixed.count - offset - 12 else { break }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in fixed[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        let at = offset + 8 + length
        fixed[at] = UInt8(crc >> 24)
        fixed[at + 1] = UInt8(crc >> 16 & 0xFF)
        fixed[at + 2] = UInt8(crc >> 8 & 0xFF)
        fixed[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
    return fixed
}
