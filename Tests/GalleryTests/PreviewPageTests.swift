import ComponentCatalogue
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import Rasterizer
import SnapshotReview
import Testing

/// The live preview's page in headless Chromium, over a real server on loopback: the entry's own
/// arguments as controls (a change shows exactly what `gallery render` writes for the named set
/// with those values, and the address keeps it), the disconnected state and reconnection, the
/// keyboard path through the tree, and the layout at 390 points wide.
@Suite(.serialized) struct PreviewPageTests {
    /// A preview of the failing run's catalogue on a fixed port and token, as a restarted server has.
    static func serve(_ run: FailingRun, port: Int = 0, token: String = LoopbackGate.randomToken()) throws -> LoopbackServer {
        let context = GalleryContext(catalogue: run.changed, packageRoot: run.package.root)
        let router = PreviewRouter(context: context, status: PreviewBuildStatus(generation: 1, watching: false), token: token)
        return try LoopbackServer.start(router: router, port: port, threads: 2)
    }

    /// Saves what the browser shows under `.build/preview-screenshots` (made when missing: on a
    /// fresh clone this suite may run first).
    static func screenshot(_ browser: WebDriver, _ name: String) async throws {
        try FileManager.default.createDirectory(at: PreviewPageEndToEndTests.screenshots, withIntermediateDirectories: true)
        try await browser.screenshot(to: PreviewPageEndToEndTests.screenshots.appendingPathComponent(name))
    }

    static func shownPNG(_ browser: WebDriver) async throws -> Data {
        let source = try await browser.script("return document.getElementById('render').src") as? String ?? ""
        return try #require(Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))))
    }

    static func renders(_ browser: WebDriver) async throws -> Int {
        try await browser.script("return Number(document.body.dataset.rendered || 0)") as? Int ?? 0
    }

    @Test func argumentControlsShowWhatRenderWritesForTheSameArguments() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let server = try Self.serve(run)
        defer { server.stop() }
        try await withBrowser { browser in
            try await browser.open(URL(string: server.url.absoluteString + "&entry=PriceTag/regular")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            #expect(try await browser.script("return document.querySelectorAll('#args [data-argument]').length") as? Int == 2)
            #expect(try await browser.script("return document.title") as? String == "PriceTag/regular · Shop · Live preview")

            // The amount as a person types it, then the optional text colour turned on and picked.
            var before = try await Self.renders(browser)
            _ = try await browser.script("""
                const field = document.querySelector('#args [data-argument=amount] input'); field.value = '£3.50';
                field.dispatchEvent(new Event('input', {bubbles: true}))
                """)
            try await browser.wait(until: "return Number(document.body.dataset.rendered) > \(before)")
            before = try await Self.renders(browser)
            _ = try await browser.script("""
                const label = document.querySelector('#args [data-argument=textColor]');
                const toggle = label.querySelector('[data-role=some]'); toggle.checked = true; toggle.dispatchEvent(new Event('change'));
                const picker = label.querySelector('input[type=color]'); picker.value = '#d0d4da'; picker.dispatchEvent(new Event('change'));
                """)
            try await browser.wait(until: "return new URLSearchParams(location.search).get('arg.textColor') === 'some:#D0D4DA' && Number(document.body.dataset.rendered) > \(before) + 1")
            try await browser.wait(until: "return document.getElementById('reference').textContent === 'not a catalogue variant'")
            let shown = try await Self.shownPNG(browser)

            // With frames on, hovering the price's label names its tokens and the hand-picked colour.
            _ = try await browser.script("document.getElementById('frames').click()")
            try await browser.wait(until: "return document.querySelectorAll('#overlay .box').length > 0")
            let titles = try await browser.script("return [...document.querySelectorAll('#overlay .box')].map(b => b.title).join('|')") as? String ?? ""
            #expect(titles.contains("Label\nfont typography.body2\ntext #D0D4DAFF (argument textColor)"), "\(titles)")
            #expect(titles.contains("background color.surface"), "\(titles)")
            _ = try await browser.script("document.getElementById('frames').click()")

            // The design tokens button shows the themes' token pages, drawn as the gallery draws them.
            _ = try await browser.script("document.getElementById('tokens-button').click()")
            try await browser.wait(until: "return [...document.querySelectorAll('#tokens img')].filter(i => i.complete && i.naturalWidth > 0).length === 8")
            #expect(try await browser.script("return document.querySelector('#tokens img').dataset.page") as? String == "palette")
            _ = try await browser.script("document.getElementById('tokens-button').click()")
            #expect(try await browser.script("return document.getElementById('tokens').hidden") as? Bool == true)

            let output = run.package.root.appendingPathComponent("gallery", isDirectory: true)
            #expect(run.package.run(run.changed, ["render", "--output", output.path, "--filter", "PriceTag/faint", "--quiet"]) == 0)
            let written = try Data(contentsOf: output.appendingPathComponent("PriceTag/faint@shop-1x.png"))
            #expect(shown == written, "the regular entry with the faint set's arguments looks as render draws the faint entry")

            // The address keeps the arguments: opened again, the page shows the same controls and pixels.
            let address = try await browser.script("return location.href") as? String ?? ""
            try await browser.open(URL(string: address)!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            #expect(try await Self.shownPNG(browser) == written)
            #expect(try await browser.script("return document.querySelector('#args [data-argument=amount] input').value") as? String == "£3.50")

            // A value the argument does not take is refused with its reason and taken back.
            before = try await browser.script("return Number(document.body.dataset.refused || 0)") as? Int ?? 0
            _ = try await browser.script("""
                const field = document.querySelector('#args [data-argument=amount] input'); field.removeAttribute('maxlength');
                field.value = 'x'.repeat(30); field.dispatchEvent(new Event('input', {bubbles: true}))
                """)
            try await browser.wait(until: "return Number(document.body.dataset.refused || 0) > \(before)")
            #expect(try await browser.text("#message").contains("amount takes at most 20 characters; got 30"))
            #expect(try await browser.script("return new URLSearchParams(location.search).get('arg.amount')") as? String == "£3.50")

            // Reset brings the entry's own arguments back, and with them its reference.
            try await browser.click("#reset-arguments")
            try await browser.wait(until: "return document.getElementById('reference').textContent === 'matches reference'")
            #expect(try await browser.script("return [...new URLSearchParams(location.search).keys()].some(k => k.startsWith('arg.'))") as? Bool == false)
            try await Self.screenshot(browser, "6-arguments.png")
        }
    }

    /// Meter/half differs from its reference: side by side shows the recorded reference beside the
    /// render, the slider lays one over the other, "changes" shows the marked picture, and zoom and
    /// canvas change only how it is shown.
    @Test func theRenderIsComparedWithItsReferenceInThreeWays() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let server = try Self.serve(run)
        defer { server.stop() }
        try await withBrowser { browser in
            try await browser.open(URL(string: server.url.absoluteString + "&entry=Meter/half&compare=side")!)
            try await browser.wait(until: "return document.querySelectorAll('#comparison img').length === 2 && [...document.querySelectorAll('#comparison img')].every(i => i.complete && i.naturalWidth > 0)")
            #expect(try await browser.script("return [...document.querySelectorAll('#comparison figcaption')].map(c => c.textContent).join(',')") as? String == "reference,render")
            let reference = try await browser.script("""
                const image = document.querySelector('#comparison img'); const canvas = document.createElement('canvas');
                canvas.width = image.naturalWidth; canvas.height = image.naturalHeight; return image.naturalWidth + 'x' + image.naturalHeight
                """) as? String
            let recorded = try Bitmap(contentsOfPNG: run.snapshots.appendingPathComponent(FailingRun.half + ".png"))
            #expect(reference == "\(recorded.width)x\(recorded.height)")

            _ = try await browser.script("const s = document.getElementById('compare'); s.value = 'slider'; s.dispatchEvent(new Event('change'))")
            try await browser.wait(until: "return document.querySelector('#slider .top') !== null && document.querySelector('#comparison input[type=range]') !== null")
            _ = try await browser.script("const r = document.querySelector('#comparison input[type=range]'); r.value = 25; r.dispatchEvent(new Event('input'))")
            #expect(try await browser.script("return document.querySelector('#slider .top').style.width") as? String == "25%")

            _ = try await browser.script("const s = document.getElementById('compare'); s.value = 'diff'; s.dispatchEvent(new Event('change'))")
            try await browser.wait(until: "return document.getElementById('render').src.includes('/api/diff') && document.getElementById('render').complete && document.getElementById('render').naturalWidth > 0")

            _ = try await browser.script("const s = document.getElementById('zoom'); s.value = '4'; s.dispatchEvent(new Event('change'))")
            try await browser.wait(until: "return document.getElementById('render').style.width === '\(recorded.width * 4)px'")
            _ = try await browser.script("const s = document.getElementById('canvas'); s.value = 'dark'; s.dispatchEvent(new Event('change'))")
            #expect(try await browser.script("return getComputedStyle(document.getElementById('stage')).backgroundColor") as? String == "rgb(17, 17, 17)")
            #expect(try await browser.script("return new URLSearchParams(location.search).toString().includes('compare=diff&zoom=4&canvas=dark')") as? Bool == true)
            try await Self.screenshot(browser, "10-changes-zoomed.png")
        }
    }

    @Test func thePageSaysWhenTheServerIsGoneAndReconnectsByItself() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let first = try Self.serve(run)
        let port = first.port, token = first.router.gate.token
        try await withBrowser { browser in
            try await browser.open(URL(string: first.url.absoluteString + "&entry=Meter/half")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            #expect(try await browser.script("return getComputedStyle(document.getElementById('offline')).display") as? String == "none")
            let stopped = Date()
            first.stopAndWait()
            try await browser.wait(until: "return document.body.dataset.connection === 'lost'", timeout: 5)
            let noticed = Date().timeIntervalSince(stopped)
            #expect(noticed < 1.5, "noticed after \(noticed) s")
            #expect(try await browser.script("return getComputedStyle(document.getElementById('offline')).display") as? String == "block")
            try await Self.screenshot(browser, "7-disconnected.png")

            // The server back on its port with its token (as `serve --port` keeps them): the page
            // reconnects and renders again without a reload.
            _ = try await browser.script("window.notReloaded = true")
            let rendered = try await Self.renders(browser)
            let second = try Self.serve(run, port: port, token: token)
            defer { second.stop() }
            try await browser.wait(until: "return document.body.dataset.connection === '' && Number(document.body.dataset.rendered) > \(rendered)", timeout: 10)
            #expect(try await browser.script("return window.notReloaded === true") as? Bool == true)
        }
    }

    @Test func theTreeWorksFromTheKeyboardAndThePageFitsA390PointScreen() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        let run = try FailingRun()
        let server = try Self.serve(run)
        defer { server.stop() }
        try await withBrowser { browser in
            try await browser.emulateViewport(width: 390, height: 844)
            try await browser.open(URL(string: server.url.absoluteString + "&entry=PriceTag/regular")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            let widths = try await browser.script("return [document.documentElement.clientWidth, document.documentElement.scrollWidth]") as? [Int] ?? []
            #expect(widths.count == 2 && widths[0] <= 390 && widths[1] <= widths[0], "no sideways scrolling: \(widths)")
            let navAbove = try await browser.script(
                "return document.querySelector('nav').getBoundingClientRect().bottom <= document.querySelector('main').getBoundingClientRect().top + 1")
            #expect(navAbove as? Bool == true, "the tree sits above the preview, full width")
            try await Self.screenshot(browser, "8-narrow.png")

            // Every entry is a real link; Tab reaches the tree, arrows move, Enter opens.
            #expect(try await browser.script("return [...document.querySelectorAll('#tree a')].every(a => a.getAttribute('href'))") as? Bool == true)
            _ = try await browser.script("document.getElementById('search').focus()")
            try await browser.press(.tab)
            #expect(try await browser.script("return document.activeElement.dataset.id") as? String == "PriceTag/regular")
            try await browser.press(.arrowDown)
            try await browser.press(.arrowDown)
            let target = try await browser.script("return document.activeElement.dataset.id") as? String ?? ""
            #expect(target == "Meter/half")
            let before = try await Self.renders(browser)
            try await browser.press(.enter)
            try await browser.wait(until: "return Number(document.body.dataset.rendered) > \(before)")
            #expect(try await browser.script("return new URLSearchParams(location.search).get('entry')") as? String == "Meter/half")
            #expect(try await browser.script("return document.title") as? String == "Meter/half · Shop · Live preview")
            #expect(try await browser.script("return document.activeElement.dataset.id") as? String == "Meter/half", "focus stays on the entry")

            // The page's own dark scheme follows the system's.
            let light = try await browser.script("return getComputedStyle(document.body).backgroundColor") as? String
            try await browser.emulateDarkColorScheme()
            let dark = try await browser.script("return getComputedStyle(document.body).backgroundColor") as? String
            #expect(light == "rgb(244, 245, 247)" && dark == "rgb(21, 24, 29)", "\(light ?? "-") then \(dark ?? "-")")

            // Search reads doc texts too.
            _ = try await browser.script("const s = document.getElementById('search'); s.value = 'how far along'; s.dispatchEvent(new Event('input'))")
            #expect(try await browser.script("return [...document.querySelectorAll('#tree a')].map(a => a.dataset.id).join(' ')") as? String == "Meter/half Meter/unlabelled")
        }
    }
}
