import Foundation
import Rasterizer
import ReferenceStores
import SafeFiles

/// One reference picture of a verify, wherever its folder keeps it: a file beside the manifest, or
/// a blob in the folder's store found by its manifest line.
struct StoredPicture {
    let folder: ReferenceFolder
    /// `suite/name.png` inside the snapshots folder.
    let path: String
    /// Where the file is (or would be) in git mode.
    let url: URL
    /// Whether the folder keeps its pictures in a store.
    let inStore: Bool

    init(folder: ReferenceFolder, path: String, url: URL) throws(SnapshotError) {
        self.folder = folder
        self.path = path
        self.url = url
        inStore = try Self.mapped(url) { () throws(ReferenceStoreError) in try folder.isStoreMode() }
    }

    /// Its manifest line, when the folder has a manifest.
    func entry() throws(SnapshotError) -> ReferenceManifest.Entry? {
        try Self.mapped(url) { () throws(ReferenceStoreError) in try folder.entry(path) }
    }

    /// The reference's bytes from the store, fetched and hashed.
    private func storedBytes() throws(ImageFileError) -> Data {
        let data: Data?
        do {
            data = try folder.data(path, limit: ImageLimits.standard.largestPNGFile)
        } catch {
            throw ImageFileError(path: url.path, reason: .unreadable("\(error)"))
        }
        guard let data else { throw ImageFileError(path: url.path, reason: .unreadable("has no line in \(ReferenceManifest.fileName)")) }
        return data
    }

    /// The reference's PNG as a decoder reads it: the file's chunks, or the blob fetched and hashed.
    func pngBytes() throws(ImageFileError) -> [UInt8] {
        guard inStore else { return try Bitmap.pngChunks(contentsOf: url, limits: .standard) }
        return [UInt8](try storedBytes())
    }

    /// The reference's pixels from its bytes; `checkSums` false skips the PNG's CRCs and Adler-32,
    /// for a comparison that decodes again, sums checked, when the pixels differ.
    func bitmap(from bytes: [UInt8], checkSums: Bool = true) throws(ImageFileError) -> Bitmap {
        do {
            return try Bitmap(pngData: bytes, checkSums: checkSums)
        } catch {
            throw ImageFileError(path: url.path, reason: .png(error))
        }
    }

    /// Records a picture as the reference: its PNG (as `writePNG` writes it) in the folder or the store, and its line.
    func record(_ bitmap: Bitmap, renderKey: String?) throws(SnapshotError) {
        let bytes: [UInt8]
        do {
            bytes = try bitmap.compactPNGData()
        } catch {
            throw .unwritable(ImageFileError(path: url.path, reason: .png(error)))
        }
        do {
            try folder.write(Data(bytes), to: path, renderKey: renderKey, pixels: PixelHash.of(bitmap))
        } catch {
            throw .unwritable(ImageFileError(path: url.path, reason: .unwritable("\(error)")))
        }
    }

    /// An animation's frames as the reference: the animated PNG `AnimatedPNG.write` writes, in the folder or the store.
    func recordAnimation(_ frames: [Bitmap]) throws(SnapshotError) {
        let bytes: [UInt8]
        do {
            bytes = try AnimatedPNG.encode(frames)
        } catch {
            throw .unwritable(ImageFileError(path: url.path, reason: .png(error)))
        }
        do {
            try folder.write(Data(bytes), to: path, pixels: PixelHash.of(frames: AnimatedPNG.canvasFrames(frames)))
        } catch {
            throw .unwritable(ImageFileError(path: url.path, reason: .unwritable("\(error)")))
        }
    }

    /// A matching animation keeps its reference; a run that may record notes its frames' pixel
    /// fingerprint on a line that has none (or an older kind), so the next verify matches without fetching it.
    func keepAnimation(pixels: PixelFingerprint, recordMode: SnapshotRecordMode) throws(SnapshotError) {
        guard recordMode != .never, let entry = try entry(), entry.pixels != pixels else { return }
        try Self.mapped(url) { () throws(ReferenceStoreError) in try folder.annotate(path, renderKey: nil, pixels: pixels) }
    }

    /// The reference animation's frames: the file, or the blob fetched and hashed.
    func animationFrames() throws(ImageFileError) -> [Bitmap] {
        guard inStore else { return try AnimatedPNG.frames(contentsOf: url) }
        let data = try storedBytes()
        do {
            return try AnimatedPNG.decode([UInt8](data))
        } catch {
            throw ImageFileError(path: url.path, reason: .png(error))
        }
    }

    /// Whether a rendered picture is the one the manifest line names: by its pixel fingerprint
    /// (hashed as the line's was), or where the line has none, by the hash of its encoded file.
    /// Nothing is decoded.
    func matches(_ entry: ReferenceManifest.Entry, _ bitmap: Bitmap) -> Bool {
        // In git mode the file is the reference: its line speaks for it only while it names the
        // file's bytes (a picture replaced by hand, its line left behind, is decoded instead).
        if !inStore, (try? ContentHash.hex(ofFileAt: url)) != entry.sha256 { return false }
        if let pixels = entry.pixels { return pixels == PixelHash.of(bitmap, as: pixels.algorithm) }
        return entry.sha256 == (try? ContentHash.hex(bitmap.compactPNGData()))
    }

    /// A matching picture keeps its reference; a run that may record notes on its line the render
    /// key it was drawn from and its pixel fingerprint (where the line has none, or one of an
    /// older kind: SHA-256 lines become XXH3 ones as their pictures are verified).
    func keep(_ bitmap: Bitmap, renderKey: String?, recordMode: SnapshotRecordMode) throws(SnapshotError) {
        guard recordMode != .never, let entry = try entry() else { return }
        let pixels = entry.pixels?.algorithm == PixelHash.algorithm ? nil : PixelHash.of(bitmap)
        guard (renderKey != nil && renderKey != entry.renderKey) || pixels != nil else { return }
        try Self.mapped(url) { () throws(ReferenceStoreError) in try folder.annotate(path, renderKey: renderKey, pixels: pixels) }
    }

    /// A store's error as a verify's.
    static func mapped<Value>(_ url: URL, _ body: () throws(ReferenceStoreError) -> Value) throws(SnapshotError) -> Value {
        do {
            return try body()
        } catch {
            throw .unreadableReference(ImageFileError(path: url.path, reason: .unreadable("\(error)")))
        }
    }
}

extension SnapshotVerifier {
    /// The snapshots folder's references: pictures in git or in a store.
    var referenceFolder: ReferenceFolder {
        // The one variable `open` reads, not the whole environment (a dictionary built per picture).
        let variable = "BENTO_REFERENCE_STORE"
        let environment = getenv(variable).map { [variable: String(cString: $0)] } ?? [:]
        return ReferenceFolder.open(configuration.snapshotsDirectory, store: configuration.referenceStore, environment: environment)
    }

    /// The SHA-256 of the reference at a path in the snapshots folder: its manifest line in store
    /// mode, its file otherwise.
    func referenceHash(of path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if (try? referenceFolder.isStoreMode()) == true {
            let relative = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            if let entry = try? referenceFolder.entry(relative) { return entry.sha256 }
        }
        return ReviewCandidate.sha256(ofFileAt: url)
    }
}
