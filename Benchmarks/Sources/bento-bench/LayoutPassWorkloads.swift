import BenchHarness
import Components
import Foundation
import Layout
import Rasterizer

/// LT1 and LT2 from WORKLOADS.md: the L1 and L2 screens as component trees (24×24 images and
/// labels with the files' intrinsic sizes, in stacks), laid out by the layout pass at width 390.
enum LayoutPassWorkloads {
    static func workloads(layoutFolder: URL) throws -> [Workload] {
        try [("LT1", "L1"), ("LT2", "L2")].map { name, file in
            let system = try ConstraintSystemFile(contentsOf: layoutFolder.appendingPathComponent("\(file).txt"))
            let environment = RenderEnvironment(traits: RenderTraits(scale: 3))
            // Stacks keep their last arrangements; every timed run gets a tree never laid out.
            var fresh = try (0..<24).map { _ in try screen(from: system) }
            return Workload(
                name: name,
                run: {
                    let tree = fresh.isEmpty ? try screen(from: system) : fresh.removeLast()
                    return try tree.layoutFrames(width: 390, in: environment)
                },
                check: { frames in (summary(frames, system), [:]) },
                report: {
                    // A width change: a tree laid out at 390, then timed at a width it has not seen.
                    var times: [Double] = []
                    for step in 1...7 {
                        guard let tree = try? screen(from: system), (try? tree.layoutFrames(width: 390, in: environment)) != nil
                        else { continue }
                        let start = DispatchTime.now().uptimeNanoseconds
                        _ = try? tree.layoutFrames(width: 390 + Double(step), in: environment)
                        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    }
                    return ["width_change_median_ms": String(format: "%.3f", times.sorted()[times.count / 2])]
                })
        }
    }

    /// The rows of an L file as a vertical stack (margins and spacing 8) of horizontal stacks
    /// (spacing 8, centred): image 24×24, label with the file's intrinsic size, image 24×24.
    static func screen(from system: ConstraintSystemFile) throws -> UI.Stack {
        var intrinsic: [String: Double] = [:]
        for constraint in system.constraints
        where constraint.strength == .medium && constraint.relation == .equal && constraint.expression.terms.count == 1 {
            intrinsic[constraint.expression.terms[0].variable.name] = -constraint.expression.constant
        }
        let icon = try Bitmap(width: 24, height: 24, fill: .black)
        var rows: [AnyRenderable] = []
        var index = 0
        while let width = intrinsic["row\(index).label.w"], let height = intrinsic["row\(index).label.h"] {
            let image = UI.Image(image: icon).width(24).height(24).asAnyRenderable()
            let label = UI.Label(text: "row \(index)").intrinsicSize(width: width, height: height).asAnyRenderable()
            rows.append([image, label, image].stack(axis: .horizontal, spacing: 8, alignment: .center).asAnyRenderable())
            index += 1
        }
        return rows.stack(axis: .vertical, spacing: 8, layoutMargins: EdgeInsets(8))
    }

    /// Checks the frames against the file's `K` lines: label widths, row heights, root height.
    static func summary(_ frames: [Frame], _ system: ConstraintSystemFile) -> String {
        // Pre-order: root, then per row: row, image, label, image.
        let rowCount = (frames.count - 1) / 4
        var failures: [String] = []
        for check in system.checks {
            let name = system.variables[check.variable].name
            let parts = name.split(separator: ".")
            var value: Double?
            if name == "root.h" {
                value = frames[0].height
            } else if parts.count >= 2, parts[0].hasPrefix("row"), let row = Int(parts[0].dropFirst(3)), row < rowCount {
                let base = 1 + row * 4
                switch (parts.count, parts.last!) {
                case (2, "h"): value = frames[base].height
                case (3, "w") where parts[1] == "label": value = frames[base + 2].width
                default: value = nil
                }
            }
            guard let value else { continue }
            if abs(value - check.value) > 1e-6 { failures.append("\(name) = \(value), expected \(check.value)") }
        }
        return failures.isEmpty ? "\(frames.count) frames, K \(system.checks.count)/\(system.checks.count) ok" : "FAILED: \(failures)"
    }
}
