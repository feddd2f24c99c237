import Foundation
import Rasterizer
import TestSupport
import Testing

/// The documentation site checked as a whole, in the long step: the keyboard reaches every control
/// with its focus shown; a running entry's steps outline what Pillow (Debian's python3-pil, not our
/// code) finds changed, and play their transitions when asked; axe-core (4.12, from PyPI's
/// axe-playwright-python, which `scripts/bootstrap` fetches) finds no violation rated moderate or
/// worse in the overview, a component page, the token page and a running entry's page, light and
/// dark; and the README's and the article's pictures of the site are the pages as they are.
@Suite(.serialized, LongStep.only) struct SiteAuditTests {
    static var site: URL { SiteBrowserTests.site }
    static var screenshots: URL { SiteBrowserTests.screenshots }

    @Test func theKeyboardReachesEveryControlWithItsFocusShown() async throws {
        try await withBrowser(width: 1280, height: 900) { browser in
            try await browser.open(Self.site.appendingPathComponent("Button/index.html"))
            let focusable = """
                return [...document.querySelectorAll('a[href], input, button, summary')]
                  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden').length
                """
            let count = try await browser.script(focusable) as? Int ?? 0
            #expect(count > 6)
            var reached = Set<String>()
            for step in 0..<(count + 2) {
                try await browser.press(.tab)
                let focused = try await browser.script("""
                    const e = document.activeElement; const style = getComputedStyle(e);
                    if (!e || e === document.body) return null;
                    if (!e.dataset.visited) e.dataset.visited = String(Math.random());
                    return [e.dataset.visited, style.outlineStyle, style.outlineWidth, e.tagName]
                    """) as? [String]
                guard let focused else { continue }
                #expect(focused[1] != "none" && focused[2] != "0px", "step \(step): \(focused[3]) has no visible focus")
                reached.insert(focused[0])
            }
            #expect(reached.count == count, "\(reached.count) of \(count) controls reached by Tab")
            // The first is the skip link, which leads into the content.
            try await browser.open(Self.site.appendingPathComponent("Button/index.html"))
            try await browser.press(.tab)
            #expect(try await browser.script("return document.activeElement.className") as? String == "skip")
            // A redline switch is turned on from the keyboard.
            _ = try await browser.script("document.querySelector('.redline-switch').focus()")
            try await browser.type(" ")
            #expect(try await browser.script("return document.getElementById('state-1-redlines').hasAttribute('hidden')") as? Bool == false)
        }
    }

    /// The region Pillow (Debian's python3-pil, not our code) finds differing between two pictures,
    /// as `left top width height` in pixels.
    static func pillowDifference(_ before: URL, _ after: URL) throws -> [Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sys
            from PIL import Image, ImageChops
            a, b = (Image.open(p).convert("RGB") for p in sys.argv[1:3])
            l, t, r, btm = ImageChops.difference(a, b).getbbox()
            print(l, t, r - l, btm - t)
            """, before.path, after.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test func aStepOutlinesWhatThePixelsSayChangedAndPlaysItsTransitionOnDemand() async throws {
        let folder = Self.site.appendingPathComponent("SignUpFlow")
        try await withBrowser(width: 1280, height: 900) { browser in
            try await browser.open(folder.appendingPathComponent("index.html"))
            #expect(try await browser.script("return document.querySelectorAll('.steps > li').length") as? Int == 5)
            #expect(try await browser.text("#step-2 .caption") == #"Step 2 of 5: toggle "Add personal details""#)
            for step in 1...5 {
                let before = step == 1 ? "creates-an-account@light-1x.png" : "creates-an-account.\(step - 1)@light-1x.png"
                let expected = try Self.pillowDifference(folder.appendingPathComponent(before), folder.appendingPathComponent("creates-an-account.\(step)@light-1x.png"))
                let shown = try await browser.script("return document.querySelector('#step-\(step) svg.changed rect').dataset.frame") as? String ?? ""
                #expect(shown.split(separator: " ").compactMap { Double($0) } == expected, "step \(step): \(shown) against Pillow's \(expected)")
            }
            // Transitions play when asked, from the start each time: nothing loads before.
            let transition = "document.querySelector('details.transition')"
            #expect(try await browser.script("return \(transition).open || \(transition).querySelector('img').hasAttribute('src')") as? Bool == false)
            try await browser.click("details.transition summary")
            try await browser.wait(until: "return \(transition).querySelector('img').complete && \(transition).querySelector('img').naturalWidth > 0")
            try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("steps-1280.png"))
        }
    }

    @Test func axeCoreFindsNothingModerateOrWorse() async throws {
        let axe = Repository.root.appendingPathComponent(".build/tools/axe.min.js")
        let source = try #require(try? String(contentsOf: axe, encoding: .utf8), "scripts/bootstrap fetches axe-core into .build/tools")
        #expect(source.hasPrefix("/*! axe v4.12"))
        try await withBrowser(width: 1280, height: 900) { browser in
            for page in ["index.html", "Button/index.html", "tokens/index.html", "SignUpFlow/index.html"] {
                for dark in [false, true] {
                    try await browser.open(Self.site.appendingPathComponent(page))
                    if dark { try await browser.emulateDarkColorScheme() }
                    _ = try await browser.script(source + "\nwindow.__axe = null; axe.run(document, {resultTypes: ['violations']}).then(r => { window.__axe = r; });")
                    try await browser.wait(until: "return window.__axe !== null", timeout: 60)
                    let found = try await browser.script("""
                        return window.__axe.violations.filter(v => ['moderate', 'serious', 'critical'].includes(v.impact))
                          .map(v => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))
                        """) as? [String] ?? ["no answer"]
                    #expect(found.isEmpty, "\(page)\(dark ? " (dark)" : ""): \(found.joined(separator: "\n"))")
                }
            }
        }
    }

    /// The README and the "Catalogue and gallery" article show a component page with its redlines
    /// and the token page as Chromium draws them (1280 × 900); each picture must be what the site
    /// shows now, so the documentation changes when the pages do. `BENTO_RECORD_DOC_PICTURES=1`
    /// takes them again.
    @Test(arguments: [("Button/index.html", "CatalogueAndGallery-component-page"), ("tokens/index.html", "CatalogueAndGallery-tokens")])
    func theDocumentationShowsTheSiteAsItIs(_ page: String, _ picture: String) async throws {
        let root = Repository.root
        let file = root.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/Resources/\(picture).png")
        let taken = Self.screenshots.appendingPathComponent("\(picture).png")
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        let shot: Bool? = try await withBrowser(width: 1280, height: 900) { browser in
            try await browser.emulateViewport(width: 1280, height: 900)
            try await browser.open(Self.site.appendingPathComponent(page))
            if page.hasPrefix("Button") { try await browser.click("#state-1 .redline-switch") }
            // Pictures on screen have loaded (those further down load lazily, when scrolled to).
            try await browser.wait(until: "return [...document.images].filter(i => i.getAttribute('src') && i.getBoundingClientRect().top < innerHeight).every(i => i.complete && i.naturalWidth > 0)")
            try await browser.screenshot(to: taken)
            return true
        }
        guard shot == true else { return }
        if ProcessInfo.processInfo.environment["BENTO_RECORD_DOC_PICTURES"] == "1" {
            try Bitmap(contentsOfPNG: taken).writePNG(to: file)
        }
        let now = try Bitmap(contentsOfPNG: taken), committed = try Bitmap(contentsOfPNG: file)
        #expect(now.width == committed.width && now.height == committed.height, "\(picture).png: \(committed.width) × \(committed.height), the page now \(now.width) × \(now.height)")
        if now.width == committed.width && now.height == committed.height {
            // Chromium's text may move by an antialiased pixel between versions; a changed page moves far more.
            let differing = now.withUnsafePixels { a in committed.withUnsafePixels { b in zip(a, b).filter { $0 != $1 }.count } }
            #expect(Double(differing) / Double(now.width * now.height) < 0.005, "\(picture).png is not the page as it is (\(differing) pixels differ); BENTO_RECORD_DOC_PICTURES=1 takes it again")
        }
        for document in ["README.md", "Sources/GalleryCommands/GalleryCommands.docc/CatalogueAndGallery.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            #expect(text.contains("\(picture)"), "\(document) shows \(picture)")
        }
    }
}
