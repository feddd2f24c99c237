// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import DesignTokens

extension Canvas {
    /// Sub-pixel positions per device pixel on each axis at which glyph masks are cached.
    static let glyphSubpixelSteps = 4.0
    /// Glyph curves are flattened this close (device pixels): four times finer than shapes, so a
    /// pixel's coverage is within about 1% of the exact area; the cache pays for it once.
    static let glyphFlatteningTolerance = 0.025
    /// Above this em size in device pixels glyphs are filled as paths instead of cached as masks.
    static let largestCachedGlyphSize = 256.0

    /// Draws shaped text with its first glyph origin at `origin` (on the baseline).
    ///
    /// Glyphs are the unhinted outlines filled with the same anti-aliasing as every other shape.
    /// Under a translation and uniform scale (every display scale) each glyph is rasterized once
    /// per size and quarter-pixel offset into the face's glyph cache and composited from there;
    /// other transforms and very large sizes fill the outlines directly.
    public func drawText(_ text: ShapedText, face: FontFace, at origin: Point, color: Color) {
        guard !text.glyphs.isEmpty, color.alpha > 0 else { return }
        if face.hasColorBitmaps { return drawColorGlyphs(text, face: face, at: origin) }
        let t = transform
        let scale = text.size / face.unitsPerEm * t.a
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0, scale.isFinite, scale > 0,
              text.size * t.a <= Self.largestCachedGlyphSize
        else {
            return fillGlyphOutlines(text, face: face, at: origin, color: color)
        }
        let packed = PremultipliedPixel(color).packed
        let width = bitmap.width
        let scaleBits = scale.bitPattern
        if let mask = clip.mask {
            coverageRow.reserve(width + 2)
            let coverage = coverageRow.pointer
            bitmap.storage.withUnsafeMutableBufferPointer { pixels in
                mask.withUnsafeBufferPointer { maskPointer in
                    var sink = ClippedSolidSink(
                        pixels: pixels.baseAddress!, width: width, color: packed, clipMask: maskPointer.baseAddress!,
                        coverageRow: coverage)
                    drawGlyphs(text, face: face, origin: origin, scale: scale, scaleBits: scaleBits, into: &sink)
                }
            }
        } else {
            bitmap.storage.withUnsafeMutableBufferPointer { pixels in
                var sink = SolidSourceOverSink(pixels: pixels.baseAddress!, width: width, color: packed)
                drawGlyphs(text, face: face, origin: origin, scale: scale, scaleBits: scaleBits, into: &sink)
            }
        }
    }

    /// Draws a colour bitmap face's glyphs (emoji) in their own colours, each strike bitmap
    /// scaled to the text's size as an image is.
    private func drawColorGlyphs(_ text: ShapedText, face: FontFace, at origin: Point) {
        guard face.strikePixelsPerEm > 0 else { return }
        let unit = text.size / face.strikePixelsPerEm
        for glyph in text.glyphs {
            guard let color = face.colorGlyph(glyph.glyph) else { continue }
            let rect = Rect(
                x: origin.x + glyph.x + Double(color.left) * unit, y: origin.y + glyph.y - Double(color.top) * unit,
                width: Double(color.image.width) * unit, height: Double(color.image.height) * unit)
            drawImage(color.image, in: rect)
        }
    }

    /// Places every glyph's cached mask and composites them.
    ///
    /// Glyphs whose masks share no column with another glyph's are composited straight from the
    /// cache, one kernel call each. Glyphs whose masks overlap (kerned pairs, marks) are first
    /// added into one coverage mask and composited together, so a pixel two glyphs cover is blended
    /// once with their summed coverage; apart, they would be blended twice. Both give the same
    /// pixels wherever masks do not overlap.
    private func drawGlyphs<Sink: CoverageSink>(
        _ text: ShapedText, face: FontFace, origin: Point, scale: Double, scaleBits: UInt64, into sink: inout Sink
    ) {
        let t = transform
        let steps = Self.glyphSubpixelSteps
        // Each glyph's key and pixel, then every cached mask in one look at the cache.
        var keys: [GlyphMaskKey] = [], pixels: [(x: Int, y: Int)] = []
        keys.reserveCapacity(text.glyphs.count)
        pixels.reserveCapacity(text.glyphs.count)
        for glyph in text.glyphs {
            let x = t.a * (origin.x + glyph.x) + t.tx, y = t.d * (origin.y + glyph.y) + t.ty
            guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { continue }
            var pixelX = x.rounded(.down), pixelY = y.rounded(.down)
            var stepX = ((x - pixelX) * steps).rounded(), stepY = ((y - pixelY) * steps).rounded()
            if stepX == steps { pixelX += 1; stepX = 0 }
            if stepY == steps { pixelY += 1; stepY = 0 }
            keys.append(GlyphMaskKey(glyph: glyph.glyph, scaleBits: scaleBits, subpixelX: UInt8(stepX), subpixelY: UInt8(stepY)))
            pixels.append((Int(pixelX), Int(pixelY)))
        }
        let cached = face.cachedMasks(for: keys)
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(keys.count)
        for index in keys.indices {
            let mask = cached[index] ?? glyphMask(face: face, key: keys[index], scale: scale)
            guard mask.width > 0 else { continue }
            placed.append(PlacedGlyph(mask: mask, x: pixels[index].x + mask.left, y: pixels[index].y + mask.top))
        }
        guard !placed.isEmpty else { return }
        guard let groups = Self.columnGroups(placed) else {
            return compositeSummed(placed[...], into: &sink)
        }
        for group in groups {
            if group.count == 1 {
                composite(placed, at: group.lowerBound, into: &sink)
            } else {
                compositeSummed(placed[group], into: &sink)
            }
        }
    }

    /// A glyph's cached mask at its place on the canvas (its top-left pixel).
    private struct PlacedGlyph {
        let mask: GlyphMask
        let x: Int, y: Int
    }

    /// Splits glyphs, in drawing order, into runs whose masks' columns chain into one another and
    /// share no column with another run's; nil when a glyph starts left of the run it would join
    /// (a right-to-left or reordered run), which is then composited as one.
    private static func columnGroups(_ placed: [PlacedGlyph]) -> [Range<Int>]? {
        var groups: [Range<Int>] = []
        var first = 0, groupStart = placed[0].x, groupEnd = placed[0].x + placed[0].mask.width
        // By index, reading two numbers of each glyph: a copy of the glyph would retain its mask.
        for index in placed.indices.dropFirst() {
            let x = placed[index].x, end = x + placed[index].mask.width
            if x >= groupEnd {
                groups.append(first..<index)
                (first, groupStart, groupEnd) = (index, x, end)
            } else if x < groupStart {
                return nil
            } else {
                groupEnd = max(groupEnd, end)
            }
        }
        groups.append(first..<placed.count)
        return groups
    }

    /// Composites one glyph's mask inside the clip, straight from the cache.
    private func composite<Sink: CoverageSink>(_ placed: [PlacedGlyph], at index: Int, into sink: inout Sink) {
        let region = clip.region
        let x = placed[index].x, y = placed[index].y, mask = placed[index].mask
        let firstRow = max(0, region.minY - y), endRow = min(mask.height, region.maxY - y)
        let firstColumn = max(0, region.minX - x), endColumn = min(mask.width, region.maxX - x)
        guard firstRow < endRow, firstColumn < endColumn else { return }
        // Rows may be read through their zero padding unless the clip cuts the glyph on the right.
        let readable = endColumn == mask.width ? mask.stride - firstColumn : endColumn - firstColumn
        sink.blitMask(
            x: x + firstColumn, y: y + firstRow, width: endColumn - firstColumn, height: endRow - firstRow,
            coverage: mask.coverage.baseAddress! + firstRow * mask.stride + firstColumn, stride: mask.stride,
            readable: readable)
    }

    /// Adds the glyphs' masks into one coverage mask over their bounds, then composites that mask
    /// row by row.
    private func compositeSummed<Sink: CoverageSink>(_ glyphs: ArraySlice<PlacedGlyph>, into sink: inout Sink) {
        var bounds = PixelRegion(minX: .max, minY: .max, maxX: .min, maxY: .min)
        for glyph in glyphs {
            bounds = PixelRegion(
                minX: min(bounds.minX, glyph.x), minY: min(bounds.minY, glyph.y),
                maxX: max(bounds.maxX, glyph.x + glyph.mask.width), maxY: max(bounds.maxY, glyph.y + glyph.mask.height))
        }
        let region = bounds.intersection(clip.region)
        guard !region.isEmpty else { return }
        let width = region.width
        runMask.reserve(width * region.height + 16)
        runExtents.reserve(region.height)
        let accumulated = runMask.pointer
        // Per row of the run, the columns `start..<end` any glyph touched (empty while start >= end).
        let extents = runExtents.pointer
        extents.update(repeating: (Int32.max, Int32.min), count: region.height)
        for glyph in glyphs {
            let mask = glyph.mask, maskX = glyph.x, maskY = glyph.y
            let firstRow = max(0, region.minY - maskY), endRow = min(mask.height, region.maxY - maskY)
            guard firstRow < endRow else { continue }
            let left = region.minX - maskX, right = region.maxX - maskX, offset = maskX - region.minX
            // Inside the run horizontally (every glyph but those a clip cuts), whole padded rows are
            // added: their zero padding changes nothing, and the run mask has room for it.
            let isWhole = left <= 0 && right >= mask.width
            let coverage = mask.coverage
            mask.rowSpans.withUnsafeBufferPointer { spans in
                for row in firstRow..<endRow {
                    let start = max(Int(spans[row].start), left), end = min(Int(spans[row].end), right)
                    guard start < end else { continue }
                    let targetRow = maskY + row - region.minY
                    let target = accumulated + targetRow * width + offset, source = coverage.baseAddress! + row * mask.stride
                    if isWhole {
                        Self.addSaturatingPaddedRow(target, source, count: mask.stride)
                    } else {
                        Self.addSaturating(target + start, source + start, count: end - start)
                    }
                    let extent = extents[targetRow]
                    extents[targetRow] = (min(extent.start, Int32(offset + start)), max(extent.end, Int32(offset + end)))
                }
            }
        }
        for row in 0..<region.height {
            let start = Int(extents[row].start), end = Int(extents[row].end)
            guard start < end else { continue }
            let line = accumulated + row * width
            sink.blitSpan(
                x: region.minX + start, y: region.minY + row,
                coverage: UnsafeBufferPointer(start: line + start, count: end - start))
            (line + start).update(repeating: 0, count: end - start)
        }
    }

    /// `target[i] = min(target[i] + source[i], 255)`: overlapping glyphs add their coverage.
    @inline(__always)
    static func addSaturating(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i + 16 <= count {
            addSaturating16(target + i, source + i)
            i += 16
        }
        while i < count {
            let t = target[i]
            target[i] = t &+ min(source[i], ~t)
            i += 1
        }
    }

    /// `addSaturating` for a whole padded glyph row, whose `count` is a multiple of 16 (a loop with
    /// no tail to test: 45 M fewer instructions a W3 run than the general one).
    @inline(__always)
    static func addSaturatingPaddedRow(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        repeat {
            addSaturating16(target + i, source + i)
            i += 16
        } while i < count
    }

    /// Sixteen bytes at once as `t + min(s, 255 - t)`, which cannot wrap.
    @inline(__always)
    private static func addSaturating16(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>) {
        typealias Bytes = SIMD16<UInt8>
        let t = UnsafeRawPointer(target).loadUnaligned(as: Bytes.self)
        let s = UnsafeRawPointer(source).loadUnaligned(as: Bytes.self)
        UnsafeMutableRawPointer(target).storeBytes(of: t &+ pointwiseMin(s, ~t), as: Bytes.self)
    }

    /// The glyph's mask from the face's cache, rasterized on a miss.
    func glyphMask(face: FontFace, key: GlyphMaskKey, scale: Double) -> GlyphMask {
        if let cached = face.cachedMask(for: key) { return cached }
        let mask = rasterizeGlyph(face: face, glyph: key.glyph, scale: scale, offset: Point(
            x: Double(key.subpixelX) / Self.glyphSubpixelSteps, y: Double(key.subpixelY) / Self.glyphSubpixelSteps))
        face.storeMask(mask, for: key)
        return mask
    }

    /// Fills a glyph's outline, scaled from font units and placed with its origin at `offset`
    /// inside pixel (0, 0), into a coverage mask.
    func rasterizeGlyph(face: FontFace, glyph: UInt32, scale: Double, offset: Point) -> GlyphMask {
        let outline = face.outline(of: glyph)
        guard !outline.isEmpty else { return .empty }
        let device = outline.applying(Transform(a: scale, b: 0, c: 0, d: -scale, tx: offset.x, ty: offset.y))
        let region = PixelRegion(covering: device.controlBounds)
        guard !region.isEmpty, region.width < 4096, region.height < 4096 else { return .empty }
        let coverage = coverageMask(of: device, rule: .nonZero, region: region, tolerance: Self.glyphFlatteningTolerance)
        return GlyphMask(left: region.minX, top: region.minY, width: region.width, height: region.height, coverage: coverage)
    }

    /// Fills the combined outlines of a run as one path, for transforms the mask cache cannot serve.
    private func fillGlyphOutlines(_ text: ShapedText, face: FontFace, at origin: Point, color: Color) {
        let scale = text.size / face.unitsPerEm
        var combined = Path()
        // Only glyphs that reach the clip are filled, a few thousand at a time: a megabyte of
        // text at 10,000 points made one path of every glyph's outline (a gigabyte) to light
        // the one or two glyphs the canvas shows.
        let visible = clip.region
        var bounds: [UInt32: Rect] = [:]
        var inPath = 0
        for glyph in text.glyphs {
            let box: Rect
            if let known = bounds[glyph.glyph] {
                box = known
            } else {
                box = face.outline(of: glyph.glyph).controlBounds
                bounds[glyph.glyph] = box
            }
            let placement = Transform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x + glyph.x, ty: origin.y + glyph.y)
            guard Self.reaches(box, through: transform.concatenating(placement), visible) else { continue }
            combined.append(face.outline(of: glyph.glyph).applying(placement))
            inPath += 1
            if inPath == Self.glyphsFilledAtOnce {
                fill(combined, with: .solid(color))
                combined = Path()
                inPath = 0
            }
        }
        if inPath > 0 { fill(combined, with: .solid(color)) }
    }

    /// Glyphs filled as one path, at most, where glyphs are filled as outlines.
    static let glyphsFilledAtOnce = 4_096

    /// Whether a rectangle, through a transform, touches a region of device pixels.
    private static func reaches(_ rect: Rect, through transform: Transform, _ region: PixelRegion) -> Bool {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
            .map { transform.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return false }
        return maxX >= Double(region.minX) - 1 && minX <= Double(region.maxX) + 1 && maxY >= Double(region.minY) - 1 && minY <= Double(region.maxY) + 1
    }
}
