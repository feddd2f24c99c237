import FuzzDriver
import Rasterizer

/// Any bytes, through libpng and our shim around it: a bitmap or a `PNGError`, within small limits so a hostile header cannot make the
/// fuzzer allocate much. Each input is decoded as it is, and again with every chunk's CRC made
/// right, so mutations reach the header, palette, inflate and filter code behind the CRC check.
func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    let limits = ImageLimits(maximumSide: 4096, maximumPixels: 4_000_000)
    _ = try? Bitmap(pngData: bytes, limits: limits)
    _ = try? Bitmap(pngData: withCorrectCRCs(bytes), limits: limits)
    return 0
}

/// The bytes with each whole chunk's CRC recomputed.
func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
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

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzPNG(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
