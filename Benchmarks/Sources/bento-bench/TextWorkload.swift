import DesignTokens
import Foundation
import Rasterizer

/// W3 from WORKLOADS.md: 2,000 paragraphs shaped, wrapped greedily to 1100 px and drawn.
enum TextWorkload {
    static let sentence = "The quick brown fox jumps over the lazy dog, 0123456789 times."

    static func workload() throws -> Workload {
        let face = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        return Workload(name: "W3", run: { try draw(face: face) }, check: { (SHA256.hex($0.bytes), [:]) })
    }

    static func draw(face: FontFace) throws -> Bitmap {
        let canvas = try RasterWorkloads.newCanvas()
        let size = 51.0
        let words = sentence.split(separator: " ").map(String.init)
        let space = face.shape(" ", size: size).advance
        var lineIndex = 0
        for _ in 0..<2_000 {
            // Shape and measure each word, then wrap greedily.
            let shaped = words.map { face.shape($0, size: size) }
            var lines: [[ShapedText]] = [[]]
            var width = 0.0
            for word in shaped {
                if !lines[lines.count - 1].isEmpty && width + space + word.advance > 1100 {
                    lines.append([])
                    width = 0
                }
                width += (lines[lines.count - 1].isEmpty ? 0 : space) + word.advance
                lines[lines.count - 1].append(word)
            }
            for line in lines {
                // One run per line: the words' glyphs placed after each other.
                var run = ShapedText(glyphs: [], advance: 0, size: size)
                for word in line {
                    if !run.glyphs.isEmpty { run.advance += space }
                    run.glyphs += word.glyphs.map { glyph in
                        var placed = glyph
                        placed.x += run.advance
                        return placed
                    }
                    run.advance += word.advance
                }
                canvas.drawText(run, face: face, at: Point(x: 35, y: 51 + 61 * Double(lineIndex % 40)), color: .black)
                lineIndex += 1
            }
        }
        return canvas.bitmap
    }
}
