import Foundation
import Rasterizer

/// How a text node's text was laid out, for tools that check a line break or a font fallback
/// without reading pixels: its size, and each line with its direction runs and the face each run
/// was drawn with. Offsets count the text's Unicode scalars.
public struct LaidOutText: Sendable, Hashable, Encodable {
    /// The text as laid out (after a pseudo-locale, if any).
    public var text: String
    /// The size of its (first span's) font, in points.
    public var fontSize: Double
    /// The lines, top to bottom.
    public var lines: [Line]

    /// One line: the scalars it shows, and its runs in the order they are drawn, left to right.
    public struct Line: Sendable, Hashable, Encodable {
        /// The first scalar the line shows.
        public var start: Int
        /// Past the last scalar it shows (the spaces it ends with left out).
        public var end: Int
        /// Its runs, left to right.
        public var runs: [Run]
    }

    /// Glyphs of one face and one direction.
    public struct Run: Sendable, Hashable, Encodable {
        /// The first scalar the run draws.
        public var start: Int
        /// Past the last scalar it draws.
        public var end: Int
        /// Whether it reads right to left.
        public var rightToLeft: Bool
        /// The font file's name (`NotoSansThai-Regular.ttf`).
        public var font: String
        /// The face's index in its file, for a collection (`NotoSansCJK-Regular.ttc`); `nil` for 0.
        public var faceIndex: Int?
        /// How many glyphs the face lacked and drew as `.notdef` boxes.
        public var missingGlyphs: Int
    }

    /// The record of a layout whose text is at `fontSize`.
    public init(_ layout: TextLayout, fontSize: Double) {
        let text = layout.string
        self.text = text
        self.fontSize = fontSize
        // UTF-8 offset → scalar offset, for the layout's byte ranges.
        var scalarAt = [Int](repeating: 0, count: text.utf8.count + 1)
        var offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let length = scalar.utf8.count
            for byte in offset..<(offset + length) { scalarAt[byte] = index }
            offset += length
        }
        scalarAt[text.utf8.count] = text.unicodeScalars.count
        func scalars(_ bytes: Range<Int>) -> (Int, Int) {
            (scalarAt[min(max(0, bytes.lowerBound), text.utf8.count)], scalarAt[min(max(0, bytes.upperBound), text.utf8.count)])
        }
        lines = layout.lines.map { line in
            let (start, end) = scalars(line.textRange)
            let runs = line.runs.map { run in
                let (runStart, runEnd) = scalars(run.textRange)
                return Run(
                    start: runStart, end: runEnd, rightToLeft: run.isRightToLeft, font: run.face.fileName,
                    faceIndex: run.face.index == 0 ? nil : run.face.index, missingGlyphs: run.missingGlyphCount)
            }
            return Line(start: start, end: end, runs: runs)
        }
    }
}
