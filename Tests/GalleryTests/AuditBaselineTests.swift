import BentoCatalogue
import ComponentCatalogue
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
import TestSupport
import Testing

/// `gallery audit --baseline`: findings recorded once, later runs failing only on new ones, with
/// new, pre-existing and resolved reported apart, and accepting resolved ones shrinking the file.
/// The findings come from a team's rule over labels, so each run's are known exactly.
@Suite struct AuditBaselineTests {
    /// Any label whose text starts with "bad" is a finding.
    static let badWords = DesignRule("bad-word") { node, _ in
        guard node.typeName == "Label", let label = node.accessibility.label, label.hasPrefix("bad") else { return nil }
        return "\"\(label)\" is a bad word"
    }

    static func catalogue(_ texts: [String]) -> Catalogue {
        Catalogue("Words", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Note") {
                for (name, text) in zip(["a", "b", "c", "d"], texts) {
                    CatalogueEntry(name) { _ in UI.Label(text: text).padding(8) }
                }
            }
        }
    }

    static func audit(_ texts: [String], in package: CustomCatalogueTests.TemporaryPackage, _ arguments: [String]) -> (Int32, String) {
        var context = GalleryContext(catalogue: catalogue(texts), packageRoot: package.root)
        context.designRules = [badWords]
        let output = CommandOutput()
        let code = GalleryCommand.run(context, arguments: ["audit"] + arguments, output: output)
        return (code, output.text)
    }

    @Test func onlyNewFindingsFailAndResolvedOnesAreReportedAndTakenOut() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let baseline = package.root.appendingPathComponent("audit-baseline.txt")
        let options = ["--baseline", baseline.path]

        // Without a baseline there is nothing to judge against; recording it takes today's findings.
        var (code, text) = Self.audit(["bad one", "fine", "bad two", "fine"], in: package, options)
        #expect(code != 0 && text.contains("There is no baseline at") && text.contains("--record-baseline"), "\(text)")
        (code, text) = Self.audit(["bad one", "fine", "bad two", "fine"], in: package, options + ["--record-baseline"])
        #expect(code == 0 && text.contains("recorded 2 findings as the baseline"), "\(text)")
        let recorded = try String(contentsOf: baseline, encoding: .utf8)
        #expect(recorded.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").prefix(3).joined(separator: " ") }
            == ["bad-word Note/a@light-1x Label", "bad-word Note/c@light-1x Label"])

        // The same findings again: all pre-existing. New words for the same finding change nothing.
        (code, text) = Self.audit(["bad one", "fine", "bad two, reworded", "fine"], in: package, options)
        #expect(code == 0 && text.contains("0 new, 2 pre-existing (in the baseline), 0 resolved"), "\(text)")

        // One fixed, one new: the run fails on the new one only, and says which is which.
        (code, text) = Self.audit(["fine", "fine", "bad two", "bad three"], in: package, options)
        #expect(code == 1, "\(text)")
        #expect(text.contains("new\tbad-word\tNote/d@light-1x\tLabel \"bad three\" is a bad word"))
        #expect(text.contains("resolved\tbad-word\tNote/a@light-1x\tLabel \"bad one\" is a bad word"))
        #expect(text.contains("1 new, 1 pre-existing (in the baseline), 1 resolved"))
        #expect(try String(contentsOf: baseline, encoding: .utf8) == recorded, "a run without --accept-resolved leaves the baseline")
        let summary = try String(contentsOf: package.root.appendingPathComponent(".build/snapshot-artifacts/audit-summary.md"), encoding: .utf8)
        #expect(summary.contains("**1 new**, 1 pre-existing, 1 resolved") && summary.contains("bad three") && summary.contains("bad one"), "\(summary)")

        // A run over part of the catalogue does not call the rest resolved.
        (code, text) = Self.audit(["fine", "fine", "bad two", "bad three"], in: package, options + ["--filter", "Note/c"])
        #expect(code == 0 && text.contains("0 new, 1 pre-existing (in the baseline), 0 resolved"), "\(text)")

        // Accepting the resolved finding shrinks the baseline; the new one still fails.
        (code, text) = Self.audit(["fine", "fine", "bad two", "bad three"], in: package, options + ["--accept-resolved"])
        #expect(code == 1 && text.contains("Took 1 resolved finding out of the baseline"), "\(text)")
        let shrunk = try String(contentsOf: baseline, encoding: .utf8)
        #expect(!shrunk.contains("Note/a@") && shrunk.contains("Note/c@") && !shrunk.contains("Note/d@"))
    }

    @Test func aBaselineThatIsNoBaselineIsRefusedAndNamed() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let baseline = package.root.appendingPathComponent("audit-baseline.txt")
        try Data("# comment\nbad-word\tNote/a@light-1x\n".utf8).write(to: baseline)
        var (code, text) = Self.audit(["bad one"], in: package, ["--baseline", baseline.path])
        #expect(code != 0 && text.contains("audit-baseline.txt line 2: expected a rule, an entry, an element and what was found"), "\(text)")

        // A link is never followed, to read or to write.
        let elsewhere = package.root.appendingPathComponent("elsewhere.txt")
        try Data("keep\n".utf8).write(to: elsewhere)
        try FileManager.default.removeItem(at: baseline)
        try FileManager.default.createSymbolicLink(at: baseline, withDestinationURL: elsewhere)
        (code, text) = Self.audit(["bad one"], in: package, ["--baseline", baseline.path])
        #expect(code != 0 && text.contains("is a symbolic link, which is not followed"), "\(text)")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "keep\n")
        // Binary bytes are not a baseline either.
        try FileManager.default.removeItem(at: baseline)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: baseline)
        (code, text) = Self.audit(["bad one"], in: package, ["--baseline", baseline.path])
        #expect(code != 0 && text.contains("is not UTF-8 text"), "\(text)")
        #expect(Self.audit(["bad one"], in: package, ["--accept-resolved"]).1.contains("need --baseline FILE"))
    }
}

/// Text that does not fit, reported exactly from the layout with how much it lacks, in the demo's
/// pseudo-locale variant and not in the same screen as written.
@Suite struct TextFitAuditTests {
    @Test func thePseudoLocaleCutsAFieldsValueAndTheAuditSaysByHowMuch() throws {
        let findings = try BentoCatalogue.catalogue.auditFindings().filter { $0.entry.hasPrefix("DesignLibrary/pseudo-locale@") && $0.rule == "truncated" }
        #expect(findings.map(\.entry) == ["DesignLibrary/pseudo-locale@light-xa-2x-w320"], "only the pseudo-locale's variant cuts text: \(findings)")
        let detail = try #require(findings.first?.detail)
        #expect(detail.hasPrefix(#"Label "ada@example.com" is cut short in 172 × 22 pt: it needs "#) && detail.hasSuffix(" more"), "\(detail)")
        let needed = try #require(Double(detail.components(separatedBy: "it needs ").last?.split(separator: " ").first.map(String.init) ?? ""))
        #expect(needed > 172, "it needs more than the 172 pt it has")
        // The demo allows it, with its reason; the title beside it is not cut.
        let allow = try String(contentsOf: Repository.root.appendingPathComponent("Snapshots/audit-allow.txt"), encoding: .utf8)
        #expect(try AuditAllowList(text: allow).allows(Audit.Finding(entry: findings[0].entry, rule: "truncated", detail: detail)))
        #expect(!findings.contains { $0.detail.contains("Email") })
    }

    @Test func aLabelCutByItsLineLimitSaysWhatItNeeds() throws {
        let catalogue = Catalogue("Fit", variants: VariantMatrix(themes: [.light], scales: [1], pseudoLocales: [.accented])) {
            CatalogueGroup("Tag") {
                CatalogueEntry("one-line", layout: .width(140)) { _ in UI.Label(text: "Delivery today").numberOfLines(1).padding(4) }
                CatalogueEntry("two-lines", layout: .width(200)) { _ in UI.Label(text: "Delivered to your door within two days").numberOfLines(2).padding(4) }
                CatalogueEntry("fits", layout: .width(200)) { _ in UI.Label(text: "Go").numberOfLines(1).padding(4) }
            }
        }
        let truncated = try catalogue.auditFindings().filter { $0.rule == "truncated" }.map { "\($0.entry) \($0.detail)" }
        // Only the pseudo-locale's variants cut: the strings as written fit.
        #expect(truncated.count == 2, "\(truncated)")
        #expect(truncated.contains { $0.hasPrefix("Tag/one-line@light-xa-1x Label \"Delivery today\" is cut short in 132 × 22 pt: it needs ") && $0.contains("pt of width") }, "\(truncated)")
        #expect(truncated.contains { $0.hasPrefix("Tag/two-lines@light-xa-1x ") && $0.contains("lines need") }, "\(truncated)")
    }
}
