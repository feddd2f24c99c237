import CFreeType
import CHarfBuzz
import Foundation
import SafeFiles

/// One font file opened with FreeType (for outlines) and HarfBuzz (for shaping).
///
/// Both read the same bytes, in font units, so measurement and drawing never depend on hinting
/// or on the FreeType build. Glyph outlines are loaded unhinted (`FT_LOAD_NO_SCALE`) once and
/// cached as paths. A face is safe to share between threads.
public final class FontFace: @unchecked Sendable {
    /// The file the face was loaded from.
    public let path: String
    /// The file's name, the last component of `path` (named in laid-out trees, once per text run).
    package let fileName: String
    /// Which face of the file it is: 0 for a plain font file, the face's index in a collection
    /// (`.ttc`: Noto Sans CJK holds its Japanese, Korean and Chinese faces in one file).
    public let index: Int
    /// Font units per em.
    public let unitsPerEm: Double
    /// Whether the face draws its glyphs as colour bitmaps (Noto Color Emoji's `CBDT` strikes)
    /// rather than outlines: they are scaled to the text's size, in their own colours.
    public let hasColorBitmaps: Bool
    /// The pixels per em of the strike colour bitmaps are taken from (the largest); 0 for an outline face.
    let strikePixelsPerEm: Double

    private let library: FT_Library
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private let lock = NSLock()
    private var outlines: [UInt32: Path] = [:]
    private var colorGlyphs: [UInt32: ColorGlyph] = [:]
    private var masks = GlyphMaskTable()
    private var maskHits = 0
    private var maskMisses = 0
    private var fileFingerprint: String?
    private var shapings: [ShapingKey: [ShapedGlyphUnits]] = [:]
    private var shapingHits = 0
    private var shapingMisses = 0
    /// HarfBuzz buffers kept for reuse: creating one per shaping call was a tenth of W3.
    private var spareBuffers: [OpaquePointer] = []
    /// Masks kept per face before the cache starts over (a few megabytes at UI sizes).
    static let glyphCacheCapacity = 8192
    /// Shaped texts kept per face, and the longest text (UTF-8 bytes) worth keeping: at most about
    /// 10 MB a face however hostile the texts (a glyph is 20 bytes); labels are a few dozen bytes.
    static let shapingCacheCapacity = 1024
    static let longestCachedShaping = 512
    private let unitMetrics: FontMetrics

    /// Opens the first face of a font file.
    ///
    /// - Throws: `FontError` when the file is missing or not a usable font.
    public convenience init(path: String) throws(FontError) {
        try self.init(path: path, index: 0)
    }

    /// Opens the face at `index` of a font file (a collection's: `NotoSansCJK-Regular.ttc` holds
    /// Japanese, Korean and Chinese faces).
    ///
    /// - Throws: `FontError` when the file is missing, has no such face, or is not a usable font.
    public init(path: String, index: Int) throws(FontError) {
        guard FileManager.default.isReadableFile(atPath: path) else { throw .fileMissing(path: path) }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .unusable(path: path, detail: "FreeType could not start")
        }
        var face: FT_Face?
        guard (0..<0x10000).contains(index) else {
            FT_Done_FreeType(library)
            throw .unusable(path: path, detail: "no face \(index) in a font file")
        }
        let error = FT_New_Face(library, path, index, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .unusable(path: path, detail: "FreeType error \(error) opening face \(index)")
        }
        let flags = face.pointee.face_flags
        let isScalable = flags & Int(FT_FACE_FLAG_SCALABLE) != 0
        // A colour bitmap face (emoji) has strikes instead of outlines: the largest is scaled.
        let largestStrike = (0..<Int(face.pointee.num_fixed_sizes)).max { a, b in
            face.pointee.available_sizes[a].y_ppem < face.pointee.available_sizes[b].y_ppem
        }
        let colorBitmaps = !isScalable && flags & Int(FT_FACE_FLAG_COLOR) != 0 && largestStrike != nil
        guard isScalable ? face.pointee.units_per_EM > 0 : colorBitmaps else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unusable(path: path, detail: "the face has neither scalable outlines nor colour bitmaps")
        }
        var strikePixelsPerEm = 0.0
        if colorBitmaps, let largestStrike {
            guard FT_Select_Size(face, Int32(largestStrike)) == 0 else {
                FT_Done_Face(face)
                FT_Done_FreeType(library)
                throw .unusable(path: path, detail: "FreeType could not select the face's colour bitmap size")
            }
            strikePixelsPerEm = Double(face.pointee.available_sizes[largestStrike].y_ppem) / 64
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unusable(path: path, detail: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        // FreeType leaves a bitmap face's units per em at 0; its head table has them.
        let upem = isScalable ? Int32(face.pointee.units_per_EM) : Int32(hb_face_get_upem(hbFace))
        let created = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        guard upem > 0, let hbFont = created else {
            if let created { hb_font_destroy(created) }
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unusable(path: path, detail: created == nil ? "HarfBuzz could not make a font of it" : "the face has no units per em")
        }
        hb_font_set_scale(hbFont, upem, upem)

        self.path = path
        fileName = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        self.index = index
        self.hasColorBitmaps = colorBitmaps
        self.strikePixelsPerEm = strikePixelsPerEm
        self.library = library
        self.face = face
        self.hbFont = hbFont
        self.unitsPerEm = Double(upem)

        var capHeight = Double(face.pointee.ascender) * 0.7
        var xHeight = Double(face.pointee.ascender) * 0.5
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version >= 2
        {
            capHeight = Double(os2.pointee.sCapHeight)
            xHeight = Double(os2.pointee.sxHeight)
        }
        if isScalable {
            unitMetrics = FontMetrics(
                ascender: Double(face.pointee.ascender),
                descender: -Double(face.pointee.descender),
                lineGap: max(0, Double(face.pointee.height) - Double(face.pointee.ascender) + Double(face.pointee.descender)),
                capHeight: capHeight, xHeight: xHeight)
        } else {
            // A bitmap face's vertical metrics in font units, from its hhea table through HarfBuzz.
            var extents = hb_font_extents_t()
            hb_font_get_h_extents(hbFont, &extents)
            let ascender = Double(extents.ascender), descender = -Double(extents.descender)
            unitMetrics = FontMetrics(
                ascender: ascender, descender: descender, lineGap: max(0, Double(extents.line_gap)),
                capHeight: ascender * 0.7, xHeight: ascender * 0.5)
        }
    }

    deinit {
        for buffer in spareBuffers { hb_buffer_destroy(buffer) }
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Vertical metrics at an em size.
    public func metrics(size: Double) -> FontMetrics {
        let k = size / unitsPerEm
        return FontMetrics(
            ascender: unitMetrics.ascender * k, descender: unitMetrics.descender * k,
            lineGap: unitMetrics.lineGap * k, capHeight: unitMetrics.capHeight * k,
            xHeight: unitMetrics.xHeight * k)
    }

    /// The glyph index for a Unicode scalar, or `nil` when the face lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Shapes one line of text with HarfBuzz (kerning, ligatures, marks) at an em size.
    ///
    /// - Parameters:
    ///   - text: the characters; newlines are not interpreted here.
    ///   - size: the em size, in the caller's units.
    ///   - letterSpacing: extra advance added after every glyph, in the same units.
    ///   - isRightToLeft: shape as a right-to-left run; glyphs still come back left to right.
    public func shape(_ text: String, size: Double, letterSpacing: Double = 0, isRightToLeft: Bool = false) -> ShapedText {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { bytes in
            shape(utf8: UnsafeBufferPointer(bytes), range: 0..<bytes.count, size: size, letterSpacing: letterSpacing, isRightToLeft: isRightToLeft)
        }
    }

    /// Shapes the bytes in `range` of a UTF-8 text, with the text around it as context (Arabic
    /// joining across runs). Glyph clusters are offsets into the whole text.
    /// `language` (BCP 47) picks the face's forms for it (OpenType's `locl`: a Korean or
    /// Chinese face's own punctuation and spaces).
    func shape(
        utf8 text: UnsafeBufferPointer<UInt8>, range: Range<Int>, size: Double, letterSpacing: Double, isRightToLeft: Bool,
        language: String? = nil, tabularFigures: Bool = false
    ) -> ShapedText {
        let units = shapedUnits(utf8: text, range: range, isRightToLeft: isRightToLeft, language: language, tabularFigures: tabularFigures)
        let scale = size / unitsPerEm
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(units.count)
        var penUnits = 0  // Summed in integer font units, so long runs accumulate no rounding.
        var spacing = 0.0
        for unit in units {
            glyphs.append(PositionedGlyph(
                glyph: unit.glyph,
                x: Double(penUnits + Int(unit.xOffset)) * scale + spacing,
                y: -Double(unit.yOffset) * scale,
                cluster: Int(unit.cluster),
                advance: Double(unit.xAdvance) * scale + letterSpacing))
            penUnits += Int(unit.xAdvance)
            spacing += letterSpacing
        }
        return ShapedText(glyphs: glyphs, advance: Double(penUnits) * scale + spacing, size: size)
    }

    /// HarfBuzz's glyphs for `range` of `text` in font units, which do not depend on the size:
    /// from the face's shaping cache when this text was shaped before (a catalogue draws the same
    /// labels in every variant), shaped and kept otherwise.
    private func shapedUnits(
        utf8 text: UnsafeBufferPointer<UInt8>, range: Range<Int>, isRightToLeft: Bool, language: String?, tabularFigures: Bool
    ) -> [ShapedGlyphUnits] {
        let key = text.count <= Self.longestCachedShaping
            ? ShapingKey(text: Array(text), range: range, isRightToLeft: isRightToLeft, language: language, tabularFigures: tabularFigures) : nil
        if let key, let cached = lock.withLock({ () -> [ShapedGlyphUnits]? in
            let found = shapings[key]
            if found != nil { shapingHits += 1 } else { shapingMisses += 1 }
            return found
        }) {
            return cached
        }
        let buffer = takeBuffer()
        defer { returnBuffer(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound), Int32(range.count))
        }
        if let language, language.utf8.count < 64 { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if tabularFigures {
            // OpenType's tabular figures, for the whole run.
            var feature = hb_feature_t()
            _ = hb_feature_from_string("tnum", -1, &feature)
            hb_shape(hbFont, buffer, &feature, 1)
        } else {
            hb_shape(hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let units = (0..<(infos == nil || positions == nil ? 0 : Int(count))).compactMap { i -> ShapedGlyphUnits? in
            guard let info = infos?[i], let position = positions?[i] else { return nil }
            return ShapedGlyphUnits(
                glyph: info.codepoint, cluster: info.cluster, xAdvance: position.x_advance, xOffset: position.x_offset, yOffset: position.y_offset)
        }
        if let key {
            lock.withLock {
                if shapings.count >= Self.shapingCacheCapacity { shapings.removeAll(keepingCapacity: true) }
                shapings[key] = units
            }
        }
        return units
    }

    /// How often `shape` answered from the face's shaping cache instead of running HarfBuzz.
    public var shapingCacheStatistics: CacheStatistics {
        lock.withLock { CacheStatistics(hits: shapingHits, misses: shapingMisses, entries: shapings.count) }
    }

    /// The unhinted outline of a glyph in font units, y up; empty for blank glyphs.
    public func outline(of glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        {
            path = OutlineDecomposer.path(of: &face.pointee.glyph.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// A glyph's colour bitmap from the face's strike, with its offset from the glyph origin in
    /// strike pixels; `nil` for a glyph with no bitmap or a face without colour bitmaps.
    func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        guard hasColorBitmaps else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = colorGlyphs[glyph] { return cached.image.width > 0 ? cached : nil }
        var loaded = ColorGlyph(image: Bitmap(width: 0, height: 0, storage: []), left: 0, top: 0)
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0 {
            let slot = face.pointee.glyph.pointee
            let bitmap = slot.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0, width <= 1024, height <= 1024,
               let buffer = bitmap.buffer
            {
                // FreeType's BGRA is premultiplied, as the bitmap keeps its pixels (RGBA).
                var pixels = [UInt32](repeating: 0, count: width * height)
                for row in 0..<height {
                    let source = buffer + row * Int(bitmap.pitch)
                    for column in 0..<width {
                        let b = source[4 * column], g = source[4 * column + 1], r = source[4 * column + 2], a = source[4 * column + 3]
                        pixels[row * width + column] = UInt32(min(r, a)) | UInt32(min(g, a)) << 8 | UInt32(min(b, a)) << 16 | UInt32(a) << 24
                    }
                }
                loaded = ColorGlyph(image: Bitmap(width: width, height: height, storage: pixels), left: Int(slot.bitmap_left), top: Int(slot.bitmap_top))
            }
        }
        if colorGlyphs.count >= Self.glyphCacheCapacity { colorGlyphs.removeAll(keepingCapacity: true) }
        colorGlyphs[glyph] = loaded
        return loaded.image.width > 0 ? loaded : nil
    }

    /// The SHA-256 of the font file (lowercase hex), read once on first use. Two machines with the
    /// same fingerprints for every face render the same pixels.
    public var fingerprint: String {
        lock.withLock {
            if let fileFingerprint { return fileFingerprint }
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
            let hex = ContentHash.hex(bytes)
            fileFingerprint = hex
            return hex
        }
    }

    /// How the glyph mask cache of this face has done so far.
    public var glyphCacheStatistics: CacheStatistics {
        lock.withLock { CacheStatistics(hits: maskHits, misses: maskMisses, entries: masks.count) }
    }

    /// Empties the glyph mask cache and its counters (outlines stay loaded).
    public func resetGlyphCache() {
        lock.withLock {
            masks.removeAll()
            maskHits = 0
            maskMisses = 0
        }
    }

    private func takeBuffer() -> OpaquePointer {
        if let reused = lock.withLock({ spareBuffers.popLast() }) {
            hb_buffer_clear_contents(reused)
            return reused
        }
        return hb_buffer_create()
    }

    private func returnBuffer(_ buffer: OpaquePointer) {
        lock.withLock {
            if spareBuffers.count < 8 { spareBuffers.append(buffer) } else { hb_buffer_destroy(buffer) }
        }
    }

    /// Runs `body` with the FreeType face, under the face's lock.
    func withFace<T>(_ body: (FT_Face) -> T) -> T {
        lock.withLock { body(face) }
    }

    /// The cached mask for a key, counting the lookup as a hit or a miss.
    func cachedMask(for key: GlyphMaskKey) -> GlyphMask? {
        lock.withLock {
            if let mask = masks[key] {
                maskHits += 1
                return mask
            }
            maskMisses += 1
            return nil
        }
    }

    /// The cached masks for a run's keys, looked up under one lock (a run's glyphs are drawn
    /// together, and a lock per glyph cost more than the lookups); `nil` where a key has none.
    /// Hits are counted; a key found missing is counted by `cachedMask(for:)` when the caller
    /// looks again before rasterizing (so a glyph twice in one run counts as before: a miss, then a hit).
    func cachedMasks(for keys: [GlyphMaskKey]) -> [GlyphMask?] {
        lock.withLock {
            var found: [GlyphMask?] = []
            found.reserveCapacity(keys.count)
            for key in keys {
                let mask = masks[key]
                if mask != nil { maskHits += 1 }
                found.append(mask)
            }
            return found
        }
    }

    /// Keeps a rasterized mask; the cache starts over when it reaches its capacity.
    func storeMask(_ mask: GlyphMask, for key: GlyphMaskKey) {
        lock.withLock {
            if masks.count >= Self.glyphCacheCapacity { masks.removeAll() }
            masks.insert(mask, for: key)
        }
    }
}

/// A colour glyph as its face's strike draws it: the picture, and its top-left corner from the
/// glyph origin in strike pixels (`top` above the baseline).
struct ColorGlyph {
    var image: Bitmap
    var left: Int
    var top: Int
}
