import Foundation
import SafeFiles
import SafeText

/// The design each entry was last held against: one line per entry, its design file, node id and
/// the node's fingerprint, sorted, in `design.lock` beside the catalogue's references. When a
/// designer changes a node, its fingerprint changes, and `gallery design compare` lists the
/// entries whose design changed before it compares any of them with the code.
///
///     BasketRow/default	Design/checkout.json	3:1	5f0c…
package struct DesignLock: Sendable, Equatable {
    package struct Line: Sendable, Equatable {
        package var entry: String
        package var file: String
        package var node: String
        package var fingerprint: String
    }

    /// The lines, by entry.
    package private(set) var lines: [String: Line] = [:]

    /// The largest lock read (4 MB: a line per entry).
    static let largestFile = 4 * 1024 * 1024

    package init(lines: [Line] = []) {
        for line in lines { self.lines[line.entry] = line }
    }

    /// Reads a lock; a missing file is an empty lock.
    ///
    /// - Throws: `GalleryError` naming the line that is not four tab-separated fields with a hex fingerprint.
    package init(contentsOf url: URL) throws {
        let bytes: [UInt8]
        do {
            bytes = try PlainFile(url.path, limit: Self.largestFile).readAll()
        } catch where error.isMissing {
            return
        } catch {
            throw GalleryError("The design lock \(url.path) cannot be read: \(error)")
        }
        for (number, text) in String(decoding: bytes, as: UTF8.self).fileLines(omittingEmptySubsequences: false).enumerated() {
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let fields = text.fields(separatedBy: 0x09).map(String.init)
            guard fields.count == 4, ContentHash.isHexDigest(fields[3]), fields.allSatisfy({ !$0.unicodeScalars.contains { $0.value < 0x20 } }) else {
                throw GalleryError("\(url.path), line \(number + 1): expected entry, design file, node id and fingerprint separated by tabs, found \"\(Quoted.field(String(text), limit: 120))\".")
            }
            lines[fields[0]] = Line(entry: fields[0], file: fields[1], node: fields[2], fingerprint: fields[3])
        }
    }

    package mutating func record(_ line: Line) { lines[line.entry] = line }

    /// The lock as its file holds it.
    package var text: String {
        "# The design each entry was last held against: gallery design compare --record-design\n"
            + lines.sorted { $0.key < $1.key }.map { _, line in "\(line.entry)\t\(line.file)\t\(line.node)\t\(line.fingerprint)\n" }.joined()
    }

    /// Writes the lock atomically.
    package func write(to url: URL) throws {
        try AtomicWrite.write(Data(text.utf8), to: url)
    }
}
