extension Canvas {
    /// Draws a laid-out paragraph with its top-left corner at `origin`. Lines that run past the
    /// layout's width (the `.clip` mode) are clipped to it.
    public func drawText(_ layout: TextLayout, at origin: Point) {
        draw(DisplayList(layout, at: origin))
    }
}

extension DisplayList {
    /// A list that draws a laid-out paragraph with its top-left corner at `origin`.
    public init(_ layout: TextLayout, at origin: Point) {
        self.init()
        drawText(layout, at: origin)
    }

    /// Appends the runs of a laid-out paragraph with its top-left corner at `origin`.
    public mutating func drawText(_ layout: TextLayout, at origin: Point) {
        if layout.needsClipping {
            append(.pushClip(.rect(Rect(x: origin.x, y: origin.y, width: layout.width, height: layout.size.height))))
        }
        for line in layout.lines {
            for run in line.runs where !run.text.glyphs.isEmpty {
                drawText(run.text, face: run.face, at: Point(x: origin.x + line.x + run.x, y: origin.y + line.baseline), color: run.color)
            }
        }
        if layout.needsClipping { append(.popClip) }
    }
}
