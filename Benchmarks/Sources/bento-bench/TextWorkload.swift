import BenchHarness
import DesignTokens
import Foundation
import Rasterizer

/// W3 from WORKLOADS.md: 2,000 paragraphs shaped, wrapped greedily to 1100 px and drawn.
///
/// Each paragraph goes through the library's own `TextLayouter` (HarfBuzz shaping of the whole
/// sentence, greedy breaking at spaces with trailing spaces hanging), and each line is drawn
/// through the glyph mask cache. The caches persist across runs, as in a real process; the cold
/// first run and the hit rates are reported. All 2,000 paragraphs are the same sentence, so the
/// face's shaping cache runs HarfBuzz once per process and answers every other paragraph; the
/// `shaping_cache_*` fields say so.
enum TextWorkload {
    static let sentence = "The quick brown fox jumps over the lazy dog, 0123456789 times."

    static func workload() throws -> Workload {
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let fonts = FontRegistry()
        fonts.register(family: "Inter", path: path)
        let face = try fonts.face(path: path)
        let layouter = TextLayouter(fonts: fonts)
        return Workload(
            name: "W3", run: { try draw(layouter: layouter) }, check: { (Checksum.hex(of: $0.bytes), [:]) },
            report: {
                let statistics = face.glyphCacheStatistics, shaping = face.shapingCacheStatistics
                return [
                    "glyph_cache_hit_rate": String(format: "%.5f", statistics.hitRate),
                    "glyph_cache_misses": "\(statistics.misses)",
                    "shaping_cache_hit_rate": String(format: "%.5f", shaping.hitRate),
                    "shaping_cache_misses": "\(shaping.misses)",
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
