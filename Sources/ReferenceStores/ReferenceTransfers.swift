import Foundation
import SafeFiles

/// What `gallery references` does to a snapshots folder and its store: push, pull, check,
/// migrate between the modes and collect blobs no manifest names. Each returns what it did;
/// nothing here prints.
public enum ReferenceTransfers {
    /// The largest picture moved.
    static let pictureLimit = ReferenceManifest.maximumPictureBytes

    /// The pictures of a folder in git mode: `suite/name.png` files (and transitions' `.apng`) one level down, sorted.
    public static func picturesInGit(_ folder: URL) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        // Links are not followed: a suite folder or picture that is a link may lead outside.
        for suite in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
            var isFolder: ObjCBool = false
            let suiteURL = folder.appendingPathComponent(suite)
            guard !ConfinedPath.isLink(suiteURL), manager.fileExists(atPath: suiteURL.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for file in ((try? manager.contentsOfDirectory(atPath: suiteURL.path)) ?? []).sorted() where file.hasSuffix(".png") || file.hasSuffix(".apng") {
                let path = "\(suite)/\(file)"
                if ReferenceManifest.isValidPath(path), !ConfinedPath.isLink(suiteURL.appendingPathComponent(file)) { found.append(path) }
            }
        }
        return found
    }

    /// Uploads every picture the manifest names that the store lacks, from the files beside it;
    /// returns how many were uploaded and how many were there already.
    public static func push(_ references: ReferenceFolder) throws(ReferenceStoreError) -> (uploaded: Int, present: Int) {
        let store = try references.store()
        var uploaded = 0, present = 0
        let paths = try references.currentManifest().map { $0.sortedEntries.map(\.path) } ?? picturesInGit(references.folder)
        for path in paths {
            let url = try references.confined(path)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let data = try read(url)
            if try store.contains(ContentHash.hex(data)) { present += 1; continue }
            try store.put(data)
            uploaded += 1
        }
        return (uploaded, present)
    }

    /// Writes every picture of a store-mode manifest beside it as a file (for people who want them
    /// on disk); returns how many were fetched.
    public static func pull(_ references: ReferenceFolder) throws(ReferenceStoreError) -> Int {
        guard let manifest = try references.currentManifest() else { return 0 }
        let store = try references.store()
        var fetched = 0
        for entry in manifest.sortedEntries {
            let url = try references.confined(entry.path)
            if (try? ContentHash.hex(ofFileAt: url)) == entry.sha256 { continue }
            try write(try store.fetch(entry.sha256, limit: entry.bytes), to: url)
            fetched += 1
        }
        return fetched
    }

    /// A line of the manifest whose picture is not what it says.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// `suite/name.png`.
        public var path: String
        /// What is wrong.
        public var reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// Checks every line: its blob is in the store and hashes to its name (store mode), or its file
    /// is there with that hash (git mode); returns the problems, none when all is well.
    public static func check(_ references: ReferenceFolder) throws(ReferenceStoreError) -> (checked: Int, problems: [Problem]) {
        guard let manifest = try references.currentManifest() else {
            throw .manifest(file: references.manifestURL.path, reason: "does not exist; `gallery references migrate` writes one")
        }
        var problems: [Problem] = []
        let store = manifest.pictures == .store ? try references.store() : nil
        for entry in manifest.sortedEntries {
            let data: Data
            do {
                if let store {
                    data = try store.fetch(entry.sha256, limit: entry.bytes)
                } else {
                    data = try read(try references.confined(entry.path))
                }
            } catch {
                problems.append(Problem(path: entry.path, reason: "\(error)"))
                continue
            }
            let found = ContentHash.hex(data)
            if found != entry.sha256 { problems.append(Problem(path: entry.path, reason: "its picture's SHA-256 is \(found), not \(entry.sha256)")); continue }
            if data.count != entry.bytes { problems.append(Problem(path: entry.path, reason: "is \(data.count) bytes, not \(entry.bytes)")) }
            if let size = PictureSize(data), size.width != entry.width || size.height != entry.height {
                problems.append(Problem(path: entry.path, reason: "is \(size.width)x\(size.height) pixels, not \(entry.width)x\(entry.height)"))
            }
        }
        return (manifest.entries.count, problems)
    }

    /// What gives a picture's pixel fingerprint from its path and bytes (a decoder this module
    /// lacks); `nil` leaves the line without one.
    public typealias PixelHasher = (_ path: String, _ data: Data) -> PixelFingerprint?

    /// Moves a folder's pictures into a store: each uploaded, the manifest written (`pictures:
    /// store`, naming `store`), then the files removed. Render keys of an earlier manifest are kept.
    public static func migrateToStore(
        _ references: ReferenceFolder, store address: String, pixelHash: PixelHasher = { _, _ in nil }
    ) throws(ReferenceStoreError) -> Int {
        let store = ReferenceStores.open(try ReferenceStoreAddress(address))
        let earlier = try references.currentManifest()
        if let earlier, earlier.pictures == .store {
            return try moveBetweenStores(references, earlier, to: store, address: address)
        }
        var manifest = ReferenceManifest(pictures: .store, store: address)
        let paths = picturesInGit(references.folder)
        for path in paths {
            let data = try read(try references.confined(path))
            try store.put(data)
            let size = PictureSize(data)
            manifest.set(ReferenceManifest.Entry(
                path: path, sha256: ContentHash.hex(data), bytes: data.count, width: max(size?.width ?? 1, 1), height: max(size?.height ?? 1, 1),
                renderKey: earlier?[path]?.renderKey, pixels: earlier?[path]?.pixels ?? pixelHash(path, data)))
        }
        try references.replaceManifest(manifest)
        for path in paths {
            // Checked again just before: a link put in place since is not followed.
            if let url = try? references.confined(path) { try? FileManager.default.removeItem(at: url) }
        }
        return paths.count
    }

    /// Moves a store-mode folder's pictures to another store: each blob fetched from the store it
    /// is in (and hashed), put in the new one unless it is there, then the manifest names the new
    /// store. The old store keeps its copies: the manifest names the same hashes, so `collect` keeps them.
    private static func moveBetweenStores(
        _ references: ReferenceFolder, _ earlier: ReferenceManifest, to store: any ReferenceStore, address: String
    ) throws(ReferenceStoreError) -> Int {
        let from = try references.store()
        guard from.address != store.address else {
            throw .manifest(file: references.manifestURL.path, reason: "already keeps its pictures in \(store.address)")
        }
        for entry in earlier.sortedEntries where try !store.contains(entry.sha256) {
            try store.put(try from.fetch(entry.sha256, limit: entry.bytes))
        }
        var manifest = earlier
        manifest.store = address
        try references.replaceManifest(manifest)
        return earlier.entries.count
    }

    /// Brings a store-mode folder's pictures back as files, byte for byte, and marks the manifest
    /// `pictures: git` (it keeps the hashes and render keys). A folder in git without a manifest
    /// gets one listing its pictures, so `record` can keep render keys for `verify --changed`.
    public static func migrateToGit(_ references: ReferenceFolder, pixelHash: PixelHasher = { _, _ in nil }) throws(ReferenceStoreError) -> Int {
        guard var manifest = try references.currentManifest() else {
            var manifest = ReferenceManifest(pictures: .git)
            let paths = picturesInGit(references.folder)
            for path in paths {
                let data = try read(try references.confined(path))
                let size = PictureSize(data)
                manifest.set(ReferenceManifest.Entry(
                    path: path, sha256: ContentHash.hex(data), bytes: data.count, width: max(size?.width ?? 1, 1), height: max(size?.height ?? 1, 1),
                    pixels: pixelHash(path, data)))
            }
            try references.replaceManifest(manifest)
            return paths.count
        }
        guard manifest.pictures == .store else {
            throw .manifest(file: references.manifestURL.path, reason: "already keeps its pictures in git")
        }
        let count = try pull(references)
        manifest.pictures = .git
        manifest.store = nil
        try references.replaceManifest(manifest)
        return count
    }

    /// The blobs of a store that no manifest given names: those it lists, or where it cannot list
    /// (an OCI registry), those any earlier version of the manifest named. `delete` removes them.
    public static func collect(
        _ references: ReferenceFolder, keeping kept: [ReferenceManifest], history: [ReferenceManifest], delete: Bool
    ) throws(ReferenceStoreError) -> [String] {
        let store = try references.store()
        let keep = kept.reduce(into: Set<String>()) { $0.formUnion($1.hashes) }
        let candidates = try store.list() ?? history.reduce(into: Set<String>()) { $0.formUnion($1.hashes) }
        let unused = candidates.subtracting(keep).sorted()
        if delete { for sha256 in unused { try store.delete(sha256) } }
        return unused
    }

    private static func read(_ url: URL) throws(ReferenceStoreError) -> Data {
        do {
            return try PlainFile(url.path, limit: pictureLimit).readData()
        } catch {
            throw .file(error.path, reason: error.reason)
        }
    }

    private static func write(_ data: Data, to url: URL) throws(ReferenceStoreError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicWrite.write(data, to: url)
        } catch {
            throw .file(url.path, reason: "cannot be written: \(error.localizedDescription)")
        }
    }
}
