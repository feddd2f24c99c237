import BenchHarness
import Foundation
import Rasterizer

/// bento-bench [--only W1,W2,...] [--runs N] [--fixtures DIR] [--layout DIR] [--write-output DIR]
/// bento-bench --encode-references DIR [--runs N] times the compact encoding of every PNG in DIR.
/// The kernels, text, the solver, layout, diffs and the end-to-end workloads, on Bento's own
/// modules alone (no example, no macro library); bento-bench-screens runs the example's screens.
PictureMemory.keepFreedPictures()
let known = ["W1", "W2", "W3", "W4", "W5", "W6", "L1", "L2", "L3", "L4", "L4a", "S1", "LT1", "LT2",
             "D1-10k", "D1-100k", "D2-10k", "D2-100k", "D3-100x100", "D3-100x1000", "E1", "E2", "T1"]
let command = BenchCommand(tool: "bento-bench", known: known)

if let referencesToEncode = command.referencesToEncode {
    do { try ReferenceEncoding.run(folder: referencesToEncode, runs: command.runs) } catch { command.fail("\(error)") }
    exit(0)
}

let packageRoot = command.packageRoot, layoutFolder = command.layoutFolder
command.run(
    known: known,
    workloads: {
        try RasterWorkloads.workloads(fixtures: command.fixtures) + [try TextWorkload.workload()]
            + [try ScriptsWorkload.workload(file: packageRoot.appendingPathComponent("Benchmarks/text/scripts.json"))]
            + (try SolverWorkloads.workloads(layoutFolder: layoutFolder))
            + [try IncrementalSystems.workload(file: packageRoot.appendingPathComponent("Benchmarks/solver/incremental.txt"))]
            + (try LayoutPassWorkloads.workloads(layoutFolder: layoutFolder))
            + DiffWorkloads.workloads()
            + [try EndToEndWorkloads.componentSnapshot(scratch: command.scratch), try EndToEndWorkloads.catalogueVerify(packageRoot: packageRoot)]
    },
    measured: { name in
        guard name == "L4" || name == "L4a" else { return nil }
        return try SolverWorkloads.measureResolves(name: name, layoutFolder: layoutFolder, runs: command.runs)
    },
    save: { output, file in try (output as? Bitmap)?.writePNG(to: file) })
