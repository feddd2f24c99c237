import Foundation

/// What both benchmark tools share: their options, the folders they read, and the run that prints
/// one JSON line per workload on standard output (see ../shared/bench/WORKLOADS.md).
///
///     [--only W1,W2,...] [--runs N] [--fixtures DIR] [--layout DIR] [--write-output DIR]
///
/// `--write-output` saves the picture of each drawing workload as DIR/<workload>.png, to look at.
public struct BenchCommand {
    /// The tool's name, for its messages.
    public var tool: String
    public var only: [String]?
    public var runs = 5
    /// The repository's root (the folder holding `Benchmarks`).
    public var packageRoot: URL
    public var fixtures: URL
    public var layoutFolder: URL
    public var outputFolder: URL?
    /// `--encode-references DIR`, for bento-bench alone.
    public var referencesToEncode: URL?
    /// The folder workloads write into, removed when the run ends.
    public let scratch: URL

    /// Reads the process's arguments; an unknown option or workload ends the process with status 2.
    public init(tool: String, known: [String], arguments: [String] = Array(CommandLine.arguments.dropFirst()), sourceFile: String = #filePath) {
        self.tool = tool
        packageRoot = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        fixtures = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/fixtures")
        layoutFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/layout")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("\(tool)-\(getpid())")
        var arguments = arguments
        while !arguments.isEmpty {
            let flag = arguments.removeFirst()
            guard let value = arguments.first else { fail("\(flag) needs a value") }
            arguments.removeFirst()
            switch flag {
            case "--only": only = value.split(separator: ",").map(String.init)
            case "--runs": runs = Int(value) ?? 0
            case "--fixtures": fixtures = URL(fileURLWithPath: value)
            case "--layout": layoutFolder = URL(fileURLWithPath: value)
            case "--write-output": outputFolder = URL(fileURLWithPath: value)
            case "--encode-references" where tool == "bento-bench": referencesToEncode = URL(fileURLWithPath: value)
            default: fail("unknown option \(flag)")
            }
        }
        guard runs > 0 else { fail("--runs takes a positive number") }
        if let only, let unknown = only.first(where: { !known.contains($0) }) { fail("unknown workload \(unknown)") }
    }

    /// Ends the process with a message on standard error and status 2.
    public func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
        exit(2)
    }

    /// Measures each wanted workload in `known`'s order (or `--only`'s), printing its line;
    /// `measured` answers the workloads that time themselves (nil for the others); `save` writes a
    /// workload's output to `--write-output`'s file when it is a picture. A failure is
    /// printed and ends the process with status 1, the scratch folder removed.
    public func run(
        known: [String], workloads: () throws -> [Workload], measured: (String) throws -> BenchMeasurement? = { _ in nil },
        save: (Any, URL) throws -> Void = { _, _ in }
    ) -> Never {
        do {
            let implemented = try workloads()
            for name in only ?? known {
                if let measurement = try measured(name) {
                    FileHandle.standardOutput.write(Data((measurement.jsonLine + "\n").utf8))
                    continue
                }
                guard let workload = implemented.first(where: { $0.name == name }) else {
                    FileHandle.standardError.write(Data("\(tool): \(name) is not implemented yet, skipped\n".utf8))
                    continue
                }
                FileHandle.standardOutput.write(Data((try measure(workload, runs: runs).jsonLine + "\n").utf8))
                if let outputFolder { try save(try workload.run(), outputFolder.appendingPathComponent("\(name).png")) }
            }
        } catch {
            FileHandle.standardError.write(Data("\(tool): \(error)\n".utf8))
            try? FileManager.default.removeItem(at: scratch)
            exit(1)
        }
        try? FileManager.default.removeItem(at: scratch)
        exit(0)
    }
}
