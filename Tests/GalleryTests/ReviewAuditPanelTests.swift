import Foundation
import LoopbackHTTP
import ImageSnapshots
import SnapshotReview
import TestSupport
import Testing

/// The audit against a baseline on the review page: `audit.json` in the artifacts shows as new,
/// pre-existing and resolved findings, in real Chromium, with what a pull request wrote in it shown
/// as text (in the long step; a screenshot goes to `.build/review-screenshots/audit-panel.png`); a report that is a link out of the folder, too large, or of another format is not read.
@Suite struct ReviewAuditPanelTests {
    static func folders() throws -> (artifacts: URL, snapshots: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-review-audit-\(UUID().uuidString)", isDirectory: true)
        let artifacts = root.appendingPathComponent("artifacts", isDirectory: true), snapshots = root.appendingPathComponent("Snapshots", isDirectory: true)
        for folder in [artifacts, snapshots] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        return (artifacts, snapshots)
    }

    static let report = AuditReport(
        baseline: "audit-baseline.txt", variants: 7,
        new: [AuditReport.Finding(
            rule: "truncated", entry: "Card/title@light-xa-1x", element: "Stack/Label[0]",
            detail: #"Label "<img src=x onerror=document.title='owned'>" is cut short in 90 × 22 pt"#)],
        preexisting: 3,
        resolved: [AuditReport.Finding(rule: "contrast", entry: "Button/primary@light-2x", element: "Button", detail: "Button has contrast 3.1:1, under 4.5:1 for text")])

    @Test(LongStep.only) func thePageShowsNewPreexistingAndResolvedAsText() async throws {
        let (artifacts, snapshots) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: artifacts.deletingLastPathComponent()) }
        try Self.report.write(in: artifacts)
        let server = try LoopbackServer.start(session: ReviewSession(artifacts: artifacts, snapshots: snapshots))
        defer { server.stop() }
        try await withBrowser(width: 1000, height: 800) { browser in
            try await browser.open(server.url)
            try await browser.wait(until: "return !document.getElementById('audit').hidden")
            #expect(try await browser.text("#audit h2") == "Audit against audit-baseline.txt")
            #expect(try await browser.text("#audit-counts") == "7 variants: 1 new, 3 pre-existing, 1 resolved")
            let new = try await browser.text("#audit-new li")
            #expect(new.contains(#"truncated Label "<img src=x onerror=document.title='owned'>" is cut short in 90 × 22 pt"#), "\(new)")
            #expect(new.contains("Card/title@light-xa-1x · Stack/Label[0]"), "\(new)")
            #expect(try await browser.script("return document.querySelectorAll('#audit img').length") as? Int == 0)
            #expect(try await browser.script("return document.title") as? String != "owned")
            // Resolved findings are folded away, with the command that takes them out of the baseline.
            #expect(try await browser.script("return document.getElementById('audit-resolved').open") as? Bool == false)
            try await browser.click("#audit-resolved summary")
            let resolved = try await browser.text("#audit-resolved")
            #expect(resolved.contains("contrast Button has contrast 3.1:1"), "\(resolved)")
            #expect(resolved.contains("gallery audit --baseline audit-baseline.txt --accept-resolved"), "\(resolved)")
            let screenshots = Repository.root.appendingPathComponent(".build/review-screenshots", isDirectory: true)
            try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
            try await browser.screenshot(to: screenshots.appendingPathComponent("audit-panel.png"))
        }
    }

    @Test func aHostileReportIsNotRead() throws {
        let (artifacts, _) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: artifacts.deletingLastPathComponent()) }
        let file = artifacts.appendingPathComponent(AuditReport.fileName)

        // A link to a report elsewhere.
        let elsewhere = artifacts.deletingLastPathComponent().appendingPathComponent("elsewhere.json")
        try Self.report.write(in: artifacts)
        try FileManager.default.moveItem(at: file, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        #expect(AuditReport.read(in: artifacts) == nil)
        try FileManager.default.removeItem(at: file)

        // Another format, and a baseline given as a path.
        try Data(#"{"schema":"bento.audit-report/9","baseline":"b","variants":1,"new":[],"preexisting":0,"resolved":[]}"#.utf8).write(to: file)
        #expect(AuditReport.read(in: artifacts) == nil)
        var report = Self.report
        report.baseline = "../../etc/passwd"
        report.new += Array(repeating: report.new[0], count: 6_000)
        report.new[0].detail = String(repeating: "x", count: 10_000) + "\u{1B}[31m"
        try report.write(in: artifacts)
        let read = try #require(AuditReport.read(in: artifacts))
        #expect(read.baseline == "passwd")
        report.baseline = "a.txt; rm -rf ~"
        try report.write(in: artifacts)
        #expect(AuditReport.read(in: artifacts)?.baseline == "audit-baseline.txt", "no shell in a command to copy")
        #expect(read.new.count == 5_000)
        #expect(read.new[0].detail.count < 700 && !read.new[0].detail.contains("\u{1B}"))

        // Larger than a report can be.
        try Data(count: 17 << 20).write(to: file)
        #expect(AuditReport.read(in: artifacts) == nil)
    }
}
