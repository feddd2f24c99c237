import Foundation
import ReferenceStores
import SafeFiles
import Testing

/// The manifest and store addresses as hostile text: every refusal names the line and why.
@Suite struct ReferenceManifestTests {
    static let hash = String(repeating: "ab", count: 32)
    static let fingerprint = String(repeating: "cd", count: 16)

    @Test func aManifestReadsBackAsItWasWrittenSortedByPath() throws {
        var manifest = ReferenceManifest(pictures: .store, store: "oci://ghcr.io/acme/references")
        manifest.set(.init(path: "Shop/b@1x.png", sha256: Self.hash, bytes: 10, width: 3, height: 4, renderKey: Self.hash, pixels: .init(.xxh3, hex: Self.fingerprint)))
        manifest.set(.init(path: "Shop/a@1x.png", sha256: Self.hash, bytes: 12, width: 5, height: 6))
        // A line Bento 1.1 wrote: its pixels' SHA-256, read and written back as it was.
        manifest.set(.init(path: "Shop/c@1x.png", sha256: Self.hash, bytes: 14, width: 7, height: 8, pixels: .init(.sha256, hex: Self.hash)))
        let text = manifest.text
        #expect(text == """
            # bento references 1
            # pictures: store
            # store: oci://ghcr.io/acme/references
            Shop/a@1x.png\tsha256:\(Self.hash)\t12\t5x6\t-\t-
            Shop/b@1x.png\tsha256:\(Self.hash)\t10\t3x4\tkey:\(Self.hash)\tpixels:xxh3:\(Self.fingerprint)
            Shop/c@1x.png\tsha256:\(Self.hash)\t14\t7x8\t-\tpixels:\(Self.hash)

            """)
        #expect(try ReferenceManifest(text: text, file: "references.txt") == manifest)
    }

    @Test(arguments: [
        ("Shop/../../etc/passwd.png", "not suite/name.png"),
        ("/etc/a.png", "not suite/name.png"),
        ("Shop/.hidden.png", "not suite/name.png"),
        ("Shop/a b.png", "not suite/name.png"),
        ("Shop/a.txt", "not suite/name.png"),
    ])
    func aLineNamingAFileOutsideItsSuiteIsRefused(path: String, reason: String) {
        Self.expectRefusedOnItsSecondLine("# pictures: store\n\(path)\tsha256:\(Self.hash)\t1\t1x1\t-\n", reason: reason)
    }

    @Test(arguments: [
        ("Shop/a.png\tsha256:\(String(repeating: "g", count: 64))\t1\t1x1\t-", "no SHA-256"),
        ("Shop/a.png\tsha256:\(String(repeating: "AB", count: 32))\t1\t1x1\t-", "no SHA-256"),
        ("Shop/a.png\tsha256:\(hash)\t99999999999\t1x1\t-", "bytes"),
        ("Shop/a.png\tsha256:\(hash)\t1\t0x1\t-", "the size"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x99999999\t-", "the size"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1", "4 tab-separated fields"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\t-\tpixels:zz", "no pixel hash"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\t-\tpixels:xxh3:\(hash)", "no pixel hash"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\t-\tpixels:\(fingerprint)", "no pixel hash"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\t-\tpixels:xxh3:\(fingerprint.uppercased())", "no pixel hash"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\t-\tpixels:md5:\(fingerprint)", "no pixel hash"),
        ("Shop/a.png\tsha256:\(hash)\t1\t1x1\tkey:xyz", "no render key"),
        ("Shop/a.png\u{1B}[2J\tsha256:\(hash)\t1\t1x1\t-", "control character"),
        ("# pictures: ftp", "takes git or store"),
        ("# store: http://user:secret@example.com/cas", "credentials"),
    ])
    func aDamagedLineIsRefusedWithItsNumber(line: String, reason: String) {
        Self.expectRefusedOnItsSecondLine("# pictures: store\n\(line)\n", reason: reason)
    }

    /// Reads a manifest of file `m` whose second line is wrong: refused, the error naming `m:2:`
    /// and `reason`, and printing neither a password nor a control character it held.
    static func expectRefusedOnItsSecondLine(_ text: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try ReferenceManifest(text: text, file: "m")
            Issue.record("accepted \(text.debugDescription)", sourceLocation: sourceLocation)
        } catch {
            #expect("\(error)".contains("m:2:"), "the line is named: \(error)", sourceLocation: sourceLocation)
            #expect("\(error)".contains(reason), "\(error)", sourceLocation: sourceLocation)
            #expect(!"\(error)".contains("secret"), "a password in a manifest is never printed: \(error)", sourceLocation: sourceLocation)
            #expect(!"\(error)".contains("\u{1B}"), "control characters are not printed: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func aPathNamedTwiceAndAMissingModeAreRefused() {
        let line = "Shop/a.png\tsha256:\(Self.hash)\t1\t1x1\t-"
        #expect(throws: ReferenceStoreError.manifestLine(file: "m", line: 3, reason: "names Shop/a.png a second time")) {
            try ReferenceManifest(text: "# pictures: git\n\(line)\n\(line)\n", file: "m")
        }
        #expect(throws: ReferenceStoreError.self) { try ReferenceManifest(text: "\(line)\n", file: "m") }
    }

    @Test func aHugeManifestIsRefusedBeforeItIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-manifest-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(ReferenceManifest.fileName)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(ReferenceManifest.maximumFileSize + 1))
        try handle.close()
        #expect(throws: ReferenceStoreError.self) { try ReferenceManifest.read(inSnapshotsFolder: folder) }
        // A link in its place is not followed.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
        #expect(throws: ReferenceStoreError.self) { try ReferenceManifest.read(inSnapshotsFolder: folder) }
    }

    @Test(arguments: [
        ("ftp://example.com/cas", "scheme"),
        ("https://user:hunter22@example.com/cas", "credentials"),
        ("oci://ghcr.io/Acme/References", "OCI repository name"),
        ("oci://ghcr.io/", "OCI repository name"),
        ("file://relative/path", "file:///absolute/path"),
        ("http:///cas", "no host"),
        ("https://example.com/cas?token=1", "no query"),
    ])
    func anUnusableStoreAddressIsRefused(address: String, reason: String) {
        do {
            _ = try ReferenceStoreAddress(address)
            Issue.record("accepted \(address)")
        } catch {
            #expect("\(error)".contains(reason), "\(error)")
            #expect(!"\(error)".contains("hunter22"), "\(error)")
        }
    }

    @Test func storeAddressesNameTheirKinds() throws {
        #expect(try ReferenceStoreAddress("oci://ghcr.io/acme/design-references").kind
            == .oci(registry: URL(string: "https://ghcr.io")!, repository: "acme/design-references"))
        #expect(try ReferenceStoreAddress("oci://127.0.0.1:5000/a/b").kind == .oci(registry: URL(string: "http://127.0.0.1:5000")!, repository: "a/b"))
        #expect(try ReferenceStoreAddress("https://cache.example.com/cas/").kind == .http(URL(string: "https://cache.example.com/cas")!))
        #expect(try ReferenceStoreAddress("file:///srv/refs").kind == .folder(URL(fileURLWithPath: "/srv/refs", isDirectory: true)))
    }

    /// A manifest keeps its digests as the bytes they spell; what is read back is the text given,
    /// packed or not, and two digests are equal exactly when their texts are.
    @Test func digestsReadBackAsTheirText() {
        let texts = [
            "0123456789abcdef0123456789abcdef", ContentHash.hex(Array("bento".utf8)), String(repeating: "f", count: 64), String(repeating: "0", count: 32),
            "0123456789ABCDEF0123456789abcdef", String(repeating: "a", count: 63), "", "key:", "g123456789abcdef0123456789abcdef",
        ]
        for text in texts {
            #expect(PackedHex(text).text == text)
            #expect(PackedHex(Substring(text)) == PackedHex(text))
        }
        for (first, second) in zip(texts, texts.dropFirst()) { #expect(PackedHex(first) != PackedHex(second)) }
        var entry = ReferenceManifest.Entry(path: "Shop/a@1x.png", sha256: Self.hash, bytes: 1, width: 1, height: 1)
        entry.renderKey = texts[1]
        #expect(entry.renderKey == texts[1] && entry.sha256 == Self.hash)
        entry.renderKey = nil
        #expect(entry == ReferenceManifest.Entry(path: "Shop/a@1x.png", sha256: Self.hash, bytes: 1, width: 1, height: 1))
    }
}
