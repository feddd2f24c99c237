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
    static func start(_ run: FailingRun) throws -> LoopbackServer {
        let catalogue = Catalogue("Shop", variants: run.changed.variants) {
            run.changed
            CatalogueEntry(component: "Broken", state: "always") { _ in Broken() }
        }
        let context = GalleryContext(catalogue: catalogue, packageRoot: run.package.root)
        let router = PreviewRouter(context: context, status: PreviewBuildStatus(generation: 1, watching: false), token: LoopbackGate.randomToken())
        return try LoopbackServer.start(router: router, threads: 2)
    }

    static func get(_ server: LoopbackServer, _ path: String, token: Bool = true, headers: [String: String] = [:]) throws -> (Int, String) {
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
        // The control offers the String Catalog's languages too: it is labelled for what it holds.
        #expect(page.contains(#"Language <select id="locale">"#) && !page.contains("Pseudo-locale <select"))
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
            ("/api/render?entry=Meter/half&locale=fr!", "locale is none, a pseudo-locale (xa, xb) or a tag of a language ICU knows (de, ar, zh-Hant); got \\\"fr!\\\""),
            // Round 5's tags that are shaped like a tag but name no language.
            ("/api/render?entry=Meter/half&locale=xc", "a tag of a language ICU knows"),
            ("/api/render?entry=Meter/half&locale=rtl-xb", "a tag of a language ICU knows"),
            ("/api/render?entry=Meter/half&locale=bogus", "a tag of a language ICU knows"),
            ("/api/render?entry=Nothing/here", "No catalogue entry Nothing/here"),
            ("/api/render", "Choose an entry"),
            ("/api/render?entry=Broken/always", "the broken component cannot draw"),
            ("/api/render?entry=PriceTag/regular&arg.amount=\(String(repeating: "x", count: 21))", "amount takes at most 20 characters; got 21"),
            ("/api/render?entry=PriceTag/regular&arg.textColor=some:color.brand", "textColor: no colour role \\\"brand\\\""),
            ("/api/render?entry=PriceTag/regular&arg.size=large", "PriceTag/regular has no argument \\\"size\\\"; its arguments are amount, textColor"),
        ]
        for (path, message) in cases {
            let (status, body) = try Self.get(server, path)
            #expect(status == 400 && body.contains(message), "\(path): \(status) \(body)")
        }
        // The server is still there after all of them.
        #expect(try Self.get(server, "/api/render?entry=Meter/half").0 == 200)
        // A pseudo-locale is a control like the others; the right-to-left one turns the direction too.
        let (status, body) = try Self.get(server, "/api/render?entry=Meter/half&locale=xb")
        #expect(status == 200 && body.contains(#""locale":"xb""#) && body.contains(#""direction":"rightToLeft""#), "\(body.prefix(300))")
    }

    /// The locale control offers the catalogue's languages (from its String Catalog) and those
    /// `serve --locale` adds; a language draws the entry's strings in it, an Arabic one mirrored.
    @Test func theLocaleControlDrawsTheCataloguesLanguages() throws {
        let strings = try StringCatalog(contentsOf: Repository.root.appendingPathComponent(
            "Examples/DesignSystem/Sources/BrandCheckout/Strings/Localizable.xcstrings"))
        let catalogue = Catalogue("Shop", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueEntry(component: "Badge", state: "sale") { context in UI.Label(text: context.text("Sale")) }
        }.localized(by: strings)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-preview-locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let router = PreviewRouter(
            context: GalleryContext(catalogue: catalogue, packageRoot: folder), languages: ["ko"],
            status: PreviewBuildStatus(generation: 1, watching: false), token: LoopbackGate.randomToken())
        let server = try LoopbackServer.start(router: router, threads: 2)
        defer { server.stop() }
        let (_, tree) = try Self.get(server, "/api/catalogue")
        #expect(tree.contains(#""locales":["none","xa","xb","en","ar","de","ja","th","ko"]"#), "\(tree)")
        let (status, german) = try Self.get(server, "/api/render?entry=Badge/sale&locale=de")
        #expect(status == 200 && german.contains("Angebot") && german.contains(#""locale":"de""#), "\(german.prefix(400))")
        let (_, arabic) = try Self.get(server, "/api/render?entry=Badge/sale&locale=ar")
        #expect(arabic.contains("تخفيض") && arabic.contains(#""direction":"rightToLeft""#), "\(arabic.prefix(400))")
        let (refused, message) = try Self.get(server, "/api/render?entry=Badge/sale&locale=de_DE!")
        #expect(refused == 400 && message.contains("a tag of a language"), "\(message)")
        // A pseudo-locale in capitals is the pseudo-locale; a real language the String Catalog
        // lacks says which language its text is in, and why.
        let (_, capital) = try Self.get(server, "/api/render?entry=Badge/sale&locale=XA")
        #expect(capital.contains(#""locale":"xa""#), "\(capital.prefix(400))")
        let (korean, note) = try Self.get(server, "/api/render?entry=Badge/sale&locale=ko")
        #expect(korean == 200 && note.contains("ko: no translation in Localizable.xcstrings; text is in en, the source language"), "\(note.prefix(600))")
        #expect(!german.contains(#""language":"#), "\(german.prefix(400))")
    }

    /// The preview serves the token pages of the catalogue's themes, drawn as the gallery draws
    /// them: the shop's own theme beside the built-in ones, each page a PNG.
    @Test func theTokenPagesOfTheCataloguesThemesAreServed() throws {
        struct Answer: Decodable {
            struct Page: Decodable { var name: String, title: String, png: String, width: Double }
            var themes: [String]
            var pages: [Page]
        }
        let run = try FailingRun()
        let server = try Self.start(run)
        defer { server.stop() }
        let (status, body) = try Self.get(server, "/api/tokens")
        #expect(status == 200)
        let answer = try JSONDecoder().decode(Answer.self, from: Data(body.utf8))
        #expect(answer.themes == ["light", "dark", "shop"])
        #expect(answer.pages.map(\.name) == ["palette", "contrast", "type-light", "scales-light", "type-dark", "scales-dark", "type-shop", "scales-shop"])
        let palette = try #require(answer.pages.first.flatMap { Data(base64Encoded: $0.png) })
        let bitmap = try Bitmap(pngData: [UInt8](palette))
        #expect(bitmap.width > 400 && Double(bitmap.width) == 2 * (answer.pages.first?.width ?? 0))
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
        #expect(!body.contains("\"canUndo\":true"), "nothing to undo yet")
        let (referenceStatus, _) = try Self.get(server, "/api/reference?entry=Meter/half")
        #expect(referenceStatus == 200)
        #expect(try Self.get(server, "/api/reference?entry=Meter/half&width=120").0 == 400, "an unlisted width has no reference")
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
        let afterAccept = try Self.get(server, "/api/render?entry=Meter/half").1
        #expect(afterAccept.contains("\"reference\":\"matches\"") && afterAccept.contains("\"canUndo\":true"))
        let journal = run.package.root.appendingPathComponent(".build/snapshot-artifacts/preview/review-journal.jsonl")
        #expect(try String(contentsOf: journal, encoding: .utf8).contains("Meter-half"))
        let undone = try post("undo")
        #expect(undone.0 == 200, "\(undone)")
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        #expect(try Self.get(server, "/api/render?entry=Meter/half").1.contains("\"canUndo\":false"))
    }

    /// The difference picture marks exactly the pixels that changed: a shape moved one pixel marks
    /// its two edges, not the whole shape; what only one image has is marked; the rest is faded.
    @Test func theDifferenceMarksOnlyWhatChanged() throws {
        func bar(at x: Int, width: Int = 12, height: Int = 4) throws -> Bitmap {
            var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
            for row in 0..<height { for column in x..<(x + 4) { pixels[row * width + column] = 0xFF00_0000 } }
            return try Bitmap(width: width, height: height, packedPixels: pixels)
        }
        let (same, unchanged) = try PreviewDifference.image(reference: try bar(at: 2), actual: try bar(at: 2))
        #expect(unchanged == 0)
        let (moved, changed) = try PreviewDifference.image(reference: try bar(at: 2), actual: try bar(at: 3))
        #expect(changed == 2 * 4, "one column leaves and one arrives, four rows each")
        moved.withUnsafePixels { pixels in
            #expect(pixels[2] == PreviewDifference.changed && pixels[6] == PreviewDifference.changed)
            #expect(pixels[4] != PreviewDifference.changed && pixels[0] == 0xFFFF_FFFF, "unchanged black faded, white stays white")
        }
        same.withUnsafePixels { #expect(!$0.contains(PreviewDifference.changed)) }
        let (grown, extra) = try PreviewDifference.image(reference: try bar(at: 2), actual: try bar(at: 2, width: 12, height: 6))
        #expect(grown.height == 6 && extra == 2 * 12, "the new rows count as changed")
    }
}

/// The live preview in real headless Chromium (Debian's, driven by chromedriver): switch theme and
/// content size, drag the width handle, and check that the image the page shows is byte for byte
/// the PNG `gallery render` writes for the same variant. Screenshots go to
/// `.build/preview-screenshots` for a person to look at.
@Suite(.serialized) struct PreviewPageEndToEndTests {
    static let screenshots = Repository.root
        .appendingPathComponent(".build/preview-screenshots", isDirectory: true)

    @Test func controlsAndTheWidthHandleShowWhatRenderWrites() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let server = try PreviewServerTests.start(run)
        defer { server.stop() }
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        try await withBrowser { browser in
            try await browser.open(URL(string: server.url.absoluteString + "&entry=PriceTag/regular")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            #expect(try await browser.text("#status").hasPrefix("shop-1x"))
            #expect(try await browser.script("return document.querySelector('#tree a.selected').textContent") as? String == "regular")

            func choose(_ id: String, _ value: String) async throws {
                let before = try await browser.script("return Number(document.body.dataset.rendered)") as? Int ?? 0
                _ = try await browser.script(
                    "const s = document.getElementById(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change', {bubbles: true}))",
                    [id, value])
                try await browser.wait(until: "return Number(document.body.dataset.rendered) > \(before) && !document.body.dataset.pending")
            }
            try await choose("theme", "dark")
            #expect(try await browser.text("#status").hasPrefix("dark-1x"))
            try await choose("size", "accessibilityLarge")
            #expect(try await browser.script("return location.search") as? String ?? "" == "?" + server.url.query! + "&entry=PriceTag%2Fregular&theme=dark&size=accessibilityLarge")
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("1-dark-accessibility-large.png"))

            // Drag the handle 60 points to the right: the page re-renders as it moves.
            let startWidth = try await browser.script("return Number(document.getElementById('width').value)") as? Int ?? 0
            let rendersBefore = try await browser.script("return Number(document.body.dataset.rendered)") as? Int ?? 0
            try await browser.drag("#handle", by: 60)
            try await browser.wait(until: "return new URLSearchParams(location.search).get('width') === document.getElementById('width').value && document.getElementById('status').textContent.includes('-w' + document.getElementById('width').value)")
            let width = try await browser.script("return Number(document.getElementById('width').value)") as? Int ?? 0
            let rendersAfter = try await browser.script("return Number(document.body.dataset.rendered)") as? Int ?? 0
            #expect(width >= startWidth + 50 && width <= startWidth + 70, "dragged from \(startWidth) to \(width)")
            #expect(rendersAfter >= rendersBefore + 2, "renders while dragging: \(rendersAfter - rendersBefore)")
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("2-dragged-wider.png"))

            // What the page shows is what `gallery render` writes for that variant.
            let source = try await browser.script("return document.getElementById('render').src") as? String ?? ""
            let shown = try #require(Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))))
            let output = run.package.root.appendingPathComponent("gallery", isDirectory: true)
            #expect(run.package.run(run.changed, [
                "render", "--output", output.path, "--filter", "PriceTag/regular", "--theme", "dark", "--content-size", "accessibilityLarge",
                "--width", String(width), "--quiet",
            ]) == 0)
            let written = try Data(contentsOf: output.appendingPathComponent("PriceTag/regular@dark-ax2-1x-w\(width).png"))
            #expect(shown == written)

            // The variants view shows every content size side by side; the overlays draw.
            _ = try await browser.script("const s = document.getElementById('view'); s.value = 'sizes'; s.dispatchEvent(new Event('change'))")
            try await browser.wait(until: "return document.querySelectorAll('#variants img').length === 12")
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("3-every-content-size.png"))
        }
    }
}

/// The gallery article's "Live preview" commands parse with today's command line.
@Suite struct LivePreviewArticleTests {
    @Test func theSectionsCommandsParse() throws {
        let readme = try String(contentsOf: PreviewWatchEndToEndTests.repository.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/CatalogueAndGallery.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Live preview"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        var parsed = 0
        for line in block.split(separator: "\n") {
            let command = line.components(separatedBy: "#")[0].split(separator: " ").map(String.init)
            let verb = try #require(command.firstIndex { $0 == "gallery" || $0 == "design-gallery" }, "\(line)")
            #expect(command[verb + 1] == "serve")
            let context = GalleryContext(catalogue: Catalogue("Readme", items: []), packageRoot: PreviewWatchEndToEndTests.repository)
            try GalleryContext.$current.withValue(context) {
                _ = try GalleryCommand.parseAsRoot(Array(command[(verb + 1)...]))
            }
            parsed += 1
        }
        #expect(parsed == 3)
    }

    @Test func theArgumentBlocksAreTheExamplesCode() throws {
        let article = try String(contentsOf: PreviewWatchEndToEndTests.repository.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/CatalogueAndGallery.md"), encoding: .utf8)
        let start = try #require(article.range(of: "### Arguments as controls"))
        let section = String(article[start.upperBound...].components(separatedBy: "\n### ").first ?? "")
        #expect(try ReadmeCatalogueSectionTests.expectBlocksAppearInTheirFiles(in: section, prefix: "// Examples/", source: "article") == 2)
    }
}

/// The pipe between the preview's server and its render worker: messages round-trip, a length
/// beyond the bound or a closed pipe is a typed error (never an allocation of what a length
/// claims), a silent worker is given up on at its deadline, and a crash report's headline is
/// the line that says what happened.
@Suite struct PreviewWireTests {
    /// A pipe no other process inherits (`privatePipe`): a closed pipe was read as "no answer in
    /// time" on a loaded CI machine when a child held its write end.
    func makePipe() -> (read: Int32, write: Int32) { privatePipe() }

    @Test func messagesRoundTripAndBadFramesAreRefused() throws {
        let (read, write) = makePipe()
        defer { close(read) }
        try PreviewWire.write(PreviewWire.Header(status: 201, contentType: "image/png"), body: [1, 2, 3], to: write)
        let (header, body) = try PreviewWire.read(PreviewWire.Header.self, from: read, deadline: Date() + 5)
        #expect(header.status == 201 && header.contentType == "image/png" && body == [1, 2, 3])

        // A length of 4 GB - 1: refused by its claim.
        _ = [UInt8]([0xFF, 0xFF, 0xFF, 0xFF]).withUnsafeBytes { Glibc.write(write, $0.baseAddress, 4) }
        #expect(throws: PreviewWire.Broken.self) { try PreviewWire.read(PreviewWire.Header.self, from: read, deadline: Date() + 5) }

        // Nothing comes: the deadline ends the wait.
        let (quiet, quietWrite) = makePipe()
        defer { close(quiet); close(quietWrite) }
        let started = Date()
        do {
            _ = try PreviewWire.read(PreviewWire.Header.self, from: quiet, deadline: Date() + 0.2)
            Issue.record("a silent pipe is given up on")
        } catch {
            #expect(error.description == "no answer in time" && Date().timeIntervalSince(started) < 2)
        }

        // The other end closed mid-message.
        _ = [UInt8]([0, 0, 0, 10, 1]).withUnsafeBytes { Glibc.write(write, $0.baseAddress, 5) }
        close(write)
        do {
            _ = try PreviewWire.read(PreviewWire.Header.self, from: read, deadline: Date() + 5)
            Issue.record("a closed pipe is an error")
        } catch {
            #expect(error.description == "the other side closed the pipe")
        }
    }

    @Test func aCrashReportsHeadlineSaysWhatHappened() {
        let trap = "noise\nBrandAtoms/Badge.swift:31: Precondition failed: badge trapped\n\n*** Signal 4: Backtracing ***\n💣 Program crashed: Illegal instruction"
        #expect(PreviewWorkerProcess.headline(in: trap) == "BrandAtoms/Badge.swift:31: Precondition failed: badge trapped")
        #expect(PreviewWorkerProcess.headline(in: "Fatal error: Index out of range") == "Fatal error: Index out of range")
        #expect(PreviewWorkerProcess.headline(in: "error: brand-light.tokens.json: not JSON") == "error: brand-light.tokens.json: not JSON")
        #expect(PreviewWorkerProcess.headline(in: "all quiet") == nil)
        #expect((PreviewWorkerProcess.headline(in: "Fatal error: " + String(repeating: "x", count: 5000)) ?? "").count == 600)
    }
}
