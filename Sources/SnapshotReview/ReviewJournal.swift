import Foundation

/// Every review decision, one JSON object a line in `<artifacts>/review-journal.jsonl`: what was
/// accepted, rejected or undone, with the reference's SHA-256 before and after, so undo can
/// restore the old file and a later session continues where an earlier one stopped.
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
    }

    let url: URL

    init(artifacts: URL) {
        url = artifacts.appendingPathComponent("review-journal.jsonl")
    }

    func records() -> [Record] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { try? decoder.decode(Record.self, from: Data($0.utf8)) }
    }

    func append(_ record: Record) throws(ReviewError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            var line = try encoder.encode(record)
            line.append(UInt8(ascii: "\n"))
            if !FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line)
            try handle.synchronize()
        } catch {
            throw .fileSystem(url.path, "the journal cannot be written: \(error.localizedDescription)")
        }
    }

    /// The decisions in force for each candidate: accepts and rejects, with undos taking the latest
    /// off, counting only records about the candidate's current image.
    static func decisions(_ records: [Record], candidates: [String: String?]) -> [String: [Record]] {
        var stacks: [String: [Record]] = [:]
        for record in records {
            guard let current = candidates[record.id], current == record.candidateSHA256 else { continue }
            if record.action == .undo {
                _ = stacks[record.id]?.popLast()
            } else {
                stacks[record.id, default: []].append(record)
            }
        }
        return stacks
    }

    static func now() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}
