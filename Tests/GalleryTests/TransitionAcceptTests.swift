import ComponentCatalogue
import Components
import Foundation
import ImageSnapshots
import Testing

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import ReferenceStores
import SnapshotReview

/// A running screen's transition changes with its picture: verify leaves a candidate for each,
/// `accept --all` takes both, and verify passes again; a failure with nothing to accept keeps
/// `accept --all` failing and named.
@Suite struct TransitionAcceptTests {
    static func basket(_ items: [String]) -> Catalogue {
        let running = RunningScreen(initial: TestBasket.State(items: items), update: TestBasket.update) { state, send in TestBasket.screen(state, send) }
        return Catalogue("Shop", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Basket") { CatalogueEntry.playing("adds", steps: [.tap("Add")]) { _ in running } }
        }
    }

    @Test func aChangedTransitionIsReviewedAndAccepted() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let artifacts = package.root.appendingPathComponent("artifacts").path
        #expect(package.run(Self.basket(["Milk"]), ["record", "--quiet"]) == 0)
        let longer = Self.basket(["Milk", "Eggs", "Bread"])
        let verified = package.runCapturing(longer, ["verify", "--quiet"])
        #expect(verified.status == 1)
        #expect(verified.output.contains("2 variants: 2 pictures and 1 transition verified, 0 matched, 3 failed (2 pictures and 1 transition)."), "\(verified.output)")

        let candidates = ReviewCandidate.all(in: URL(fileURLWithPath: artifacts))
        let transition = try #require(candidates.first { $0.referenceKind == .transition }, "\(candidates.map(\.id))")
        #expect(transition.id == "Shop/Basket-adds.1@light-1x.transition" && transition.change == .changed)
        #expect(transition.message.contains("The animation differs from its reference at frame 0"), "\(transition.message)")

        let accepted = package.runCapturing(longer, ["accept", "--all", "--from", artifacts])
        #expect(accepted.status == 0, "\(accepted.output)")
        #expect(accepted.output.contains("accepted Shop/Basket-adds.1@light-1x.transition\n"), "\(accepted.output)")
        let reference = package.references.appendingPathComponent("Basket-adds.1@light-1x.transition.apng")
        #expect(try Data(contentsOf: reference) == Data(contentsOf: URL(fileURLWithPath: artifacts + "/Shop/Basket-adds.1@light-1x.transition.actual.apng")))
        #expect(package.run(longer, ["verify", "--quiet"]) == 0, "verify passes after the accept")
        #expect(ReviewCandidate.all(in: URL(fileURLWithPath: artifacts)).isEmpty, "a match removes the candidates")
    }

    /// Issue 75: in store mode a transition's line had no pixel hash, so every verify fetched
    /// every transition, and with the store down a verify in which nothing changed failed on each.
    /// Migrated, recorded or matched once, its line names its frames' hash, and a verify passes
    /// with the store unreachable.
    @Test func aTransitionInAStoreMatchesByItsPixelHashWithTheStoreDown() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Self.basket(["Milk"])
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let store = package.root.appendingPathComponent("store")
        let migrated = package.runCapturing(catalogue, ["references", "migrate", "--to-store", "file://\(store.path)"])
        #expect(migrated.status == 0, "\(migrated.output)")
        let snapshots = package.root.appendingPathComponent("Snapshots")
        let manifest = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots))
        let transition = try #require(manifest.entries.values.first { $0.path.hasSuffix(".transition.apng") })
        #expect(transition.pixels != nil, "migrate writes a transition's pixel hash")
        let down = package.runCapturing(catalogue, ["verify", "--store", "http://127.0.0.1:9/cas"])
        #expect(down.status == 0 && down.output.contains("1 transition verified"), "\(down.output)")

        // A line without its hash (written before) is filled in by record, and then matches with the store down.
        var stripped = manifest
        stripped.set(ReferenceManifest.Entry(
            path: transition.path, sha256: transition.sha256, bytes: transition.bytes, width: transition.width, height: transition.height))
        try stripped.write(inSnapshotsFolder: snapshots)
        #expect(package.runCapturing(catalogue, ["verify", "--store", "http://127.0.0.1:9/cas"]).status == 1, "without its hash the blob must be fetched")
        #expect(package.run(catalogue, ["record", "--quiet"]) == 0)
        let filled = try #require(try ReferenceManifest.read(inSnapshotsFolder: snapshots)?[transition.path])
        #expect(filled.pixels == transition.pixels)
        #expect(package.runCapturing(catalogue, ["verify", "--store", "http://127.0.0.1:9/cas"]).status == 0)
    }

    /// The live preview's accept takes the step's picture and its transition together.
    @Test func thePreviewAcceptsAStepsPictureAndTransition() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        #expect(package.run(Self.basket(["Milk"]), ["record", "--quiet"]) == 0)
        let longer = Self.basket(["Milk", "Eggs", "Bread"])
        let router = PreviewRouter(
            context: GalleryContext(catalogue: longer, packageRoot: package.root), status: PreviewBuildStatus(generation: 1, watching: false),
            token: LoopbackGate.randomToken())
        let decision = try router.decide("accept", ["entry": "Basket/adds.1"])
        #expect(decision.status == "accepted")
        let verified = package.runCapturing(longer, ["verify", "--filter", "Basket/adds.1"])
        #expect(verified.status == 0 && verified.output.contains("1 picture and 1 transition verified, 2 matched"), "\(verified.output)")
    }

    @Test func acceptAllNamesWhatItCannotSettle() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let artifacts = package.root.appendingPathComponent("artifacts")
        #expect(package.run(Self.basket(["Milk"]), ["record", "--quiet"]) == 0)
        #expect(package.run(Self.basket(["Milk", "Eggs"]), ["verify", "--quiet"]) == 1)
        // Artifacts uploaded without the transition's candidate: nothing can accept it.
        try FileManager.default.removeItem(at: artifacts.appendingPathComponent("Shop/Basket-adds.1@light-1x.transition.candidate.json"))
        let accepted = package.runCapturing(Self.basket(["Milk", "Eggs"]), ["accept", "--all", "--from", artifacts.path])
        #expect(accepted.status == 1, "\(accepted.output)")
        #expect(accepted.output.contains("still failing Shop/Basket-adds.1@light-1x.transition: the run left nothing to accept"), "\(accepted.output)")
        let again = package.runCapturing(Self.basket(["Milk", "Eggs"]), ["accept", "--all", "--from", artifacts.path])
        #expect(again.status == 1 && again.output.contains("0 accepted, 0 refused."), "\(again.output)")
    }

    /// A candidate file review cannot read (damaged, or too large) is named, not silently left out.
    @Test func anUnreadableCandidateIsNamed() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let artifacts = package.root.appendingPathComponent("artifacts")
        #expect(package.run(Self.basket(["Milk"]), ["record", "--quiet"]) == 0)
        #expect(package.run(Self.basket(["Milk", "Eggs"]), ["verify", "--quiet"]) == 1)
        try Data("{\"suite\": ".utf8).write(to: artifacts.appendingPathComponent("Shop/Basket-adds.1@light-1x.transition.candidate.json"))
        let accepted = package.runCapturing(Self.basket(["Milk", "Eggs"]), ["accept", "--all", "--from", artifacts.path])
        #expect(accepted.status == 1, "\(accepted.output)")
        #expect(accepted.output.contains("note: 1 candidate file of the run cannot be read") && accepted.output.contains("Shop/Basket-adds.1@light-1x.transition.candidate.json"), "\(accepted.output)")
        // The review page's queue says so too, for the page to show.
        let router = ReviewRouter(session: ReviewSession(artifacts: artifacts, snapshots: package.root.appendingPathComponent("Snapshots")), token: "t")
        let queue = router.answer(LocalRequest(method: "GET", uri: "/api/queue", headers: [:], body: []), path: "/api/queue", query: [:])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(queue.body)) as? [String: Any])
        #expect(json["unreadable"] as? [String] == ["Shop/Basket-adds.1@light-1x.transition.candidate.json"], "\(json)")
    }

    /// Artifacts uploaded without their records: accepting a picture keeps the reference's
    /// accessibility and layout records instead of deleting them.
    @Test func aMissingRecordKeepsTheReferences() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let artifacts = package.root.appendingPathComponent("artifacts")
        #expect(package.run(Self.basket(["Milk"]), ["record", "--quiet"]) == 0)
        let record = package.references.appendingPathComponent("Basket-adds@light-1x.a11y.txt")
        let before = try Data(contentsOf: record)
        #expect(package.run(Self.basket(["Milk", "Eggs"]), ["verify", "--quiet"]) == 1)
        for kind in ["a11y.txt", "layout.txt"] {
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("Shop/Basket-adds@light-1x.actual.\(kind)"))
        }
        #expect(package.run(Self.basket(["Milk", "Eggs"]), ["accept", "Shop/Basket-adds@light-1x", "--from", artifacts.path]) == 0)
        #expect(try Data(contentsOf: record) == before, "the reference's record is kept, not removed")
    }
}
