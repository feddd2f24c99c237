import Foundation
import Rasterizer
import Testing

/// Animated PNGs: frames come back exactly, Pillow (a decoder we did not write) sees the same
/// frames, and damaged files are refused with an error, never a trap.
@Suite struct AnimatedPNGTests {
    /// Opaque frames of two sizes: a moving block on a background, and one frame unchanged.
    static func frames() throws -> [Bitmap] {
        var frames: [Bitmap] = []
        for index in 0..<6 {
            var bytes: [UInt8] = []
            let width = 24, height = index == 3 ? 14 : 18
            for y in 0..<height {
                for x in 0..<width {
                    let inBlock = (x - index * 3 >= 0 && x - index * 3 < 6 && y >= 4 && y < 10)
                    bytes += inBlock ? [200, UInt8(40 * index), 30, 255] : [UInt8(x * 10), UInt8(y * 12), 240, 255]
                }
            }
            frames.append(try Bitmap(width: width, height: height, premultipliedBytes: bytes))
        }
        frames.append(frames[frames.count - 1])
        return frames
    }

    /// A frame as the canvas shows it: padded with transparent pixels to 24 × 18.
    static func onCanvas(_ frame: Bitmap) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 24 * 18 * 4)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let pixel = frame[x, y]
                bytes.replaceSubrange((y * 24 + x) * 4..<(y * 24 + x) * 4 + 4, with: [pixel.red, pixel.green, pixel.blue, pixel.alpha])
            }
        }
        return bytes
    }

    @Test func framesComeBackExactlyAndTheSameFramesGiveTheSameBytes() throws {
        let frames = try Self.frames()
        let data = try AnimatedPNG.encode(frames)
        #expect(try AnimatedPNG.encode(frames) == data)
        let decoded = try AnimatedPNG.decode(data)
        #expect(decoded.count == frames.count)
        for (index, (frame, back)) in zip(frames, decoded).enumerated() {
            #expect(back.width == 24 && back.height == 18)
            let pixels = (0..<18).flatMap { y in (0..<24).flatMap { x in [back[x, y].red, back[x, y].green, back[x, y].blue, back[x, y].alpha] } }
            #expect(pixels == (try Self.onCanvas(frame)), "frame \(index)")
        }
        // A plain PNG is one frame.
        #expect(try AnimatedPNG.decode(frames[0].pngData()) == [frames[0]])
    }

    @Test func pillowReadsTheSameFrames() throws {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("python3 is missing: run scripts/bootstrap")
            return
        }
        let frames = try Self.frames()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("animation.apng")
        try AnimatedPNG.write(frames, to: file, delayNumerator: 1, delayDenominator: 60)
        let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            print(im.format, im.n_frames, im.info.get("loop"), im.size)
            for k in range(im.n_frames):
                im.seek(k)
                print(k, im.info.get("duration"), im.convert("RGBA").tobytes().hex())
            """
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        try #require(lines.count == frames.count + 1, "Pillow said: \(text.prefix(400))")
        #expect(lines[0] == "PNG 7 1 (24, 18)", "one play, seven frames on a 24 × 18 canvas")
        for (index, frame) in frames.enumerated() {
            let fields = lines[index + 1].split(separator: " ")
            #expect(Double(fields[1]) == 1000.0 / 60.0, "frame \(index) shows for 1/60 s")
            let expected = try Self.onCanvas(frame).map { String(format: "%02x", $0) }.joined()
            #expect(fields[2] == expected, "frame \(index)")
        }
    }

    @Test func damagedFilesAreRefusedNeverTrapped() throws {
        let data = try AnimatedPNG.encode(try Self.frames())
        // Cut short anywhere: an error (or, cut after IEND, the whole file).
        for length in stride(from: 0, to: data.count, by: 7) {
            #expect(throws: PNGError.self) { try AnimatedPNG.decode(Array(data.prefix(length))) }
        }
        // One byte changed anywhere after the signature: a CRC or libpng catches it, or the
        // frames still decode (a changed byte of a length can still land on a valid chunk).
        var refused = 0
        for offset in stride(from: 8, to: data.count, by: 5) {
            var damaged = data
            damaged[offset] ^= 0x5A
            do { _ = try AnimatedPNG.decode(damaged) } catch { refused += 1 }
        }
        #expect(refused > 0)
        #expect(throws: PNGError.self) { try AnimatedPNG.encode([]) }
    }

    @Test func aFrameCountThatDisagreesWithTheFileIsRefused() throws {
        var data = try AnimatedPNG.encode(try Self.frames())
        // acTL follows IHDR: 8 (signature) + 25 (IHDR) + 8 (acTL's length and type).
        let frameCount = 8 + 25 + 8
        #expect(Array(data[(frameCount - 4)..<frameCount]) == Array("acTL".utf8))
        data.replaceSubrange(frameCount..<(frameCount + 4), with: [0, 0, 0, 9])
        let crcOffset = frameCount + 8
        let crc = Self.crc(Array(data[(frameCount - 4)..<crcOffset]))
        data.replaceSubrange(crcOffset..<(crcOffset + 4), with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        do {
            _ = try AnimatedPNG.decode(data)
            Issue.record("a file holding 7 frames decoded as 9")
        } catch {
            #expect("\(error)".contains("declares 9 frames"), "\(error)")
        }
    }

    /// CRC-32 as PNG computes it (bit by bit, independent of zlib's table).
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
