import Foundation
import SafeFiles

/// A folder of blobs, `<folder>/<first two digits>/<sha256>`: a shared disk, a mounted bucket, or
/// the simplest store to try the mode with. Writes are atomic, so concurrent writers of one blob
/// leave one whole file.
struct FolderStore: ReferenceStore {
    let address: ReferenceStoreAddress
    let folder: URL

    private func url(_ sha256: String) -> URL {
        folder.appendingPathComponent(String(sha256.prefix(2)), isDirectory: true).appendingPathComponent(sha256)
    }

    /// A blob's file, refused where its prefix folder (or the file) is a link that could lead
    /// outside the store.
    private func confined(_ sha256: String, _ operation: String) throws(ReferenceStoreError) -> URL {
        do { return try ConfinedPath.url("\(sha256.prefix(2))/\(sha256)", in: folder) } catch {
            throw .unavailable(store: address.description, operation: operation, reason: error.description)
        }
    }

    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool {
        try ReferenceStores.checkHash(sha256, address)
        return FileManager.default.fileExists(atPath: url(sha256).path)
    }

    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data {
        try ReferenceStores.checkHash(sha256, address)
        let data: Data
        let file = try confined(sha256, "give the blob \(sha256.prefix(12))…")
        do {
            data = try PlainFile(file.path, limit: limit).readData()
        } catch {
            if error.isMissing { throw .missingBlob(store: address.description, sha256: sha256) }
            throw .unavailable(store: address.description, operation: "give the blob \(sha256.prefix(12))…", reason: error.reason)
        }
        return try ReferenceStores.checked(data, sha256, from: address)
    }

    func put(_ data: Data) throws(ReferenceStoreError) {
        let sha256 = ContentHash.hex(data)
        let target = try confined(sha256, "take the blob \(sha256.prefix(12))…")
        if (try? ContentHash.hex(ofFileAt: target)) == sha256 { return }
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicWrite.write(data, to: target)
        } catch {
            throw .unavailable(store: address.description, operation: "take the blob \(sha256.prefix(12))…", reason: error.localizedDescription)
        }
    }

    func list() throws(ReferenceStoreError) -> Set<String>? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.path) else { return [] }
        var found = Set<String>()
        do {
            for prefix in try manager.contentsOfDirectory(atPath: folder.path) where prefix.count == 2 && !ConfinedPath.isLink(folder.appendingPathComponent(prefix)) {
                let files = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(prefix).path)) ?? []
                for file in files where file.hasPrefix(prefix) && ContentHash.isHexDigest(file) { found.insert(file) }
            }
        } catch {
            throw .unavailable(store: address.description, operation: "list its blobs", reason: error.localizedDescription)
        }
        return found
    }

    func delete(_ sha256: String) throws(ReferenceStoreError) {
        try ReferenceStores.checkHash(sha256, address)
        let target = try confined(sha256, "remove the blob \(sha256.prefix(12))…")
        do {
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        } catch {
            throw .unavailable(store: address.description, operation: "remove the blob \(sha256.prefix(12))…", reason: error.localizedDescription)
        }
    }
}
