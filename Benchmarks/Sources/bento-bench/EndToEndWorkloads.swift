import BenchHarness
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer

/// E1 and E2, end to end: what a user's snapshot test and a CI verify cost.
enum EndToEndWorkloads {
    /// E1: one component snapshot as `assertSnapshot` takes it: render a Design Library row at
    /// @2x, encode it as a reference is written, and verify it against its reference (read,
    /// decoded and compared pixel for pixel). The reference is recorded once, untimed.
    static func componentSnapshot(scratch: URL) throws -> Workload {
        let folder = scratch.appendingPathComponent("e1")
        try? FileManager.default.removeItem(at: folder)
        let traits = RenderTraits(theme: .light, scale: 2)
        let builder = DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: traits)
        let component = builder.row3(
            title: "Collection", detail: "Pick up your medicine from a pharmacy near you",
            image: Icon(template: builder.tokens.icons.image(.pharmacy)))
        let renderer = ComponentRenderer(traits: traits)
        let configuration = SnapshotConfiguration(
            recordMode: .missing, snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts"))
        let verifier = SnapshotVerifier(configuration: configuration)
        _ = try verifier.verify(try renderer.bitmap(of: component, layout: .width(390)), suite: "E1", name: "row3")
        return Workload(
            name: "E1",
            run: { () throws -> (SnapshotOutcome, Int) in
                let bitmap = try renderer.bitmap(of: component, layout: .width(390))
                let png = try bitmap.compactPNGData()
                return (try verifier.verify(bitmap, suite: "E1", name: "row3"), png.count)
            },
            check: { outcome, bytes in (outcome.isSuccess ? "matched" : "failed", ["bytes": bytes]) })
    }

    /// E2: the whole demo catalogue's verify as CI runs it: `gallery verify --quiet` (a release
    /// build of this repository's `gallery`), every entry rendered and compared with its committed
    /// reference, process start included.
    static func catalogueVerify(packageRoot: URL) throws -> Workload {
        let gallery = packageRoot.appendingPathComponent(".build/release/gallery")
        return Workload(
            name: "E2",
            run: { () throws -> Int32 in
                guard FileManager.default.isExecutableFile(atPath: gallery.path) else {
                    throw BenchError("E2 needs a release build of gallery: swift build -c release --product gallery")
                }
                let process = Process()
                process.executableURL = gallery
                process.arguments = ["verify", "--quiet"]
                process.currentDirectoryURL = packageRoot
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                return process.terminationStatus
            },
            check: { status in (status == 0 ? "verified" : "exit \(status)", [:]) })
    }
}
