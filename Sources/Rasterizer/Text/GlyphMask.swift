/// The anti-aliased coverage of one glyph at one size and sub-pixel offset, ready to composite.
///
/// `left` and `top` place the mask relative to the whole device pixel that holds the glyph origin;
/// each row remembers where its non-zero coverage starts and ends so blank margins cost nothing.
/// A class that owns its coverage: a mask is handed from the cache to every glyph drawn with it,
/// one reference each (a struct of two arrays was two), and its coverage is read in place.
final class GlyphMask: @unchecked Sendable {  // Immutable after init; the coverage is never written again.
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    /// Bytes from one row to the next: the width rounded up to 16, so a row can be added to a run
    /// mask sixteen bytes at a time (the padding is zero and adds nothing).
    let stride: Int
    /// Row-major coverage, `stride` bytes a row, owned by the mask.
    let coverage: UnsafeBufferPointer<UInt8>
    /// Per row, the columns `start..<end` that hold non-zero coverage (empty when start == end).
    let rowSpans: [(start: Int32, end: Int32)]

    static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])

    /// A mask from coverage laid out `width` bytes a row.
    init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        (self.left, self.top, self.width, self.height) = (left, top, width, height)
        let stride = (width + 15) & ~15
        self.stride = stride
        let padded = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: stride * height)
        padded.initialize(repeating: 0)
        for row in 0..<height {
            for column in 0..<width { padded[row * stride + column] = coverage[row * width + column] }
        }
        self.coverage = UnsafeBufferPointer(padded)
        self.rowSpans = (0..<height).map { row in
            let base = row * width
            var start = 0, end = width
            while start < width && coverage[base + start] == 0 { start += 1 }
            while end > start && coverage[base + end - 1] == 0 { end -= 1 }
            return (Int32(start), Int32(end))
        }
    }

    deinit { coverage.deallocate() }

    /// The coverage at a column and row of the mask.
    subscript(column: Int, row: Int) -> UInt8 { coverage[row * stride + column] }
}

/// Identifies a cached glyph mask: glyph, device scale (em size in pixels over units per em) and
/// the glyph origin's sub-pixel offset quantised to quarters of a pixel on each axis.
/// (`GlyphMaskTable` hashes it.)
struct GlyphMaskKey: Equatable {
    var glyph: UInt32
    var scaleBits: UInt64
    var subpixelX: UInt8
    var subpixelY: UInt8
}

/// How often one of a face's caches (glyph masks, shaped texts) answered from memory.
public struct CacheStatistics: Hashable, Sendable {
    /// Lookups answered from the cache.
    public var hits: Int
    /// Lookups that had to do the work (rasterize the glyph, run the shaper).
    public var misses: Int
    /// Entries currently held.
    public var entries: Int

    /// Share of lookups answered from the cache, 0...1 (0 before any lookup).
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

/// The statistics of a face's glyph mask cache (the name before the shaping cache had them too).
public typealias GlyphCacheStatistics = CacheStatistics
