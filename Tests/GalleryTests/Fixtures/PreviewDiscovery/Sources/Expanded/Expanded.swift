import ComponentCatalogue
import Components

// What `#Preview("Expanded", "release") { context in … }` expands to, written out: the accessor
// the record points at (CataloguePreviews' `__write`, inlined) and the record in `swift5_tests`.
// No macro, so a release build of this module needs no swift-syntax: the test builds it optimised
// and dead-stripped, and strips a copy, to see that the records survive.
@_cdecl("bento_preview_Expanded_Expanded_swift_13_1")
func expandedPreviewAccessor(_ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
    guard type.assumingMemoryBound(to: Any.Type.self).pointee == CatalogueEntry.self else { return false }
    outValue.initializeMemory(
        as: CatalogueEntry.self,
        to: CatalogueEntry(component: "Expanded", state: "release", fileID: "Expanded/Expanded.swift", filePath: #filePath, line: 13, column: 1) { context in
            UI.Label(text: "Released", style: context.theme.typography.body1).padding(8)
        })
    return true
}

@section("swift5_tests") @used
let expandedPreviewRecord: PreviewRecord = (0x626E_7470, 0, expandedPreviewAccessor, 0, 0)
