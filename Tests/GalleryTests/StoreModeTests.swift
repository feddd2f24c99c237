import ComponentCatalogue
import Components
import Foundation
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeFiles
import Testing

@testable import GalleryCommands
@testable import GalleryEngine

/// A team's catalogue with its pictures in a store, against each real server: verify without
/// downloading, a change, accept, and back to pictures in git byte for byte.
@Suite(.serialized) struct StoreModeTests {
    static func suiteFiles(_ package: CustomCatalogueTests.TemporaryPackage) throws -> [String: Data] {
        guard FileManager.default.fileExists(atPath: package.references.path) else { return [:] }
        return try package.files().filter { $0.key.hasSuffix(".png") }
    }

    @Test(arguments: ["http", "oci", "s3"])
    func verifyChangeAcceptAndMigrateBackInStoreMode(server: String) throws {
        let servers = try ReferenceServers.addresses.get()
        let address = ["http": servers.http, "oci": servers.oci, "s3": servers.s3][server] ?? ""
        let package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let inGit = try Self.suiteFiles(package)
        #expect(inGit.count == 4)

        let migrated = package.runCapturing(catalogue, ["references", "migrate", "--to-store", address])
        #expect(migrated.status == 0, "\(migrated.output)")
        #expect(try Self.suiteFiles(package).isEmpty, "the pictures left the folder")
        let snapshots = package.root.appendingPathComponent("Snapshots")
        let manifest = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots))
        #expect(manifest.pictures == .store && manifest.entries.count == 4)
        #expect(manifest.entries.values.allSatisfy { $0.pixels != nil }, "migrate writes pixel hashes, so the first verify encodes nothing")

        // Every picture matches by its hash: verify passes even with the store unreachable, so nothing was downloaded.
        #expect(package.run(catalogue, ["verify", "--quiet", "--store", "http://127.0.0.1:9/cas"]) == 0)
        #expect(package.run(catalogue, ["verify", "--quiet"]) == 0)
        #expect(package.run(catalogue, ["references", "check"]) == 0)

        // A token change: the meters fail, their references fetched for the diff.
        let changed = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD7", in: themes))
        let failing = package.runCapturing(changed, ["verify"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("2 failed"), "\(failing.output)")
        // Issue 75: the failure named Snapshots/…png, which in store mode is no file; it names the
        // fetched copy and the blob.
        #expect(failing.output.contains("Meter-half@shop-1x-w96.reference.png (fetched: blob "), "\(failing.output)")
        #expect(!failing.output.contains("reference: \(package.references.path)/"), "\(failing.output)")
        let artifacts = package.root.appendingPathComponent("artifacts/Shop")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("Meter-half@shop-1x-w96.reference.png").path))
        // With the store down, a failing verify says so and changes nothing.
        let down = package.runCapturing(changed, ["verify", "--store", "http://127.0.0.1:9/cas"])
        #expect(down.status == 1 && down.output.contains("127.0.0.1:9"), "\(down.output)")

        // Accept: the blobs uploaded, two manifest lines changed, no picture in the folder.
        let manifestBefore = try String(contentsOf: snapshots.appendingPathComponent(ReferenceManifest.fileName), encoding: .utf8)
        _ = package.run(changed, ["verify", "--quiet"])
        let accepted = package.runCapturing(changed, ["accept", "--all", "--from", package.root.appendingPathComponent("artifacts").path])
        #expect(accepted.status == 0, "\(accepted.output)")
        let manifestAfter = try String(contentsOf: snapshots.appendingPathComponent(ReferenceManifest.fileName), encoding: .utf8)
        let changedLines = Set(manifestAfter.split(separator: "\n")).subtracting(manifestBefore.split(separator: "\n"))
        #expect(changedLines.count == 2 && changedLines.allSatisfy { $0.hasPrefix("Shop/Meter-") }, "\(changedLines)")
        #expect(try Self.suiteFiles(package).isEmpty)
        #expect(package.run(changed, ["verify", "--quiet"]) == 0)

        // Back to git: the files are those a git-mode record of the changed catalogue writes.
        #expect(package.run(changed, ["references", "migrate", "--to-git"]) == 0)
        let back = try Self.suiteFiles(package)
        let fresh = try CustomCatalogueTests.TemporaryPackage()
        #expect(fresh.run(changed, ["record", "--quiet"]) == 0)
        #expect(back == (try Self.suiteFiles(fresh)), "byte for byte")
        #expect(back["PriceTag-regular@shop-1x.png"] == inGit["PriceTag-regular@shop-1x.png"])
        #expect(package.run(changed, ["verify", "--quiet"]) == 0)
    }

    /// Issue 75: `migrate --to-store` from one store to another was refused with no next step.
    /// The blobs move (each fetched and hashed), the manifest names the new store, and the old
    /// store keeps its blobs until they are collected.
    @Test func picturesMoveFromOneStoreToAnother() throws {
        let servers = try ReferenceServers.addresses.get()
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let folderStore = "file://\(package.root.appendingPathComponent("store").path)"
        #expect(package.run(catalogue, ["references", "migrate", "--to-store", folderStore]) == 0)
        let moved = package.runCapturing(catalogue, ["references", "migrate", "--to-store", servers.http])
        #expect(moved.status == 0 && moved.output.contains("the old store keeps its copies"), "\(moved.output)")
        let snapshots = package.root.appendingPathComponent("Snapshots")
        let manifest = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots))
        #expect(manifest.store == servers.http && manifest.pictures == .store)
        let http = try ReferenceStores.open(servers.http, credentials: .none)
        #expect(try manifest.entries.values.allSatisfy { try http.contains($0.sha256) })
        #expect(package.run(catalogue, ["references", "check"]) == 0)
        let again = package.runCapturing(catalogue, ["references", "migrate", "--to-store", servers.http])
        #expect(again.status != 0 && again.output.contains("already keeps its pictures in"), "\(again.output)")
    }

    /// Lines Bento 1.1 wrote fingerprint the pixels with SHA-256: they still match with the store
    /// down (the render hashed as each line was), a wrong one is not trusted, and record rewrites
    /// them as XXH3, after which they match with the store down too.
    @Test func sha256LinesOfAnEarlierBentoStillMatchAndRecordRewritesThemAsXXH3() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: package.root.appendingPathComponent("themes")))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let snapshots = package.root.appendingPathComponent("Snapshots")
        var earlier: [String: PixelFingerprint] = [:]
        for (name, data) in try Self.suiteFiles(package) {
            earlier["Shop/\(name)"] = PixelHash.of(try Bitmap(pngData: [UInt8](data)), as: .sha256)
        }
        let store = "file://\(package.root.appendingPathComponent("store").path)"
        #expect(package.run(catalogue, ["references", "migrate", "--to-store", store]) == 0)
        let migrated = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots))
        #expect(migrated.entries.values.allSatisfy { $0.pixels?.algorithm == .xxh3 }, "migrate writes XXH3")
        var old = migrated
        for var entry in migrated.entries.values {
            let fingerprint = try #require(earlier[entry.path])
            entry.pixels = fingerprint
            old.set(entry)
        }
        try old.write(inSnapshotsFolder: snapshots)
        let down = ["--store", "http://127.0.0.1:9/cas"]
        #expect(package.run(catalogue, ["verify", "--quiet"] + down) == 0, "matched by SHA-256, nothing fetched")

        // One line's SHA-256 off by a digit: that picture must be fetched, so with the store down it fails.
        var wrong = old
        var meter = try #require(old["Shop/Meter-half@shop-1x-w96.png"])
        let digits = try #require(meter.pixels).hex
        meter.pixels = PixelFingerprint(.sha256, hex: (digits.first == "0" ? "1" : "0") + digits.dropFirst())
        wrong.set(meter)
        try wrong.write(inSnapshotsFolder: snapshots)
        #expect(package.runCapturing(catalogue, ["verify"] + down).status == 1)

        try old.write(inSnapshotsFolder: snapshots)
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let rewritten = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots))
        #expect(rewritten.entries.values.allSatisfy { $0.pixels == migrated[$0.path]?.pixels }, "the XXH3 migrate wrote, line for line")
        #expect(package.run(catalogue, ["verify", "--quiet"] + down) == 0)
    }

    @Test func anAcceptKilledBeforeItsManifestLineLeavesTheManifestAsItWas() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("bento-killed-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: store) }
        let catalogue = Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes))
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        #expect(package.run(catalogue, ["references", "migrate", "--to-store", "file://\(store.path)"]) == 0)
        let snapshots = package.root.appendingPathComponent("Snapshots")
        let manifestURL = snapshots.appendingPathComponent(ReferenceManifest.fileName)
        let before = try Data(contentsOf: manifestURL)
        // The upload happens, then the process "dies" before the line is written.
        struct Killed: Error {}
        let references = ReferenceFolder.open(snapshots)
        let blob = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(UUID().uuidString.utf8)
        let thrown = LockedList()
        do {
            try references.write(blob, to: "Shop/Meter-half@shop-1x-w96.png", beforeRename: { thrown.append("killed") })
        } catch {}
        #expect(thrown.values.count == 1)
        // What a killed process leaves: the blob in the store, the manifest as it was on disk.
        try before.write(to: manifestURL)
        #expect(try ReferenceStores.open("file://\(store.path)", credentials: .none).contains(ContentHash.hex(blob)))
        #expect(package.run(catalogue, ["verify", "--quiet"]) == 0, "the manifest still names the old picture")
        // collect finds the orphaned blob (no manifest names it) and removes it.
        let collected = package.runCapturing(catalogue, ["references", "collect", "--delete"])
        #expect(collected.status == 0 && collected.output.contains("removed \(ContentHash.hex(blob))"), "\(collected.output)")
        #expect(collected.output.contains("1 blob no kept manifest names, removed"), "\(collected.output)")
        #expect(package.run(catalogue, ["references", "check"]) == 0, "every picture the manifest names is still there")
    }
}
