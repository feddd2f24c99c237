import Foundation
import ReferenceStores
import SafeFiles
import Testing
import TestSupport

/// A store that lies (`Fixtures/HostileStore/hostile_store.py`, two listeners on loopback,
/// started here and stopped by its pid): redirects to another origin or scheme, answers far past
/// the manifest's size, endless and gzip-bombed bodies, a byte a second, error codes that echo the
/// credentials with terminal controls. Every kind of HTTP store is asked.
@Suite(.serialized) struct HostileStoreTests {
    /// The running server: its two ports and the folder of blobs it serves honestly.
    final class Server {
        let process = Process()
        let blobs: URL
        let main: Int, other: Int

        init() throws {
            blobs = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-store-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: blobs, withIntermediateDirectories: true)
            let portFile = blobs.appendingPathComponent("ports")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", Repository.root.appendingPathComponent("Tests/GalleryTests/Fixtures/HostileStore/hostile_store.py").path, blobs.path, portFile.path,
            ]
            try process.run()
            var ports: [Int] = []
            for _ in 0..<100 {
                if let text = try? String(contentsOf: portFile, encoding: .utf8) {
                    ports = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
                    if ports.count == 2 { break }
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            guard ports.count == 2 else {
                kill(process.processIdentifier, SIGKILL)
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the hostile store did not start"])
            }
            (main, other) = (ports[0], ports[1])
        }

        deinit {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: blobs)
        }

        /// Puts a blob where `plain` serves it; returns its hash.
        func serve(_ data: Data) throws -> String {
            let sha256 = ContentHash.hex(data)
            try data.write(to: blobs.appendingPathComponent(sha256))
            return sha256
        }

        /// What each listener was asked: port, path and the Authorization header.
        func seen() throws -> [(port: Int, path: String, authorization: String?)] {
            let data = try Data(contentsOf: URL(string: "http://127.0.0.1:\(main)/seen")!)
            let rows = try JSONSerialization.jsonObject(with: data) as? [[Any]] ?? []
            return rows.map { ($0[0] as? Int ?? 0, $0[1] as? String ?? "", $0[2] as? String) }
        }
    }

    static let blob = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    static let token = StoreCredentials.fromEnvironment(["BENTO_REFERENCE_STORE_TOKEN": "s3cr3t-token-value"])
    static let basic = StoreCredentials.fromEnvironment(["BENTO_REFERENCE_STORE_USER": "ci", "BENTO_REFERENCE_STORE_PASSWORD": "pa55word-value"])

    /// The two kinds of HTTP store at a mode of the server, each with its credentials.
    static func stores(_ server: Server, _ mode: String) throws -> [(store: any ReferenceStore, secret: String)] {
        [
            (try ReferenceStores.open("http://127.0.0.1:\(server.main)/\(mode)/cas", credentials: token), "s3cr3t-token-value"),
            (try ReferenceStores.open("oci://127.0.0.1:\(server.main)/\(mode)/pics", credentials: basic), Data("ci:pa55word-value".utf8).base64EncodedString()),
        ]
    }

    @Test func aRedirectToAnotherOriginCarriesNoCredentials() throws {
        let server = try Server()
        let sha256 = try server.serve(Self.blob)
        for (store, secret) in try Self.stores(server, "cross") {
            #expect(try store.fetch(sha256, limit: Self.blob.count) == Self.blob, "\(store.address)")
            let seen = try server.seen()
            let first = seen.last { $0.port == server.main && $0.path.contains("/cross/") }
            let hop = seen.last { $0.port == server.other }
            #expect(first?.authorization?.contains(secret) == true, "the store itself was given the credentials: \(seen)")
            #expect(hop != nil && hop?.authorization == nil, "the other origin was given \(String(describing: hop?.authorization))")
        }
        // The same origin keeps them.
        for (store, secret) in try Self.stores(server, "same") {
            #expect(try store.fetch(sha256, limit: Self.blob.count) == Self.blob, "\(store.address)")
            let hop = try server.seen().last { $0.path.hasPrefix("/plain/") }
            #expect(hop?.port == server.main && hop?.authorization?.contains(secret) == true, "\(String(describing: hop))")
        }
    }

    @Test func aRedirectToAnotherSchemeOrInALoopIsRefused() throws {
        let server = try Server()
        let sha256 = try server.serve(Self.blob)
        for (mode, words) in [("scheme", "redirected from http to https"), ("loop", "redirected more than 5 times")] {
            for (store, secret) in try Self.stores(server, mode) {
                do {
                    _ = try store.fetch(sha256, limit: Self.blob.count)
                    Issue.record("\(store.address) followed a \(mode) redirect")
                } catch {
                    #expect("\(error)".contains(words), "\(error)")
                    #expect(!"\(error)".contains(secret), "\(error)")
                }
            }
        }
    }

    /// Answers far larger than the manifest's picture (300 MB, endless, a gzip bomb) are cut off at
    /// its size: the process's peak memory barely moves.
    @Test func answersAreReadNoFurtherThanTheManifestSays() throws {
        let server = try Server()
        let sha256 = ContentHash.hex(Self.blob)
        let before = Self.peakResidentBytes()
        for mode in ["huge", "endless", "gzip"] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var manifest = ReferenceManifest(pictures: .store, store: "http://127.0.0.1:\(server.main)/\(mode)/cas")
            manifest.set(.init(path: "Shop/a.png", sha256: sha256, bytes: Self.blob.count, width: 1, height: 1))
            try manifest.write(inSnapshotsFolder: folder)
            let started = Date()
            do {
                _ = try ReferenceFolder.open(folder).data("Shop/a.png", limit: 64 << 20)
                Issue.record("\(mode): a lying answer was taken")
            } catch {
                #expect("\(error)".contains("larger than \(Self.blob.count) bytes"), "\(mode): \(error)")
            }
            #expect(Date().timeIntervalSince(started) < 20, "\(mode) took \(Date().timeIntervalSince(started)) s")
        }
        let grown = Self.peakResidentBytes() - before
        #expect(grown < 64 << 20, "peak memory grew by \(grown >> 20) MiB")
    }

    @Test func aStoreThatDripsIsCutOffAtTheDeadline() throws {
        let server = try Server()
        let saved = TransferDeadline.seconds
        TransferDeadline.seconds = 2
        defer { TransferDeadline.seconds = saved }
        for (store, _) in try Self.stores(server, "drip") {
            let started = Date()
            do {
                _ = try store.fetch(ContentHash.hex(Self.blob), limit: Self.blob.count)
                Issue.record("a dripping store finished")
            } catch {
                #expect("\(error)".contains("did not finish in 2 seconds"), "\(error)")
            }
            #expect(Date().timeIntervalSince(started) < 6)
        }
    }

    @Test func aRegistrysErrorCodesArePrintedEscapedWithoutCredentials() throws {
        let server = try Server()
        let store = try ReferenceStores.open("oci://127.0.0.1:\(server.main)/echo/pics", credentials: Self.basic)
        do {
            _ = try store.fetch(ContentHash.hex(Self.blob), limit: Self.blob.count)
            Issue.record("an error was taken for a blob")
        } catch {
            let printed = "\(error)"
            #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x9B }, "\(printed)")
            #expect(!printed.contains(Data("ci:pa55word-value".utf8).base64EncodedString()), "\(printed)")
            #expect(printed.contains("HTTP 400") && printed.contains("and 4 more"), "\(printed)")
        }
    }

    /// Addresses whose secrets hide where a simple cut misses them are never printed whole.
    @Test(arguments: [
        "https://ci:pa/55word-value@store.example/cas", "https://store.example/cas?token=pa55word-value",
        "https://store.example/cas#pa55word-value", "oci://ci:pa55word-value@registry.example/pics",
    ])
    func addressesArePrintedWithoutSecrets(_ address: String) throws {
        do {
            let parsed = try ReferenceStoreAddress(address)
            #expect(!parsed.description.contains("pa55word-value") && !parsed.description.contains("55word-value"), "\(parsed)")
        } catch {
            #expect(!"\(error)".contains("55word-value"), "\(error)")
        }
    }

    /// The process's peak resident memory (VmHWM), in bytes.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(whereSeparator: \.isWhitespace)[1]) ?? 0) * 1024
    }
}
