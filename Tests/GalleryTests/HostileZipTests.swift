import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Rasterizer
import Testing

/// Issue 35's zips: a few hundred bytes each (made by `Fixtures/HostileZips/make.py`), whose
/// ZIP64 numbers trapped the process in our sum or in ZIPFoundation's reading, a damaged entry
/// only its CRC-32 tells, and a file with no end record. Each is refused with a reason, by the
/// archive reader and by every command that takes artifacts, and nothing is written.
@Suite struct HostileZipTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/HostileZips")

    static let cases: [(file: String, reason: String)] = [
        ("zip64-sizes-overflow.zip", "ZIP64 size or offset"),
        ("zip64-header-offset.zip", "ZIP64 size or offset"),
        ("descriptor-position.zip", "ZIP64 size or offset"),
        ("zip64-directory-offset.zip", "lies outside the file"),
        ("crc-damaged.zip", "fails its CRC-32 check"),
    ]

    @Test(arguments: cases.map(\.file))
    func theArchiveReaderRefusesItWithTheReason(_ file: String) throws {
        let sandbox = try Sandbox()
        let zip = Self.fixtures.appendingPathComponent(file)
        let reason = try #require(Self.cases.first { $0.file == file }?.reason)
        do {
            try ArtifactArchive.extract(zip, into: sandbox.root.appendingPathComponent("out"))
            Issue.record("\(file) was extracted")
        } catch {
            #expect("\(error)".contains(reason) && "\(error)".contains("Nothing was written"), "\(file): \(error)")
        }
        #expect(sandbox.everything().isEmpty, "\(file): files appeared")
    }

    /// `merge-reports`, `accept --from … --all` and `review --from` on each: a refusal, not a trap.
    @Test(arguments: cases.map(\.file))
    func everyCommandThatTakesArtifactsRefusesIt(_ file: String) throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let zip = Self.fixtures.appendingPathComponent(file)
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        let before = HostileArchiveTests.everything(in: package.root)
        let output = package.root.appendingPathComponent("merged")
        #expect(package.run(catalogue, ["merge-reports", zip.path, "--output", output.path]) == 1)
        #expect(package.run(catalogue, ["accept", "--all", "--from", zip.path]) == 1)
        #expect(package.run(catalogue, ["review", "--from", zip.path, "--idle-timeout", "0.1"]) == 1)
        #expect(HostileArchiveTests.everything(in: package.root) == before, "\(file): files appeared")
    }

    /// A well-formed run zipped by another tool (Python's zipfile, streaming: data descriptors
    /// on every entry, one entry ZIP64) passes every check and merges.
    @Test func aZipWrittenByPythonsZipfileMerges() throws {
        let sandbox = try Sandbox()
        let output = sandbox.root.appendingPathComponent("merged")
        let runs = try ReportMerger.open([Self.fixtures.appendingPathComponent("python-zipfile-run.zip").path], scratch: sandbox.root)
        let (merged, coverage) = try ReportMerger.merge(runs, into: output)
        #expect(merged.outcomes.map(\.name) == ["Meter-half@shop-1x"] && coverage.isComplete)
        let actual = try Data(contentsOf: output.appendingPathComponent("Shop/Meter-half@shop-1x.actual.png"))
        #expect(try Bitmap(pngData: [UInt8](actual)).width == 1)
    }

    /// A file that starts like a zip but has no end record (here 256 MiB, sparse) is refused after
    /// reading its last 64 KiB, where the record must be, not scanned byte by byte.
    @Test func aZipWithNoEndRecordIsRefusedFromItsLast64KiB() throws {
        let sandbox = try Sandbox()
        let zip = sandbox.root.appendingPathComponent("endless.zip")
        _ = FileManager.default.createFile(atPath: zip.path, contents: Data([0x50, 0x4B, 0x03, 0x04]))
        let handle = try FileHandle(forWritingTo: zip)
        try handle.truncate(atOffset: 256 << 20)
        try handle.close()
        do {
            try ArtifactArchive.extract(zip, into: sandbox.root.appendingPathComponent("out"))
            Issue.record("a zip with no end record was extracted")
        } catch {
            #expect("\(error)".contains("no end-of-central-directory record in its last 65557 bytes"), "\(error)")
        }
    }

    /// A 5 MiB zip whose one entry claims 700 MiB (140 to one, within the zip-bomb ratio) is
    /// refused by what it claims: nothing is inflated to disk.
    @Test func anEntryLargerThanItsKindIsRefusedBeforeExtraction() throws {
        let sandbox = try Sandbox()
        let zip = sandbox.root.appendingPathComponent("large.zip")
        let name = Array("Shop/a.actual.png".utf8), packed = 5 << 20, claimed = 700 << 20
        func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var bytes = le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 4) + le(0, 4) + le(packed, 4) + le(claimed, 4)
        bytes += le(name.count, 2) + le(0, 2) + name
        bytes += [UInt8](repeating: 0, count: packed)
        let directory = bytes.count
        bytes += le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 4) + le(0, 4) + le(packed, 4) + le(claimed, 4)
        bytes += le(name.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0o100644 << 16, 4) + le(0, 4) + name
        bytes += le(0x0605_4B50, 4) + le(0, 4) + le(1, 2) + le(1, 2) + le(bytes.count - directory, 4) + le(directory, 4) + le(0, 2)
        try Data(bytes).write(to: zip)
        do {
            try ArtifactArchive.extract(zip, into: sandbox.root.appendingPathComponent("out"))
            Issue.record("a 700 MiB entry was extracted")
        } catch {
            #expect("\(error)".contains("claims 734003200 bytes; a file of its kind is read up to"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("out").path))
    }

    /// An archive cut short (its last kilobyte lost in a download) is refused, not read in part.
    @Test func aTruncatedArchiveIsRefused() throws {
        let sandbox = try Sandbox()
        let whole = try Data(contentsOf: Self.fixtures.appendingPathComponent("crc-damaged.zip"))
        let cut = sandbox.root.appendingPathComponent("cut.zip")
        try whole.prefix(whole.count - 30).write(to: cut)
        #expect(throws: GalleryError.self) { try ArtifactArchive.extract(cut, into: sandbox.root.appendingPathComponent("out")) }
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("out").path))
    }

    /// Python's zipfile, a reader we did not write, agrees the damaged fixture fails its CRC and
    /// the others are not archives it can list safely.
    @Test func pythonsZipfileAgreesTheDamagedEntryFailsItsCheck() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import zipfile, sys; print(zipfile.ZipFile(sys.argv[1]).testzip())", Self.fixtures.appendingPathComponent("crc-damaged.zip").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "Shop/a.candidate.json")
    }

    final class Sandbox {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-zip-\(UUID().uuidString)", isDirectory: true)
        init() throws { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: root) }
        func everything() -> [String] {
            HostileArchiveTests.everything(in: root).filter { !$0.hasSuffix(".zip") }
        }
    }
}
