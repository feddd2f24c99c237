import Foundation
import SafeText
import ZIPFoundation

/// A zip of a verify run's artifacts, as CI lets people download them, read with ZIPFoundation
/// into a fresh folder. Every entry is hostile data: the archive is refused whole, before anything
/// is written, when an entry would land outside the folder (an absolute path, `..`, a backslash),
/// is a symbolic link, or claims sizes out of proportion to the archive; and while extracting, an
/// entry that inflates past what it claimed stops the extraction.
package enum ArtifactArchive {
    /// At most this many entries.
    static let maximumEntries = 200_000
    /// At most this many bytes in all, whatever the archive's size.
    static let maximumTotal: UInt64 = 4 << 30
    /// An entry above 1 MB may inflate at most this many times its compressed size.
    static let maximumRatio: UInt64 = 200

    /// Whether a file looks like a zip (by its first bytes).
    package static func isZip(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// Extracts `zip` into `folder` (which must not exist yet).
    static func extract(_ zip: URL, into folder: URL) throws {
        // What the archive claims is checked first, by our own reading of its directory, so no
        // number in it reaches code that could trap on it (see `ZipDirectory`).
        let directory: ZipDirectory
        do {
            directory = try ZipDirectory.read(zip, maximumEntries: maximumEntries, maximumSize: maximumTotal)
        } catch {
            throw refusal(zip, error.description)
        }
        let archive: Archive
        do {
            archive = try Archive(url: zip, accessMode: .read)
        } catch {
            throw GalleryError("\(zip.path) is not a zip archive that can be read: \(error)")
        }
        // Then every entry is checked; nothing is written for a refused archive.
        var entries: [(Entry, ZipDirectory.Entry, [String])] = []
        var total: UInt64 = 0
        let iterator = archive.makeIterator()
        for claimed in directory.entries {
            guard let entry = iterator.next() else { throw refusal(zip, "the entry \(quoted(claimed.path)) cannot be read") }
            let components = try safeComponents(of: entry.path, in: zip)
            switch entry.type {
            case .symlink: throw refusal(zip, "the entry \(quoted(entry.path)) is a symbolic link")
            case .directory: entries.append((entry, claimed, components))
            case .file:
                let size = claimed.uncompressedSize, packed = max(claimed.compressedSize, 1)
                // No entry larger than the merge would read of its kind is written out at all.
                let limit = ArtifactFile.limit(forFileNamed: components.last ?? "")
                if size > UInt64(limit) {
                    throw refusal(zip, "the entry \(quoted(entry.path)) claims \(size) bytes; a file of its kind is read up to \(limit)")
                }
                if size > 1 << 20 && size / packed > maximumRatio {
                    throw refusal(zip, "the entry \(quoted(entry.path)) claims \(size) bytes from \(packed) (a zip bomb)")
                }
                let (sum, overflow) = total.addingReportingOverflow(size)
                total = sum
                guard !overflow, total <= maximumTotal, total <= max(directory.fileSize, 1) * maximumRatio + (16 << 20) else {
                    throw refusal(zip, "its entries claim \(overflow ? "more than 2^64" : "\(total)") bytes, out of proportion to its \(directory.fileSize)")
                }
                entries.append((entry, claimed, components))
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        do {
            for (entry, claimed, components) in entries {
                let target = components.reduce(folder) { $0.appendingPathComponent($1) }
                if entry.type == .directory {
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    continue
                }
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(entry, claimed, of: archive, to: target, zip: zip)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Writes one file entry with `O_EXCL | O_NOFOLLOW`, stopping past its declared size; the
    /// bytes written must be the size and CRC-32 the directory declares.
    private static func write(_ entry: Entry, _ claimed: ZipDirectory.Entry, of archive: Archive, to target: URL, zip: URL) throws {
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw refusal(zip, "the entry \(quoted(entry.path)) cannot be written (\(String(cString: strerror(errno)))); is it there twice?")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var written: UInt64 = 0
        let declared = claimed.uncompressedSize
        do {
            let checksum = try archive.extract(entry, skipCRC32: false) { chunk in
                written += UInt64(chunk.count)
                guard written <= declared else { throw GalleryError("inflates past the \(declared) bytes it declares") }
                try handle.write(contentsOf: chunk)
            }
            guard written == declared else { throw GalleryError("holds \(written) bytes where it declares \(declared) (the archive is damaged)") }
            guard checksum == claimed.crc32 else {
                throw GalleryError("fails its CRC-32 check (\(String(format: "%08x", checksum)) where the archive says \(String(format: "%08x", claimed.crc32)): the archive is damaged)")
            }
        } catch {
            try? FileManager.default.removeItem(at: target)
            throw refusal(zip, "the entry \(quoted(entry.path)) \(error)")
        }
    }

    /// The path's components, refused when it would leave the folder.
    private static func safeComponents(of path: String, in zip: URL) throws -> [String] {
        guard !path.isEmpty, path.count <= 1024 else { throw refusal(zip, "an entry has an empty or overlong name") }
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"), !path.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            throw refusal(zip, "the entry \(quoted(path)) has an absolute or unusable name")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else {
            throw refusal(zip, "the entry \(quoted(path)) would land outside the folder")
        }
        return components
    }

    private static func refusal(_ zip: URL, _ reason: String) -> GalleryError {
        GalleryError("\(zip.path) is refused: \(reason). Nothing was written from it.")
    }

    /// A name from an archive, quoted for a message: at most 200 characters, control characters escaped.
    static func quoted(_ name: String) -> String {
        Quoted.string(name, limit: 200)
    }
}
