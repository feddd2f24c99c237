import BenchHarness
import BrandCheckout
import ComponentCatalogue
import Components
import DesignFiles
import DesignTokens
import Foundation
import GalleryEngine
import Rasterizer

/// G1-G3: a design file of 498 nodes, the example's basket row (`Examples/DesignSystem/
/// Design/checkout.json`, node 11:1, 7 layers) repeated 71 times down a page, each copy with its
/// own ids and product name, in one nodes answer (with the variables answer beside it).
/// G1 reads and summarises it; G2 reads it and draws the page at 2x with our engine; G3 holds 71
/// catalogue entries (BasketRow with each copy's name, in Bento's light theme, so each row's
/// colours differ from the brand's design) against their nodes, as `gallery design compare` does.
/// Each reports the memory one run adds: the process's peak resident memory during its last run
/// (the peak reset before it, `/proc/self/clear_refs`) less its resident memory before.
enum DesignFileWorkloads {
    static let rows = 71

    static func workloads(packageRoot: URL, scratch: URL) throws -> [Workload] {
        let folder = scratch.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Design"), withIntermediateDirectories: true)
        let example = packageRoot.appendingPathComponent("Examples/DesignSystem/Design")
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("Design/variables.json"))
        try FileManager.default.copyItem(at: example.appendingPathComponent("variables.json"), to: folder.appendingPathComponent("Design/variables.json"))
        let answer = folder.appendingPathComponent("Design/page.json")
        try page(from: example.appendingPathComponent("checkout.json")).write(to: answer)
        let bytes = try Array(Data(contentsOf: answer))
        let catalogue = Catalogue("Page", variants: VariantMatrix(themes: [.light])) {
            CatalogueGroup("Row") {
                (1...rows).map { row in
                    CatalogueEntry("\(row)") { context in
                        BasketRow(name: "Product \(row)", rating: 4, price: "£1.80", traits: context.traits)
                    }.design("Design/page.json", node: "Page/Row \(row)")
                }
            }
        }
        return [
            Workload(
                name: "G1",
                run: { () throws -> DesignFileSummary in
                    resetPeakMemory()
                    return DesignFileSummary(try DesignFile(bytes: bytes, source: "page.json"))
                },
                check: { summary in ("\(summary.nodesByType.values.reduce(0, +)) nodes, \(summary.autoLayoutFrames) auto layout, \(bytes.count / 1024) KB", [:]) },
                report: peakMemory),
            Workload(
                name: "G2",
                run: { () throws -> Bitmap in
                    resetPeakMemory()
                    let file = try DesignFile(bytes: bytes, source: "page.json")
                    return try DesignDrawing(try file.node("Page")).picture(scale: 2)
                },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", [:]) },
                report: peakMemory),
            Workload(
                name: "G3",
                run: { () throws -> [AuditFinding] in
                    resetPeakMemory()
                    return try catalogue.designFindings(packageRoot: folder)
                },
                check: { findings in ("\(findings.count) findings", [:]) },
                report: peakMemory),
        ]
    }

    /// The page: the example's basket row repeated down a frame, ids and names made unique.
    static func page(from checkout: URL) throws -> Data {
        let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: checkout)) as! [String: Any]
        let nodes = answer["nodes"] as! [String: Any]
        let checkoutPage = (nodes["1:2"] as! [String: Any])["document"] as! [String: Any]
        let row = (checkoutPage["children"] as! [[String: Any]])[0]
        func copy(_ node: [String: Any], row: Int, top: Double) -> [String: Any] {
            var node = node
            node["id"] = "\(row + 100):" + (node["id"] as! String).split(separator: ":")[1]
            if var box = node["absoluteBoundingBox"] as? [String: Any] {
                box["y"] = (box["y"] as! Double) - 300 + top
                node["absoluteBoundingBox"] = box
            }
            if node["type"] as? String == "TEXT", node["characters"] as? String == "Oat milk, 1 litre" {
                node["characters"] = "Product \(row)"
                node["name"] = "Product \(row)"
            }
            if let children = node["children"] as? [[String: Any]] { node["children"] = children.map { copy($0, row: row, top: top) } }
            return node
        }
        var children: [[String: Any]] = []
        for index in 1...rows {
            var copied = copy(row, row: index, top: Double(index - 1) * 88)
            copied["name"] = "Row \(index)"
            copied["relativeTransform"] = [[1, 0, 0], [0, 1, Double(index - 1) * 88]]
            children.append(copied)
        }
        let page: [String: Any] = [
            "id": "1:1", "name": "Page", "type": "FRAME", "fills": [], "children": children,
            "absoluteBoundingBox": ["x": 0, "y": 0, "width": 375, "height": 88 * rows], "size": ["x": 375, "y": 88 * rows],
        ]
        return try JSONSerialization.data(withJSONObject: ["name": "Bench page", "nodes": ["1:1": ["document": page]]], options: [.sortedKeys])
    }

    /// The resident memory when the last run started.
    nonisolated(unsafe) static var residentAtStart = 0

    /// Resets the kernel's record of the process's peak resident memory and notes the present.
    static func resetPeakMemory() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        residentAtStart = status("VmRSS")
    }

    static func peakMemory() -> [String: String] {
        let added = Double(status("VmHWM") - residentAtStart) / 1024
        return ["run_peak_added_mb": String(format: "%.1f", added), "resident_before_mb": String(format: "%.1f", Double(residentAtStart) / 1024)]
    }

    /// A field of `/proc/self/status`, in kB.
    static func status(_ field: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
