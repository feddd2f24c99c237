import DesignTokens

/// The line of code that gave a component a length (a padding, a stack's spacing, a corner radius),
/// as `#fileID` and `#line` defaults record it: how the design audit tells a team's hand-typed
/// spacing from the library's own. Kept as the compiler gave it, so recording it allocates nothing.
public struct SourceLine: Sendable {
    /// The file, as `#fileID` gives it (`Shop/Card.swift`).
    public let fileID: StaticString
    /// The line.
    public let line: UInt

    /// The line of code at `fileID` and `line`.
    public init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// The line as the origin of a design value.
    public var origin: DesignOrigin { DesignOrigin(.literal(fileID: fileID.description, line: Int(line))) }
}
