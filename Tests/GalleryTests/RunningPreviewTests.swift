import ComponentCatalogue
import Components
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import Rasterizer
import SnapshotReview
import Testing

/// A running entry in the live preview: a click on the picture becomes a step through the
/// component's own callback, the transition plays, the state shows; the last frame is what
/// `record` writes for the same script.
@Suite(.serialized) struct RunningPreviewTests {
    static func router(_ package: CustomCatalogueTests.TemporaryPackage) -> PreviewRouter {
        PreviewRouter(
            context: GalleryContext(catalogue: TestBasket.catalogue, packageRoot: package.root),
            status: PreviewBuildStatus(generation: 1, watching: false), token: "t")
    }

    static func play(_ router: PreviewRouter, _ query: [String: String]) throws -> [String: Any] {
        let response = router.answer(LocalRequest(method: "GET", uri: "/api/play", headers: [:], body: []), path: "/api/play", query: query)
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    /// The picture of a play's answer.
    static func picture(_ answer: [String: Any]) throws -> Bitmap {
        let text = try #require(answer["png"] as? String)
        return try Bitmap(pngData: [UInt8](try #require(Data(base64Encoded: text))))
    }

    /// `piece` pasted over `picture` at a patch's place, as the page draws it on its canvas.
    static func pasted(_ piece: Bitmap, at patch: [String: Int], over picture: Bitmap) -> Bitmap {
        var result = picture
        for y in 0..<piece.height { for x in 0..<piece.width { result[patch["x"]! + x, patch["y"]! + y] = piece[x, y] } }
        return result
    }

    /// Where "Add" is on the first state, in points.
    static func addButton() throws -> Frame {
        let nodes = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(
            of: TestBasket.screen(TestBasket.State()) { _ in }, layout: .sizeThatFits, designUses: false)
        return try #require(nodes.first { $0.accessibility.label == "Add" && !$0.actions.isEmpty }).frame
    }

    @Test func aClickBecomesAStepAndItsFramesAreTheTransition() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let router = Self.router(package)
        let add = try Self.addButton()
        let base = ["entry": "Basket/adds", "scale": "1"]
        // The page shows the state at rest, named by the server; the click says so (`over`), and its
        // first frame comes as the rectangle that changed on that picture.
        let rest = try Self.play(router, base)
        let restPicture = try Self.picture(rest)
        let clicked = try Self.play(router, base.merging(["click": "\(add.midX),\(add.midY)", "over": try #require(rest["picture"] as? String)]) { $1 })
        #expect(clicked["error"] == nil, "\(clicked)")
        // The state at rest was laid out ahead, and the click was hit-tested on that layout.
        #expect(router.plays.targets.answered == 1)
        #expect(clicked["frame"] as? Int == 1 && clicked["frameCount"] as? Int == 19)
        #expect((clicked["state"] as? String)?.hasPrefix("items: Milk, Eggs, Item 3") == true, "\(clicked)")
        let steps = try #require(clicked["steps"] as? [[String: Any]])
        #expect(steps.map { $0["swift"] as? String } == [".tap(\"Add\")"])
        #expect((clicked["script"] as? String)?.contains("    .tap(\"Add\"),") == true)

        // Frame by frame, the transition the verify reference holds; the last frame is the state at rest.
        let json = try #require(steps[0]["json"] as? String)
        let frames = try (0..<19).map { frame in
            let answer = try Self.play(router, base.merging(["steps": "[\(json)]", "frame": String(frame)]) { $1 })
            let png = try #require(answer["png"] as? String)
            return try Bitmap(pngData: [UInt8](try #require(Data(base64Encoded: png))))
        }
        let entry = try #require(TestBasket.catalogue.entries.first { $0.identifier == "Basket/adds.1" })
        let variant = try #require(entry.allVariants().first)
        #expect(frames == (try entry.transitionFrames(for: variant)))
        // Frame 1 was kept from the click and frames 2 to 18 drawn ahead on other threads; all the same.
        #expect(router.plays.ahead.answered == 18)
        let firstPatch = try #require(clicked["patch"] as? [String: Int], "the click's frame is sent as a patch")
        #expect(Self.pasted(try Self.picture(clicked), at: firstPatch, over: restPicture) == frames[1])
        // A picture the server did not send last gets the whole frame.
        let elsewhere = try Self.play(router, base.merging(["click": "\(add.midX),\(add.midY)", "over": "another-1"]) { $1 })
        let whole = try Self.picture(elsewhere)
        #expect(elsewhere["patch"] == nil && whole == frames[1])
        // With `patch=1` a frame between the first and the last is the rectangle that changed since
        // the one before: pasted over that frame, it is the frame.
        var shown = frames[1]
        for frame in 2..<18 {
            let answer = try Self.play(router, base.merging(["steps": "[\(json)]", "frame": String(frame), "patch": "1"]) { $1 })
            let patch = try #require(answer["patch"] as? [String: Int], "frame \(frame): \(answer.keys.sorted())")
            let piece = try Self.picture(answer)
            #expect(piece.width < frames[frame].width || piece.height < frames[frame].height, "frame \(frame) is sent whole")
            #expect(answer["steps"] == nil && answer["script"] == nil && answer["state"] == nil, "a patch carries only its picture")
            shown = Self.pasted(piece, at: patch, over: shown)
            #expect(shown == frames[frame], "frame \(frame)")
        }

        // A click on nothing that answers says what the screen offers; a click on the field asks for text.
        let nowhere = try Self.play(router, base.merging(["click": "5,5"]) { $1 })
        #expect((nowhere["error"] as? String)?.contains("It offers: textField \"New item\" (type)") == true, "\(nowhere)")
        let nodes = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(
            of: TestBasket.screen(TestBasket.State()) { _ in }, layout: .sizeThatFits, designUses: false)
        let field = try #require(nodes.first { $0.accessibility.label == "New item" }).frame
        let asked = try Self.play(router, base.merging(["click": "\(field.midX),\(field.midY)"]) { $1 })
        #expect((asked["ask"] as? [String: Any])?["kind"] as? String == "text", "\(asked)")
        let typed = try Self.play(router, base.merging(["click": "\(field.midX),\(field.midY)", "text": "Oat milk"]) { $1 })
        #expect((typed["state"] as? String)?.contains("draft: Oat milk") == true, "\(typed)")
        // Hostile steps are refused with a message.
        let broken = try Self.play(router, base.merging(["steps": "[{\"nonsense\":1}]"]) { $1 })
        #expect((broken["error"] as? String)?.hasPrefix("steps is not a list of steps") == true, "\(broken)")
        let still = try Self.play(router, ["entry": "Basket/adds.1"].merging(["steps": "[\(String(repeating: "\(json),", count: 600).dropLast())]"]) { $1 })
        #expect((still["error"] as? String)?.contains("at most 500 steps") == true)
    }

    /// The page's addresses are `URLSearchParams`: a space is `+`, a plus `%2B`.
    @Test func queriesDecodeAsTheBrowserEncodesThem() {
        let (path, query) = LoopbackGate.split("/api/play?steps=%5B%22Oat+milk%22%5D&sum=1%2B1&price=%C2%A31.80&empty=")
        #expect(path == "/api/play")
        #expect(query == ["steps": "[\"Oat milk\"]", "sum": "1+1", "price": "£1.80", "empty": ""])
    }

    /// The server passes the worker only the paths it knows: every one the page asks for must be there.
    @Test func theServerPassesEveryPathThePageAsksForToTheWorker() throws {
        let pattern = try NSRegularExpression(pattern: #"api\("(/api/[a-z]+)""#)
        let html = PreviewPage.html
        let asked = Set(pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) })
        #expect(asked.contains("/api/play") && asked.count >= 6, "\(asked)")
        let unanswered = asked.subtracting(["/api/status"]).filter { !PreviewRoute.isWorkerPath($0) }
        #expect(unanswered.isEmpty, "\(unanswered)")
    }

    @Test func inChromiumClickingAddPlaysTheRowsArrivalAndEndsOnTheRecordedReference() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let package = try CustomCatalogueTests.TemporaryPackage()
        #expect(package.run(TestBasket.catalogue, ["record", "--quiet"]) == 0)
        let reference = try Bitmap(contentsOfPNG: package.references.appendingPathComponent("Basket-adds.1@light-1x.png"))
        let server = try LoopbackServer.start(router: Self.router(package), port: 0, threads: 2)
        defer { server.stop() }
        let add = try Self.addButton()
        try await withBrowser { browser in
            try await browser.open(URL(string: server.url.absoluteString + "&entry=Basket/adds")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1 && !document.getElementById('play').hidden")
            #expect(try await browser.text("#play-state").contains("items: Milk, Eggs"))
            // A person's click on "Add" in the picture.
            _ = try await browser.script("""
                const image = document.getElementById('render'), box = image.getBoundingClientRect(), scale = box.width / (rendered.pixelWidth / rendered.scale);
                image.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + \(add.midX) * scale, clientY: box.top + \(add.midY) * scale}));
                """)
            try await browser.wait(until: "return Number(document.body.dataset.played || 0) >= 1")
            #expect(try await browser.script("return document.body.dataset.framesShown") as? String == "18", "frames 1 to 18 shown")
            #expect(try await browser.text("#play-state").contains("items: Milk, Eggs, Item 3"))
            #expect(try await browser.text("#play-steps").contains("tap \"Add\""))
            #expect((try await browser.script("return document.getElementById('play-script').value") as? String)?.contains(".tap(\"Add\")") == true)
            #expect(try await browser.script("return JSON.parse(new URLSearchParams(location.search).get('steps')).length") as? Int == 1)
            let source = try await browser.script("return document.getElementById('render').src") as? String ?? ""
            let shown = try Bitmap(pngData: [UInt8](try #require(Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))))))
            #expect(shown == reference, "the last frame is the reference record wrote for the same script")
            let firstFrame = try await browser.script("return Number(document.body.dataset.firstFrameMs)") as? Double ?? -1
            #expect(firstFrame > 0)
            try await PreviewPageTests.screenshot(browser, "7-running.png")

            // Undo takes the step back; restart empties the script.
            try await browser.click("#play-undo")
            try await browser.wait(until: "return !new URLSearchParams(location.search).get('steps') && document.getElementById('play-state').textContent.startsWith('items: Milk, Eggs\\n')")

            // A click on the field asks for text; Enter types it (spaces and all) through the field's callback.
            let field = try #require(try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(
                of: TestBasket.screen(TestBasket.State()) { _ in }, layout: .sizeThatFits, designUses: false).first { $0.accessibility.label == "New item" }).frame
            let played = try await browser.script("return Number(document.body.dataset.played || 0)") as? Int ?? 0
            _ = try await browser.script("""
                const image = document.getElementById('render'), box = image.getBoundingClientRect(), scale = box.width / (rendered.pixelWidth / rendered.scale);
                image.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + \(field.midX) * scale, clientY: box.top + \(field.midY) * scale}));
                """)
            try await browser.wait(until: "return !document.getElementById('play-ask').hidden")
            _ = try await browser.script("""
                const text = document.getElementById('play-text'); text.value = 'Oat milk + honey';
                text.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
                """)
            try await browser.wait(until: "return Number(document.body.dataset.played || 0) > \(played + 1) && document.getElementById('play-state').textContent.includes('draft: Oat milk + honey')")
            try await browser.click("#play-restart")
            try await browser.wait(until: "return !new URLSearchParams(location.search).get('steps')")
        }
    }
}
