import DesignFiles
import FuzzDriver
import Foundation
import Rasterizer

/// Any bytes as a saved Figma answer: a design file or a `DesignFileError`; a file's summary,
/// and its first nodes drawn small.
func fuzzDesign(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let file = try? DesignFile(bytes: bytes, source: "fuzz.json") else { return 0 }
    _ = DesignFileSummary(file).description
    for node in file.allNodes.prefix(8) {
        let drawing = DesignDrawing(node)
        _ = drawing.warnings
        let scale = min(1, 64 / max(1, max(drawing.size.width, drawing.size.height)))
        _ = try? drawing.picture(scale: scale)
        _ = try? file.node(node.id)
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzDesign(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
