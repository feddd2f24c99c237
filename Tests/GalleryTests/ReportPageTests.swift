import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer
import TestSupport
import Testing

/// `report.html` in Chromium: the wipe slider lays the actual picture over the reference at one
/// scale, both at their pixel size, so what the slider uncovers lines up (a picture wider than the
/// side-by-side view's 360 px was shrunk under an actual drawn at full size).
@Suite(.serialized, LongStep.only) struct ReportPageTests {
    @Test func theSliderComparesBothPicturesAtOneScale() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-report-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
            SnapshotVerifier(configuration: SnapshotConfiguration(
                recordMode: mode, snapshotsDirectory: folder.appendingPathComponent("Snapshots"), artifactsDirectory: folder.appendingPathComponent("artifacts")))
        }
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 2))
        func banner(_ text: String) throws -> Bitmap {
            try renderer.bitmap(of: UI.Label(text: text, style: Theme.light.typography.title).padding(16).backgroundColor(Theme.light.colors.surface), layout: .width(300))
        }
        _ = try verifier(.missing).verify(try banner("Free delivery today"), suite: "Report", name: "banner")
        let outcome = try verifier(.never).verify(try banner("Free delivery tomorrow"), suite: "Report", name: "banner")
        guard case .failed = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        let report = folder.appendingPathComponent("artifacts/report.html")
        _ = try await withBrowser(width: 1280, height: 900) { browser in
            try await browser.open(report)
            let sizes = try await browser.script("""
                return [...document.querySelectorAll('.wipe img')].map(i => [i.clientWidth, i.naturalWidth])
                """) as? [[Double]] ?? []
            #expect(sizes.count == 2, "\(sizes)")
            #expect(sizes.allSatisfy { $0.count == 2 && $0[1] == 600 && abs($0[0] - $0[1]) < 0.5 }, "both sides of the wipe at their 600 px: \(sizes)")
        }
    }
}
