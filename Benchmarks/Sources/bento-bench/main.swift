import Foundation
import Rasterizer

/// bento-bench [--only W1,W2,...] [--runs N] [--fixtures DIR] [--layout DIR] [--write-output DIR]
/// --write-output saves the image of each drawing workload as DIR/<workload>.png, to look at.
/// bento-bench --encode-references DIR [--runs N] times the compact encoding of every PNG in DIR.
/// Prints one JSON line per workload on stdout; see ../shared/bench/WORKLOADS.md.
PictureMemory.keepFreedPictures()
let known = ["W1", "W2", "W3", "W4", "W5", "W6", "L1", "L2", "L3", "L4", "L4a", "S1", "LT1", "LT2",
             "D1-10k", "D1-100k", "D2-10k", "D2-100k", "D3-100x100", "D3-100x1000", "E1", "E2", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "T1", "G1", "G2", "G3", "U1", "U2", "U3"]
var arguments = Array(CommandLine.arguments.dropFirst())
var only: [String]? = nil
var runs = 5
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
var outputFolder: URL? = nil
var referencesToEncode: URL? = nil
var fixtures = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/fixtures")
var layoutFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/layout")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bento-bench: \(message)\n".utf8))
    exit(2)
}

while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    guard let value = arguments.first else { fail("\(flag) needs a value") }
    arguments.removeFirst()
    switch flag {
    case "--only": only = value.split(separator: ",").map(String.init)
    case "--runs": runs = Int(value) ?? 0
    case "--fixtures": fixtures = URL(fileURLWithPath: value)
    case "--layout": layoutFolder = URL(fileURLWithPath: value)
    case "--write-output": outputFolder = URL(fileURLWithPath: value)
    case "--encode-references": referencesToEncode = URL(fileURLWithPath: value)
    default: fail("unknown option \(flag)")
    }
}
guard runs > 0 else { fail("--runs takes a positive number") }
if let only, let unknown = only.first(where: { !known.contains($0) }) { fail("unknown workload \(unknown)") }

if let referencesToEncode {
    do { try ReferenceEncoding.run(folder: referencesToEncode, runs: runs) } catch { fail("\(error)") }
    exit(0)
}

/// The folder E1 and the design-file workloads write into, removed however the run ends.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }

do {
    let implemented = try RasterWorkloads.workloads(fixtures: fixtures) + [try TextWorkload.workload()]
        + [try ScriptsWorkload.workload(file: packageRoot.appendingPathComponent("Benchmarks/text/scripts.json"))]
        + (try SolverWorkloads.workloads(layoutFolder: layoutFolder))
        + [try IncrementalSystems.workload(file: packageRoot.appendingPathComponent("Benchmarks/solver/incremental.txt"))]
        + (try LayoutPassWorkloads.workloads(layoutFolder: layoutFolder))
        + DiffWorkloads.workloads()
        + [try EndToEndWorkloads.componentSnapshot(scratch: scratch), try EndToEndWorkloads.catalogueVerify(packageRoot: packageRoot)]
        + (try ScreenFrameWorkloads.workloads())
        + (try SwiftUIScreenWorkloads.workloads())
        + (try DesignFileWorkloads.workloads(packageRoot: packageRoot, scratch: scratch))
    for name in only ?? known {
        if name == "L4" || name == "L4a" {
            let measurement = try SolverWorkloads.measureResolves(name: name, layoutFolder: layoutFolder, runs: runs)
            FileHandle.standardOutput.write(Data((measurement.jsonLine + "\n").utf8))
            continue
        }
        guard let workload = implemented.first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("bento-bench: \(name) is not implemented yet, skipped\n".utf8))
            continue
        }
        FileHandle.standardOutput.write(Data((try measure(workload, runs: runs).jsonLine + "\n").utf8))
        if let outputFolder, let bitmap = try workload.run() as? Bitmap {
            try bitmap.writePNG(to: outputFolder.appendingPathComponent("\(name).png"))
        }
    }
} catch {
    FileHandle.standardError.write(Data("bento-bench: \(error)\n".utf8))
    try? FileManager.default.removeItem(at: scratch)
    exit(1)
}
