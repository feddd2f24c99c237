import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles
import Testing

/// Issue 31: a full disk left a 0-byte temporary file behind after record and after accept. A
/// child process whose files may not grow past 64 bytes (RLIMIT_FSIZE, the same EFBIG/ENOSPC path
/// as a full disk) writes and records; afterwards no temporary file is left anywhere.
@Suite struct FailedWriteTests {
    @Test func aWriteThatFailsLeavesNoTemporaryFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-full-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        setenv("BENTO_TEST_FULL_FOLDER", folder.path, 1)
        await #expect(processExitsWith: .success) {
            let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["BENTO_TEST_FULL_FOLDER"]!)
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 64, rlim_max: 64)
            guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
            // A plain atomic write.
            if (try? AtomicWrite.write(Data(count: 4096), to: folder.appendingPathComponent("big.bin"))) != nil { exit(3) }
            // A record of a reference: noise, so its PNG is far past 64 bytes.
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<(32 * 32)).flatMap { _ in [UInt8.random(in: 0...255, using: &generator), 7, 9, 255] }
            guard let bitmap = try? Bitmap(width: 32, height: 32, premultipliedBytes: bytes) else { exit(4) }
            let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
                recordMode: .all, snapshotsDirectory: folder.appendingPathComponent("Snapshots"),
                artifactsDirectory: folder.appendingPathComponent("artifacts")))
            if (try? verifier.verify(bitmap, suite: "Suite", name: "noise")) != nil { exit(5) }
            exit(0)
        }
        let left = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(left.filter { $0.contains(".bento-tmp-") || $0.contains(".dat.nosync") }.isEmpty, "\(left)")
        #expect(!left.contains("big.bin"))
    }
}
