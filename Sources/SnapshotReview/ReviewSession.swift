import Foundation
import ImageSnapshots
import Rasterizer

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
        public var candidate: ReviewCandidate
        public var status: ReviewStatus
    }

    public let artifacts: URL
    public let snapshots: URL
    private let journal: ReviewJournal
    private let lock = NSLock()
    private var candidates: [String: ReviewCandidate] = [:]
    private var order: [String] = []

    /// Opens the review of the candidates in `artifacts` against the references in `snapshots`.
    public init(artifacts: URL, snapshots: URL) {
        self.artifacts = artifacts.standardizedFileURL
        self.snapshots = snapshots.standardizedFileURL
        journal = ReviewJournal(artifacts: self.artifacts)
        reload()
    }

    /// Reads the candidates again (after another verify run).
    public func reload() {
        lock.withLock {
            let all = ReviewCandidate.all(in: artifacts)
            candidates = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            order = all.map(\.id)
            for suite in Set(all.map(\.suite)) {
                AtomicFile.removeLeftovers(in: snapshots.appendingPathComponent(suite, isDirectory: true))
            }
        }
    }

    /// Every candidate with its status, in the run's order (suite, then name).
    public var items: [Item] {
        lock.withLock {
            let decisions = ReviewJournal.decisions(journal.records(), candidates: candidates.mapValues(\.actualSHA256))
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
    /// - Throws: `ReviewError` when the identifier is unknown or unsafe, the reference changed on
    ///   disk since the run, the artifacts changed, or a file cannot be written; nothing is
    ///   written then.
    @discardableResult
    public func accept(_ id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return try locked { () throws(ReviewError) -> ReviewStatus in
            let current = Self.status(decisions(for: candidate))
            if current == .accepted { throw .alreadyDecided(id, .accepted) }
            let reference = candidate.referenceURL(in: snapshots), layout = candidate.layoutURL(in: snapshots)
            try checkInside(reference, id)
            let onDisk = ReviewCandidate.sha256(ofFileAt: reference)
            let expected = candidate.change == .new ? nil : candidate.referenceSHA256
            guard onDisk == expected else { throw .referenceChangedOnDisk(id, expected: expected, found: onDisk) }
            if let onDisk { try backUp(reference, layout: layout, hash: onDisk) }
            var newHash: String?
            switch candidate.change {
            case .changed, .new:
                let actual = candidate.artifactURL(in: artifacts, "actual.png")
                guard let data = try? Data(contentsOf: actual), ReviewCandidate.sha256(ofFileAt: actual) == candidate.actualSHA256 else {
                    throw .actualChanged(id)
                }
                try ReferenceFiles.write(data, to: reference)
                if let layoutData = try? Data(contentsOf: candidate.artifactURL(in: artifacts, "actual.layout.txt")) {
                    try ReferenceFiles.write(layoutData, to: layout)
                } else {
                    try ReferenceFiles.remove(layout)
                }
                newHash = candidate.actualSHA256
            case .removed:
                try ReferenceFiles.remove(reference)
                try ReferenceFiles.remove(layout)
            }
            try journal.append(.init(
                id: id, action: .accept, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk, newSHA256: newHash,
                time: ReviewJournal.now()))
            return .accepted
        }
    }

    /// Keeps the reference as it is; verify keeps failing for this candidate.
    @discardableResult
    public func reject(_ id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return try locked { () throws(ReviewError) -> ReviewStatus in
            let current = Self.status(decisions(for: candidate))
            if current == .rejected { throw .alreadyDecided(id, .rejected) }
            if current == .accepted { try restore(candidate, id) }
            let onDisk = ReviewCandidate.sha256(ofFileAt: candidate.referenceURL(in: snapshots))
            if current == .accepted {
                try journal.append(.init(id: id, action: .undo, candidateSHA256: candidate.actualSHA256, previousSHA256: nil, newSHA256: onDisk, time: ReviewJournal.now()))
            }
            try journal.append(.init(
                id: id, action: .reject, candidateSHA256: candidate.actualSHA256, previousSHA256: onDisk, newSHA256: onDisk, time: ReviewJournal.now()))
            return .rejected
        }
    }

    /// Takes back the latest decision: an accepted reference is restored from its backup (or a
    /// new one deleted), provided nobody changed it since.
    @discardableResult
    public func undo(_ id: String) throws(ReviewError) -> ReviewStatus {
        let candidate = try self.candidate(id)
        return try locked { () throws(ReviewError) -> ReviewStatus in
            let stack = decisions(for: candidate)
            guard let last = stack.last else { throw .nothingToUndo(id) }
            if last.action == .accept { try restore(candidate, id) }
            let onDisk = ReviewCandidate.sha256(ofFileAt: candidate.referenceURL(in: snapshots))
            try journal.append(.init(
                id: id, action: .undo, candidateSHA256: candidate.actualSHA256, previousSHA256: last.newSHA256, newSHA256: onDisk,
                time: ReviewJournal.now()))
            return Self.status(Array(stack.dropLast()))
        }
    }

    // MARK: - Private

    private func locked<Result>(_ body: () throws(ReviewError) -> Result) throws(ReviewError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func candidate(_ id: String) throws(ReviewError) -> ReviewCandidate {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }),
            !id.contains("\\"), !id.contains("\0")
        else { throw .unsafeIdentifier(id) }
        guard let candidate = lock.withLock({ candidates[id] }) else { throw .unknownCandidate(id) }
        return candidate
    }

    /// A last guard: the resolved reference must be a file directly inside a suite folder of
    /// the references folder.
    private func checkInside(_ url: URL, _ id: String) throws(ReviewError) {
        let path = url.standardizedFileURL.path, root = snapshots.path + "/"
        guard path.hasPrefix(root), path.dropFirst(root.count).split(separator: "/").count == 2 else { throw .unsafeIdentifier(id) }
    }

    private func decisions(for candidate: ReviewCandidate) -> [ReviewJournal.Record] {
        ReviewJournal.decisions(journal.records(), candidates: [candidate.id: candidate.actualSHA256])[candidate.id] ?? []
    }

    private static func status(_ stack: [ReviewJournal.Record]?) -> ReviewStatus {
        switch stack?.last?.action {
        case .accept: .accepted
        case .reject: .rejected
        case .undo, nil: .pending
        }
    }

    private var backups: URL { artifacts.appendingPathComponent("review-backups", isDirectory: true) }

    /// Keeps a reference (and its layout record) under its hash, for undo.
    private func backUp(_ reference: URL, layout: URL, hash: String) throws(ReviewError) {
        let target = backups.appendingPathComponent("\(hash).png")
        do {
            try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: target.path) {
                try Data(contentsOf: reference).write(to: target, options: .atomic)
            }
            if let layoutData = try? Data(contentsOf: layout) {
                try layoutData.write(to: backups.appendingPathComponent("\(hash).layout.txt"), options: .atomic)
            }
        } catch {
            throw .fileSystem(target.path, "the backup for undo cannot be written: \(error.localizedDescription)")
        }
    }

    /// Undoes an accept: the reference must still be what the accept wrote.
    private func restore(_ candidate: ReviewCandidate, _ id: String) throws(ReviewError) {
        let reference = candidate.referenceURL(in: snapshots), layout = candidate.layoutURL(in: snapshots)
        let onDisk = ReviewCandidate.sha256(ofFileAt: reference)
        let written = candidate.change == .removed ? nil : candidate.actualSHA256
        guard onDisk == written else { throw .referenceChangedOnDisk(id, expected: written, found: onDisk) }
        if let previous = candidate.change == .new ? nil : candidate.referenceSHA256 {
            guard let data = try? Data(contentsOf: backups.appendingPathComponent("\(previous).png")) else {
                throw .fileSystem(backups.appendingPathComponent("\(previous).png").path, "the backup to restore is missing")
            }
            try ReferenceFiles.write(data, to: reference)
            if let layoutData = try? Data(contentsOf: backups.appendingPathComponent("\(previous).layout.txt")) {
                try ReferenceFiles.write(layoutData, to: layout)
            } else {
                try ReferenceFiles.remove(layout)
            }
        } else {
            try ReferenceFiles.remove(reference)
            try ReferenceFiles.remove(layout)
        }
    }
}
