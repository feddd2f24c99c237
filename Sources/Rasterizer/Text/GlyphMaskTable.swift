/// A face's cached glyph masks by key: an open-addressed table whose keys are hashed by one
/// multiplication, for the lookup every glyph drawn makes (a `Dictionary` hashes each key with
/// SipHash, a tenth of drawing a line of text).
///
/// It grows from 64 slots, doubling while more than half are used; a full probe is bounded by its
/// size, and its owner empties it at `FontFace.glyphCacheCapacity` masks.
struct GlyphMaskTable {
    /// Each slot's key and mask, `nil` where the slot is free.
    private var slots: [(key: GlyphMaskKey, mask: GlyphMask)?] = Array(repeating: nil, count: 64)
    /// The masks kept.
    private(set) var count = 0

    /// The mask kept for `key`.
    subscript(key: GlyphMaskKey) -> GlyphMask? {
        var slot = Self.slot(of: key, in: slots.count)
        while let kept = slots[slot] {
            if kept.key == key { return kept.mask }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Keeps `mask` for `key`, replacing any mask kept for it.
    mutating func insert(_ mask: GlyphMask, for key: GlyphMaskKey) {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = Self.slot(of: key, in: slots.count)
        while let kept = slots[slot], kept.key != key { slot = (slot + 1) & (slots.count - 1) }
        if slots[slot] == nil { count += 1 }
        slots[slot] = (key, mask)
    }

    /// Forgets every mask.
    mutating func removeAll() { self = GlyphMaskTable() }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case (let key, let mask)? in old { insert(mask, for: key) }
    }

    /// Where a key's probe starts in a table of `size` slots (a power of two): the key's words
    /// mixed by multiplication, the top bits taken.
    private static func slot(of key: GlyphMaskKey, in size: Int) -> Int {
        let glyph = UInt64(key.glyph) | UInt64(key.subpixelX) << 32 | UInt64(key.subpixelY) << 40
        let mixed = (glyph ^ (key.scaleBits &* 0xBF58_476D_1CE4_E5B9)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - size.trailingZeroBitCount))
    }
}
