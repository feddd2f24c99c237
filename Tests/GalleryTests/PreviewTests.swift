import ComponentCatalogue
import Components
import Foundation
import Rasterizer
import SnapshotReview
import Testing
@testable import GalleryKit

/// The live preview (`gallery serve`) over a real server on loopback: the same gate as the review
/// page, controls checked with clear messages, a render that throws shown as its `RenderError`,
/// and accept and undo going through the review session's journal and backups.
@Suite struct PreviewServerTests {
    /// A component whose render fails, as a bug in a design system's component would.
    struct Broken: Renderable {
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 10, height: 10) }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            throw .component("the broken component cannot draw")
        }
    }

    /// A preview of the failing run's catalogue (Meter's theme changed since its references), plus
    /// an entry that throws.
    static func start(_ run: FailingRun) throws -> ReviewServer {
        let catalogue = Catalogue("Shop", variants: run.changed.variants) {
            run.changed
            CatalogueEntry(component: "Broken", state: "always") { _ in Broken() }
        }
        let context = GalleryContext(catalogue: catalogue, packageRoot: run.package.root)
        let router = PreviewRouter(context: context, status: PreviewBuildStatus(generation: 1, watching: false), token: LoopbackGate.randomToken())
        return try ReviewServer.start(router: router, threads: 2)
    }

    static func get(_ server: ReviewServer, _ path: String, token: Bool = true, headers: [String: String] = [:]) throws -> (Int, String) {
        let separator = path.contains("?") ? "&" : "?"
        let response = try PlainHTTP.request(
            server.port, "GET", path + (token ? "\(separator)token=\(server.router.gate.token)" : ""),
            headers: ["Host": "127.0.0.1:\(server.port)"].merging(headers) { $1 })
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func requestsWithoutTheTokenOrFromElsewhereAreRefused() throws {
        let run = try FailingRun()
        let server = try Self.start(run)
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        #expect(server.url.host == "127.0.0.1")
        #expect(try Self.get(server, "/", token: false).0 == 401)
        #expect(try Self.get(server, "/api/render?entry=Meter/half&token=wrong", token: false).0 == 401)
        #expect(try Self.get(server, "/api/catalogue", headers: ["Host": "attacker.example:\(port)"]).0 == 403)
        #expect(try Self.get(server, "/api/catalogue", headers: ["Origin": "http://attacker.example"]).0 == 403)
        #expect(try Self.get(server, "/api/catalogue", headers: ["Sec-Fetch-Site": "cross-site"]).0 == 403)
        let accept = try PlainHTTP.request(
            port, "POST", "/api/accept?entry=Meter/half", headers: ["Host": "127.0.0.1:\(port)", "Origin": "http://attacker.example"])
        #expect(accept.status == 403)
        #expect(try run.package.files() == run.original)
        let (status, page) = try Self.get(server, "/")
        #expect(status == 200 && page.contains("Live preview") && !page.contains("http://") && !page.contains("https://"))
        #expect(try Self.get(server, "/api/catalogue?token=\(token)", token: false).0 == 200)
    }

    @Test func controlsOutOfRangeAreRefusedWithAMessage() throws {
        let run = try FailingRun()
        let server = try Self.start(run)
        defer { server.stop() }
        let cases = [
            ("/api/render?entry=Meter/half&width=99999", "width takes 1 to 4096 points"),
            ("/api/render?entry=Meter/half&width=-3", "width takes 1 to 4096 points"),
            ("/api/render?entry=Meter/half&scale=7", "scale is 1, 2 or 3"),
            ("/api/render?entry=Meter/half&theme=neon", "Unknown theme neon"),
            ("/api/render?entry=Meter/half&size=huge", "Unknown content size huge"),
            ("/api/render?entry=Meter/half&device=Nokia", "Unknown device Nokia"),
            ("/api/render?entry=Nothing/here", "No catalogue entry Nothing/here"),
            ("/api/render", "Choose an entry"),
            ("/api/render?entry=Broken/always", "the broken component cannot draw"),
        ]
        for (path, message) in cases {
            let (status, body) = try Self.get(server, path)
            #expect(status == 400 && body.contains(message), "\(path): \(status) \(body)")
        }
        // The server is still there after all of them.
        #expect(try Self.get(server, "/api/render?entry=Meter/half").0 == 200)
    }

    struct Rendered: Decodable {
        var png: String, reference: String, variant: String
        var controls: [String: String]
        var frames: [[String: AnyCodable]]
    }

    struct AnyCodable: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// Meter/half differs from its reference; accepting it on the preview makes the render the
    /// reference (through the journal), and undo restores the old one.
    @Test func acceptAndUndoGoThroughTheReviewSession() throws {
        let run = try FailingRun()
        let server = try Self.start(run)
        defer { server.stop() }
        let (status, body) = try Self.get(server, "/api/render?entry=Meter/half")
        let rendered = try JSONDecoder().decode(Rendered.self, from: Data(body.utf8))
        #expect(status == 200 && rendered.reference == "differs" && rendered.variant == "shop-1x-w96")
        #expect(rendered.controls["theme"] == "shop" && rendered.controls["width"] == "96" && !rendered.frames.isEmpty)
        #expect(try Self.get(server, "/api/diff?entry=Meter/half").0 == 200)
        // A width the catalogue does not list has no reference to compare with.
        #expect(try Self.get(server, "/api/render?entry=Meter/half&width=120").1.contains("\"reference\":\"unlisted\""))

        func post(_ action: String) throws -> (Int, String) {
            let response = try PlainHTTP.request(
                server.port, "POST", "/api/\(action)?entry=Meter/half&token=\(server.router.gate.token)", headers: ["Host": "127.0.0.1:\(server.port)"])
            return (response.status, String(decoding: response.body, as: UTF8.self))
        }
        let accepted = try post("accept")
        #expect(accepted.0 == 200 && accepted.1.contains("\"status\":\"accepted\""), "\(accepted)")
        let reference = try Bitmap(pngData: [UInt8](try Data(contentsOf: run.snapshots.appendingPathComponent(FailingRun.half + ".png"))))
        #expect(reference == (try Bitmap(pngData: [UInt8](try #require(Data(base64Encoded: rendered.png))))))
        #expect(try Self.get(server, "/api/render?entry=Meter/half").1.contains("\"reference\":\"matches\""))
        let journal = run.package.root.appendingPathComponent(".build/snapshot-artifacts/preview/review-journal.jsonl")
        #expect(try String(contentsOf: journal, encoding: .utf8).contains("Meter-half"))
        let undone = try post("undo")
        #expect(undone.0 == 200, "\(undone)")
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
    }
}
