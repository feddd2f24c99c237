import Components
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import SnapshotReview
import Testing

/// Issue 48: a play in the live preview does bounded work. Typed text, steps and their product
/// are refused before anything runs, the steps of one request stop at a time budget, a scroll's
/// search is linear in the screen, and the server answers its status while a play runs.
@Suite(.serialized) struct BoundedPlayTests {
    static let base = ["entry": "Basket/adds", "scale": "1"]

    /// Steps as the page keeps them in its address.
    static func json(_ steps: [InteractionStep]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(steps.map(PreviewStep.init)), as: UTF8.self)
    }

    static func play(_ router: PreviewRouter, _ steps: [InteractionStep]) throws -> (answer: [String: Any], seconds: Double) {
        let start = Date()
        let answer = try RunningPreviewTests.play(router, base.merging(["steps": try json(steps)]) { $1 })
        return (answer, Date().timeIntervalSince(start))
    }

    /// The attacker's play: 8,000 characters typed, added, then a scroll to a label nobody has.
    @Test func aNineKilobytePlayIsRefusedAtOnce() throws {
        let router = RunningPreviewTests.router(try CustomCatalogueTests.TemporaryPackage())
        let steps: [InteractionStep] = [.type(String(repeating: "a", count: 8_000), into: "New item"), .tap("Add"), .scroll(to: "Nowhere")]
        #expect(try Self.json(steps).utf8.count > 8_000)
        let (answer, seconds) = try Self.play(router, steps)
        #expect((answer["error"] as? String)?.contains("Step 1 types 8000 characters; the preview types at most 500") == true, "\(answer)")
        #expect(seconds < 2, "refused in \(seconds) s")
        // Typed into a field by a click, the same bound.
        let clicked = try RunningPreviewTests.play(router, Self.base.merging(["click": "10,10", "text": String(repeating: "b", count: 501)]) { $1 })
        #expect((clicked["error"] as? String)?.contains("types 501 characters") == true, "\(clicked)")
    }

    @Test func textTimesStepsIsBoundedBeforeAnyStepRuns() throws {
        let typed = InteractionStep.type(String(repeating: "x", count: 500), into: "New item")
        #expect(throws: PreviewError.self) { try PreviewRouter.checkWork(of: [typed] + Array(repeating: .toggle("Express"), count: 100)) }
        let shorter = InteractionStep.type(String(repeating: "x", count: 100), into: "New item")
        #expect(throws: Never.self) { try PreviewRouter.checkWork(of: [shorter] + Array(repeating: .toggle("Express"), count: 400)) }
        let router = RunningPreviewTests.router(try CustomCatalogueTests.TemporaryPackage())
        let (answer, seconds) = try Self.play(router, [.type(String(repeating: "y", count: 3_000), into: "New item")] + Array(repeating: .toggle("Express"), count: 450))
        #expect((answer["error"] as? String)?.contains("at most 500") == true, "\(answer)")
        #expect(seconds < 2)
        let (product, _) = try Self.play(router, [typed] + Array(repeating: .toggle("Express"), count: 100))
        #expect((product["error"] as? String)?.contains("500 characters over 101 steps") == true, "\(product)")
    }

    /// A scroll to a label that is not there lays the screen out a few times, not once per 20
    /// points of a screen made tall by a long row.
    @Test func aScrollThatFindsNothingIsLinear() throws {
        let router = RunningPreviewTests.router(try CustomCatalogueTests.TemporaryPackage())
        let long = String(repeating: "Oat milk ", count: 55)
        let (answer, seconds) = try Self.play(router, [.type(long, into: "New item"), .tap("Add"), .scroll(to: "Nowhere")])
        #expect((answer["error"] as? String)?.contains("nothing is \"Nowhere\" anywhere on the screen") == true, "\(answer)")
        #expect(seconds < 5, "\(seconds) s")
        // A row far down is still found, and the play ends scrolled to it.
        let items = (1...12).flatMap { _ in [InteractionStep.tap("Add")] }
        let (found, _) = try Self.play(router, items + [.scroll(to: "Item 14")])
        #expect(found["error"] == nil, "\(found)")
    }

    /// The heaviest play the bounds allow (100 characters typed, then a row added at each of the
    /// other 499 steps: 500 steps, 50,000 characters × steps) runs to the time budget (two seconds
    /// here, where the play takes more, so the refusal does not hang on the machine's speed)
    /// and is refused; meanwhile the server answers its status at once.
    @Test func theStatusIsAnsweredWhileTheHeaviestAllowedPlayRuns() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let budget = 2.0
        let router = PreviewRouter(
            context: GalleryContext(catalogue: TestBasket.catalogue, packageRoot: package.root),
            status: PreviewBuildStatus(generation: 1, watching: false), token: "t", playTimeBudget: budget)
        let server = try LoopbackServer.start(router: router, threads: 2)
        defer { server.stop() }
        let typed = PreviewRouter.maximumTypedWork / PreviewRouter.maximumPlayedSteps
        let steps = try Self.json(
            [.type(String(repeating: "z", count: typed), into: "New item")] + Array(repeating: .tap("Add"), count: PreviewRouter.maximumPlayedSteps - 1))
        let query = Self.base.merging(["steps": steps, "token": router.gate.token]) { $1 }
            .map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        let played = ResultBox<(status: Int, body: Data, seconds: Double)>(count: 1)
        let thread = Thread {
            let start = Date()
            let response = Result { try PlainHTTP.request(server.port, "GET", "/api/play?" + query, headers: ["Host": "127.0.0.1:\(server.port)"]) }
            played.set(0, response.map { ($0.status, $0.body, Date().timeIntervalSince(start)) })
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.2)
        var waits: [Double] = []
        for _ in 0..<3 {
            let start = Date()
            let (status, body) = try PreviewServerTests.get(server, "/api/status")
            waits.append(Date().timeIntervalSince(start))
            #expect(status == 200, "\(body)")
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(played.completed == 0, "the play was still running while the status was asked for")
        #expect(waits.allSatisfy { $0 < 0.1 }, "status answered in \(waits) s")
        let deadline = Date() + budget + 20
        while played.completed == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let answer = try #require(played.values[0]).get()
        #expect(answer.status == 400 && String(decoding: answer.body, as: UTF8.self).contains("took more than 2 s"), "\(String(decoding: answer.body, as: UTF8.self).prefix(300))")
        #expect(answer.seconds < budget + 5, "\(answer.seconds) s")
    }
}
