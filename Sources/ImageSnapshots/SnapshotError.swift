import Rasterizer

/// A snapshot operation that could not run.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` holds something other than all, missing, failed or never.
    case invalidRecordMode(String)
    /// A snapshot name is empty after sanitising.
    case invalidName(String)
    /// The reference exists but cannot be read or decoded.
    case unreadableReference(ImageFileError)
    /// A reference or artifact could not be written.
    case unwritable(ImageFileError)
    /// The component could not be rendered.
    case render(String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            return "SNAPSHOT_TESTING_RECORD is \"\(value)\"; use all, missing, failed or never."
        case .invalidName(let name):
            return "\"\(name)\" cannot name a snapshot: it has no letters or digits left once made safe."
        case .unreadableReference(let error):
            return "The reference cannot be used: \(error). Delete it and record again if it is damaged."
        case .unwritable(let error):
            return error.description
        case .render(let detail):
            return "The component could not be rendered: \(detail)"
        }
    }
}
