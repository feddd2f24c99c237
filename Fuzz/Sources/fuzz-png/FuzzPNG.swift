import FuzzDriver
import Rasterizer

/// Any bytes: a bitmap or a `PNGError`, within small limits so a hostile header cannot make the
/// fuzzer allocate much.
func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    _ = try? Bitmap(pngData: bytes, limits: ImageLimits(maximumSide: 4096, maximumPixels: 4_000_000))
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzPNG(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
