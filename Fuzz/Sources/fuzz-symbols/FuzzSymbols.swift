import ComponentCatalogue
import Foundation
import FuzzDriver
import GalleryKit

/// Any bytes as a symbol graph in a folder, through `gallery audit --symbol-graphs` as a user
/// runs it: the graph's reading, the refinement walk and the no-preview findings. A refusal is
/// fine; a trap, a leak, or a printed line holding a raw control character is a finding.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-symbols-\(getpid())", isDirectory: true)
let context = GalleryContext(catalogue: Catalogue("Fuzz") {}, packageRoot: scratch)

func fuzzSymbols(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent("Shop.symbols.json").path, contents: Data(bytes: start, count: count))
    let output = CommandOutput()
    _ = GalleryCommand.run(context, arguments: ["audit", "--symbol-graphs", scratch.path], output: output)
    for line in output.text.split(separator: "\n") {
        if line.unicodeScalars.contains(where: { $0 != "\t" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)) }) {
            fatalError("a printed line holds a raw control character: \(line.debugDescription)")
        }
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzSymbols(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
