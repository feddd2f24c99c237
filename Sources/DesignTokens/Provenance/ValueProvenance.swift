/// Where a colour or a text style came from, stored small because themes and display lists hold
/// many of them: a literal keeps the address of its `#fileID` (the compiler's constant,
/// NUL-terminated string) and its line, with no allocation; a token keeps its shared `DesignOrigin`.
/// 13 bytes, where a `StaticString` and a line took 33.
struct ValueProvenance: @unchecked Sendable {
    // The pointer is to immutable constant data for the life of the process, so sharing it across
    // threads is safe; that is what the unchecked conformance asserts.
    private enum Storage {
        case literal(fileID: UnsafeRawPointer, line: UInt32)
        case traced(DesignOrigin)
    }

    private let storage: Storage

    /// A literal written at `fileID` and `line` (lines past 4,294,967,295 are kept as that).
    init(fileID: StaticString, line: UInt) {
        let file = fileID.hasPointerRepresentation ? UnsafeRawPointer(fileID.utf8Start) : UnsafeRawPointer(Self.unknownFile.utf8Start)
        storage = .literal(fileID: file, line: UInt32(clamping: line))
    }

    /// A value read from a token, or changed since.
    init(_ origin: DesignOrigin) {
        storage = .traced(origin)
    }

    /// The origin: the token's, or a literal's file and line.
    var origin: DesignOrigin {
        switch storage {
        case .literal(let file, let line):
            DesignOrigin(.literal(fileID: String(cString: file.assumingMemoryBound(to: CChar.self)), line: Int(line)))
        case .traced(let origin):
            origin
        }
    }

    /// What a `#fileID` that is not a string literal (a single scalar) is recorded as.
    private static let unknownFile: StaticString = "?"
}
