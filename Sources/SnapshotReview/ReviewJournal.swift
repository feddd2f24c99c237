import Foundation

/// Every review decision, one JSON object a line in `<artifacts>/review-journal.jsonl`: what was
/// accepted, rejected or undone, with the reference's SHA-256 before and after, so undo can
/// restore the old file and a later session continues where an earlier one stopped.
///
/// A decision that changes a reference is a transaction: its record of intent (`"phase":
/// "intent"`) is on disk (synchronised) before the reference changes, and its outcome (the same
/// record without a phase) after. An intent with no outcome is an interrupted decision; it counts
/// as made exactly when the reference on disk is the one it was to write (see `decisions`), so
/// the page and the files agree whatever moment a process was killed at. A last line cut off
/// (no newline) is left on a line of its own, ignored, never glued to the next record.
struct ReviewJournal {
    struct Record: Codable, Equatable {
        enum Action: String, Codable {
            case accept, reject, undo
        }

        var id: String
        var action: Action
        /// The candidate's actual image, so decisions about an older run's image are not applied
        /// to a newer one of the same name.
        var candidateSHA256: String?
        /// The reference's SHA-256 before and after the action (`nil`: no file).
        var previousSHA256: String?
        var newSHA256: String?
        var time: String
        /// `"intent"` for the record written before the reference changes; `nil` for an outcome.
        var phase: String?
        /// Who asked for the decision, when the session was told (`gallery mcp`: the agent's
        /// client by the name and version it gave); `nil` for a person at the review page or
        /// `gallery accept`.
        var requestedBy: String?

        var isIntent: Bool { phase == "intent" }
    }

    let url: URL
    let files: ConfinedFiles
    /// Written into every record this journal appends (`Record.requestedBy`).
    let requester: String?

    init(artifacts: URL, requester: String? = nil) {
        url = artifacts.appendingPathComponent("review-journal.jsonl")
        files = ConfinedFiles(root: artifacts)
        self.requester = requester
    }

    /// The records that parse; lines that do not (a torn last line) are skipped.
    func records() -> [Record] {
        guard let data = try? files.read(url, limit: 64 << 20) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(Record.self, from: Data($0)) }
    }

    /// Appends a record durably (synchronised to disk before it returns). A journal whose last
    /// line was cut off gets a newline first, so that line stays apart, unread.
    func append(_ record: Record) throws(ReviewError) {
        try append([record])
    }

    /// Appends records in one write, synchronised once: a batch of decisions has one
    /// synchronisation point for its intents and one for its outcomes.
    func append(_ records: [Record]) throws(ReviewError) {
        guard !records.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try files.check(url)
        let descriptor = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(url.path, "the journal cannot be opened: \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            var line = Data()
            for var record in records {
                record.requestedBy = record.requestedBy ?? requester
                line.append(try encoder.encode(record))
                line.append(UInt8(ascii: "\n"))
            }
            let size = lseek(descriptor, 0, SEEK_END)
            if size > 0 {
                var last: UInt8 = 0
                if pread(descriptor, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") { line.insert(UInt8(ascii: "\n"), at: 0) }
            }
            try handle.write(contentsOf: line)
            try handle.synchronize()
        } catch {
            throw .fileSystem(url.path, "the journal cannot be written: \(error.localizedDescription)")
        }
    }

    /// The decisions in force for each candidate: accepts and rejects, with undos taking the latest
    /// off, counting only records about the candidate's current image. An interrupted decision
    /// (an intent with no outcome) counts when `onDisk` of its id is the hash it was to write.
    static func decisions(
        _ records: [Record], candidates: [String: String?], onDisk: (String) -> String?
    ) -> [String: [Record]] {
        var stacks: [String: [Record]] = [:]
        func apply(_ record: Record) {
            if record.action == .undo {
                _ = stacks[record.id]?.popLast()
            } else {
                stacks[record.id, default: []].append(record)
            }
        }
        let current = records.filter { record in candidates[record.id].map { $0 == record.candidateSHA256 } ?? false }
        for record in current where !record.isIntent { apply(record) }
        for (id, intent) in interrupted(current).sorted(by: { $0.key < $1.key })
        where onDisk(id) == intent.newSHA256 && intent.newSHA256 != intent.previousSHA256 {
            var done = intent
            done.phase = nil
            apply(done)
        }
        return stacks
    }

    /// The intents with no outcome, by id.
    static func interrupted(_ records: [Record]) -> [String: Record] {
        var open: [String: Record] = [:]
        for record in records { open[record.id] = record.isIntent ? record : nil }
        return open
    }

    static func now() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}
