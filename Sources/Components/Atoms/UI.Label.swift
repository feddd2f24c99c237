import DesignTokens
import Layout
import Rasterizer

extension UI {
    /// A line of text set in a typography token and coloured with a colour token.
    public struct Label: Renderable, Hashable {
        /// The characters shown.
        public var text: String
        /// The text style; `nil` uses the theme's `body1`.
        public var style: TextStyle?
        /// The colour; `nil` uses the theme's `textPrimary`.
        public var color: Color?

        /// Creates a label.
        public init(text: String, style: TextStyle? = nil, color: Color? = nil) {
            self.text = text
            self.style = style
            self.color = color
        }

        /// The same label in another text style.
        public func font(_ style: TextStyle) -> Label {
            var copy = self
            copy.style = style
            return copy
        }

        /// The same label in another colour.
        public func textColor(_ color: Color) -> Label {
            var copy = self
            copy.color = color
            return copy
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let line = try shapedLine(in: environment)
            return Size(width: line.text.advance, height: line.lineHeight)
        }

        public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            let line = try shapedLine(in: environment)
            // As UIKit does, the glyph box (ascender + descender) is centred in the line height.
            let metrics = line.metrics
            let baseline = frame.y + (line.lineHeight - metrics.ascender - metrics.descender) / 2 + metrics.ascender
            list.drawText(
                line.text, face: line.face, at: Point(x: frame.x, y: baseline),
                color: color ?? environment.theme.colors.textPrimary)
        }

        private struct ShapedLine {
            var text: ShapedText
            var face: FontFace
            var metrics: FontMetrics
            var lineHeight: Double
        }

        private func shapedLine(in environment: RenderEnvironment) throws(RenderError) -> ShapedLine {
            let style = self.style ?? environment.theme.typography.body1
            let face = try environment.face(for: style)
            let metrics = face.metrics(size: style.size)
            let shaped = face.shape(text, size: style.size, letterSpacing: style.letterSpacing)
            return ShapedLine(
                text: shaped, face: face, metrics: metrics,
                lineHeight: style.lineHeight ?? metrics.lineHeight)
        }
    }
}
