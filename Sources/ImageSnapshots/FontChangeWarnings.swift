import Foundation
import Rasterizer

/// Remembers which changed font files were already reported, so a run warns once per file.
package final class FontChangeWarnings: @unchecked Sendable {
    package static let shared = FontChangeWarnings()

    private let lock = NSLock()
    private var reported = Set<String>()

    /// The changes not reported before; they count as reported from now on.
    package func unreported(_ changes: [FontFileChange]) -> [FontFileChange] {
        lock.withLock { changes.filter { reported.insert($0.path).inserted } }
    }
}
