import ComponentCatalogue
import Foundation
import FuzzDriver
import GalleryKit

/// Any bytes as a CI artifact zip, through `gallery merge-reports` as a user runs it: our check of
/// the zip's directory, ZIPFoundation's reading, the extraction's limits and CRC-32 checks, and
/// the merge of what came out. A refusal is fine; a trap, a leak or a write outside the scratch
/// folder is a finding.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-archive-\(getpid())", isDirectory: true)
let context = GalleryContext(catalogue: Catalogue("Fuzz") {}, packageRoot: scratch)

func fuzzArchive(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    try? FileManager.default.removeItem(at: scratch)
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let zip = scratch.appendingPathComponent("artifacts.zip")
    _ = FileManager.default.createFile(atPath: zip.path, contents: Data(bytes: start, count: count))
    _ = GalleryCommand.run(context, arguments: ["merge-reports", zip.path, "--output", scratch.appendingPathComponent("merged").path])
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzArchive(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
