import ArgumentParser
import Components
import Foundation
import ImageSnapshots
import Rasterizer

/// Options shared by `record` and `verify`.
struct ReferenceOptions: ParsableArguments {
    @Option(name: .long, help: "The snapshots folder at the package root.")
    var snapshots: String = "Snapshots"

    @Option(name: .long, help: "The suite folder inside it (the catalogue tests use the same one).")
    var suite: String = "CatalogueSnapshotTests"

    @Option(name: .long, help: "Where failure artifacts and report.html go (default: SNAPSHOT_ARTIFACTS or .build/gallery-artifacts).")
    var artifacts: String?

    @Option(name: .long, help: "Write a JUnit XML report of the run to this file.")
    var junit: String?

    var snapshotsURL: URL { URL(fileURLWithPath: snapshots, isDirectory: true) }
    var suiteURL: URL { snapshotsURL.appendingPathComponent(suite, isDirectory: true) }

    var artifactsURL: URL {
        URL(fileURLWithPath: artifacts ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/gallery-artifacts", isDirectory: true)
    }
}

/// Runs every selected entry and variant through the verifier.
enum CatalogueVerification {
    struct Result {
        var identifier: String
        var outcome: SnapshotOutcome?
        var error: String?
        var seconds: Double
    }

    static func run(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], mode: SnapshotRecordMode, references: ReferenceOptions, quiet: Bool
    ) -> [Result] {
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: mode, snapshotsDirectory: references.snapshotsURL, artifactsDirectory: references.artifactsURL))
        let progress = Progress(total: items.count, quiet: quiet)
        var results: [Result] = []
        for (index, (entry, variant)) in items.enumerated() {
            let start = Date()
            let name = entry.referenceName(for: variant)
            do {
                let snapshot = try ComponentRenderer(traits: variant.traits).snapshot(of: entry.make(variant), layout: entry.layout(for: variant))
                let outcome = try verifier.verify(snapshot.bitmap, suite: references.suite, name: name, layout: snapshot.layoutRecord)
                results.append(Result(identifier: name, outcome: outcome, seconds: Date().timeIntervalSince(start)))
            } catch {
                results.append(Result(identifier: name, error: "\(entry.identifier) [\(variant.name)]: \(error)", seconds: Date().timeIntervalSince(start)))
            }
            progress.report(index + 1, name)
        }
        progress.finish()
        return results
    }

    static func writeJUnit(_ results: [Result], to path: String) throws {
        let escape = SnapshotReport.escape
        let failures = results.filter { $0.error != nil || !($0.outcome?.isSuccess ?? false) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites><testsuite name=\"gallery\" tests=\"\(results.count)\" failures=\"\(failures.count)\">\n"
        for result in results {
            xml += "  <testcase classname=\"gallery\" name=\"\(escape(result.identifier))\" time=\"\(String(format: "%.3f", result.seconds))\""
            if let message = result.error ?? result.outcome?.message {
                xml += "><failure message=\"\(escape(message.components(separatedBy: "\n").first ?? ""))\">\(escape(message))</failure></testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        xml += "</testsuite></testsuites>\n"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// `gallery verify`: compares the catalogue with its references; exit 1 on any difference.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Verify the catalogue against its reference PNGs (exit 1 on differences).")

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Print nothing but failures.") var quiet = false

    func run() throws {
        let items = try selection.workItems(from: Catalogue.entries)
        let results = CatalogueVerification.run(items, mode: .never, references: references, quiet: quiet)
        if let junit = references.junit { try CatalogueVerification.writeJUnit(results, to: junit) }
        let failed = results.filter { $0.error != nil || !($0.outcome?.isSuccess ?? false) }
        for result in failed { print("FAIL \(result.identifier)\n\(result.error ?? result.outcome?.message ?? "")\n") }
        let entries = Set(items.map(\.entry.identifier)).count
        print("\(entries) entries, \(results.count) variants verified: \(results.count - failed.count) matched, \(failed.count) failed.")
        if !failed.isEmpty {
            print("report: \(references.artifactsURL.appendingPathComponent("report.html").path)")
            throw ExitCode(1)
        }
    }
}

/// `gallery record`: writes references for the catalogue (missing ones, or all with --all).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Record reference PNGs for the catalogue.")

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Re-record every selected reference, not only missing ones.") var all = false
    @Flag(name: .long, help: "Print nothing but errors.") var quiet = false

    func run() throws {
        let items = try selection.workItems(from: Catalogue.entries)
        let results = CatalogueVerification.run(items, mode: all ? .all : .missing, references: references, quiet: quiet)
        if let junit = references.junit { try CatalogueVerification.writeJUnit(results, to: junit) }
        let recorded = results.filter { if case .recorded = $0.outcome { return true } else { return false } }.count
        let errors = results.compactMap(\.error)
        for error in errors { print("ERROR \(error)") }
        print("\(results.count) variants: \(recorded) recorded, \(results.count - recorded - errors.count) already matching, \(errors.count) errors.")
        if !errors.isEmpty { throw ExitCode(1) }
    }
}

/// `gallery prune`: references no catalogue entry produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune", abstract: "List (and with --delete remove) references no catalogue entry produces.")

    @OptionGroup var references: ReferenceOptions
    @Flag(name: .long, help: "Remove them instead of only listing them.") var delete = false

    func run() throws {
        var produced = Set<String>()
        for entry in Catalogue.entries {
            for variant in entry.matrix.variants() {
                let name = try SnapshotName.sanitized(entry.referenceName(for: variant))
                produced.insert(name + ".png")
                produced.insert(name + ".layout.txt")
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: references.suiteURL.path)) ?? []
        let orphans = files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.txt")) && !produced.contains($0) }.sorted()
        for file in orphans {
            let url = references.suiteURL.appendingPathComponent(file)
            if delete { try FileManager.default.removeItem(at: url) }
            print((delete ? "removed " : "") + url.path)
        }
        print(orphans.isEmpty ? "No orphaned references." : "\(orphans.count) orphaned reference files\(delete ? " removed" : "").")
    }
}
