import Foundation
import ReferenceStores
import SafeFiles
import Testing

/// The four kinds of store against real servers on loopback (nginx with WebDAV, Debian's
/// docker-registry, moto's S3 with signatures checked) and a folder: the same contract for each,
/// nothing mocked.
@Suite(.serialized) struct ReferenceStoreTests {
    static func addresses() throws -> [String] {
        let servers = try ReferenceServers.addresses.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-store-\(UUID().uuidString)", isDirectory: true)
        return ["file://\(folder.path)", servers.http, servers.oci, servers.s3]
    }

    /// What a store is opened with here: no HTTP credentials, and the S3 writer's keys from the
    /// environment `ReferenceServers` set.
    static var credentials: StoreCredentials { .fromEnvironment(ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("AWS_") }) }

    static func picture(_ seed: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<64).map { UInt8(truncatingIfNeeded: Int($0) &* 31 &+ Int(seed)) })
    }

    @Test func eachStoreKeepsBlobsByTheirHash() throws {
        for address in try Self.addresses() {
            let store = try ReferenceStores.open(address, credentials: Self.credentials)
            let blob = Self.picture(UInt8.random(in: 0...255)) + Data(UUID().uuidString.utf8)
            let sha256 = ContentHash.hex(blob)
            #expect(try store.contains(sha256) == false, "\(address)")
            try store.put(blob)
            #expect(try store.contains(sha256), "\(address)")
            #expect(try store.fetch(sha256, limit: 1 << 20) == blob, "\(address)")
            try store.put(blob)  // again: harmless
            if let listed = try store.list() { #expect(listed.contains(sha256), "\(address)") }
            // A blob larger than asked for is not held.
            #expect(throws: ReferenceStoreError.self, "\(address)") { try store.fetch(sha256, limit: 8) }
            try store.delete(sha256)
            #expect(try store.contains(sha256) == false, "\(address)")
            #expect(throws: ReferenceStoreError.missingBlob(store: address, sha256: sha256)) { try store.fetch(sha256, limit: 1 << 20) }
        }
    }

    @Test func twoJobsUploadingOneBlobAtOnceBothSucceed() throws {
        // Several rounds: a registry answers `500` to a job asking for a blob another job is
        // committing at that moment, which only some interleavings show.
        for address in try Self.addresses() + Self.addresses().dropFirst() + Self.addresses().dropFirst() {
            let store = try ReferenceStores.open(address, credentials: Self.credentials)
            let blob = Self.picture(7) + Data(UUID().uuidString.utf8)
            let failures = LockedList()
            DispatchQueue.concurrentPerform(iterations: 6) { _ in
                do { try store.put(blob) } catch { failures.append("\(error)") }
            }
            #expect(failures.values.isEmpty, "\(address): \(failures.values)")
            #expect(try store.fetch(ContentHash.hex(blob), limit: 1 << 20) == blob, "\(address)")
        }
    }

    @Test func wrongBytesForAHashAreRefused() throws {
        let servers = try ReferenceServers.addresses.get()
        let sha256 = ContentHash.hex(Data("what was asked for".utf8))
        // nginx serves whatever file is under the name: a store that answers other bytes.
        let planted = ReferenceServers.webRoot.appendingPathComponent("cas/\(sha256)")
        try Data("something else".utf8).write(to: planted)
        defer { try? FileManager.default.removeItem(at: planted) }
        let store = try ReferenceStores.open(servers.http, credentials: .none)
        do {
            _ = try store.fetch(sha256, limit: 1 << 20)
            Issue.record("the wrong bytes were accepted")
        } catch {
            guard case .wrongBytes(_, let expected, let found) = error else { Issue.record("\(error)"); return }
            #expect(expected == sha256)
            #expect(found == ContentHash.hex(Data("something else".utf8)))
        }
    }

    @Test func credentialsComeFromTheEnvironmentAndAreNeverPrinted() throws {
        let servers = try ReferenceServers.addresses.get()
        let blob = Self.picture(9) + Data(UUID().uuidString.utf8)
        let anonymous = try ReferenceStores.open(servers.privateHTTP, credentials: .none)
        do {
            try anonymous.put(blob)
            Issue.record("an anonymous upload was taken")
        } catch {
            #expect("\(error)".contains("HTTP 401"), "\(error)")
            #expect("\(error)".contains("BENTO_REFERENCE_STORE_USER"), "\(error)")
        }
        let credentials = StoreCredentials.fromEnvironment(["BENTO_REFERENCE_STORE_USER": servers.user, "BENTO_REFERENCE_STORE_PASSWORD": servers.password])
        let signedIn = try ReferenceStores.open(servers.privateHTTP, credentials: credentials)
        try signedIn.put(blob)
        #expect(try signedIn.fetch(ContentHash.hex(blob), limit: 1 << 20) == blob)
        let wrong = StoreCredentials.fromEnvironment(["BENTO_REFERENCE_STORE_USER": servers.user, "BENTO_REFERENCE_STORE_PASSWORD": "not-\(servers.password)"])
        do {
            _ = try ReferenceStores.open(servers.privateHTTP, credentials: wrong).fetch(ContentHash.hex(blob), limit: 1 << 20)
            Issue.record("a wrong password was let in")
        } catch {
            #expect(!"\(error)".contains(servers.password), "\(error)")
        }
    }

    @Test func aStoreThatIsDownChangesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-down-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest = ReferenceManifest(pictures: .store, store: "http://127.0.0.1:9/cas")
        manifest.set(.init(path: "Shop/a.png", sha256: ContentHash.hex(Self.picture(1)), bytes: 72, width: 1, height: 1))
        try manifest.write(inSnapshotsFolder: folder)
        let before = try Data(contentsOf: folder.appendingPathComponent(ReferenceManifest.fileName))
        let references = ReferenceFolder.open(folder)
        do {
            try references.write(Self.picture(2), to: "Shop/a.png")
            Issue.record("a write to a store that is down succeeded")
        } catch {
            #expect("\(error)".contains("did not take the blob"), "\(error)")
            #expect("\(error)".contains("Nothing was changed"), "\(error)")
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent(ReferenceManifest.fileName)) == before)
        #expect(throws: ReferenceStoreError.self) { try references.data("Shop/a.png", limit: 1 << 20) }
    }
}

/// What several threads report, kept in the order it came.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) { lock.withLock { items.append(item) } }
    var values: [String] { lock.withLock { items } }
}
