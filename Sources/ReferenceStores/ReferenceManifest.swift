import Foundation
import SafeText
import SafeFiles

/// The references of one snapshots folder as text: one line per picture, sorted by name, so a
/// pull request that accepts pictures changes lines of this file and nothing else.
///
/// ```
/// # bento references 1
/// # pictures: store
/// # store: oci://ghcr.io/acme/design-references
/// Catalogue/Button-primary@light.png	sha256:3f5e…	10342	390x120	key:9b1c…	pixels:xxh3:d41a…
/// ```
///
/// Kept as `references.txt` in the snapshots folder. `pictures: git` keeps the pictures beside it
/// as files (the manifest then only records hashes and render keys); `pictures: store` keeps them
/// in a content-addressed store, each fetched by its SHA-256 and hashed again before it is used.
/// Fields are tab-separated: the picture's path inside the folder (`suite/name.png`, or a
/// transition's `.apng`), its SHA-256, its size in bytes, its pixel size, its render key and the
/// fingerprint of its decoded pixels (`PixelFingerprint`; `-` for either when none was recorded).
public struct ReferenceManifest: Equatable, Sendable {
    /// Where the pictures themselves are.
    public enum Pictures: String, Sendable {
        /// Files beside the manifest, committed with it.
        case git
        /// Blobs in a content-addressed store, named by their SHA-256.
        case store
    }

    /// One picture.
    public struct Entry: Equatable, Sendable {
        /// `suite/name.png`, or `suite/name.transition.apng`.
        public var path: String
        /// The SHA-256 of the picture's bytes, 64 lowercase hexadecimal digits.
        public var sha256: String {
            get { sha256Digits.text }
            set { sha256Digits = PackedHex(newValue) }
        }
        /// The picture's size in bytes.
        public var bytes: Int
        /// Its size in pixels.
        public var width: Int, height: Int
        /// The render key it was drawn from (`RenderKey`), `nil` when none was recorded.
        public var renderKey: String? {
            get { renderKeyDigits?.text }
            set { renderKeyDigits = newValue.map(PackedHex.init) }
        }
        /// The fingerprint of its decoded pixels, which a verify compares a rendered picture with
        /// before decoding or fetching anything; `nil` when none was recorded.
        public var pixels: PixelFingerprint?
        // The digests as the bytes they spell: a manifest of 20,000 lines kept as text held 8 MB of them.
        private var sha256Digits: PackedHex
        private var renderKeyDigits: PackedHex?

        /// Creates an entry.
        public init(path: String, sha256: String, bytes: Int, width: Int, height: Int, renderKey: String? = nil, pixels: PixelFingerprint? = nil) {
            self.path = path
            self.sha256Digits = PackedHex(sha256)
            self.bytes = bytes
            self.width = width
            self.height = height
            self.renderKeyDigits = renderKey.map(PackedHex.init)
            self.pixels = pixels
        }

        /// The entry's line, without its line break.
        var line: String {
            "\(path)\tsha256:\(sha256)\t\(bytes)\t\(width)x\(height)\t\(renderKey.map { "key:\($0)" } ?? "-")\t\(pixels.map(\.description) ?? "-")"
        }
    }

    /// The manifest's file name inside a snapshots folder.
    public static let fileName = "references.txt"
    /// The largest manifest read: 64 MB is about half a million lines.
    public static let maximumFileSize = 64 << 20
    /// The largest picture a line may name (the PNG reader's own limit is lower).
    public static let maximumPictureBytes = 256 << 20
    /// The largest side in pixels a line may name.
    public static let maximumSide = 1 << 16

    /// Where the pictures are.
    public var pictures: Pictures
    /// The store's address as the folder names it (`nil`: from `--store` or
    /// `BENTO_REFERENCE_STORE` only).
    public var store: String?
    /// The entries by path.
    public private(set) var entries: [String: Entry] = [:]

    /// An empty manifest.
    public init(pictures: Pictures, store: String? = nil) {
        self.pictures = pictures
        self.store = store
    }

    /// The entry of a path, `nil` when the manifest has none.
    public subscript(path: String) -> Entry? { entries[path] }

    /// Adds or replaces an entry. The path must be one `isValidPath` accepts.
    ///
    /// - Returns: Whether the manifest changed.
    @discardableResult
    public mutating func set(_ entry: Entry) -> Bool { entries.updateValue(entry, forKey: entry.path) != entry }

    /// Removes a path's entry.
    ///
    /// - Returns: Whether the manifest had one.
    @discardableResult
    public mutating func remove(_ path: String) -> Bool { entries.removeValue(forKey: path) != nil }

    /// The entries in the order the file lists them.
    public var sortedEntries: [Entry] { entries.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) } }

    /// Every hash the manifest names.
    public var hashes: Set<String> { Set(entries.values.map(\.sha256)) }

    /// The manifest as its file holds it.
    public var text: String {
        var text = "# bento references 1\n# pictures: \(pictures.rawValue)\n"
        if let store { text += "# store: \(store)\n" }
        for entry in sortedEntries { text += entry.line + "\n" }
        return text
    }

    /// Whether a path is one a manifest may name: `suite/file` of two plain names (letters, digits,
    /// `-`, `_`, `.`, `@`; no leading dot), ending in `.png` or `.apng`.
    public static func isValidPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, path.utf8.count <= 512, path.hasSuffix(".png") || path.hasSuffix(".apng") else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && !part.hasPrefix(".") && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x40
            }
        }
    }
}

extension ReferenceManifest {
    /// Reads a manifest's text, refusing the first line that is not one (the line is named).
    ///
    /// - Throws: `ReferenceStoreError.manifestLine` with `file` and the line's number.
    public init(text: String, file: String) throws(ReferenceStoreError) {
        self.init(pictures: .git)
        var sawPictures = false
        for (number, line) in try Self.checkedLines(of: text, file: file) {
            func refuse(_ reason: String) -> ReferenceStoreError { .manifestLine(file: file, line: number, reason: reason) }
            if line.hasPrefix("#") {
                let comment = line.dropFirst().drop { $0 == " " }
                if comment.hasPrefix("pictures:") {
                    let value = comment.dropFirst("pictures:".count).trimmingCharacters(in: .whitespaces)
                    guard let pictures = Pictures(rawValue: value) else { throw refuse("says `pictures: \(value.prefix(40))`; it takes git or store") }
                    self.pictures = pictures
                    sawPictures = true
                } else if comment.hasPrefix("store:") {
                    let value = comment.dropFirst("store:".count).trimmingCharacters(in: .whitespaces)
                    do { _ = try ReferenceStoreAddress(value) } catch { throw refuse("names a store that cannot be used: \(error.reasonOnly)") }
                    store = value
                }
                continue
            }
            let fields = line.fields(separatedBy: 0x09)
            guard fields.count == 5 || fields.count == 6 else {
                throw refuse("has \(fields.count) tab-separated fields; a reference line has 6 (path, sha256:…, bytes, WxH, key:… or -, pixels:xxh3:… or -)")
            }
            let path = String(fields[0])
            guard Self.isValidPath(path) else { throw refuse("names \(Quoted.string(path, limit: 80)), not suite/name.png inside the snapshots folder") }
            guard let sha256 = fields[1].afterASCIIPrefix("sha256:"), ContentHash.isHexDigest(sha256) else {
                throw refuse("has no SHA-256 (sha256: and 64 lowercase hexadecimal digits)")
            }
            guard let bytes = Int(fields[2]), bytes > 0, bytes <= Self.maximumPictureBytes else {
                throw refuse("gives \(fields[2].prefix(24)) bytes; a picture is 1 to \(Self.maximumPictureBytes) bytes")
            }
            let size = fields[3].split(separator: "x")
            guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), (1...Self.maximumSide).contains(width),
                (1...Self.maximumSide).contains(height)
            else { throw refuse("gives the size \(fields[3].prefix(24)); a size is WIDTHxHEIGHT, each 1 to \(Self.maximumSide)") }
            var key: String?
            if fields[4] != "-" {
                guard let recorded = fields[4].afterASCIIPrefix("key:"), ContentHash.isHexDigest(recorded) else {
                    throw refuse("has no render key (key: and 64 lowercase hexadecimal digits, or -)")
                }
                key = recorded
            }
            var pixels: PixelFingerprint?
            if fields.count == 6 && fields[5] != "-" {
                guard let fingerprint = PixelFingerprint(field: fields[5]) else {
                    throw refuse("has no pixel hash (pixels:xxh3: and 32 lowercase hexadecimal digits, pixels: and 64, or -)")
                }
                pixels = fingerprint
            }
            guard entries[path] == nil else { throw refuse("names \(path) a second time") }
            entries[path] = Entry(
                path: path, sha256: sha256, bytes: bytes, width: width, height: height, renderKey: key, pixels: pixels)
        }
        guard sawPictures else { throw .manifestLine(file: file, line: 1, reason: "does not say where the pictures are (# pictures: git or store)") }
    }

    /// The lines of a manifest's text (references, token values, a design lock) with their numbers
    /// from 1, blank ones skipped; a line that holds a control character other than a tab, or
    /// passes 2,048 bytes, is refused naming `file` and its number.
    static func checkedLines(of text: String, file: String) throws(ReferenceStoreError) -> [(number: Int, line: Substring)] {
        var lines: [(number: Int, line: Substring)] = []
        for (index, line) in text.fileLines(omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            func refuse(_ reason: String) -> ReferenceStoreError { .manifestLine(file: file, line: index + 1, reason: reason) }
            if line.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) { throw refuse("holds a control character") }
            if line.utf8.count > 2_048 { throw refuse("is \(line.utf8.count) bytes long; a line is at most 2048") }
            lines.append((index + 1, line))
        }
        return lines
    }

    /// Reads the manifest of a snapshots folder; `nil` when the folder has none.
    ///
    /// - Throws: `ReferenceStoreError` for a manifest that is too large, not a plain file, not
    ///   UTF-8 or holds a line that is not one.
    public static func read(inSnapshotsFolder folder: URL) throws(ReferenceStoreError) -> ReferenceManifest? {
        let url = folder.appendingPathComponent(fileName)
        let data: Data
        do {
            data = try PlainFile(url.path, limit: maximumFileSize).readData()
        } catch {
            if error.isMissing { return nil }
            throw .manifest(file: url.path, reason: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .manifest(file: url.path, reason: "is not UTF-8 text") }
        return try ReferenceManifest(text: text, file: url.path)
    }

    /// Writes the manifest into a snapshots folder atomically (a reader sees the old or the new file).
    public func write(inSnapshotsFolder folder: URL) throws(ReferenceStoreError) {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicWrite.write(Data(text.utf8), to: url)
        } catch {
            throw .file(url.path, reason: "cannot be written: \(error.localizedDescription)")
        }
    }
}
