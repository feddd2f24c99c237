import ComponentCatalogue
import DesignTokens
import Foundation
import GalleryKit
import ReferenceStores
import SnapshotReview
import Testing

/// Issue 31's randomized trials, in child processes: accept killed with SIGKILL at random
/// moments, and two processes accepting, or recording, into one folder at once. After each trial
/// the reference, the journal and what the page shows must agree, and nothing outside the folders
/// may change.
@Suite(.serialized) struct ReviewCrashTrialsTests {
    static let half = "Shop/Meter-half@shop-1x-w96"

    /// A fixed-seed generator, so a failing trial can be run again.
    struct Trials {
        var state: UInt64
        mutating func next(below bound: UInt64) -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return (z ^ (z >> 31)) % bound
        }
    }

    /// The run's folders as they were, to go back to between trials.
    final class Pristine {
        let run: FailingRun
        let copy: URL
        let outside: URL
        let outsideBefore: [String: Data]

        init() throws {
            run = try FailingRun()
            copy = run.package.root.appendingPathComponent("pristine", isDirectory: true)
            outside = run.package.root.appendingPathComponent("outside", isDirectory: true)
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: run.artifacts, to: copy.appendingPathComponent("artifacts"))
            try FileManager.default.copyItem(at: run.snapshots, to: copy.appendingPathComponent("Snapshots"))
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: outside.appendingPathComponent("sentinel.png"))
            outsideBefore = ReviewTrustTests.tree(outside)
        }

        func restore() throws {
            for (name, target) in [("artifacts", run.artifacts), ("Snapshots", run.snapshots)] {
                try FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: copy.appendingPathComponent(name), to: target)
            }
        }

        /// Checks that the files, the journal and the page agree; returns the status.
        func expectAgreement(_ trial: String) throws -> ReviewStatus {
            let session = run.session()
            let status = try session.status(of: FailingRun.half)
            let page = session.items.first { $0.candidate.id == FailingRun.half }?.status
            #expect(page == status, "\(trial): the page says \(String(describing: page)), the journal \(status)")
            let layout = try? Data(contentsOf: run.snapshots.appendingPathComponent(FailingRun.half + ".layout.txt"))
            if run.reference(FailingRun.half) == run.actual(FailingRun.half) {
                #expect(status == .accepted, "\(trial): the reference is the actual image but the review says \(status)")
                #expect(layout == (try? Data(contentsOf: run.artifacts.appendingPathComponent(FailingRun.half + ".actual.layout.txt"))), "\(trial)")
            } else {
                #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half), "\(trial): the reference is neither file")
                #expect(status == .pending, "\(trial): the reference is the old one but the review says \(status)")
                #expect(layout == run.original["Meter-half@shop-1x-w96.layout.txt"], "\(trial): the layout record is not the old one")
            }
            let suite = run.snapshots.appendingPathComponent("Shop")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.contains(".bento-tmp-") }
            #expect(leftovers.isEmpty, "\(trial): temporary files left: \(leftovers)")
            #expect(ReviewTrustTests.tree(outside) == outsideBefore, "\(trial): something outside changed")
            return status
        }
    }

    @Test func acceptKilledAtRandomMomentsLeavesFilesJournalAndPageAgreeing() async throws {
        let pristine = try Pristine()
        setenv("BENTO_TRIAL_ARTIFACTS", pristine.run.artifacts.path, 1)
        setenv("BENTO_TRIAL_SNAPSHOTS", pristine.run.snapshots.path, 1)
        var trials = Trials(state: 31)
        var outcomes: [ReviewStatus: Int] = [:]
        var window: UInt64 = 0
        // 200 trials in the long step; the unit step takes the first 30 of the same seeded draws.
        let count = LongStep.draws(unit: 30, long: 200)
        for trial in 0..<count {
            // How long an accept takes in a child process here drifts with the machine's load
            // (a parallel build can make it ten times slower, and the unit run's other suites
            // finishing makes it faster), so it is measured there, again every 50 trials (every
            // 10 in the unit run, whose load changes fastest); the kills spread over three times that.
            if trial % LongStep.draws(unit: 10, long: 50) == 0 {
                window = try await Self.childAcceptWindow(pristine)
            }
            try pristine.restore()
            // The kill lands anywhere from the accept's start to well after its end.
            setenv("BENTO_TRIAL_KILL_AFTER_US", "\(trials.next(below: window))", 1)
            await #expect(processExitsWith: .signal(SIGKILL)) {
                let environment = ProcessInfo.processInfo.environment
                let delay = UInt32(environment["BENTO_TRIAL_KILL_AFTER_US"]!)!
                let session = Self.childSession()
                Thread.detachNewThread {
                    usleep(delay)
                    kill(getpid(), SIGKILL)
                }
                _ = try? session.accept("Shop/Meter-half@shop-1x-w96")
                kill(getpid(), SIGKILL)
            }
            outcomes[try pristine.expectAgreement("trial \(trial)"), default: 0] += 1
        }
        print("kill trials: \(count) trials, \(outcomes), window \(window) µs")
        // The trials landed on both sides of the commit point.
        #expect(outcomes[.accepted, default: 0] > 0 && outcomes[.pending, default: 0] > 0, "\(outcomes)")
    }

    /// Three times the median time an uninterrupted accept takes in a child process, in µs.
    static func childAcceptWindow(_ pristine: Pristine) async throws -> UInt64 {
        let timing = pristine.run.package.root.appendingPathComponent("accept-duration.txt")
        setenv("BENTO_TRIAL_TIMING_FILE", timing.path, 1)
        var durations: [Double] = []
        for _ in 0..<3 {
            try pristine.restore()
            await #expect(processExitsWith: .success) {
                let environment = ProcessInfo.processInfo.environment
                let session = Self.childSession()
                let start = Date()
                guard (try? session.accept("Shop/Meter-half@shop-1x-w96")) != nil else { exit(3) }
                let microseconds = Int(Date().timeIntervalSince(start) * 1e6)
                try? Data("\(microseconds)".utf8).write(to: URL(fileURLWithPath: environment["BENTO_TRIAL_TIMING_FILE"]!))
            }
            durations.append(Double(try String(contentsOf: timing, encoding: .utf8)) ?? 0)
        }
        return UInt64(max(durations.sorted()[1] * 3, 500))
    }

    @Test func twoProcessesAcceptingAtOnceDecideOnce() async throws {
        let pristine = try Pristine()
        setenv("BENTO_TRIAL_ARTIFACTS", pristine.run.artifacts.path, 1)
        setenv("BENTO_TRIAL_SNAPSHOTS", pristine.run.snapshots.path, 1)
        // 30 races in the long step, 6 in the unit step.
        for trial in 0..<LongStep.draws(unit: 6, long: 30) {
            try pristine.restore()
            async let first: Void = Self.acceptInAChild()
            async let second: Void = Self.acceptInAChild()
            _ = await (first, second)
            #expect(try pristine.expectAgreement("trial \(trial)") == .accepted)
            // One accept went through; the other found it decided. Before, both did (25 of 30),
            // and after one undo the page said "accepted" over the old reference.
            let journal = try String(contentsOf: pristine.run.artifacts.appendingPathComponent("review-journal.jsonl"), encoding: .utf8)
            let accepts = journal.split(separator: "\n").filter { $0.contains("\"action\":\"accept\"") && !$0.contains("\"intent\"") }
            #expect(accepts.count == 1, "trial \(trial): \(accepts.count) accepts")
            try pristine.run.session().undo(FailingRun.half)
            #expect(try pristine.expectAgreement("trial \(trial), undone") == .pending)
        }
    }

    /// In a child process: the session over the folders the parent named in its environment.
    static func childSession() -> ReviewSession {
        let environment = ProcessInfo.processInfo.environment
        return ReviewSession(
            artifacts: URL(fileURLWithPath: environment["BENTO_TRIAL_ARTIFACTS"]!),
            snapshots: URL(fileURLWithPath: environment["BENTO_TRIAL_SNAPSHOTS"]!))
    }

    static func acceptInAChild() async {
        await #expect(processExitsWith: .success) {
            let session = Self.childSession()
            do {
                try session.accept("Shop/Meter-half@shop-1x-w96")
            } catch ReviewError.alreadyDecided {
                // The other process was first.
            } catch {
                exit(3)
            }
        }
    }

    @Test func twoProcessesRecordingIntoOneFolderBothFinishWhole() async throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let themes = package.root.appendingPathComponent("themes")
        _ = try Shop.theme(primary: "#1F5FD6", in: themes)
        setenv("BENTO_TRIAL_PACKAGE", package.root.path, 1)
        // 30 races in the long step, 6 in the unit step.
        for trial in 0..<LongStep.draws(unit: 6, long: 30) {
            try? FileManager.default.removeItem(at: package.root.appendingPathComponent("Snapshots"))
            async let first: Void = Self.recordInAChild()
            async let second: Void = Self.recordInAChild()
            _ = await (first, second)
            // Before, each removed the other's temporary files: both exited 1, one run ending with
            // 160 of 161 references.
            let files = try package.files().keys.sorted()
            #expect(files.filter { $0.hasSuffix(".png") }.count == 4, "trial \(trial): \(files)")
            #expect(files.filter { $0.hasSuffix(".layout.txt") }.count == 4, "trial \(trial): \(files)")
            #expect(files.filter { $0.hasSuffix(".a11y.txt") }.count == 4, "trial \(trial): \(files)")
            // And the token values the run drew with, which a new folder's first record keeps.
            #expect(files.count == 13 && files.contains("token-values.txt"), "trial \(trial): \(files)")
            let manifest = try ReferenceManifest.read(inSnapshotsFolder: package.root.appendingPathComponent("Snapshots"))
            #expect(manifest?.entries.count == 4, "trial \(trial): one line a picture")
            let theme = try Shop.theme(primary: "#1F5FD6", in: themes)
            #expect(package.run(Shop.catalogue(theme: theme), ["verify", "--quiet"]) == 0, "trial \(trial)")
        }
    }

    static func recordInAChild() async {
        await #expect(processExitsWith: .success) {
            let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["BENTO_TRIAL_PACKAGE"]!)
            guard let theme = try? Theme(tokensAt: root.appendingPathComponent("themes/shop.tokens.json")) else { exit(4) }
            let code = GalleryCommand.run(
                GalleryContext(catalogue: Shop.catalogue(theme: theme), packageRoot: root),
                arguments: ["record", "--all", "--quiet", "--jobs", "1", "--artifacts", root.appendingPathComponent("artifacts").path])
            exit(code)
        }
    }
}
