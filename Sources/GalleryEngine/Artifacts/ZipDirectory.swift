import Foundation

/// What a zip's end record and central directory claim, read and checked before ZIPFoundation
/// opens the archive.
///
/// ZIPFoundation trusts these numbers: it looks for the end record byte by byte through the
/// whole file, converts 64-bit sizes and offsets to `off_t` and `Int64` (a trap past 2^63), adds
/// them without overflow checks, and silently ends its list of entries at the first header it
/// cannot read. So the archive is refused here, with the reason, unless: the end record lies in
/// the last 64 KiB, as the format requires; the central directory and every local header and
/// entry's data lie inside the file; every number a ZIP64 field holds is below the file's size or
/// the extraction limit; and no entry is encrypted. The entries' sizes and CRC-32 come from here,
/// where they have been checked, not from the data descriptors ZIPFoundation also reads.
struct ZipDirectory {
    /// One entry as its central directory record describes it.
    struct Entry {
        var path: String
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        var crc32: UInt32
    }

    /// A reason the archive is refused, in words.
    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let fileSize: UInt64
    let entries: [Entry]

    static let endRecordSize = 22
    /// The end record's comment is at most 65,535 bytes, so the record starts within this many
    /// bytes of the end of the file.
    static let endRecordSearch = 22 + 65_535
    /// At most this many bytes of central directory are read (about 200,000 entries with long names).
    static let maximumDirectorySize: UInt64 = 128 << 20

    /// Reads and checks the directory of the zip at `url`; `maximumEntries` bounds the count and
    /// `maximumSize` any single size a ZIP64 field may claim.
    static func read(_ url: URL, maximumEntries: Int, maximumSize: UInt64) throws(Problem) -> ZipDirectory {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem("it cannot be opened (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw Problem("it is not a plain file") }
        let file = FileBytes(descriptor: descriptor, size: UInt64(status.st_size))
        return try ZipDirectory(file, maximumEntries: maximumEntries, maximumSize: maximumSize)
    }

    private init(_ file: FileBytes, maximumEntries: Int, maximumSize: UInt64) throws(Problem) {
        fileSize = file.size
        let (count, directoryOffset, directorySize) = try Self.directoryBounds(file, maximumEntries: maximumEntries)
        guard directorySize <= Self.maximumDirectorySize else {
            throw Problem("its central directory claims \(directorySize) bytes, more than \(Self.maximumDirectorySize) are read")
        }
        let directory = try file.read(at: directoryOffset, count: Int(directorySize))
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        var position = 0
        for index in 0..<Int(count) {
            let (entry, length) = try Self.entry(in: directory, at: position, index: index, file: file, maximumSize: maximumSize)
            entries.append(entry)
            position += length
        }
        self.entries = entries
    }

    /// The entry count and the central directory's place, from the end record (and the ZIP64 end
    /// record where ZIPFoundation would use one: directly before the end record, with its locator).
    private static func directoryBounds(
        _ file: FileBytes, maximumEntries: Int
    ) throws(Problem) -> (count: UInt64, offset: UInt64, size: UInt64) {
        guard file.size >= UInt64(endRecordSize) else { throw Problem("it is \(file.size) bytes, too short for a zip") }
        let tailLength = Int(min(file.size, UInt64(endRecordSearch)))
        let tailStart = file.size - UInt64(tailLength)
        let tail = try file.read(at: tailStart, count: tailLength)
        // The record nearest the end, as ZIPFoundation finds it.
        var found: Int?
        var index = tail.count - endRecordSize
        while index >= 0 {
            if tail.uint32(at: index) == 0x0605_4B50 { found = index; break }
            index -= 1
        }
        guard let record = found else {
            throw Problem("it has no end-of-central-directory record in its last \(tailLength) bytes (not a zip, or cut short)")
        }
        let commentLength = Int(tail.uint16(at: record + 20))
        guard record + endRecordSize + commentLength <= tail.count else { throw Problem("its end record's comment runs past the end of the file") }
        var count = UInt64(tail.uint16(at: record + 10))
        var size = UInt64(tail.uint32(at: record + 12))
        var offset = UInt64(tail.uint32(at: record + 16))
        let recordOffset = tailStart + UInt64(record)
        if recordOffset > 20, recordOffset - 20 > 56 {
            let locator = try file.read(at: recordOffset - 20, count: 20)
            let zip64 = try file.read(at: recordOffset - 20 - 56, count: 56)
            if locator.uint32(at: 0) == 0x0706_4B50 && zip64.uint32(at: 0) == 0x0606_4B50 {
                count = zip64.uint64(at: 32)
                size = zip64.uint64(at: 40)
                offset = zip64.uint64(at: 48)
            }
        }
        guard count <= UInt64(maximumEntries) else { throw Problem("it claims \(count) entries, more than \(maximumEntries)") }
        guard offset <= file.size, size <= file.size - offset else {
            throw Problem("its central directory (\(size) bytes at \(offset)) lies outside the file's \(file.size) bytes")
        }
        guard count == 0 || size >= 46 * count else { throw Problem("its central directory is too small for the \(count) entries it claims") }
        return (count, offset, size)
    }

    /// One central directory record at `position`, checked against the file; returns it and its length.
    private static func entry(
        in directory: [UInt8], at position: Int, index: Int, file: FileBytes, maximumSize: UInt64
    ) throws(Problem) -> (Entry, Int) {
        guard position + 46 <= directory.count, directory.uint32(at: position) == 0x0201_4B50 else {
            throw Problem("entry \(index + 1)'s central directory record is missing or damaged")
        }
        let flags = directory.uint16(at: position + 8)
        let nameLength = Int(directory.uint16(at: position + 28)), extraLength = Int(directory.uint16(at: position + 30))
        let commentLength = Int(directory.uint16(at: position + 32))
        let length = 46 + nameLength + extraLength + commentLength
        guard position + length <= directory.count else { throw Problem("entry \(index + 1)'s central directory record runs past the directory") }
        let path = String(decoding: directory[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self)
        guard flags & 1 == 0 else { throw Problem("the entry \(ArtifactArchive.quoted(path)) is encrypted") }
        var compressed = UInt64(directory.uint32(at: position + 20)), uncompressed = UInt64(directory.uint32(at: position + 24))
        var offset = UInt64(directory.uint32(at: position + 42))
        // The ZIP64 extended information: every number in it must be sane whichever fields a
        // reader takes it to hold; the ones the format says it holds replace the 32-bit values.
        let extra = Array(directory[(position + 46 + nameLength)..<(position + 46 + nameLength + extraLength)])
        var cursor = 0
        while cursor + 4 <= extra.count {
            let id = extra.uint16(at: cursor), size = Int(extra.uint16(at: cursor + 2))
            guard cursor + 4 + size <= extra.count else { throw Problem("the entry \(ArtifactArchive.quoted(path)) has a damaged extra field") }
            if id == 0x0001 {
                var values: [UInt64] = []
                var field = cursor + 4
                while field + 8 <= cursor + 4 + size {
                    values.append(extra.uint64(at: field))
                    field += 8
                }
                if let wild = values.first(where: { $0 > max(maximumSize, file.size) }) {
                    throw Problem("the entry \(ArtifactArchive.quoted(path)) has a ZIP64 size or offset of \(wild), beyond the file and the limits")
                }
                var next = values.makeIterator()
                if uncompressed == 0xFFFF_FFFF, let value = next.next() { uncompressed = value }
                if compressed == 0xFFFF_FFFF, let value = next.next() { compressed = value }
                if offset == 0xFFFF_FFFF, let value = next.next() { offset = value }
            }
            cursor += 4 + size
        }
        guard uncompressed <= maximumSize else {
            throw Problem("the entry \(ArtifactArchive.quoted(path)) claims \(uncompressed) bytes, more than \(maximumSize)")
        }
        // The local header, where ZIPFoundation reads the name and extra field lengths again.
        guard offset <= file.size, file.size - offset >= 30 else {
            throw Problem("the entry \(ArtifactArchive.quoted(path)) has its local header outside the file (at \(offset))")
        }
        let local = try file.read(at: offset, count: 30)
        guard local.uint32(at: 0) == 0x0403_4B50 else { throw Problem("the entry \(ArtifactArchive.quoted(path)) has no local header at \(offset)") }
        let dataOffset = offset + 30 + UInt64(local.uint16(at: 26)) + UInt64(local.uint16(at: 28))
        let method = local.uint16(at: 8)
        guard method == 0 || method == 8 else {
            throw Problem("the entry \(ArtifactArchive.quoted(path)) uses compression method \(method); only stored and deflated entries are read")
        }
        // Stored data is read by its uncompressed size, deflated by its compressed size.
        let stored = method == 0 ? uncompressed : compressed
        guard dataOffset <= file.size, stored <= file.size - dataOffset else {
            throw Problem("the entry \(ArtifactArchive.quoted(path)) claims \(stored) bytes of data at \(dataOffset), past the end of the file")
        }
        // The central directory holds the true CRC-32 and sizes even when a data descriptor follows the data.
        let entry = Entry(path: path, compressedSize: compressed, uncompressedSize: uncompressed, crc32: directory.uint32(at: position + 16))
        return (entry, length)
    }
}

/// Reads bytes of an open file at an offset.
private struct FileBytes {
    let descriptor: Int32
    let size: UInt64

    func read(at offset: UInt64, count: Int) throws(ZipDirectory.Problem) -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw ZipDirectory.Problem("it claims \(count) bytes at \(offset), past its end")
        }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset) + off_t(done))
            }
            guard got > 0 else { throw ZipDirectory.Problem("it cannot be read at \(offset) (\(got < 0 ? String(cString: strerror(errno)) : "cut short"))") }
            done += got
        }
        return bytes
    }
}

extension [UInt8] {
    /// Little-endian integers, as zip stores them.
    fileprivate func uint16(at index: Int) -> UInt16 { UInt16(self[index]) | UInt16(self[index + 1]) << 8 }
    fileprivate func uint32(at index: Int) -> UInt32 { UInt32(uint16(at: index)) | UInt32(uint16(at: index + 2)) << 16 }
    fileprivate func uint64(at index: Int) -> UInt64 { UInt64(uint32(at: index)) | UInt64(uint32(at: index + 4)) << 32 }
}
