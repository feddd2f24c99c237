import DesignTokens

extension Canvas {
    /// Draws shaped text with its first glyph origin at `origin` (on the baseline), filling the
    /// unhinted outlines with the same anti-aliasing as every other shape.
    public func drawText(_ text: ShapedText, face: FontFace, at origin: Point, color: Color) {
        guard !text.glyphs.isEmpty else { return }
        let scale = text.size / face.unitsPerEm
        var combined = Path()
        for glyph in text.glyphs {
            let outline = face.outline(of: glyph.glyph)
            guard !outline.isEmpty else { continue }
            let placement = Transform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x + glyph.x, ty: origin.y + glyph.y)
            combined.append(outline.applying(placement))
        }
        fill(combined, with: .solid(color))
    }
}
