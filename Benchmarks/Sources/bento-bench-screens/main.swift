import BenchHarness
import Foundation
import Rasterizer

/// bento-bench-screens [--only F1,G1,U1,...] [--runs N] [--write-output DIR]
/// The workloads on the example's screens (Examples/DesignSystem's BrandCheckout, which uses
/// `#Preview`) and on SwiftUI views: a tool of its own, so bento-bench builds without the macro
/// library. F: a full screen's frames; U: SwiftUI screens; G: design files.
PictureMemory.keepFreedPictures()
let known = ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "G1", "G2", "G3", "U1", "U2", "U3"]
let command = BenchCommand(tool: "bento-bench-screens", known: known)
command.run(
    known: known,
    workloads: {
        try ScreenFrameWorkloads.workloads() + (try SwiftUIScreenWorkloads.workloads())
            + (try DesignFileWorkloads.workloads(packageRoot: command.packageRoot, scratch: command.scratch))
    },
    save: { output, file in try (output as? Bitmap)?.writePNG(to: file) })
