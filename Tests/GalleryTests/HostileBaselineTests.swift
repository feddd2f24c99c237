import ComponentCatalogue
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
import Testing

/// An audit baseline is anyone's file: its fields are printed escaped and bounded (in the
/// terminal and in GitHub's annotations), and a checkout with CRLF line ends reads as the same.
@Suite struct HostileBaselineTests {
    static func run(_ package: CustomCatalogueTests.TemporaryPackage, _ arguments: [String]) -> (Int32, String) {
        AuditBaselineTests.audit(["bad one", "fine", "bad two", "fine"], in: package, arguments)
    }

    @Test func aCRLFBaselineReadsAsTheSame() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let baseline = package.root.appendingPathComponent("audit-baseline.txt")
        #expect(Self.run(package, ["--baseline", baseline.path, "--record-baseline"]).0 == 0)
        let crlf = try String(contentsOf: baseline, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: baseline)
        let (code, text) = Self.run(package, ["--baseline", baseline.path])
        #expect(code == 0 && text.contains("0 new, 2 pre-existing"), "\(text)")
    }

    @Test func aBaselinesFieldsArePrintedEscapedAndBounded() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let baseline = package.root.appendingPathComponent("audit-baseline.txt")
        let hostile = "\u{1B}]0;owned\u{07}\r\u{202E}\u{2028}" + String(repeating: "x", count: 1 << 20)
        let text = "# gallery audit baseline\nbad-word\u{1B}[2J\tNote/z@light-1x\tLabel\t\(hostile)\n"
        try Data(text.utf8).write(to: baseline)
        let (_, printed) = Self.run(package, ["--baseline", baseline.path])
        #expect(printed.contains("resolved\tbad-word\\u{1B}[2J"), "\(printed.prefix(300))")
        // GitHub's annotation of the same line (what a run under GITHUB_ACTIONS prints).
        let annotation = GitHubActions.command("notice", title: "audit: resolved bad-word\u{1B}[2J", message: "Note/z@light-1x: \(hostile)")
        for text in [printed, annotation] {
            let raw = text.unicodeScalars.filter { !["\n", "\t"].contains($0) && ($0.value < 0x20 || [0x202E, 0x2028].contains($0.value)) }
            #expect(raw.isEmpty, "raw controls printed: \(raw.map { String($0.value, radix: 16) })")
            #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count < 4_000 }, "a line of \(text.split(separator: "\n").map(\.utf8.count).max() ?? 0) bytes")
        }
    }
}
