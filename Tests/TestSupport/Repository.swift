import Foundation

/// The repository the tests run in: found from this file's place in it (`Tests/TestSupport/`).
public enum Repository {
    /// The repository's root folder, which holds `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
