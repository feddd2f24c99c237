import DesignTokens
import Foundation
import Rasterizer

/// W3 from WORKLOADS.md: 2,000 paragraphs shaped, wrapped greedily to 1100 px and drawn.
///
/// Each paragraph goes through the library's own `TextLayouter` (HarfBuzz shaping of the whole
/// sentence, greedy breaking at spaces with trailing spaces hanging), and each line is drawn
/// through the glyph mask cache. The cache persists across runs, as in a real process; the cold
/// first run and the hit rate are reported.
enum TextWorkload {
    static let sentence = "The quick brown fox jumps over the lazy dog, 0123456789 times."

    static func workload() throws -> Workload {
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let fonts = FontRegistry()
        fonts.register(family: "Inter", path: path)
        let face = try fonts.face(path: path)
        let layouter = TextLayouter(fonts: fonts)
        return Workload(
            name: "W3", run: { try draw(layouter: layouter) }, check: { (SHA256.hex($0.bytes), [:]) },
            report: {
                let statistics = face.glyphCacheStatistics
                return [
                    "glyph_cache_hit_rate": String(format: "%.5f", statistics.hitRate),
                    "glyph_cache_misses": "\(statistics.misses)",
                ]
            })
    }

    static func draw(layouter: TextLayouter) throws -> Bitmap {
        let canvas = try RasterWorkloads.newCanvas()
        let text = AttributedText(sentence, style: TextStyle(family: "Inter", size: 51), color: .black)
        var lineIndex = 0
        for _ in 0..<2_000 {
            let paragraph = try layouter.layout(text, width: 1100)
            for line in paragraph.lines {
                let baseline = 51 + 61 * Double(lineIndex % 40)
                for run in line.runs {
                    canvas.drawText(run.text, face: run.face, at: Point(x: 35 + line.x + run.x, y: baseline), color: run.color)
                }
                lineIndex += 1
            }
        }
        precondition(lineIndex == 4_000, "W3 wraps every paragraph into two lines")
        return canvas.bitmap
    }
}
