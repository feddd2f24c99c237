import Foundation
import SafeFiles

/// The references of one snapshots folder, in either mode: pictures as files beside the manifest
/// (`pictures: git`, or no manifest at all, as before manifests), or blobs in a store named by the
/// manifest, `--store` or `BENTO_REFERENCE_STORE`.
///
/// One instance per folder and process (`ReferenceFolder.open`), so the threads of a run share
/// one manifest: a change of a line is written at once, or once at the end of a batch
/// (`beginBatch`/`finishBatch`, as a recording run of thousands of pictures does). A blob is in
/// the store before its line is written, so a run killed between the two leaves the manifest as
/// it was.
public final class ReferenceFolder: @unchecked Sendable {
    /// The snapshots folder.
    public let folder: URL
    private let storeOverride: String?
    private let lock = NSLock()
    private var manifest: ReferenceManifest?
    private var loadedStamp: FileStamp?
    private var openedStore: (any ReferenceStore)?
    private var batchDepth = 0
    private var dirty = false

    private static let lock = NSLock()
    nonisolated(unsafe) private static var open: [String: ReferenceFolder] = [:]

    /// The folder's shared instance. `store` overrides the manifest's store (`--store`); without
    /// it, `BENTO_REFERENCE_STORE` does.
    public static func open(_ folder: URL, store: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> ReferenceFolder {
        let override = store ?? environment["BENTO_REFERENCE_STORE"].flatMap { $0.isEmpty ? nil : $0 }
        let key = folder.standardizedFileURL.path + "\n" + (override ?? "")
        return lock.withLock {
            if let existing = open[key] { return existing }
            let created = ReferenceFolder(folder: folder.standardizedFileURL, storeOverride: override)
            open[key] = created
            return created
        }
    }

    private init(folder: URL, storeOverride: String?) {
        self.folder = folder
        self.storeOverride = storeOverride
    }

    /// The manifest's file.
    public var manifestURL: URL { folder.appendingPathComponent(ReferenceManifest.fileName) }

    /// The manifest as it is now (read again when another process changed it); `nil` without one.
    public func currentManifest() throws(ReferenceStoreError) -> ReferenceManifest? {
        try reading { $0 }
    }

    /// What `body` reads of the manifest as it is now, under the lock: no caller holds the manifest
    /// while a change writes to it, so a change never copies all of it.
    private func reading<Value>(_ body: (ReferenceManifest?) -> Value) throws(ReferenceStoreError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(try loadHoldingLock())
    }

    /// Whether the pictures are in a store.
    public func isStoreMode() throws(ReferenceStoreError) -> Bool {
        try reading { $0?.pictures == .store }
    }

    /// The store the folder uses: `--store`, `BENTO_REFERENCE_STORE`, then the manifest's.
    public func store() throws(ReferenceStoreError) -> any ReferenceStore {
        lock.lock()
        defer { lock.unlock() }
        if let openedStore { return openedStore }
        let named = try loadHoldingLock()?.store
        guard let text = storeOverride ?? named else {
            throw .address("", reason: "the snapshots folder \(folder.path) keeps its pictures in a store but names none; give --store URL or BENTO_REFERENCE_STORE")
        }
        let store = ReferenceStores.open(try ReferenceStoreAddress(text))
        openedStore = store
        return store
    }

    /// The manifest entry of `suite/file`.
    public func entry(_ path: String) throws(ReferenceStoreError) -> ReferenceManifest.Entry? {
        try reading { $0?[path] }
    }

    /// The SHA-256 of a reference: its manifest line in store mode, its file otherwise; `nil` when
    /// there is none.
    public func hash(_ path: String) throws(ReferenceStoreError) -> String? {
        if try isStoreMode() { return try entry(path)?.sha256 }
        return try? ContentHash.hex(ofFileAt: folder.appendingPathComponent(path))
    }

    /// A reference's bytes (fetched and hashed in store mode), `nil` when there is none.
    public func data(_ path: String, limit: Int) throws(ReferenceStoreError) -> Data? {
        if try isStoreMode() {
            guard let entry = try entry(path) else { return nil }
            // A store's answer is read no further than the manifest's own byte count.
            return try store().fetch(entry.sha256, limit: min(limit, entry.bytes))
        }
        let file = try confined(path)
        do {
            return try PlainFile(file.path, limit: limit).readData()
        } catch {
            if error.isMissing { return nil }
            throw .file(error.path, reason: error.reason)
        }
    }

    /// Makes `data` the reference at `path`: uploaded and its line written in store mode; the
    /// file written (and its line, when the folder has a manifest) otherwise.
    public func write(
        _ data: Data, to path: String, renderKey: String? = nil, pixels: PixelFingerprint? = nil, beforeRename: () -> Void = {}
    ) throws(ReferenceStoreError) {
        guard ReferenceManifest.isValidPath(path) else { throw .file(path, reason: "is not suite/name.png inside the snapshots folder") }
        let size = PictureSize(data)
        let entry = ReferenceManifest.Entry(
            path: path, sha256: ContentHash.hex(data), bytes: data.count, width: max(size?.width ?? 1, 1), height: max(size?.height ?? 1, 1),
            renderKey: renderKey, pixels: pixels)
        if try isStoreMode() {
            try store().put(data)
            beforeRename()
        } else {
            let url = try confined(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicWrite.write(data, to: url, beforeRename: beforeRename)
            } catch {
                throw .file(url.path, reason: "cannot be written: \(error.localizedDescription)")
            }
        }
        try change { manifest in manifest.set(entry) }
    }

    /// Records a render key and a pixel fingerprint for a reference whose picture is unchanged
    /// (`nil` leaves what the line holds).
    public func annotate(_ path: String, renderKey: String?, pixels: PixelFingerprint?) throws(ReferenceStoreError) {
        try change { manifest in
            guard var entry = manifest[path] else { return false }
            entry.renderKey = renderKey ?? entry.renderKey
            entry.pixels = pixels ?? entry.pixels
            return manifest.set(entry)
        }
    }

    /// Removes a reference: its line (the blob stays in the store until collected), and its file in git mode.
    public func remove(_ path: String) throws(ReferenceStoreError) {
        if try !isStoreMode() {
            let url = try confined(path)
            if FileManager.default.fileExists(atPath: url.path) {
                do { try FileManager.default.removeItem(at: url) } catch {
                    throw .file(url.path, reason: "cannot be removed: \(error.localizedDescription)")
                }
            }
        }
        try change { manifest in manifest.remove(path) }
    }

    /// `suite/file` under the folder, refused where a link on the way would lead outside it.
    public func confined(_ path: String) throws(ReferenceStoreError) -> URL {
        do { return try ConfinedPath.url(path, in: folder) } catch { throw .file(error.path, reason: error.reason) }
    }

    /// Holds manifest writes until the matching `finishBatch`.
    public func beginBatch() { lock.withLock { batchDepth += 1 } }

    /// Writes the manifest once for every change since `beginBatch`.
    public func finishBatch() throws(ReferenceStoreError) {
        lock.lock()
        defer { lock.unlock() }
        batchDepth = max(batchDepth - 1, 0)
        if batchDepth == 0 && dirty { try writeHoldingLock() }
    }

    /// Gives a folder with neither a manifest nor pictures a manifest of its own (`pictures: git`),
    /// written with the first batch that records into it, so each picture's line (its pixel
    /// fingerprint and render key) is there for the next verify, which then decodes no reference
    /// that matches. A folder recorded without one keeps working without one (each reference
    /// decoded); `references migrate --to-git` writes it one. A store named by `--store` or
    /// `BENTO_REFERENCE_STORE` leaves the folder as it is.
    ///
    /// - Returns: Whether the folder now has a manifest it did not have.
    @discardableResult
    public func startManifestIfEmpty() throws(ReferenceStoreError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard storeOverride == nil, try loadHoldingLock() == nil, ReferenceTransfers.picturesInGit(folder).isEmpty else { return false }
        manifest = ReferenceManifest(pictures: .git)
        dirty = true
        if batchDepth == 0 { try writeHoldingLock() }
        return true
    }

    /// Replaces the whole manifest (migrate), written at once.
    public func replaceManifest(_ new: ReferenceManifest) throws(ReferenceStoreError) {
        lock.lock()
        defer { lock.unlock() }
        manifest = new
        openedStore = nil
        try writeHoldingLock()
    }

    /// Applies a change to the manifest, when the folder has one; `body` says whether it changed
    /// anything. The manifest is changed where it is: a run that notes 20,000 lines neither copies
    /// nor compares the whole manifest per line (which took two minutes).
    private func change(_ body: (inout ReferenceManifest) -> Bool) throws(ReferenceStoreError) {
        lock.lock()
        defer { lock.unlock() }
        guard var current = try loadHoldingLock() else { return }
        // The folder lets go of its copy first, so `current` is the only one and changes in place.
        manifest = nil
        let changed = body(&current)
        manifest = current
        guard changed else { return }
        dirty = true
        if batchDepth == 0 { try writeHoldingLock() }
    }

    private func writeHoldingLock() throws(ReferenceStoreError) {
        guard let manifest else { return }
        try manifest.write(inSnapshotsFolder: folder)
        loadedStamp = FileStamp(manifestURL)
        dirty = false
    }

    private func loadHoldingLock() throws(ReferenceStoreError) -> ReferenceManifest? {
        // Unwritten changes of a batch are this process's newest word.
        if dirty { return manifest }
        let stamp = FileStamp(manifestURL)
        if stamp != loadedStamp || (stamp == nil && manifest != nil) {
            manifest = try ReferenceManifest.read(inSnapshotsFolder: folder)
            loadedStamp = stamp
        }
        return manifest
    }
}

/// What tells a file changed without reading it: inode, size and modification time.
struct FileStamp: Equatable {
    var inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

    init?(_ url: URL) {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}

/// A PNG's (or an APNG's) size in pixels, from its header chunk.
struct PictureSize {
    var width: Int, height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }
}
