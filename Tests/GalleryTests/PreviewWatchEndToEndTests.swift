import Foundation
import TestSupport
import Testing

/// `serve --watch` on a scratch copy of `Examples/DesignSystem`, in headless Chromium: a one-line
/// change to `Badge` rebuilds the gallery and the open page shows the new pixels by itself (no
/// reload: a marker set in the page survives, and the address keeps its state); a compile error is
/// shown on the page with file, line and message over the last good render, and its fix clears it;
/// a trapping component and a broken token file leave the server serving and the page saying why;
/// saves in a row never lose the server; a preview saved in a new file appears after the rebuild;
/// SIGTERM stops it and its render worker. And on `Examples/SwiftUIDesignSystem`: a saved edit to a
/// SwiftUI view file (its badge's colour) redraws the open page.
/// In the long step: the copy builds in the shared build folder (`LongStep.sharedBuild`), so only
/// its own modules compile, and `serve --watch` rebuilds into the folder its executable came from.
@Suite(.serialized, LongStep.only) struct PreviewWatchEndToEndTests {
    static let repository = Repository.root

    /// An example package copied to a temporary folder, its dependency on Bento pointing back here.
    static func scratchCopy(of name: String = "DesignSystem") throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-watch-\(UUID().uuidString)", isDirectory: true)
        let example = repository.appendingPathComponent("Examples/\(name)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Snapshots", "Tests"] {
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: scratch.appendingPathComponent(item))
        }
        let manifest = scratch.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(repository.path)\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return scratch
    }

    /// Builds a scratch copy's gallery in the shared build folder and starts `serve --watch` in it:
    /// the server and the address it printed.
    static func serve(_ scratch: URL, product: String) throws -> (Process, String) {
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", scratch.path] + LongStep.sharedBuildArguments + ["--product", product]
        let buildLog = Pipe()
        build.standardOutput = buildLog
        build.standardError = buildLog
        try build.run()
        let buildOutput = String(decoding: buildLog.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        try #require(build.terminationStatus == 0, "the scratch copy builds: \(buildOutput.suffix(3000))")

        let serve = Process()
        serve.executableURL = LongStep.sharedBuild.appendingPathComponent("debug/\(product)").resolvingSymlinksInPath()
        serve.arguments = ["serve", "--watch"]
        serve.currentDirectoryURL = scratch
        let output = Pipe()
        serve.standardOutput = output
        serve.standardError = FileHandle.nullDevice
        try serve.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("token=") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { serve.terminate() }
            try #require(!chunk.isEmpty, "serve printed its address")
            printed += chunk
        }
        let address = try #require(String(decoding: printed, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("Open ") }?.dropFirst(5))
        return (serve, String(address))
    }

    @Test func aSavedChangeAndACompileErrorReachTheOpenPage() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        // The first build of the copy takes both cores: no other browser test runs meanwhile. The
        // server rebuilds in the shared build folder when a file is saved: no other build meanwhile.
        await Turn.sharedBuild.take()
        defer { Turn.sharedBuild.give() }
        await Turn.browser.take()
        defer { Turn.browser.give() }
        let scratch = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (serve, address) = try Self.serve(scratch, product: "design-gallery")
        let executable = try #require(serve.executableURL)
        defer { serve.terminate() }

        try FileManager.default.createDirectory(at: PreviewPageEndToEndTests.screenshots, withIntermediateDirectories: true)
        try await withBrowser(holdingTurn: true) { browser in
            try await browser.open(URL(string: "\(address)&entry=Badge/new&theme=brand-dark")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            let before = try await browser.script("return document.getElementById('render').src") as? String ?? ""
            _ = try await browser.script("window.notReloaded = true")

            // A one-line change: the badge's background becomes the secondary colour.
            let badge = scratch.appendingPathComponent("Sources/BrandAtoms/Badge.swift")
            let original = try String(contentsOf: badge, encoding: .utf8)
            try original.replacingOccurrences(of: "case .brand: theme.colors.primary", with: "case .brand: theme.colors.secondary")
                .write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '2' && document.getElementById('render').src !== arguments[0]".replacingOccurrences(of: "arguments[0]", with: "'\(before)'"), timeout: 300)
            #expect(try await browser.script("return window.notReloaded === true") as? Bool == true, "the page updated without a reload")
            #expect(try await browser.script("const p = new URLSearchParams(location.search); return p.get('entry') + ' ' + p.get('theme')") as? String == "Badge/new brand-dark")
            try await browser.screenshot(to: PreviewPageEndToEndTests.screenshots.appendingPathComponent("4-after-save.png"))

            // A compile error: shown with file, line and message, over the last good render.
            try (original + "\nlet brokenOnPurpose: Int = \"not a number\"\n").write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.getElementById('build').textContent.includes('Badge.swift:')", timeout: 300)
            let shown = try await browser.text("#build")
            let line = original.components(separatedBy: "\n").count + 1
            #expect(shown.contains("Sources/BrandAtoms/Badge.swift:\(line):") && shown.contains("cannot convert value"), "\(shown)")
            #expect(try await browser.script("return document.getElementById('render').naturalWidth > 0") as? Bool == true)
            try await browser.screenshot(to: PreviewPageEndToEndTests.screenshots.appendingPathComponent("5-compile-error.png"))

            // The fix: the error goes and the next generation serves.
            try original.write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '3' && document.getElementById('build').style.display === 'none'", timeout: 300)
            #expect(try await browser.script("return window.notReloaded === true") as? Bool == true)
            #expect(try await browser.script("return document.getElementById('render').src") as? String == before, "back to the original pixels")

            // A component that traps: its render crashes the worker, not the server; the page shows
            // the trap's message, and the fix brings the pixels back.
            let body = "public var body: some Renderable {\n        UI.Label("
            #expect(original.contains(body))
            try original.replacingOccurrences(of: body, with: "public var body: some Renderable {\n        precondition(text.isEmpty, \"badge trapped on purpose\")\n        return UI.Label(")
                .write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '4' && document.getElementById('message').textContent.includes('badge trapped on purpose')", timeout: 300)
            #expect(serve.isRunning)
            try await browser.screenshot(to: PreviewPageEndToEndTests.screenshots.appendingPathComponent("9-trap.png"))
            try original.write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '5' && document.getElementById('message').style.display === 'none'", timeout: 300)
            #expect(try await browser.script("return document.getElementById('render').src") as? String == before)

            // A token file that does not read: the rebuilt gallery does not start, the page says why,
            // and the previous generation keeps serving; the fix starts the next one.
            let tokens = scratch.appendingPathComponent("Sources/BrandTheme/Resources/brand-light.tokens.json")
            let tokenText = try String(contentsOf: tokens, encoding: .utf8)
            try "{ \"color\": ".write(to: tokens, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.getElementById('build').textContent.includes('did not start')", timeout: 300)
            #expect(try await browser.text("#build").contains("brand-light.tokens.json"))
            #expect(serve.isRunning)
            let stillServing = try await browser.script("""
                return fetch('/api/render?entry=Badge/new&theme=brand-dark&token=' + token).then(r => r.ok)
                """)
            #expect(stillServing as? Bool == true, "generation 5 still renders")
            try tokenText.write(to: tokens, atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '6' && document.getElementById('build').style.display === 'none'", timeout: 300)

            // A small soak: saves in a row, each a new generation, the server never gone.
            for round in 1...3 {
                try (tokenText + String(repeating: " ", count: round)).write(to: tokens, atomically: true, encoding: .utf8)
                try await browser.wait(until: "return document.body.dataset.generation === '\(6 + round)'", timeout: 300)
                #expect(serve.isRunning, "round \(round)")
            }

            // A #Preview saved in a new file is found by the next build's worker: no list to edit.
            try """
                import CataloguePreviews
                import Components

                #Preview("Fresh", "saved") { context in Badge("Fresh", theme: context.theme).padding(8) }
                """.write(to: scratch.appendingPathComponent("Sources/BrandAtoms/Fresh.swift"), atomically: true, encoding: .utf8)
            try await browser.wait(until: "return document.body.dataset.generation === '10'", timeout: 300)
            let catalogue = try await browser.script("return fetch('/api/catalogue?token=' + token).then(r => r.json()).then(c => JSON.stringify(c))") as? String ?? ""
            #expect(catalogue.contains("Fresh/saved"), "the new preview is in the rebuilt catalogue")
        }

        // SIGTERM after ten generations stops the server and its render worker.
        serve.terminate()
        let deadline = Date() + 3
        while serve.isRunning && Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(!serve.isRunning, "serve --watch stopped on SIGTERM")
        try await Task.sleep(nanoseconds: 1_000_000_000)
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        search.arguments = ["-f", executable.path]
        let found = Pipe()
        search.standardOutput = found
        try search.run()
        search.waitUntilExit()
        let left = String(decoding: found.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(left.isEmpty, "processes of the copy left running: \(left)")
    }

    /// A SwiftUI view file edited while its preview is open: the badge's fill becomes another
    /// colour of the asset catalogue, and the page shows the new pixels by itself.
    @Test func aSavedEditToASwiftUIViewRedrawsTheOpenPage() async throws {
        guard WebDriver.isInstalledOrReported() else { return }
        // Built before the browser's turn is taken: the other browser tests go on meanwhile. The
        // server rebuilds in the shared build folder when a file is saved: no other build meanwhile.
        await Turn.sharedBuild.take()
        defer { Turn.sharedBuild.give() }
        let scratch = try Self.scratchCopy(of: "SwiftUIDesignSystem")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (serve, address) = try Self.serve(scratch, product: "swiftui-gallery")
        defer { serve.terminate() }
        await Turn.browser.take()
        defer { Turn.browser.give() }

        try FileManager.default.createDirectory(at: PreviewPageEndToEndTests.screenshots, withIntermediateDirectories: true)
        try await withBrowser(holdingTurn: true) { browser in
            try await browser.open(URL(string: "\(address)&entry=Badge/New&theme=light")!)
            try await browser.wait(until: "return Number(document.body.dataset.rendered || 0) >= 1")
            let before = try await browser.script("return document.getElementById('render').src") as? String ?? ""
            _ = try await browser.script("window.notReloaded = true")

            let badge = scratch.appendingPathComponent("Sources/SwiftUIBrand/Badge.swift")
            let original = try String(contentsOf: badge, encoding: .utf8)
            #expect(original.contains("Capsule().fill(Color.brandPrimary)"))
            try original.replacingOccurrences(of: "Capsule().fill(Color.brandPrimary)", with: "Capsule().fill(Color.textSecondary)")
                .write(to: badge, atomically: true, encoding: .utf8)
            try await browser.wait(
                until: "return document.body.dataset.generation === '2' && document.getElementById('render').src !== '\(before)'", timeout: 300)
            #expect(try await browser.script("return window.notReloaded === true") as? Bool == true, "the page updated without a reload")
            try await browser.screenshot(to: PreviewPageEndToEndTests.screenshots.appendingPathComponent("swiftui-after-save.png"))
        }
    }
}
