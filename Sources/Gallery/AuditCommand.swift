import ArgumentParser
import Components
import Foundation
import Layout
import Rasterizer

/// `gallery audit`: text contrast below WCAG AA, text cut short, tap targets under 44 × 44 points,
/// images and buttons without an accessibility label. Exit 1 when anything not allowed is found.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Check the catalogue for low contrast, truncated text, small tap targets and missing labels.",
        discussion: """
            An allow-list file has one finding per line: an entry glob (Component/state, or with @variant) and a rule \
            (contrast, truncated, tap-target, missing-label), e.g. "DesignLibrary/row1* truncated". Lines starting with # are comments.
            """)

    @OptionGroup var selection: SelectionOptions
    @Option(name: .long, help: "Findings to accept, one 'glob rule' per line.") var allow: String?

    struct Finding {
        var entry: String
        var rule: String
        var detail: String
    }

    func run() throws {
        let allowed = try allow.map { path -> [(String, String)] in
            try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8).split(separator: "\n").compactMap { line in
                let parts = line.split(separator: " ", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, !parts[0].hasPrefix("#") else { return nil }
                return (parts[0], parts[1])
            }
        } ?? []
        var findings: [Finding] = []
        let items = try selection.workItems(from: Catalogue.entries)
        for (entry, variant) in items {
            let renderer = ComponentRenderer(traits: variant.traits)
            let component = entry.make(variant)
            let layout = entry.layout(for: variant)
            let nodes = try renderer.layoutNodes(of: component, layout: layout)
            let bitmap = try renderer.bitmap(of: component, layout: layout)
            let name = "\(entry.identifier)@\(variant.name)"
            for node in nodes {
                let info = node.accessibility, frame = node.frame
                let title = info.label.map { "\(node.typeName) \"\($0.prefix(30))\"" } ?? node.typeName
                if node.notes.contains("truncated") {
                    findings.append(Finding(entry: name, rule: "truncated", detail: "\(title) is cut short in \(Int(frame.width)) × \(Int(frame.height)) pt"))
                }
                if info.isInteractive && (frame.width < 44 - 1e-6 || frame.height < 44 - 1e-6) {
                    findings.append(Finding(entry: name, rule: "tap-target", detail: "\(title) is \(Self.format(frame.width)) × \(Self.format(frame.height)) pt, under 44 × 44"))
                }
                if (info.role == "image" || info.role == "button") && (info.label ?? "").isEmpty {
                    findings.append(Finding(entry: name, rule: "missing-label", detail: "\(info.role!) at (\(Self.format(frame.x)), \(Self.format(frame.y))) has no accessibility label"))
                }
                if info.role == "staticText", let ratio = Self.contrast(in: bitmap, frame: frame, scale: variant.traits.scale) {
                    let needed = frame.height >= 28 ? 3.0 : 4.5
                    if ratio < needed {
                        findings.append(Finding(entry: name, rule: "contrast", detail: "\(title) has contrast \(String(format: "%.2f", ratio)):1, under \(needed):1"))
                    }
                }
            }
        }
        let reported = findings.filter { finding in
            !allowed.contains { pattern, rule in rule == finding.rule && (Glob.matches(pattern, finding.entry) || Glob.matches(pattern, String(finding.entry.prefix { $0 != "@" }))) }
        }
        for finding in reported { print("\(finding.rule)\t\(finding.entry)\t\(finding.detail)") }
        print("\(items.count) variants audited: \(reported.count) findings (\(findings.count - reported.count) allowed).")
        if !reported.isEmpty { throw ExitCode(1) }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// The WCAG contrast between a text frame's background (its most common colour) and its
    /// text (the pixel that differs most from it).
    static func contrast(in bitmap: Bitmap, frame: Frame, scale: Double) -> Double? {
        let x0 = max(0, Int(frame.x * scale)), y0 = max(0, Int(frame.y * scale))
        let x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        bitmap.withUnsafePixels { pixels in
            for y in y0..<y1 { for x in x0..<x1 { counts[pixels[y * bitmap.width + x], default: 0] += 1 } }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        let backgroundLuminance = luminance(background)
        var best = backgroundLuminance
        for color in counts.keys where abs(luminance(color) - backgroundLuminance) > abs(best - backgroundLuminance) {
            best = luminance(color)
        }
        guard best != backgroundLuminance else { return nil }
        let (light, dark) = (max(best, backgroundLuminance), min(best, backgroundLuminance))
        return (light + 0.05) / (dark + 0.05)
    }

    static func luminance(_ pixel: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let c = Double((pixel >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(16)
    }
}
