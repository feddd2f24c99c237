import Foundation
import ComponentCatalogue
import GalleryEngine
import Rasterizer
import ReferenceStores
import SafeFiles
import Testing

/// Files are written only inside their folder, and only over plain files: a link a pull request
/// adds to the snapshots folder, a device, a FIFO or a link where an output goes never leads a
/// read, a write or a removal anywhere else. And every text file we read takes CRLF line ends.
@Suite struct ConfinedFilesTests {
    /// A scratch folder with `Snapshots/` and an `outside/pics` folder holding a picture.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-confined-\(UUID().uuidString)", isDirectory: true)
        var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
        var outside: URL { root.appendingPathComponent("outside/pics", isDirectory: true) }
        let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<40).map { UInt8($0) })

        init() throws {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Snapshots/Shop"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try picture.write(to: root.appendingPathComponent("Snapshots/Shop/a.png"))
            try picture.write(to: outside.appendingPathComponent("secret.png"))
            try FileManager.default.createSymbolicLink(atPath: snapshots.appendingPathComponent("Linked").path, withDestinationPath: "../outside/pics")
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func migratingToAStoreNeitherListsNorDeletesWhatALinkReaches() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.root.appendingPathComponent("store", isDirectory: true)
        #expect(ReferenceTransfers.picturesInGit(scratch.snapshots) == ["Shop/a.png"])
        let moved = try ReferenceTransfers.migrateToStore(ReferenceFolder.open(scratch.snapshots), store: "file://\(store.path)")
        #expect(moved == 1)
        #expect(FileManager.default.fileExists(atPath: scratch.outside.appendingPathComponent("secret.png").path), "a picture outside was deleted")
        let manifest = try #require(try ReferenceManifest.read(inSnapshotsFolder: scratch.snapshots))
        #expect(manifest.sortedEntries.map(\.path) == ["Shop/a.png"])
    }

    @Test func pullingIntoALinkedSuiteFolderIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.root.appendingPathComponent("store", isDirectory: true)
        let storeAddress = "file://\(store.path)"
        try ReferenceStores.open(storeAddress).put(scratch.picture)
        var manifest = ReferenceManifest(pictures: .store, store: storeAddress)
        manifest.set(.init(path: "Linked/b.png", sha256: ContentHash.hex(scratch.picture), bytes: scratch.picture.count, width: 1, height: 1))
        try manifest.write(inSnapshotsFolder: scratch.snapshots)
        let references = ReferenceFolder.open(scratch.snapshots)
        #expect { try ReferenceTransfers.pull(references) } throws: { "\($0)".contains("is a symbolic link, which is not followed") }
        #expect(!FileManager.default.fileExists(atPath: scratch.outside.appendingPathComponent("b.png").path), "a picture was written through the link")
        // Nor is a reference read or written through it in git mode.
        try FileManager.default.removeItem(at: scratch.snapshots.appendingPathComponent(ReferenceManifest.fileName))
        #expect(throws: ReferenceStoreError.self) { try references.data("Linked/secret.png", limit: 1 << 20) }
        #expect(throws: ReferenceStoreError.self) { try references.write(scratch.picture, to: "Linked/c.png") }
        #expect(!FileManager.default.fileExists(atPath: scratch.outside.appendingPathComponent("c.png").path))
    }

    @Test func aFolderStoreWhosePrefixFolderIsALinkIsNotWrittenThrough() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.root.appendingPathComponent("store", isDirectory: true)
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let sha256 = ContentHash.hex(scratch.picture)
        try FileManager.default.createSymbolicLink(atPath: store.appendingPathComponent(String(sha256.prefix(2))).path, withDestinationPath: scratch.outside.path)
        let opened = try ReferenceStores.open("file://\(store.path)")
        #expect { try opened.put(scratch.picture) } throws: { "\($0)".contains("symbolic link") }
        #expect(!FileManager.default.fileExists(atPath: scratch.outside.appendingPathComponent(sha256).path))
        #expect(throws: ReferenceStoreError.self) { try opened.fetch(sha256, limit: 1 << 20) }
    }

    /// Every writer goes through `AtomicWrite`: a link, a FIFO, a folder or a device where the
    /// file goes is refused, and left as it was.
    @Test func aWriteReplacesOnlyAPlainFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fifo = scratch.root.appendingPathComponent("fifo.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = scratch.root.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: scratch.outside.appendingPathComponent("secret.png").path)
        let folder = scratch.root.appendingPathComponent("folder.png", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var places = [(fifo, "a FIFO"), (link, "a symbolic link"), (folder, "a folder")]
        // A character device like /dev/null's, made here (as root, as CI runs): never the machine's own.
        let device = scratch.root.appendingPathComponent("device.png")
        if mknod(device.path, S_IFCHR | 0o600, dev_t(0x103)) == 0 { places.append((device, "a device")) }
        let bitmap = try Bitmap(width: 2, height: 2)
        for (url, kind) in places {
            #expect { try AtomicWrite.write(Data("x".utf8), to: url) } throws: { "\($0)".contains("is \(kind)") }
            #expect { try bitmap.writePNG(to: url) } throws: { "\($0)".contains("is \(kind)") }
            var status = stat()
            #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG, "\(kind) was replaced")
        }
        #expect(try Data(contentsOf: scratch.outside.appendingPathComponent("secret.png")) == scratch.picture)
        // A plain file or nothing is written as before.
        try AtomicWrite.write(Data("x".utf8), to: scratch.root.appendingPathComponent("new.txt"))
        try AtomicWrite.write(Data("y".utf8), to: scratch.root.appendingPathComponent("new.txt"))
        #expect(try String(contentsOf: scratch.root.appendingPathComponent("new.txt"), encoding: .utf8) == "y")
    }

    /// A write of the bytes a plain file holds already leaves that file as it is (its inode too): a
    /// verify that fails as the last one did makes no new files. Other bytes, one more or one
    /// fewer, or none, still replace it; a link to a file of the very bytes written is still refused.
    @Test func aWriteOfTheBytesThereMakesNoNewFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let url = scratch.root.appendingPathComponent("same.png")
        func inode() -> UInt64 {
            var status = stat()
            return lstat(url.path, &status) == 0 ? UInt64(status.st_ino) : 0
        }
        try AtomicWrite.write(scratch.picture, to: url)
        let first = inode()
        try AtomicWrite.write(scratch.picture, to: url)
        #expect(first != 0 && inode() == first)
        // Each write after the one before: whether the file is kept (the same bytes) or replaced.
        let writes: [(Data, kept: Bool)] = [
            (scratch.picture + [0], false), (scratch.picture.dropLast(), false), (Data(scratch.picture.reversed()), false),
            (Data(), false), (Data(), true),
        ]
        for (bytes, kept) in writes {
            let before = inode()
            try AtomicWrite.write(bytes, to: url)
            #expect(try Data(contentsOf: url) == bytes)
            #expect((inode() == before) == kept, "\(bytes.count) bytes")
        }
        let link = scratch.root.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: scratch.outside.appendingPathComponent("secret.png").path)
        #expect { try AtomicWrite.write(scratch.picture, to: link) } throws: { "\($0)".contains("is a symbolic link") }
    }

    /// A checkout with `core.autocrlf` turns LF into CRLF: the manifest and the design lock read
    /// the same either way.
    @Test func manifestsAndDesignLocksReadCRLF() throws {
        let sha = String(repeating: "a", count: 64)
        let manifest = "# bento references 1\r\n# pictures: git\r\nShop/a.png\tsha256:\(sha)\t72\t1x1\t-\t-\r\n"
        let read = try ReferenceManifest(text: manifest, file: "references.txt")
        #expect(read.sortedEntries.map(\.path) == ["Shop/a.png"])
        let scratch = try Scratch()
        defer { scratch.remove() }
        let lock = scratch.root.appendingPathComponent("design.lock")
        try Data("# The design each entry was last held against\r\nCard/plain\tDesign/file.json\t1:2\t\(sha)\r\n".utf8).write(to: lock)
        let lines = try DesignLock(contentsOf: lock).lines
        #expect(lines["Card/plain"]?.fingerprint == sha, "\(lines)")
    }
}

/// A design reference's properties that no variant has are named escaped and bounded, with the
/// variants' names (round 6, item 19).
@Suite struct DesignReferenceMessageTests {
    @Test func propertiesNoVariantHasArePrintedEscaped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-design-ref-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Design"), withIntermediateDirectories: true)
        let variants = (0..<50).map { #"{"id": "2:\#($0)", "type": "COMPONENT", "name": "State=\u001b[31m\u202eV\#($0)"}"# }.joined(separator: ",")
        let answer = #"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "Button\u001b]0;t\u0007", "type": "COMPONENT_SET", "children": [\#(variants)]}}}}"#
        try Data(answer.utf8).write(to: root.appendingPathComponent("Design/button.json"))
        let sources = DesignSources(packageRoot: root)
        let properties = Dictionary(uniqueKeysWithValues: (0..<30).map { ("\u{1B}[2JKey\($0)", "\u{202E}value") })
        do {
            _ = try sources.resolve(DesignReference(file: "Design/button.json", node: "1:1", properties: properties), entry: "Button/default")
            Issue.record("properties no variant has were taken")
        } catch {
            let printed = "\(error)"
            #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x07 }, "\(printed)")
            #expect(printed.contains("and 22 more") && printed.contains("and 42 more"), "\(printed)")
            #expect(printed.utf8.count < 3_000, "\(printed.utf8.count) bytes")
        }
    }
}
