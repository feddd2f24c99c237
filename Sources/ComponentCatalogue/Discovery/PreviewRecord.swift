/// Work in progress (issue 39): previews found at run time from records the compiler places in the
/// `swift5_tests` section of every image, as Swift Testing finds `@Test`s; no list to keep.
///
/// A record has Swift Testing's own 32-byte layout (so its walk of the same section in a test
/// binary keeps its stride) with a kind of ours; its accessor writes the preview it describes.
/// A macro will write the records; until then a record can be written by hand:
///
/// ```swift
/// @section("swift5_tests") @used
/// let badgePreviewRecord: PreviewRecord = (PreviewRecord.kind, 0, badgePreview, 0, 0)
/// ```
public typealias PreviewRecord = (
    kind: UInt32, reserved1: UInt32, accessor: PreviewRecordAccessor, context: UInt, reserved2: UInt
)

/// Writes the record's `CatalogueEntry` (initialising `outValue`) when `type` is
/// `CatalogueEntry.self`; returns whether it did. Swift Testing's accessor signature.
public typealias PreviewRecordAccessor = @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
) -> Bool

extension PreviewRecord_ {
    /// The kind that marks a record as a catalogue preview: "bntp".
    public static let kind: UInt32 = 0x626E_7470
}

/// A namespace for `PreviewRecord`'s constants (a tuple type cannot have members).
public enum PreviewRecord_ {}

/// The previews the records of every loaded image describe, in image and section order.
public enum DiscoveredPreviews {
    /// Every entry a preview record describes.
    public static func entries() -> [CatalogueEntry] {
        var found: [CatalogueEntry] = []
        withUnsafeMutablePointer(to: &found) { pointer in
            swift_enumerateAllMetadataSections({ sections, context in
                let words = sections.assumingMemoryBound(to: UInt.self)
                // MetadataSections: version, reserved, base address, unused, then (start, length)
                // ranges; swift5_tests is the fifteenth, at words 32 and 33, from version 5.
                guard words[0] >= 5, let start = UnsafeRawPointer(bitPattern: words[32]) else { return true }
                let count = Int(words[33]) / MemoryLayout<PreviewRecord>.stride
                let records = start.bindMemory(to: PreviewRecord.self, capacity: count)
                let found = context!.assumingMemoryBound(to: [CatalogueEntry].self)
                for index in 0..<count where records[index].kind == PreviewRecord_.kind {
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
