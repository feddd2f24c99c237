import Foundation
import TestSupport
import Testing

@testable import Rasterizer

/// Nothing users committed changes meaning: every reference decodes to exactly the pixels that
/// pypng, an independent decoder, read from it before libpng re-encoded the references
/// (`Fixtures/References/pixels.sha256`, made by `make_pixel_manifest.py`).
@Suite struct ReferencePixelsTests {
    static let root = Repository.root

    @Test func everyReferenceDecodesToThePixelsItHad() throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/RasterizerTests/Fixtures/References/pixels.sha256"), encoding: .utf8)
        var checked = 0
        var changed: [String] = []
        for line in manifest.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            try #require(fields.count == 3, "a manifest line of three fields: \(line)")
            let path = String(fields[2])
            let bitmap = try Bitmap(pngData: [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(path))))
            let pixels = try Self.sha256sum(bitmap.withUnsafePixels { Data(buffer: $0) })
            if pixels != fields[0] || "\(bitmap.width)x\(bitmap.height)" != fields[1] { changed.append(path) }
            checked += 1
        }
        #expect(changed.isEmpty, "decode to other pixels than they had: \(changed)")
        #expect(checked >= 280)
    }

    /// coreutils' `sha256sum` of some bytes (a debug build's Swift SHA-256 took a minute here).
    static func sha256sum(_ bytes: Data) throws -> Substring {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { input.fileHandleForWriting.write(bytes); try? input.fileHandleForWriting.close() }
        writer.start()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: answer, as: UTF8.self).prefix(64)
    }
}
