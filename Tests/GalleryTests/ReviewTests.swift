import CatalogueTesting
import ComponentCatalogue
import Components
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import ImageSnapshots
import LoopbackHTTP
import Rasterizer
import SnapshotReview
import Testing

/// A failing verify run of the shop catalogue to review: the meters changed (one unit of blue in
/// the primary colour), a new entry has no reference, and a reference nothing produces.
final class FailingRun {
    let package: CustomCatalogueTests.TemporaryPackage
    let changed: Catalogue
    var artifacts: URL { package.root.appendingPathComponent("artifacts", isDirectory: true) }
    var snapshots: URL { package.root.appendingPathComponent("Snapshots", isDirectory: true) }
    var original: [String: Data] = [:]

    static let half = "Shop/Meter-half@shop-1x-w96"
    static let unlabelled = "Shop/Meter-unlabelled@shop-1x-w96"
    static let added = "Shop/PriceTag-added@shop-1x"
    static let retired = "Shop/Retired-state@shop-1x"

    init() throws {
        package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        #expect(package.run(Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes)), ["record", "--quiet"]) == 0)
        try Data([0x89, 0x50]).write(to: package.references.appendingPathComponent("Retired-state@shop-1x.png"))
        original = try package.files()
        let theme = try Shop.theme(primary: "#1F5FD7", in: themes)
        changed = Catalogue("Shop", variants: VariantMatrix(themes: [theme], scales: [1])) {
            Shop.atoms()
            Shop.charts()
            CatalogueEntry(component: "PriceTag", state: "added") { context in Shop.PriceTag(amount: "£9.99", theme: context.theme).padding(4) }
        }
        #expect(verify() == 1)
    }

    func verify() -> Int32 { package.run(changed, ["verify", "--quiet"]) }

    func session() -> ReviewSession { ReviewSession(artifacts: artifacts, snapshots: snapshots) }

    func reference(_ id: String) -> Data? { try? Data(contentsOf: snapshots.appendingPathComponent(id + ".png")) }
    func actual(_ id: String) -> Data? { try? Data(contentsOf: artifacts.appendingPathComponent(id + ".actual.png")) }
    func originalReference(_ id: String) -> Data? { original[String(id.split(separator: "/")[1]) + ".png"] }
}

@Suite struct ReviewSessionTests {
    @Test func theRunLeavesChangedNewAndRemovedCandidatesWithASummary() throws {
        let run = try FailingRun()
        let items = run.session().items
        #expect(items.map(\.candidate.id).sorted() == [FailingRun.half, FailingRun.unlabelled, FailingRun.added, FailingRun.retired].sorted())
        #expect(items.allSatisfy { $0.status == .pending })
        let half = try #require(items.first { $0.candidate.id == FailingRun.half }?.candidate)
        #expect(half.change == .changed && (half.differingPixels ?? 0) > 0 && (half.largestDeltaE ?? 0) > 0)
        #expect(items.first { $0.candidate.id == FailingRun.added }?.candidate.change == .new)
        #expect(items.first { $0.candidate.id == FailingRun.retired }?.candidate.change == .removed)
        let summary = try String(contentsOf: run.artifacts.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("**2** changed · **1** new · **1** removed"))
        #expect(summary.contains("| `\(FailingRun.half)` | changed |"))
        let report = try String(contentsOf: run.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("value=\"\(FailingRun.half)\""))
        #expect(report.contains("gallery accept --from"))
    }

    /// `gallery accept` writes what the page writes; a rejected change keeps failing verify.
    @Test func acceptFromTheCommandLineThenVerify() throws {
        let run = try FailingRun()
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, FailingRun.retired, "--from", run.artifacts.path]) == 0)
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
        #expect(run.reference(FailingRun.retired) == nil)
        #expect(run.package.run(run.changed, ["accept", "Shop/../../etc/passwd", "--from", run.artifacts.path]) == 1)
        #expect(run.package.run(run.changed, ["accept", "--from", run.artifacts.path]) == 2)
        #expect(run.verify() == 1)   // the unlabelled meter and the new entry are still undecided
        #expect(run.package.run(run.changed, ["accept", "--all", "--from", run.artifacts.path]) == 0)
        #expect(run.verify() == 0)
    }

    @Test func undoRestoresTheOldFileAndASecondSessionContinues() throws {
        let run = try FailingRun()
        let first = run.session()
        try first.accept(FailingRun.half)
        try first.reject(FailingRun.unlabelled)
        try first.accept(FailingRun.added)
        try first.accept(FailingRun.retired)
        #expect(run.reference(FailingRun.added) == run.actual(FailingRun.added))
        // A second session over the same folder sees the decisions.
        let second = run.session()
        #expect(try second.status(of: FailingRun.half) == .accepted)
        #expect(try second.status(of: FailingRun.unlabelled) == .rejected)
        try second.undo(FailingRun.half)
        try second.undo(FailingRun.added)
        try second.undo(FailingRun.retired)
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        #expect(run.reference(FailingRun.added) == nil)
        #expect(run.reference(FailingRun.retired) == run.originalReference(FailingRun.retired))
        #expect(try run.package.files() == run.original)
        #expect(try second.status(of: FailingRun.half) == .pending)
        #expect(throws: ReviewError.nothingToUndo(FailingRun.half)) { try second.undo(FailingRun.half) }
        let journal = try String(contentsOf: run.artifacts.appendingPathComponent("review-journal.jsonl"), encoding: .utf8)
        // Six transactions (intent and outcome) and a reject.
        #expect(journal.split(separator: "\n").filter { !$0.contains("\"intent\"") }.count == 7)
        #expect(journal.split(separator: "\n").filter { $0.contains("\"intent\"") }.count == 6)
        #expect(journal.contains("\"previousSHA256\""))
    }

    @Test func aReferenceChangedUnderneathIsRefused() throws {
        let run = try FailingRun()
        let session = run.session()
        let path = run.snapshots.appendingPathComponent(FailingRun.half + ".png")
        try Data("someone else's image".utf8).write(to: path)
        #expect {
            try session.accept(FailingRun.half)
        } throws: { error in
            guard case ReviewError.referenceChangedOnDisk(FailingRun.half, _, _) = error else { return false }
            return "\(error)".contains("changed on disk since the run")
        }
        #expect(try Data(contentsOf: path) == Data("someone else's image".utf8))
        #expect(try session.status(of: FailingRun.half) == .pending)
        // A new reference that appeared since the run is not overwritten either.
        try Data("new".utf8).write(to: run.snapshots.appendingPathComponent(FailingRun.added + ".png"))
        #expect(throws: ReviewError.self) { try session.accept(FailingRun.added) }
    }

    /// The process dies between writing the new reference and renaming it over the old one: the
    /// old reference is intact, and the leftover is cleaned by the next session.
    @Test func anInterruptedAcceptLeavesTheOldReference() async throws {
        let run = try FailingRun()
        setenv("BENTO_TEST_REVIEW_ARTIFACTS", run.artifacts.path, 1)
        setenv("BENTO_TEST_REVIEW_SNAPSHOTS", run.snapshots.path, 1)
        await #expect(processExitsWith: .exitCode(137)) {
            let environment = ProcessInfo.processInfo.environment
            let session = ReviewSession(
                artifacts: URL(fileURLWithPath: environment["BENTO_TEST_REVIEW_ARTIFACTS"]!),
                snapshots: URL(fileURLWithPath: environment["BENTO_TEST_REVIEW_SNAPSHOTS"]!))
            // The process is killed between writing the new reference and the rename.
            session.beforeReplacingReference = { _exit(137) }
            _ = try? session.accept("Shop/Meter-half@shop-1x-w96")
        }
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        let suite = run.snapshots.appendingPathComponent("Shop")
        let leftovers = { try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.contains(".bento-tmp-") } }
        #expect(try !leftovers().isEmpty)
        let session = run.session()
        #expect(try leftovers().isEmpty)
        #expect(try session.status(of: FailingRun.half) == .pending)
        try session.accept(FailingRun.half)
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
    }
}

/// The server's rules: loopback, the token, the server's own host and origin, identifiers inside
/// the references folder. Refused requests change nothing on disk.
@Suite struct ReviewServerSecurityTests {
    static func request(_ port: Int, _ method: String, _ path: String, headers: [String: String], body: String = "") throws -> (Int, String) {
        let response = try PlainHTTP.request(port, method, path, headers: headers, body: Data(body.utf8))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    @Test func requestsWithoutTheTokenOrFromElsewhereAreRefused() throws {
        let run = try FailingRun()
        let server = try LoopbackServer.start(session: run.session())
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        let host = "127.0.0.1:\(port)"
        let accept = "{\"action\":\"accept\",\"ids\":[\"\(FailingRun.half)\"]}"
        func decide(_ headers: [String: String], path: String = "/api/decide?token=\(token)", body: String? = nil) throws -> Int {
            try Self.request(port, "POST", path, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: body ?? accept).0
        }
        #expect(try Self.request(port, "GET", "/api/queue", headers: ["Host": host]).0 == 401)
        #expect(try Self.request(port, "GET", "/api/queue?token=wrong", headers: ["Host": host]).0 == 401)
        #expect(try decide(["Host": host], path: "/api/decide") == 401)
        #expect(try decide(["Host": "attacker.example:\(port)"]) == 403)               // DNS rebinding
        #expect(try decide(["Host": host, "Origin": "http://attacker.example"]) == 403)  // cross-site request
        #expect(try decide(["Host": host, "Sec-Fetch-Site": "cross-site"]) == 403)
        #expect(try Self.request(port, "POST", "/api/decide?token=\(token)", headers: ["Host": host, "Content-Type": "text/plain"], body: accept).0 == 415)
        #expect(try run.package.files() == run.original)

        // An identifier that climbs out of the references folder is refused, and writes nothing.
        let (status, body) = try Self.request(
            port, "POST", "/api/decide?token=\(token)", headers: ["Host": host, "Content-Type": "application/json"],
            body: "{\"action\":\"accept\",\"ids\":[\"Shop/../../../../tmp/x\", \"../Shop/Meter-half@shop-1x-w96\"]}")
        #expect(status == 200 && body.contains("\"ok\":false") && !body.contains("\"ok\":true"))
        #expect(try run.package.files() == run.original)
        #expect(try Self.request(port, "GET", "/api/image?id=..%2F..%2Fetc%2Fpasswd&kind=reference&token=\(token)", headers: ["Host": host]).0 == 404)

        // The server's own page, with the token, works.
        #expect(try Self.request(port, "GET", "/api/queue?token=\(token)", headers: ["Host": host]).0 == 200)
        #expect(try decide(["Host": "localhost:\(port)", "Origin": "http://localhost:\(port)"]) == 200)
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
    }

    @Test func theServerListensOnLoopbackOnlyAndStopsWhenIdle() throws {
        let run = try FailingRun()
        let server = try LoopbackServer.start(session: run.session())
        #expect(server.url.host == "127.0.0.1")
        let start = Date()
        server.wait(idleTimeout: 0.3)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(throws: (any Error).self) { try Self.request(server.port, "GET", "/", headers: [:]) }
    }
}

/// Failures `assertSnapshot` records in `swift test` are reviewed the same way.
@Suite struct AssertSnapshotReviewTests {
    @Test func anAssertSnapshotFailureIsACandidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-assert-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots"), artifacts = folder.appendingPathComponent("artifacts")
        let configuration = SnapshotConfiguration(recordMode: .missing, snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
        let red = try Canvas(width: 4, height: 4, background: Color(red8: 255, green8: 0, blue8: 0)).bitmap
        let blue = try Canvas(width: 4, height: 4, background: Color(red8: 0, green8: 0, blue8: 255)).bitmap
        _ = try SnapshotVerifier(configuration: configuration).verify(red, suite: "ReviewTests", name: "square")
        SnapshotConfiguration.$current.withValue(configuration) {
            withKnownIssue { assertSnapshot(of: blue, named: "square") }
        }
        let session = ReviewSession(artifacts: artifacts, snapshots: snapshots)
        let item = try #require(session.items.first)
        #expect(item.candidate.id == "ReviewTests/square" && item.candidate.change == .changed && item.candidate.differingPixels == 16)
        try session.accept("ReviewTests/square")
        #expect(try Bitmap(contentsOfPNG: snapshots.appendingPathComponent("ReviewTests/square.png")) == blue)
    }
}
