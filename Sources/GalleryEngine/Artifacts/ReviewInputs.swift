import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles

/// The artifacts a review or an accept reads: a run's folder as it is, or several runs (the
/// shards of one run, zips downloaded from CI) merged once into `<artifacts>/merged-review/<key>`,
/// where the review's journal and backups are kept too. The key is the inputs' identity (a zip's
/// SHA-256, a folder's path and run record), so the same inputs open the same review again,
/// decisions and all, and other inputs never touch it.
package enum ReviewInputs {
    /// The folder to review for `inputs` (paths of folders and zips; none for `artifacts` itself),
    /// and a note when the merged runs skip variants or cover them twice.
    package static func folder(for inputs: [String], artifacts: URL) throws -> (folder: URL, note: String?) {
        if inputs.isEmpty { return (artifacts, nil) }
        if inputs.count == 1 {
            let url = URL(fileURLWithPath: inputs[0], isDirectory: true)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return (url, nil) }
        }
        let reviews = artifacts.appendingPathComponent("merged-review", isDirectory: true)
        let output = reviews.appendingPathComponent(try key(of: inputs), isDirectory: true)
        if VerifyRunRecord.read(inFolder: output)?.mergedFrom != nil { return (output, nil) }
        // A merge cut short earlier (no run record yet) is ours to start again.
        if FileManager.default.fileExists(atPath: output.path) { try FileManager.default.removeItem(at: output) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-review-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let runs = try ReportMerger.open(inputs, scratch: scratch)
        let (_, coverage) = try ReportMerger.merge(runs, into: output)
        guard !coverage.isComplete else { return (output, nil) }
        return (output, "note: the runs skip \(coverage.skipped.count) variants and cover \(coverage.repeated.count) twice (gallery merge-reports lists them).")
    }

    /// 16 hexadecimal digits that name the merge of `inputs`.
    static func key(of inputs: [String]) throws -> String {
        var identity = ""
        for path in inputs {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                let record = url.appendingPathComponent(VerifyRunRecord.fileName)
                identity += "folder \(ReportMerger.resolved(url)) \((try? ContentHash.hex(ofFileAt: record)) ?? "no record")\n"
            } else {
                identity += "zip \(try ContentHash.hex(ofFileAt: url))\n"
            }
        }
        return String(ContentHash.hex(Array(identity.utf8)).prefix(16))
    }
}
