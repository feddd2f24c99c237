import Foundation
import TestSupport
import Testing

/// The combined DocC site (`scripts/docs build` writes it to `.build/docs-site`; CI then runs this
/// suite with `BENTO_DOCS_SITE` set), served over HTTP by Python's `http.server` and opened in
/// Chromium: the Components landing page lists the atoms, and a component's page shows its
/// pictures, loaded. Without `BENTO_DOCS_SITE` the suite does not run: building the site takes a
/// minute and cannot run inside `swift test`, which holds the build folder.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["BENTO_DOCS_SITE"] != nil, "scripts/docs build, then BENTO_DOCS_SITE=.build/docs-site"))
struct DocumentationSiteTests {
    /// A static file server over a folder, on a free loopback port, stopped by `stop()`.
    final class StaticServer {
        let process = Process()
        let port: Int

        init(folder: URL) async throws {
            port = try WebDriver.freePort()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = ["-m", "http.server", "--bind", "127.0.0.1", "--directory", folder.path, "\(port)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 {
                if (try? PlainHTTP.request(port, "GET", "/index.html", headers: ["Host": "127.0.0.1:\(port)"]))?.status == 200 { return }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            stop()
            throw WebDriver.Failure(description: "python3 -m http.server did not start on port \(port)")
        }

        var base: String { "http://127.0.0.1:\(port)" }

        func stop() {
            // Not waitUntilExit: it spins the calling thread's run loop, which a test's task may not have.
            kill(process.processIdentifier, SIGKILL)
        }
    }

    static var site: URL {
        let path = ProcessInfo.processInfo.environment["BENTO_DOCS_SITE"] ?? ".build/docs-site"
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    @Test func aComponentsPageShowsItsPictures() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        #expect(FileManager.default.fileExists(atPath: Self.site.appendingPathComponent("documentation/components/index.html").path), "no site at \(Self.site.path)")
        let server = try await StaticServer(folder: Self.site)
        defer { server.stop() }
        try await withBrowser(width: 1280, height: 1600) { browser in
            let shots = URL(fileURLWithPath: ".build/docs-site-screenshots", isDirectory: true)
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

            // The site's root opens the index of every module, not DocC's "page can't be found".
            try await browser.open(URL(string: server.base + "/")!)
            try await browser.wait(until: "return location.pathname === '/documentation/' && document.body.innerText.includes('Components')")
            #expect(!(try await browser.script("return document.body.innerText") as? String ?? "").contains("can't be found"))

            // The landing page: the module's abstract and its topic groups, with links to the atoms.
            try await browser.open(URL(string: server.base + "/documentation/components")!)
            try await browser.wait(until: "return document.querySelector('.topic') !== null && document.body.innerText.includes('Atoms')")
            let landing = try await browser.script("return document.body.innerText") as? String ?? ""
            #expect(landing.contains("vocabulary, and render it to pixels on Linux"))
            #expect(landing.contains("Getting started"))
            try await browser.screenshot(to: shots.appendingPathComponent("components.png"))

            // A component's page: its pictures, loaded from the site (not a broken image).
            try await browser.open(URL(string: server.base + "/documentation/components/ui/button")!)
            let loaded = """
                const images = [...document.querySelectorAll('img')].filter(i => (i.currentSrc || i.src).includes('Button-filled'));
                return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0);
                """
            try await browser.wait(until: loaded)
            let size = try await browser.script(
                "const i = [...document.querySelectorAll('img')].find(i => (i.currentSrc || i.src).includes('Button-filled')); return [i.naturalWidth, i.naturalHeight];"
            ) as? [Any]
            #expect((size?.first as? Int ?? 0) > 100, "\(String(describing: size))")
            let page = try await browser.script("return document.body.innerText") as? String ?? ""
            #expect(page.contains("Pictures") && page.contains("outlined"))
            try await browser.screenshot(to: shots.appendingPathComponent("ui-button.png"))

            // A Design Library factory's page, in dark mode: the dark picture (DocC's `~dark`).
            try await browser.emulateDarkColorScheme()
            try await browser.open(URL(string: server.base + "/documentation/components/designlibrary/componentsbuilder/row3(title:detail:image:didtap:)")!)
            let darkLoaded = """
                const images = [...document.querySelectorAll('img')].filter(i => (i.currentSrc || i.src).includes('DesignLibrary-row3~dark'));
                return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0);
                """
            try await browser.wait(until: darkLoaded)
            try await browser.screenshot(to: shots.appendingPathComponent("row3-dark.png"))

            // Another module's landing page: the command line's, with the table of the gallery's rooms.
            try await browser.open(URL(string: server.base + "/documentation/gallerycommands")!)
            try await browser.wait(until: "return ['GalleryCommand', 'GalleryEngine', 'LoopbackHTTP', 'CatalogueTesting'].every(name => document.body.innerText.includes(name))")
        }
    }
}
