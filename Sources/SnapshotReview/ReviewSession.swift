import Foundation
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeFiles

/// The differences of a verify run, and the decisions about them: accept (the actual image
/// becomes the reference, with its layout record), reject (the reference stays, so verify keeps
/// failing) and undo.
///
/// Candidates come from an artifacts folder (this machine's last run, or one downloaded from a
/// CI runner); references are written in `snapshots`. Every accept checks that the reference on
/// disk is the one the run compared with (SHA-256) and replaces it atomically; the old file is
/// kept under `<artifacts>/review-backups/` for undo. Decisions go to the journal, so a second
/// session over the same folder continues where the first stopped.
public final class ReviewSession: @unchecked Sendable {
    /// A candidate and where the review stands on it.
    public struct Item: Sendable, Equatable {
        /// The change under review.
        public var candidate: ReviewCandidate
        /// Pending, accepted or rejected.
        public var status: ReviewStatus
    }

    /// The verify run's artifacts folder.
    public let artifacts: URL
    /// The references folder.
    public let snapshots: URL
    /// The store that holds the folder's pictures, in place of the one its manifest names.
    public let referenceStore: String?
    private let journal: ReviewJournal
    private let lock = NSLock()
    private var candidates: [String: ReviewCandidate] = [:]
    private var order: [String] = []
    private var skipped: [String] = []

    private let snapshotFiles: ConfinedFiles
    private let artifactFiles: ConfinedFiles

    /// Runs after a new reference is written in full and before it is renamed over the old one:
    /// nothing by default; a crash test ends the process there.
    package var beforeReplacingReference: @Sendable () -> Void = {}

    /// Opens the review of the candidates in `artifacts` against the references in `snapshots`,
    /// and settles any decision an earlier process was interrupted in (see `ReviewJournal`).
    public convenience init(artifacts: URL, snapshots: URL) {
        self.init(artifacts: artifacts, snapshots: snapshots, referenceStore: nil)
    }

    /// Opens the review as `init(artifacts:snapshots:)` does, for a snapshots folder whose pictures
    /// are in a store: `referenceStore` in place of the one its manifest names. `requester` says
    /// who asks for this session's decisions (`"mcp: claude-code 2.1"`); the journal records it
    /// with each one.
    public init(artifacts: URL, snapshots: URL, referenceStore: String?, requester: String? = nil) {
        self.artifacts = artifacts.standardizedFileURL
        self.snapshots = snapshots.standardizedFileURL
        self.referenceStore = referenceStore
        journal = ReviewJournal(artifacts: self.artifacts, requester: requester)
        snapshotFiles = ConfinedFiles(root: self.snapshots)
        artifactFiles = ConfinedFiles(root: self.artifacts)
        reload()
    }

    /// Reads the candidates again (after another verify run).
    public func reload() {
        lock.withLock {
            let (all, skipped) = ReviewCandidate.scan(artifacts)
            self.skipped = skipped
            candidates = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            order = all.map(\.id)
            for suite in Set(all.map(\.suite)) {
                let folder = snapshots.appendingPathComponent(suite, isDirectory: true)
                // Only a real suite folder: never one that is a link to elsewhere.
                if snapshotFiles.isConfined(folder) { AtomicWrite.removeLeftovers(in: folder) }
            }
            // Settled holding the folder, so a decision another process is making right now is
            // not mistaken for an interrupted one.
            if let folderLock = try? SnapshotsFolderLock(folder: snapshots) {
                withExtendedLifetime(folderLock) { try? settleInterruptedDecisions() }
            }
        }
    }

    /// The candidate files of the run that cannot be read (`suite/file`), as the last `reload` found them.
    package var unreadable: [String] { lock.withLock { skipped } }

    /// Every candidate with its status, in the run's order (suite, then name).
    public var items: [Item] {
        lock.withLock {
            let decisions = ReviewJournal.decisions(journal.records(), candidates: candidates.mapValues(\.actualSHA256), onDisk: referenceHash)
            return order.compactMap { id in
                candidates[id].map { Item(candidate: $0, status: Self.status(decisions[id])) }
            }
        }
    }

    /// The status of one candidate.
    public func status(of id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return lock.withLock { Self.status(decisions(for: candidate)) }
    }

    /// Makes the run's actual image the reference (and its layout record the reference's), or
    /// deletes a removed reference.
    ///
    /// One writer at a time per references folder (`SnapshotsFolderLock`, across processes). The
    /// journal's record of intent is on disk before the reference changes; the reference's hash
    /// is the commit point.
    ///
    /// - Throws: `ReviewError` when the identifier is unknown or unsafe, the reference changed on
    ///   disk since the run, the artifacts changed, the actual image does not decode within the
    ///   image limits, or a file cannot be written; the reference is unchanged then.
    @discardableResult
    public func accept(_ id: String) throws(ReviewError) -> ReviewStatus {
        try accept([id])[0].result.get()
    }

    /// What `accept(_:)` did with one identifier of a batch.
    public struct Outcome: Sendable {
        /// The identifier, as given.
        public var id: String
        /// The new status, or why nothing was written for it.
        public var result: Result<ReviewStatus, ReviewError>
    }

    /// Accepts several candidates as batches that each read the journal once and synchronise it
    /// twice (intents before any reference changes, outcomes after), so accepting thousands takes
    /// time in proportion to their number; each candidate is checked and written as `accept(_:)`
    /// does, and one refused leaves the others to go ahead. Outcomes come in the order of `ids`.
    ///
    /// - Complexity: O(n) in the identifiers, plus the journal's length once per batch of
    ///   `batchBytes` of images.
    public func accept(_ ids: [String]) -> [Outcome] {
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(ids.count)
        var start = 0
        while start < ids.count {
            outcomes += acceptBatch(ids[start...], stopAfterBytes: Self.batchBytes)
            start += outcomes.count - start
        }
        return outcomes
    }

    /// A batch holds the images it writes in memory up to about this many bytes.
    static let batchBytes = 64 << 20

    /// An accept checked and ready to write: what it writes, and its record of intent.
    private struct PendingAccept {
        var index: Int
        var candidate: ReviewCandidate
        var newData: Data?
        /// The reference's records (`ReviewCandidate.companionKinds`) to write, and those it had.
        var newCompanions: [String: Data], oldCompanions: [String: Data]
        var record: ReviewJournal.Record
    }

    /// Accepts from the front of `ids` until `stopAfterBytes` of images are held; returns an
    /// outcome for each identifier it took (at least one).
    private func acceptBatch(_ ids: ArraySlice<String>, stopAfterBytes: Int) -> [Outcome] {
        var outcomes: [Outcome] = []
        do throws(ReviewError) {
            return try locked { () throws(ReviewError) -> [Outcome] in
                // The journal is read, and the decisions in force worked out, once for the batch.
                var known: [String: String?] = [:]
                for id in ids { if let candidate = candidates[id] { known[id] = candidate.actualSHA256 } }
                let stacks = ReviewJournal.decisions(journal.records(), candidates: known, onDisk: referenceHash)
                var pending: [PendingAccept] = []
                var held = 0
                var seen = Set<String>()
                for id in ids {
                    guard held < stopAfterBytes || outcomes.isEmpty else { break }
                    do throws(ReviewError) {
                        let item = try prepareAccept(id, index: outcomes.count, stack: stacks[id], seen: &seen)
                        held += item.newData?.count ?? 0
                        pending.append(item)
                        outcomes.append(Outcome(id: id, result: .success(.accepted)))
                    } catch {
                        outcomes.append(Outcome(id: id, result: .failure(error)))
                    }
                }
                // Every intent is on disk, synchronised once, before any reference changes.
                try journal.append(pending.map(\.record))
                var done: [ReviewJournal.Record] = []
                for item in pending {
                    let candidate = item.candidate
                    do throws(ReviewError) {
                        try replace(
                            candidate.referenceURL(in: snapshots), with: item.newData, of: candidate, newCompanions: item.newCompanions,
                            oldCompanions: item.oldCompanions)
                        var record = item.record
                        record.phase = nil
                        done.append(record)
                    } catch {
                        outcomes[item.index].result = .failure(error)
                    }
                }
                // The references are the commit points: should the outcomes not reach the journal,
                // the intents and the files on disk still say "accepted", now and to the next session.
                try? journal.append(done)
                return outcomes
            }
        } catch {
            // The folder could not be locked or the intents written: nothing changed for any of them.
            let taken = max(outcomes.count, 1)
            return ids.prefix(taken).map { Outcome(id: $0, result: .failure(error)) }
        }
    }

    /// Checks one accept of a batch (holding the locks) and reads what it will write, backing up
    /// the reference it replaces; nothing in the references folder changes yet. An identifier
    /// already in `seen` (named twice in one batch) is refused as decided.
    private func prepareAccept(
        _ id: String, index: Int, stack: [ReviewJournal.Record]?, seen: inout Set<String>
    ) throws(ReviewError) -> PendingAccept {
        let candidate = try candidateHoldingLock(id)
        guard seen.insert(id).inserted else { throw .alreadyDecided(id, .accepted) }
        if Self.status(stack) == .accepted { throw .alreadyDecided(id, .accepted) }
        let reference = candidate.referenceURL(in: snapshots)
        try checkInside(reference, id)
        let onDisk = try hash(of: reference)
        let expected = candidate.change == .new ? nil : candidate.referenceSHA256
        guard onDisk == expected else { throw .referenceChangedOnDisk(id, expected: expected, found: onDisk) }
        let oldCompanions = try companions(of: candidate) { kind throws(ReviewError) in try snapshotFiles.read(candidate.companionURL(kind, in: snapshots)) }
        var newData: Data?, newCompanions: [String: Data] = [:]
        if candidate.change != .removed {
            let actual = candidate.artifactURL(in: artifacts, candidate.actualKind)
            guard let data = try artifactFiles.read(actual, limit: ImageLimits.standard.largestPNGFile),
                ContentHash.hex(data) == candidate.actualSHA256
            else { throw .actualChanged(id) }
            try Self.checkDecodes(data, of: candidate)
            newData = data
            newCompanions = try companions(of: candidate) { kind throws(ReviewError) in
                try artifactFiles.read(candidate.artifactURL(in: artifacts, "actual.\(kind)"), limit: 16 << 20)
            }
            // A record the artifacts lack (uploaded without `.txt` files) leaves the reference's as it is.
            newCompanions.merge(oldCompanions) { new, _ in new }
        }
        if let onDisk { try backUp(reference, companions: oldCompanions, hash: onDisk) }
        let record = ReviewJournal.Record(
            id: id, action: .accept, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk,
            newSHA256: candidate.change == .removed ? nil : candidate.actualSHA256, time: ReviewJournal.now(), phase: "intent")
        return PendingAccept(index: index, candidate: candidate, newData: newData, newCompanions: newCompanions, oldCompanions: oldCompanions, record: record)
    }

    /// Refuses an image (or a transition's animation) that does not decode within the standard
    /// limits: it would make the next verify fail however it was accepted.
    static func checkDecodes(_ data: Data, of candidate: ReviewCandidate) throws(ReviewError) {
        do {
            switch candidate.referenceKind {
            case .picture: _ = try Bitmap(pngData: [UInt8](data), limits: .standard)
            case .transition: _ = try AnimatedPNG.decode([UInt8](data), limits: .standard)
            }
        } catch {
            throw .notAnImage(candidate.id, "\(error)")
        }
    }

    /// Keeps the reference as it is; verify keeps failing for this candidate.
    @discardableResult
    public func reject(_ id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return try locked { () throws(ReviewError) -> ReviewStatus in
            let current = Self.status(decisions(for: candidate))
            if current == .rejected { throw .alreadyDecided(id, .rejected) }
            if current == .accepted { try undoAccept(candidate, id) }
            let onDisk = try hash(of: candidate.referenceURL(in: snapshots))
            try journal.append(.init(
                id: id, action: .reject, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk, newSHA256: onDisk,
                time: ReviewJournal.now()))
            return .rejected
        }
    }

    /// Takes back the latest decision: an accepted reference is restored from its backup (or a
    /// new one deleted), provided nobody changed it since and the backup is the file the journal
    /// recorded (its SHA-256).
    @discardableResult
    public func undo(_ id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return try locked { () throws(ReviewError) -> ReviewStatus in
            let stack = decisions(for: candidate)
            guard let last = stack.last else { throw .nothingToUndo(id) }
            if last.action == .accept {
                try undoAccept(candidate, id)
            } else {
                let onDisk = try hash(of: candidate.referenceURL(in: snapshots))
                try journal.append(.init(
                    id: id, action: .undo, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk, newSHA256: onDisk,
                    time: ReviewJournal.now()))
            }
            return Self.status(Array(stack.dropLast()))
        }
    }

    // MARK: - Private

    /// Runs a decision holding the session's lock and the references folder's.
    private func locked<Result>(_ body: () throws(ReviewError) -> Result) throws(ReviewError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let folderLock: SnapshotsFolderLock
        do {
            folderLock = try SnapshotsFolderLock(folder: snapshots)
        } catch {
            throw .fileSystem(snapshots.path, "\(error)")
        }
        return try withExtendedLifetime(folderLock) { () throws(ReviewError) -> Result in try body() }
    }

    private func candidate(_ id: String) throws(ReviewError) -> ReviewCandidate {
        lock.lock()
        defer { lock.unlock() }
        return try candidateHoldingLock(id)
    }

    /// The candidate of an identifier, for a caller that holds `lock`.
    private func candidateHoldingLock(_ id: String) throws(ReviewError) -> ReviewCandidate {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }),
            !id.contains("\\"), !id.contains("\0")
        else { throw .unsafeIdentifier(ReviewError.shown(id)) }
        guard let candidate = candidates[id] else { throw .unknownCandidate(ReviewError.shown(id)) }
        return candidate
    }

    /// A last guard: the resolved reference must be a file directly inside a suite folder of
    /// the references folder, with no symbolic link on the way.
    private func checkInside(_ url: URL, _ id: String) throws(ReviewError) {
        let path = url.standardizedFileURL.path, root = snapshots.path + "/"
        guard path.hasPrefix(root), path.dropFirst(root.count).split(separator: "/").count == 2 else { throw .unsafeIdentifier(id) }
        try snapshotFiles.check(url)
    }

    /// The SHA-256 of a confined file, `nil` when there is none.
    private func hash(of url: URL) throws(ReviewError) -> String? {
        if let path = try storedPath(url) { return try stored(url) { () throws(ReferenceStoreError) in try references.hash(path) } }
        return try snapshotFiles.read(url).map { ContentHash.hex($0) }
    }

    /// The snapshots folder's references, in git or in a store.
    private var references: ReferenceFolder { ReferenceFolder.open(snapshots, store: referenceStore) }

    /// `suite/name.png` (or a transition's `.apng`) when the folder keeps its pictures in a store
    /// and `url` is one of them; `nil` for a file in git (a picture of a folder in git mode, a record).
    private func storedPath(_ url: URL) throws(ReviewError) -> String? {
        guard url.pathExtension == "png" || url.pathExtension == "apng",
            try stored(url, { () throws(ReferenceStoreError) in try references.isStoreMode() })
        else { return nil }
        return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }

    /// A store's error as a review's, naming the reference.
    private func stored<Value>(_ url: URL, _ body: () throws(ReferenceStoreError) -> Value) throws(ReviewError) -> Value {
        do { return try body() } catch { throw .fileSystem(url.path, "\(error)") }
    }

    /// The reference hash of a candidate id on disk (for settling interrupted decisions).
    private func referenceHash(_ id: String) -> String? {
        guard let candidate = candidates[id] else { return nil }
        return try? hash(of: candidate.referenceURL(in: snapshots))
    }

    private func decisions(for candidate: ReviewCandidate) -> [ReviewJournal.Record] {
        ReviewJournal.decisions(journal.records(), candidates: [candidate.id: candidate.actualSHA256], onDisk: referenceHash)[candidate.id] ?? []
    }

    private static func status(_ stack: [ReviewJournal.Record]?) -> ReviewStatus {
        switch stack?.last?.action {
        case .accept: .accepted
        case .reject: .rejected
        case .undo, nil: .pending
        }
    }

    private var backups: URL { artifacts.appendingPathComponent("review-backups", isDirectory: true) }

    /// The records of a candidate's reference that `read` finds, by kind.
    private func companions(of candidate: ReviewCandidate, _ read: (String) throws(ReviewError) -> Data?) throws(ReviewError) -> [String: Data] {
        var found: [String: Data] = [:]
        for kind in candidate.companions { found[kind] = try read(kind) }
        return found
    }

    /// Keeps a reference (and its records) under its hash, for undo. A file already there
    /// under that name is kept only if it is that file (a planted one is replaced).
    private func backUp(_ reference: URL, companions: [String: Data], hash: String) throws(ReviewError) {
        let target = backups.appendingPathComponent("\(hash).png")
        try artifactFiles.createFolder(backups)
        if try artifactFiles.read(target).map({ ContentHash.hex($0) }) != hash {
            let current: Data?
            if let path = try storedPath(reference) {
                current = try stored(reference) { () throws(ReferenceStoreError) in try references.data(path, limit: ImageLimits.standard.largestPNGFile) }
            } else {
                current = try snapshotFiles.read(reference)
            }
            guard let data = current, ContentHash.hex(data) == hash else {
                throw .fileSystem(reference.path, "changed while it was being backed up; nothing was written")
            }
            try writeConfined(data, to: target, in: artifactFiles)
        }
        for (kind, data) in companions.sorted(by: { $0.key < $1.key }) {
            try writeConfined(data, to: backups.appendingPathComponent("\(hash).\(kind)"), in: artifactFiles)
        }
    }

    /// Replaces the reference with `data` (or removes it for `nil`) and its records, the records
    /// first: the reference's own hash is what says the change happened. When the reference
    /// cannot be written, the old records go back.
    private func replace(
        _ reference: URL, with data: Data?, of candidate: ReviewCandidate, newCompanions: [String: Data], oldCompanions: [String: Data]
    ) throws(ReviewError) {
        for kind in candidate.companions { try writeOrRemove(newCompanions[kind], at: candidate.companionURL(kind, in: snapshots)) }
        do {
            try writeOrRemove(data, at: reference, renderKey: data == nil ? nil : candidate.renderKey)
        } catch {
            for kind in candidate.companions { try? writeOrRemove(oldCompanions[kind], at: candidate.companionURL(kind, in: snapshots)) }
            throw error
        }
    }

    /// `renderKey`: what the new picture was drawn from, kept on its manifest line.
    private func writeOrRemove(_ data: Data?, at url: URL, renderKey: String? = nil) throws(ReviewError) {
        if let path = try storedPath(url) {
            // The blob goes to the store first; the manifest's line is the commit point.
            try stored(url) { () throws(ReferenceStoreError) in
                if let data {
                    try references.write(data, to: path, renderKey: renderKey, beforeRename: beforeReplacingReference)
                } else {
                    try references.remove(path)
                }
            }
            return
        }
        if let data { try writeConfined(data, to: url, in: snapshotFiles) } else {
            try snapshotFiles.check(url)
            try ReferenceFiles.remove(url)
        }
    }

    /// Writes a file atomically under a root, through no link. References go through
    /// `ReferenceFiles`, with `beforeReplacingReference` before the rename; backups are written plainly.
    private func writeConfined(_ data: Data, to url: URL, in files: ConfinedFiles) throws(ReviewError) {
        try files.check(url)
        if files.root == snapshotFiles.root {
            try ReferenceFiles.write(data, to: url, beforeRename: beforeReplacingReference)
        } else {
            do {
                try AtomicWrite.write(data, to: url)
            } catch {
                throw .fileSystem(url.path, "cannot be written: \(error.localizedDescription)")
            }
        }
    }

    /// Undoes an accept as a transaction: the reference must still be what the accept wrote, and
    /// the backup must be the file the accept replaced.
    private func undoAccept(_ candidate: ReviewCandidate, _ id: String) throws(ReviewError) {
        let reference = candidate.referenceURL(in: snapshots)
        try checkInside(reference, id)
        let onDisk = try hash(of: reference)
        let written = candidate.change == .removed ? nil : candidate.actualSHA256
        guard onDisk == written else { throw .referenceChangedOnDisk(id, expected: written, found: onDisk) }
        let previous = candidate.change == .new ? nil : candidate.referenceSHA256
        var restored: Data?, restoredCompanions: [String: Data] = [:]
        if let previous {
            let backup = backups.appendingPathComponent("\(previous).png")
            guard let data = try artifactFiles.read(backup) else { throw .fileSystem(backup.path, "the backup to restore is missing") }
            guard ContentHash.hex(data) == previous else {
                throw .fileSystem(backup.path, "the backup is not the reference the journal recorded (SHA-256 \(ReviewError.short(previous))); nothing was restored")
            }
            restored = data
            restoredCompanions = try companions(of: candidate) { kind throws(ReviewError) in try artifactFiles.read(backups.appendingPathComponent("\(previous).\(kind)")) }
        }
        var record = ReviewJournal.Record(
            id: id, action: .undo, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk, newSHA256: previous,
            time: ReviewJournal.now(), phase: "intent")
        try journal.append(record)
        let current = try companions(of: candidate) { kind throws(ReviewError) in try snapshotFiles.read(candidate.companionURL(kind, in: snapshots)) }
        try replace(reference, with: restored, of: candidate, newCompanions: restoredCompanions, oldCompanions: current)
        record.phase = nil
        try? journal.append(record)
    }

    /// Writes the outcome of every interrupted decision whose reference shows it was made, and
    /// puts back the records of an accept interrupted before its reference changed.
    private func settleInterruptedDecisions() throws(ReviewError) {
        let records = journal.records()
        for (id, intent) in ReviewJournal.interrupted(records) {
            guard let candidate = candidates[id], candidate.actualSHA256 == intent.candidateSHA256 else { continue }
            let onDisk = referenceHash(id)
            if onDisk == intent.newSHA256 && intent.newSHA256 != intent.previousSHA256 {
                var done = intent
                done.phase = nil
                try journal.append(done)
            } else if onDisk == intent.previousSHA256 {
                // Not made: the records (written first) go back to the reference's own.
                let records: [String: Data]
                switch intent.action {
                case .accept:
                    guard let previous = intent.previousSHA256 else { records = [:]; break }
                    records = try companions(of: candidate) { kind throws(ReviewError) in try artifactFiles.read(backups.appendingPathComponent("\(previous).\(kind)")) }
                case .undo: records = try companions(of: candidate) { kind throws(ReviewError) in try artifactFiles.read(candidate.artifactURL(in: artifacts, "actual.\(kind)")) }
                case .reject: continue
                }
                for kind in candidate.companions { try writeOrRemove(records[kind], at: candidate.companionURL(kind, in: snapshots)) }
            }
        }
    }
}
