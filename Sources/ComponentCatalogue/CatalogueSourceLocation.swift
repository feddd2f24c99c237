/// Where an entry, a group or a catalogue was declared, so an error can name both places of a
/// repeated name.
public struct CatalogueSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it.
    public var fileID: String
    /// The file's full path where it was compiled, as `#filePath` gives it (CI annotations make it
    /// relative to the repository).
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location; the defaults are the caller's.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
