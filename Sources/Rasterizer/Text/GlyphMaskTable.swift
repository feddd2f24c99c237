/// A face's cached glyph masks by key: an open-addressed table whose keys are hashed by one
/// multiplication, for the lookup every glyph drawn makes (a `Dictionary` hashes each key with
/// SipHash, a tenth of drawing a line of text).
///
/// It grows from 64 slots, doubling while more than half are used; a full probe is bounded by its
/// size, and its owner empties it at `FontFace.glyphCacheCapacity` masks.
struct GlyphMaskTable {
    private var keys: [GlyphMaskKey?] = Array(repeating: nil, count: 64)
    private var masks: [GlyphMask?] = Array(repeating: nil, count: 64)
    /// The masks kept.
    private(set) var count = 0

    /// The mask kept for `key`.
    subscript(key: GlyphMaskKey) -> GlyphMask? {
        var slot = Self.slot(of: key, in: keys.count)
        while let kept = keys[slot] {
            if kept == key { return masks[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Keeps `mask` for `key`, replacing any mask kept for it.
    mutating func insert(_ mask: GlyphMask, for key: GlyphMaskKey) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = Self.slot(of: key, in: keys.count)
        while let kept = keys[slot], kept != key { slot = (slot + 1) & (keys.count - 1) }
        if keys[slot] == nil { count += 1 }
        keys[slot] = key
        masks[slot] = mask
    }

    /// Forgets every mask.
    mutating func removeAll() { self = GlyphMaskTable() }

    private mutating func grow() {
        let old = zip(keys, masks)
        keys = Array(repeating: nil, count: keys.count * 2)
        masks = Array(repeating: nil, count: keys.count)
        count = 0
        for case (let key?, let mask?) in old { insert(mask, for: key) }
    }

    /// Where a key's probe starts in a table of `size` slots (a power of two): the key's words
    /// mixed by multiplication, the top bits taken.
    private static func slot(of key: GlyphMaskKey, in size: Int) -> Int {
        let glyph = UInt64(key.glyph) | UInt64(key.subpixelX) << 32 | UInt64(key.subpixelY) << 40
        let mixed = (glyph ^ (key.scaleBits &* 0xBF58_476D_1CE4_E5B9)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - size.trailingZeroBitCount))
    }
}
