// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import CFreeType

extension FontFace {
    /// FreeType's own anti-aliased rendering of an unhinted glyph (`FT_Render_Glyph`, normal mode)
    /// at an em size in pixels, with the glyph origin at the top-left corner of pixel (0, 0).
    ///
    /// Not used for drawing: it is the yardstick the tests hold our glyph coverage against.
    func freeTypeCoverage(of glyph: UInt32, pixelSize: Double) -> GlyphMask? {
        withFace { face in
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize * 64), 72, 72) == 0,
                  FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
                  FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
            else { return nil }
            let slot = face.pointee.glyph.pointee
            let bitmap = slot.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            var coverage = [UInt8](repeating: 0, count: width * height)
            for row in 0..<height {
                let source = bitmap.buffer! + row * Int(bitmap.pitch)
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
            return GlyphMask(left: Int(slot.bitmap_left), top: -Int(slot.bitmap_top), width: width, height: height, coverage: coverage)
        }
    }
}
