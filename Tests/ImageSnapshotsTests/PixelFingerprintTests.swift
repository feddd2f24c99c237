import Foundation
import Rasterizer
import ReferenceStores
import SafeFiles
import TestSupport
import Testing

@testable import ImageSnapshots

/// Pixel fingerprints against tools we did not write: xxHash's own `xxh128sum` for the digest, and
/// Pillow for the pixels a recorded reference holds.
@Suite struct PixelFingerprintTests {
    /// `xxh128sum` of a file, its digest alone.
    static func xxh128sum(_ bytes: [UInt8]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xxh-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return String(try run("/usr/bin/xxh128sum", [file.path]).prefix { $0 != " " })
    }

    static func run(_ program: String, _ arguments: [String]) throws -> String {
        String(decoding: try runBytes(program, arguments), as: UTF8.self)
    }

    @Test(arguments: [0, 1, 16, 129, 240, 241, 4_096, 300_013])
    func theFingerprintIsXxh128sumOfTheBytesJoined(count: Int) throws {
        var generator = SeededGenerator(seed: UInt64(count))
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        // Cut in three anywhere: the pieces hash as the bytes joined.
        let cuts = [count / 3, count / 3 + count / 5]
        let hex = bytes.withUnsafeBytes { all in
            Fingerprint128.hex(joining: [
                UnsafeRawBufferPointer(rebasing: all[0..<cuts[0]]), UnsafeRawBufferPointer(rebasing: all[cuts[0]..<cuts[1]]),
                UnsafeRawBufferPointer(rebasing: all[cuts[1]...]),
            ])
        }
        #expect(hex == (try Self.xxh128sum(bytes)))
        #expect(Fingerprint128.isHexDigest(hex))
    }

    /// A committed reference (drawn by Bento, decoded here by Pillow): its fingerprint is
    /// `xxh128sum` of `bento-pixels 1 WxH\n` and the RGBA rows Pillow reads (opaque, so
    /// premultiplied and straight agree), and its SHA-256 kind is `sha256sum` of the same bytes.
    @Test func aReferencesFingerprintIsOfThePixelsPillowDecodes() throws {
        let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/BentoGuideTests/guideBannerCompilesAndRenders@light-2x.png")
        let bitmap = try Bitmap(pngData: [UInt8](Data(contentsOf: png)))
        let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert("RGBA")
            assert all(a == 255 for a in im.getdata(3)), "opaque"
            sys.stdout.buffer.write(("bento-pixels 1 %dx%d\\n" % im.size).encode() + im.tobytes())
            """
        let raw = Array(try Self.runBytes("/usr/bin/python3", ["-c", script, png.path]))
        let header = Array("bento-pixels 1 \(bitmap.width)x\(bitmap.height)\n".utf8)
        try #require(raw.count == header.count + 4 * bitmap.width * bitmap.height, "Pillow wrote \(raw.count) bytes")
        let fingerprint = PixelHash.of(bitmap)
        #expect(fingerprint.algorithm == .xxh3)
        #expect(fingerprint.hex == (try Self.xxh128sum(raw)))
        #expect(PixelHash.of(bitmap, as: .sha256).hex == ContentHash.hex(raw))
        #expect(fingerprint.description == "pixels:xxh3:\(fingerprint.hex)")
    }

    /// What a program writes to its standard output, after it exits with 0.
    static func runBytes(_ program: String, _ arguments: [String]) throws -> Data {
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run scripts/bootstrap")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(program) failed")
        return data
    }

    @Test func oneChangedPixelChangesTheFingerprint() throws {
        var bitmap = try Bitmap(width: 40, height: 30, fill: .white)
        let before = PixelHash.of(bitmap)
        bitmap[39, 29] = PremultipliedPixel(red: 255, green: 255, blue: 254, alpha: 255)
        #expect(PixelHash.of(bitmap) != before)
        // The size is hashed: the same bytes in another shape differ.
        #expect(PixelHash.of(try Bitmap(width: 30, height: 40, fill: .white)) != PixelHash.of(try Bitmap(width: 40, height: 30, fill: .white)))
    }
}
