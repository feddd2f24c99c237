/// The metadata sections of every image loaded in the process (the executable and its shared
/// libraries), as the Swift runtime registered them: where discovery reads the records the
/// compiler and `#Preview` write.
public enum MetadataSections {
    /// Calls `body` with each image's `MetadataSections` record: its version, a reserved word, the
    /// base address, an unused word, then (start, length) pairs (`swift5_protocols`,
    /// `swift5_protocol_conformances`, `swift5_type_metadata`, … `swift5_tests` fifteenth).
    public static func forEach(_ body: (UnsafePointer<UInt>) -> Void) {
        withoutActuallyEscaping(body) { body in
            var visit = body
            withUnsafeMutablePointer(to: &visit) { pointer in
                swift_enumerateAllMetadataSections({ sections, context in
                    context?.assumingMemoryBound(to: ((UnsafePointer<UInt>) -> Void).self).pointee(sections.assumingMemoryBound(to: UInt.self))
                    return true
                }, pointer)
            }
        }
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?
)
