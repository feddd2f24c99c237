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

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzPNG(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
