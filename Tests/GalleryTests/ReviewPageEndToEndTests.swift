import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import SnapshotReview
import Testing

/// The review page in real headless Chromium (Debian's, driven by Debian's chromedriver): from a
/// failing verify run, accept one change, reject another with the keyboard, accept and undo a
/// third; then verify passes for the accepted one and still fails for the rejected one, and the
/// references on disk are checked byte for byte. Screenshots of each view go to
/// `.build/review-screenshots` for a person to look at.
@Suite(.serialized) struct ReviewPageEndToEndTests {
    static let screenshots = Repository.root
        .appendingPathComponent(".build/review-screenshots", isDirectory: true)

    @Test func acceptRejectAndUndoOnThePageThenVerify() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let actualHalf = try #require(run.actual(FailingRun.half))
        let server = try LoopbackServer.start(session: run.session())
        defer { server.stop() }
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        try await withBrowser { browser in
            do {
                try await browser.open(server.url)
                try await browser.wait(until: "return document.querySelectorAll('li[data-id]').length === 4")
                #expect(try await browser.text("#progress") == "0 of 4 reviewed")
                try await browser.screenshot(to: Self.screenshots.appendingPathComponent("1-side-by-side.png"))
                func status(_ id: String) -> String { "return document.querySelector('li[data-id=\"\(id)\"]').dataset.status" }

                // Accept the half meter with the button.
                try await browser.click("li[data-id=\"\(FailingRun.half)\"]")
                try await browser.wait(until: "return document.getElementById('title').textContent === '\(FailingRun.half)'")
                for (mode, file) in [("slider", "2-slider"), ("onion", "3-onion-skin"), ("diff", "4-diff")] {
                    try await browser.click("button[data-mode=\"\(mode)\"]")
                    try await browser.wait(until: "return [...document.querySelectorAll('#view img')].every(i => i.complete && i.naturalWidth > 0)")
                    try await browser.screenshot(to: Self.screenshots.appendingPathComponent("\(file).png"))
                }
                _ = try await browser.script("document.getElementById('zoom').value = '8'; document.getElementById('zoom').dispatchEvent(new Event('change', {bubbles: true}))")
                try await browser.wait(until: "return document.querySelector('#view img').style.width === (document.querySelector('#view img').naturalWidth * 8) + 'px'")
                try await browser.screenshot(to: Self.screenshots.appendingPathComponent("5-zoom-8x.png"))
                try await browser.click("#accept")
                try await browser.wait(until: status(FailingRun.half) + " === 'accepted'")

                // Reject the unlabelled meter from the keyboard.
                try await browser.click("li[data-id=\"\(FailingRun.unlabelled)\"]")
                try await browser.wait(until: "return document.getElementById('title').textContent === '\(FailingRun.unlabelled)'")
                try await browser.type("r")
                try await browser.wait(until: status(FailingRun.unlabelled) + " === 'rejected'")

                // Accept the new entry, then undo it.
                try await browser.click("li[data-id=\"\(FailingRun.added)\"]")
                try await browser.wait(until: "return document.getElementById('title').textContent === '\(FailingRun.added)'")
                try await browser.click("#accept")
                try await browser.wait(until: status(FailingRun.added) + " === 'accepted'")
                #expect(run.reference(FailingRun.added) != nil)
                try await browser.click("li[data-id=\"\(FailingRun.added)\"]")
                try await browser.click("#undo")
                try await browser.wait(until: status(FailingRun.added) + " === 'pending'")
                #expect(try await browser.text("#progress") == "2 of 4 reviewed")
                try await browser.screenshot(to: Self.screenshots.appendingPathComponent("6-decided.png"))
            } catch {
                try? await browser.screenshot(to: Self.screenshots.appendingPathComponent("failure.png"))
                throw error
            }
        }
        server.stop()

        // The references on disk, byte for byte.
        #expect(run.reference(FailingRun.half) == actualHalf)
        #expect(run.reference(FailingRun.unlabelled) == run.originalReference(FailingRun.unlabelled))
        #expect(run.reference(FailingRun.added) == nil)
        #expect(run.reference(FailingRun.retired) == run.originalReference(FailingRun.retired))
        // Verify agrees: the accepted one passes, the rejected one still fails.
        #expect(run.package.run(run.changed, ["verify", "--quiet", "--filter", "Meter/half"]) == 0)
        #expect(run.package.run(run.changed, ["verify", "--quiet", "--filter", "Meter/unlabelled"]) == 1)
    }
}

/// `report.html` without a server: checking failures builds the `gallery accept` command, and
/// that command, run, accepts exactly the checked references.
@Suite struct ReportAcceptCommandTests {
    @Test func checkedFailuresBuildTheAcceptCommand() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let command: String = try await withBrowser { browser -> String in
            try await browser.open(run.artifacts.appendingPathComponent("report.html"))
            #expect(try await browser.script("return document.getElementById('command').value") as? String == "")
            try await browser.click("input.accept[value=\"\(FailingRun.half)\"]")
            return try await browser.script("return document.getElementById('command').value") as? String ?? ""
        } ?? ""
        let prefix = "swift package --allow-writing-to-package-directory gallery "
        #expect(command.hasPrefix(prefix))
        let arguments = command.dropFirst(prefix.count).split(separator: " ").map { String($0).replacingOccurrences(of: "'", with: "") }
        #expect(arguments == ["accept", "--from", run.artifacts.standardizedFileURL.path, FailingRun.half])
        #expect(run.package.run(run.changed, arguments) == 0)
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
        #expect(run.reference(FailingRun.unlabelled) == run.originalReference(FailingRun.unlabelled))
    }
}
