/// A preview's record, which `#Preview` (in the `CataloguePreviews` product) places in the
/// `swift5_tests` section of the image it is compiled into, as Swift Testing's `@Test` does: the
/// section survives stripping and dead-code elimination, so ``DiscoveredPreviews`` finds every
/// preview of every loaded module at run time, with no list to keep.
///
/// A record has Swift Testing's own 32-byte layout (so its walk of the same section in a test
/// binary keeps its stride), with a kind of ours; its accessor writes the entry it describes.
public typealias PreviewRecord = (
    kind: UInt32, reserved1: UInt32, accessor: PreviewRecordAccessor, context: UInt, reserved2: UInt
)

/// Writes the record's `CatalogueEntry` (initialising `outValue`) when `type` is
/// `CatalogueEntry.self`; returns whether it did. Swift Testing's accessor signature.
public typealias PreviewRecordAccessor = @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
) -> Bool

/// The previews the records of every loaded image describe, in image and section order.
public enum DiscoveredPreviews {
    /// The kind that marks a ``PreviewRecord`` as a catalogue preview: "bntp".
    public static let recordKind: UInt32 = 0x626E_7470

    /// Every entry a preview record describes.
    public static func entries() -> [CatalogueEntry] {
        var found: [CatalogueEntry] = []
        withUnsafeMutablePointer(to: &found) { pointer in
            swift_enumerateAllMetadataSections({ sections, context in
                let words = sections.assumingMemoryBound(to: UInt.self)
                // MetadataSections: version, reserved, base address, unused, then (start, length)
                // ranges; swift5_tests is the fifteenth, at words 32 and 33, from version 5.
                guard words[0] >= 5, let start = UnsafeRawPointer(bitPattern: words[32]), let context else { return true }
                let count = Int(words[33]) / MemoryLayout<PreviewRecord>.stride
                let records = start.bindMemory(to: PreviewRecord.self, capacity: count)
                let found = context.assumingMemoryBound(to: [CatalogueEntry].self)
                // `recordKind`, written out: Swift 6.3's region checker crashes on a static read here.
                for index in 0..<count where records[index].kind == 0x626E_7470 {
                    let accessor = records[index].accessor
                    let value = UnsafeMutablePointer<CatalogueEntry>.allocate(capacity: 1)
                    defer { value.deallocate() }
                    let wrote = withUnsafePointer(to: CatalogueEntry.self) { type in accessor(value, type, nil, 0) }
                    if wrote { found.pointee.append(value.move()) }
                }
                return true
            }, pointer)
        }
        return found
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?
)
