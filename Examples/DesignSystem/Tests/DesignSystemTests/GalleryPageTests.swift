import DesignSystemCatalogue
import Foundation
import GalleryKit
import Rasterizer
import Testing

/// The site this package's gallery renders, opened in headless Chromium (Debian's): the overview
/// and a component page show pictures that exist and decode, and the search finds a component.
@Suite struct GalleryPageTests {
    static let chromium = "/usr/bin/chromium"

    static func dumpDOM(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }

    static func values(of attribute: String, in dom: String) -> [String] {
        dom.components(separatedBy: "\(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: chromium) || ProcessInfo.processInfo.environment["BENTO_NO_BROWSER"] == nil))
    func theIndexAndAComponentPageWorkInChromium() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("design-gallery-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let context = GalleryContext(catalogue: designSystemCatalogue)
        #expect(GalleryCommand.run(context, arguments: ["render", "--output", output.path, "--quiet", "--scale", "1"]) == 0)

        let index = try Self.dumpDOM(URL(string: output.appendingPathComponent("index.html").absoluteString + "#search=ratingstars")!)
        #expect(index.contains("<h1>DesignSystem</h1>"))
        // The search keeps RatingStars in the navigation and the overview, and hides the others.
        #expect(index.contains("1 component<"))
        #expect(index.contains(/<li class="card" data-search="ratingstars[^"]*"><div/))
        #expect(index.contains(/<li class="card" data-search="pricetag[^"]*" hidden=""><div/))
        let sources = Self.values(of: "src", in: index)
        #expect(sources.count == designSystemCatalogue.components.count, "each component once, at its first state")
        for source in sources { #expect(try Bitmap(contentsOfPNG: output.appendingPathComponent(source)).width > 0) }

        let page = output.appendingPathComponent("BasketRow/index.html")
        let dom = try Self.dumpDOM(page)
        #expect(dom.contains("A product in the basket"))
        #expect(dom.contains("DesignSystem › Checkout"))
        #expect(Self.values(of: "href", in: dom).contains("../index.html"))
        let images = Self.values(of: "src", in: dom)
        // regular in 2 themes, on-sale in 2 themes × 2 sizes, translated and translated-on-sale in
        // 5 languages each, each state's measured picture, and the regular state beside its design
        // (the design drawn by Bento, and the code)
        #expect(images.count == 22)
        #expect(dom.contains("Design and code"))
        for image in images { #expect(try Bitmap(contentsOfPNG: page.deletingLastPathComponent().appendingPathComponent(image)).width > 0) }
    }
}
