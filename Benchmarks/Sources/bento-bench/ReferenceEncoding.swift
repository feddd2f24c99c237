import BenchHarness
import Foundation
import Rasterizer

/// `--encode-references FOLDER`: the compact encoding of every PNG under a folder (the committed
/// snapshot references), one JSON line per file with its median time and size, for
/// `Benchmarks/reference_encode_compare.py` to set against libpng's level 6 on the same pixels.
enum ReferenceEncoding {
    static func run(folder: URL, runs: Int) throws {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { throw BenchError("no folder \(folder.path)") }
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted()
        for file in files {
            let bitmap = try Bitmap(pngData: Array(try Data(contentsOf: folder.appendingPathComponent(file))))
            let workload = Workload(
                name: "encode", run: { try bitmap.compactPNGData() }, check: { (String($0.count), ["bytes": $0.count]) })
            var measurement = try measure(workload, runs: runs)
            measurement.reported["file"] = "\"\(file)\""
            FileHandle.standardOutput.write(Data((measurement.jsonLine + "\n").utf8))
        }
    }
}
