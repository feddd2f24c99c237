import BentoZlib
import Foundation
import Rasterizer
import Testing

/// Issue 48: a reference with a huge chunk no decoder reads (500 MiB here, under the largest PNG
/// file the limits allow) is read in proportion to its pixels: the chunk streams past, its CRC
/// checked, and is never held.
@Suite struct PNGChunkStreamTests {
    static let hugeChunkLength = 500 << 20

    /// `png` with an unknown ancillary chunk of `length` zero bytes after IHDR, written sparse
    /// (the zeros take no disk), with its CRC.
    static func writeWithHugeChunk(_ png: [UInt8], length: Int, to url: URL) throws {
        let afterHeader = 8 + 25
        var head = Array(png[0..<afterHeader]) + [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
        head += Array("boGs".utf8)
        var crc = UInt(crc32(0, Array("boGs".utf8), 4))
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        var left = length
        while left > 0 {
            let piece = min(left, zeros.count)
            crc = UInt(crc32(crc, zeros, UInt32(piece)))
            left -= piece
        }
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(head))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(head.count + length))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)] + png[afterHeader...]))
        try handle.close()
    }

    static func frames() throws -> [Bitmap] {
        try (0..<3).map { index in try Bitmap(width: 6, height: 4, fill: index == 1 ? .black : .white) }
    }

    /// In a child process of its own, so its peak memory is this read's alone.
    @Test func aHugeUnknownChunkIsSkippedWithinTwoHundredMegabytes() async {
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-huge-chunk-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let frames = try PNGChunkStreamTests.frames()
            let still = folder.appendingPathComponent("still.png"), animated = folder.appendingPathComponent("animated.png")
            try PNGChunkStreamTests.writeWithHugeChunk(try frames[1].pngData(), length: PNGChunkStreamTests.hugeChunkLength, to: still)
            try PNGChunkStreamTests.writeWithHugeChunk(try AnimatedPNG.encode(frames), length: PNGChunkStreamTests.hugeChunkLength, to: animated)
            guard try Bitmap(contentsOfPNG: still) == frames[1], try AnimatedPNG.frames(contentsOf: animated) == frames else { exit(2) }
            // The peak of this process image: /proc's VmHWM (getrusage's ru_maxrss also counts the
            // test runner this child was spawned from, which shares its memory until exec).
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                  let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
            else { exit(4) }
            exit(kilobytes < 200 * 1024 ? 0 : 3)
        }
    }

    /// The chunk's CRC is still checked as it streams past, and image data larger than the
    /// pixels can need is refused before it is read.
    @Test func aDamagedSkippedChunkOrTooMuchImageDataIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-chunks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try Self.frames()[0].pngData()
        let damaged = folder.appendingPathComponent("damaged.png")
        try Self.writeWithHugeChunk(png, length: 3 << 20, to: damaged)
        let handle = try FileHandle(forWritingTo: damaged)
        try handle.seek(toOffset: 8 + 25 + 8 + 1000)
        try handle.write(contentsOf: Data([1]))
        try handle.close()
        #expect(throws: ImageFileError.self) { try Bitmap(contentsOfPNG: damaged) }
        do { _ = try Bitmap(contentsOfPNG: damaged) } catch { #expect(error.description.contains("boGs chunk at byte 33 fails its CRC"), "\(error)") }

        // Found by `scripts/fuzz apng`: sides of 2,021,161,080 and a depth of 120 overflowed the
        // image-data bound; the limits refuse such a header before any data is kept.
        var huge = try AnimatedPNG.encode(try Self.frames())
        huge.replaceSubrange(16..<29, with: [0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x78, 0x16, 0xB8])
        let headerCRC = UInt32(crc32(0, Array(huge[12..<29]), 17))
        huge.replaceSubrange(29..<33, with: [UInt8(headerCRC >> 24), UInt8(headerCRC >> 16 & 0xFF), UInt8(headerCRC >> 8 & 0xFF), UInt8(headerCRC & 0xFF)])
        let hugeFile = folder.appendingPathComponent("huge.png")
        try Data(huge).write(to: hugeFile)
        do { _ = try AnimatedPNG.frames(contentsOf: hugeFile) } catch { #expect(error.description.contains("2021161080 × 2021161080 pixels"), "\(error)") }
        #expect(throws: ImageFileError.self) { try AnimatedPNG.frames(contentsOf: hugeFile) }

        // A 6 × 4 picture whose IDAT claims 64 MB: refused by its length, unread.
        var header = Array(png[0..<33])
        let length = 64 << 20
        header += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + Array("IDAT".utf8)
        let bloated = folder.appendingPathComponent("bloated.png")
        _ = FileManager.default.createFile(atPath: bloated.path, contents: Data(header))
        let bloatedHandle = try FileHandle(forWritingTo: bloated)
        try bloatedHandle.truncate(atOffset: UInt64(header.count + length + 16))
        try bloatedHandle.close()
        do { _ = try Bitmap(contentsOfPNG: bloated) } catch { #expect(error.description.contains("more than its pixels can need"), "\(error)") }
    }
}
