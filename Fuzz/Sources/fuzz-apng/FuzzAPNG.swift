import Foundation
import FuzzDriver
import Rasterizer

/// Any bytes as an animated PNG reference, read from a file as verify reads one: the chunk stream
/// that skips what no decoder reads (its CRCs and the image-data bound), then the APNG decoder
/// (sequence numbers, frame rectangles, dispose and blend) and libpng per frame; and the same
/// bytes decoded in memory. Each input is tried as it is and with every chunk's CRC made right.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-apng-\(getpid()).png")
let limits = ImageLimits(maximumSide: 1024, maximumPixels: 1_000_000)

func fuzzAPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    for candidate in [bytes, withCorrectCRCs(bytes)] {
        _ = FileManager.default.createFile(atPath: scratch.path, contents: Data(candidate))
        let fromFile = try? AnimatedPNG.frames(contentsOf: scratch, limits: limits)
        let inMemory = try? AnimatedPNG.decode(candidate, limits: limits)
        // What the file gives is what the bytes give: skipping chunks changes no pixel.
        if let fromFile, let inMemory, fromFile != inMemory { fatalError("the file and the bytes decode to different frames") }
        _ = try? Bitmap(contentsOfPNG: scratch, limits: limits)
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzAPNG(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
