import BenchHarness
import DesignTokens
import Foundation
import Rasterizer

/// T1: a paragraph each of Japanese, Thai and Arabic (`Benchmarks/text/scripts.json`, the texts
/// `pango_text.py` gives Pango) laid out in its language with the standard fonts and their
/// fallbacks (Noto Sans CJK, Noto Sans Thai, DejaVu Sans), wrapped at 640 px and drawn at 34 px.
/// Every run appends its own number to each paragraph, so neither engine answers from a cache of
/// whole layouts; faces, shapings of other text and glyph masks stay warm, as in a process.
enum ScriptsWorkload {
    struct Paragraphs: Decodable {
        struct Paragraph: Decodable {
            var language: String
            var text: String
        }
        var size: Double
        var width: Double
        var paragraphs: [Paragraph]
    }

    static func workload(file: URL) throws -> Workload {
        let input = try JSONDecoder().decode(Paragraphs.self, from: Data(contentsOf: file))
        let layouter = TextLayouter(fonts: .standard)
        var run = 0
        return Workload(
            name: "T1",
            run: { () throws -> Int in
                run += 1
                let canvas = try Canvas(width: 720, height: 1000, background: .white)
                var top = 20.0, lines = 0
                for paragraph in input.paragraphs {
                    let text = AttributedText("\(paragraph.text) \(run)", style: TextStyle(family: "Inter", size: input.size), color: .black)
                    let layout = try layouter.layout(text, style: ParagraphStyle(language: paragraph.language), width: input.width)
                    canvas.drawText(layout, at: Point(x: 40, y: top))
                    top += layout.size.height + 20
                    lines += layout.lines.count
                }
                return lines
            },
            check: { lines in ("\(lines) lines", [:]) })
    }
}
