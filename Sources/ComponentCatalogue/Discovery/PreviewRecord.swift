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

    /// The kind of a record whose accessor writes a list of entries (`[CatalogueEntry]`): the
    /// `SwiftUI` module's, for the `PreviewProvider` types it finds: "bntq".
    public static let listRecordKind: UInt32 = 0x626E_7471

    /// Every entry a preview record describes.
    public static func entries() -> [CatalogueEntry] {
        var found: [CatalogueEntry] = []
        MetadataSections.forEach { words in
            // swift5_tests is the fifteenth range, at words 32 and 33, from version 5.
            guard words[0] >= 5, let start = UnsafeRawPointer(bitPattern: words[32]) else { return }
            let count = Int(words[33]) / MemoryLayout<PreviewRecord>.stride
            let records = start.bindMemory(to: PreviewRecord.self, capacity: count)
            for index in 0..<count {
                switch records[index].kind {
                case recordKind: found += written(by: records[index].accessor, as: CatalogueEntry.self).map { [$0] } ?? []
                case listRecordKind: found += written(by: records[index].accessor, as: [CatalogueEntry].self) ?? []
                default: continue
                }
            }
        }
        return found
    }

    /// What an accessor writes when asked for `type`, if it writes that type.
    private static func written<Value>(by accessor: PreviewRecordAccessor, as type: Value.Type) -> Value? {
        let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { value.deallocate() }
        let wrote = withUnsafePointer(to: Value.self) { type in accessor(value, type, nil, 0) }
        return wrote ? value.move() : nil
    }
}
