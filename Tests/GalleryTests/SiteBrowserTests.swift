import BentoCatalogue
import ComponentCatalogue
import Components
import Foundation
import Rasterizer
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GallerySite
import TestSupport
import Testing

/// The documentation site as people use it, in real Chromium (Debian's, through chromedriver): at
/// 390 points wide nothing scrolls sideways and the navigation opens from its menu button; a
/// redline says what the laid-out tree says, where the tree puts it; a token's value is copied; a
/// known pair is graded as WCAG says. (`SiteAuditTests`, in the long step, walks the pages by
/// keyboard, checks a running entry's steps against Pillow, runs axe-core in the pages and checks
/// the documentation's pictures of them.)
@Suite(.serialized) struct SiteBrowserTests {
    /// The demo's buttons and labels (and in the long step a running entry's steps), with the token page.
    static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-site-\(UUID().uuidString)", isDirectory: true)
        let entries = BentoCatalogue.catalogue.entries
        // The long step adds a running entry, for its steps and its page's checks.
        let items = (["Button/*", "Label/*"] + (LongStep.isRunning ? ["SignUpFlow/*"] : [])).flatMap { filter in
            (try? SelectionOptions.parse(["--filter", filter]).workItems(from: entries)) ?? []
        }
        let renderer = GalleryRenderer(outputDirectory: folder)
        if let images = try? renderer.render(items, jobs: 2, progress: { _, _ in }) {
            let site = GallerySite(outputDirectory: folder, catalogue: BentoCatalogue.catalogue)
            _ = try? site.write(images, contactSheets: renderer.writeContactSheets(images).sheets)
            // The long step's token page is the whole catalogue's, every pair it draws graded (the
            // disabled controls' text exempt, the failing pairs' samples pictures), for axe-core.
            let tokenItems = LongStep.isRunning ? ((try? SelectionOptions.parse([]).workItems(from: entries)) ?? items) : items
            _ = try? TokenPages(outputDirectory: folder, catalogueName: "Bento", components: site.components(with: images))
                .write(themes: [.light, .dark], usage: try? TokenUsage(tokenItems), items: tokenItems)
        }
        return folder
    }()

    static let screenshots = Repository.root.appendingPathComponent(".build/site-screenshots", isDirectory: true)

    /// One browser for the three checks: each browser started costs seconds of the unit run.
    @Test func theSiteWorksAsPeopleUseIt() async throws {
        try await withBrowser(width: 1280, height: 900) { browser in
            try await Self.aRedlineSaysWhatTheLaidOutTreeSaysWhereItSaysIt(browser)
            try await Self.aTokenValueIsCopiedAndAKnownPairIsGradedAsWCAGSays(browser)
            try await Self.at390PointsNothingScrollsSidewaysAndTheNavigationOpens(browser)
        }
    }

    static func at390PointsNothingScrollsSidewaysAndTheNavigationOpens(_ browser: WebDriver) async throws {
        do {
            try await browser.emulateViewport(width: 390, height: 844)
            for page in ["index.html", "Button/index.html", "tokens/index.html"] + (LongStep.isRunning ? ["SignUpFlow/index.html"] : []) {
                try await browser.open(Self.site.appendingPathComponent(page))
                let widths = try await browser.script("return [document.documentElement.scrollWidth, window.innerWidth]") as? [Int] ?? []
                #expect(widths.count == 2 && widths[0] <= widths[1], "\(page) scrolls sideways: \(widths)")
            }
            try await browser.open(Self.site.appendingPathComponent("index.html"))
            let searchShown = "return getComputedStyle(document.getElementById('site-search')).display !== 'none'"
            #expect(try await browser.script(searchShown) as? Bool == false, "folded behind the menu")
            try await browser.click("#nav-toggle")
            #expect(try await browser.script(searchShown) as? Bool == true)
            #expect(try await browser.script("return document.getElementById('nav-toggle').getAttribute('aria-expanded')") as? String == "true")
            try await browser.click("#site-nav a[href='Button/index.html']")
            try await browser.wait(until: "return location.pathname.endsWith('/Button/index.html')")
            try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("button-390.png"))
        }
    }

    static func aRedlineSaysWhatTheLaidOutTreeSaysWhereItSaysIt(_ browser: WebDriver) async throws {
        let entry = try #require(BentoCatalogue.catalogue.entries.first { $0.identifier == "Button/filled" })
        let variant = try #require(entry.allVariants().first)
        let drawn = try entry.rendering(variant).draw()
        let button = try #require(drawn.nodes.first { $0.typeName == "Button" })
        do {
            try await browser.open(Self.site.appendingPathComponent("Button/index.html"))
            try await browser.click("#state-1 .redline-switch")
            let mark = "#state-1-redlines g.size[data-element='Button']"
            #expect(try await browser.text("\(mark) text") == "\(Audit.format(button.frame.width)) × \(Audit.format(button.frame.height))")
            // The outline sits on the button in the picture: the picture's points times its shown scale.
            let placed = try await browser.script("""
                const img = document.querySelector('#state-1 .redline-view img').getBoundingClientRect();
                const rect = document.querySelector("\(mark) rect").getBoundingClientRect();
                const scale = img.width / \(Double(drawn.bitmap.width) / variant.traits.scale);
                return [(rect.left - img.left) / scale, (rect.top - img.top) / scale, rect.width / scale, rect.height / scale];
                """) as? [Double] ?? []
            let expected = [button.frame.x, button.frame.y, button.frame.width, button.frame.height]
            #expect(placed.count == 4 && zip(placed, expected).allSatisfy { abs($0 - $1) < 0.75 }, "\(placed) against \(expected)")
            try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("button-redlines-1280.png"))
        }
    }

    static func aTokenValueIsCopiedAndAKnownPairIsGradedAsWCAGSays(_ browser: WebDriver) async throws {
        do {
            try await browser.open(Self.site.appendingPathComponent("tokens/index.html"))
            // The page's clipboard call is watched: what it would put on the clipboard is kept.
            _ = try await browser.script("window.__copied = []; navigator.clipboard.writeText = text => { window.__copied.push(text); return Promise.resolve(); };")
            let button = "section[aria-label='Colours, light'] li[data-role='color.primary'] button[data-copy^='#']"
            try await browser.click(button)
            try await browser.wait(until: "return window.__copied.length === 1")
            #expect(try await browser.script("return window.__copied") as? [String] == ["#1F5FD6"])
            #expect(try await browser.text(button) == "Copied")

            // textSecondary on the light background, graded by WCAG 2's own formula written here.
            func luminance(_ hex: String) -> Double {
                let value = Int(hex.dropFirst(), radix: 16)!
                let bytes: [Int] = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
                let channels: [Double] = bytes.map { byte -> Double in
                    let c = Double(byte) / 255
                    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
                }
                return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
            }
            let ratio = (luminance("#FFFFFF") + 0.05) / (luminance("#5F6670") + 0.05)
            let row = "tr[data-pair='color.textSecondary on color.background@light']"
            let cells = try await browser.script("return [...document.querySelectorAll(\"\(row) td\")].map(td => td.textContent)") as? [String] ?? []
            #expect(cells.count == 9, "\(cells)")
            #expect(cells.dropFirst(4).first == String(format: "%.2f:1", ratio), "\(cells)")
            let grades: [Bool] = [ratio >= 4.5, ratio >= 3, ratio >= 7]
            let expected: [String] = grades.map { passes in passes ? "✓ Pass" : "✕ Fail" }
            #expect(Array(cells.dropFirst(5).prefix(3)) == expected, "\(cells)")
            #expect(ratio > 4.5 && ratio < 7, "a pair that passes AA and fails AAA")
            try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
            try await browser.screenshot(to: Self.screenshots.appendingPathComponent("tokens-1280.png"))
        }
    }
}
