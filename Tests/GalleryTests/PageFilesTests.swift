import Foundation
import Testing
import TestSupport

/// The pages' style sheets and scripts are files (`Sources/<Module>/Pages/`), compiled into the
/// binaries: each is checked here as a linter would, and each script is compiled by Chromium.
@Suite struct PageFilesTests {
    static var files: [URL] {
        let sources = Repository.root.appendingPathComponent("Sources")
        let all = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return all.filter { $0.deletingLastPathComponent().lastPathComponent == "Pages" && ["js", "css", "html"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    @Test func everyPageFileStaysInsideItsElement() throws {
        let files = Self.files
        #expect(files.count >= 10, "\(files.map(\.lastPathComponent))")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.lastPathComponent
            switch file.pathExtension {
            case "js": #expect(!text.lowercased().contains("</script"), "\(name) would end its <script> element early")
            case "css": #expect(!text.lowercased().contains("</style"), "\(name) would end its <style> element early")
            default:
                // A template names its style sheet and script once each, and holds no script or style of its own.
                #expect(text.components(separatedBy: "{{style}}").count == 2 && text.components(separatedBy: "{{script}}").count == 2, "\(name)")
                #expect(text.components(separatedBy: "<script").count == 2 && text.components(separatedBy: "<style").count == 2, "\(name)")
            }
            #expect(!text.contains("\t") && !text.contains("\r"), "\(name) has tabs or carriage returns")
        }
    }

    @Test func everyScriptCompilesInChromium() async throws {
        let scripts = try Self.files.filter { $0.pathExtension == "js" }.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        #expect(scripts.count >= 4)
        try await withBrowser { browser in
            for (name, source) in scripts {
                let problem = try await browser.script(
                    "try { new Function(arguments[0]); return ''; } catch (error) { return String(error); }", [source]) as? String
                #expect(problem == "", "\(name): \(problem ?? "no answer")")
            }
            // The check finds a broken script: a brace left open.
            let broken = try await browser.script("try { new Function(arguments[0]); return ''; } catch (error) { return String(error); }", ["function f() {"])
            #expect((broken as? String)?.contains("SyntaxError") == true)
        }
    }
}
