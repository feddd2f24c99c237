// A component needs tokens, geometry and drawing: `import Components` brings the modules it is
// written with, so a design system's own component needs no other import. Of `Rasterizer` it
// brings the drawing vocabulary (paths, paints, the canvas, bitmaps, text), not the deprecated
// file, hash and memory helpers (`AtomicFile`, `SHA256`, `PictureMemory`): `import Rasterizer`
// still gives them to code that needs them. A type added to Rasterizer's public API is added
// here when a component author needs it (`ComponentsExportsTests` names any left out).
@_exported import DesignTokens
@_exported import Layout
@_exported import enum Rasterizer.AnimatedPNG
@_exported import struct Rasterizer.AttributedText
@_exported import struct Rasterizer.Bitmap
@_exported import enum Rasterizer.BitmapError
@_exported import enum Rasterizer.BlendMode
@_exported import struct Rasterizer.CacheStatistics
@_exported import class Rasterizer.Canvas
@_exported import struct Rasterizer.CornerRadii
@_exported import struct Rasterizer.DisplayList
@_exported import enum Rasterizer.FillRule
@_exported import enum Rasterizer.FontError
@_exported import class Rasterizer.FontFace
@_exported import struct Rasterizer.FontFileChange
@_exported import struct Rasterizer.FontFingerprints
@_exported import struct Rasterizer.FontMetrics
@_exported import class Rasterizer.FontRegistry
@_exported import typealias Rasterizer.GlyphCacheStatistics
@_exported import struct Rasterizer.GlyphRun
@_exported import struct Rasterizer.GradientStop
@_exported import struct Rasterizer.ImageFileError
@_exported import struct Rasterizer.ImageLimits
@_exported import enum Rasterizer.LineBreakMode
@_exported import struct Rasterizer.LineBreakStrategy
@_exported import enum Rasterizer.LineCap
@_exported import enum Rasterizer.LineJoin
@_exported import enum Rasterizer.PNGCompression
@_exported import enum Rasterizer.PNGError
@_exported import enum Rasterizer.Paint
@_exported import struct Rasterizer.ParagraphStyle
@_exported import struct Rasterizer.Path
@_exported import struct Rasterizer.PathDataError
@_exported import struct Rasterizer.Point
@_exported import struct Rasterizer.PositionedGlyph
@_exported import struct Rasterizer.PremultipliedPixel
@_exported import struct Rasterizer.Rect
@_exported import struct Rasterizer.ShapedText
@_exported import struct Rasterizer.Size
@_exported import struct Rasterizer.StrokeStyle
@_exported import enum Rasterizer.TextAlignment
@_exported import struct Rasterizer.TextLayout
@_exported import struct Rasterizer.TextLayouter
@_exported import struct Rasterizer.TextLine
@_exported import struct Rasterizer.TextSpan
@_exported import enum Rasterizer.TextWarning
@_exported import struct Rasterizer.Transform
@_exported import enum Rasterizer.WritingDirection
