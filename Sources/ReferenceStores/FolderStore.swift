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

    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool {
        try ReferenceStores.checkHash(sha256, address)
        return FileManager.default.fileExists(atPath: url(sha256).path)
    }

    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data {
        try ReferenceStores.checkHash(sha256, address)
        let data: Data
        do {
            data = try PlainFile(url(sha256).path, limit: limit).readData()
        } catch {
            if error.isMissing { throw .missingBlob(store: address.description, sha256: sha256) }
            throw .unavailable(store: address.description, operation: "give the blob \(sha256.prefix(12))…", reason: error.reason)
        }
        return try ReferenceStores.checked(data, sha256, from: address)
    }

    func put(_ data: Data) throws(ReferenceStoreError) {
        let sha256 = ContentHash.hex(data)
        let target = url(sha256)
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
            for prefix in try manager.contentsOfDirectory(atPath: folder.path) where prefix.count == 2 {
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
        do {
            if FileManager.default.fileExists(atPath: url(sha256).path) { try FileManager.default.removeItem(at: url(sha256)) }
        } catch {
            throw .unavailable(store: address.description, operation: "remove the blob \(sha256.prefix(12))…", reason: error.localizedDescription)
        }
    }
}
