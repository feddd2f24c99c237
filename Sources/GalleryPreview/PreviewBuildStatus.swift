import Foundation

/// What the live preview's page polls: which build of the gallery is serving (a new generation
/// after each rebuild), whether a rebuild runs, the errors of the last one that failed, and the
/// last crash or failed start of a render worker.
package final class PreviewBuildStatus: @unchecked Sendable {
    /// A compiler diagnostic, as the page shows it.
    struct Diagnostic: Codable, Equatable {
        var file: String, line: Int, column: Int, message: String
    }

    package struct Snapshot: Codable {
        var generation: Int
        var watching: Bool
        var building: Bool
        var buildErrors: [Diagnostic]?
        /// The build output when it failed without a diagnostic the page could place.
        var buildLog: String?
        /// Milliseconds of the last build, and from its end to the new worker's being ready (`--watch` only).
        var lastBuild: Double?
        var lastRestart: Double?
        /// Why the last rebuilt gallery (or the first) did not start, while the previous one serves.
        package var startError: String?
        package var startErrorSummary: String?
        /// The last render that crashed its worker, until the next generation serves.
        var crash: Crash?
    }

    /// A render worker's crash: the entry being rendered, what happened and its backtrace.
    struct Crash: Codable {
        var entry: String?
        var summary: String
        var log: String
    }

    private let lock = NSLock()
    private var state: Snapshot

    package init(generation: Int, watching: Bool, lastBuild: Double? = nil) {
        state = Snapshot(generation: generation, watching: watching, building: false, lastBuild: lastBuild)
    }

    var snapshot: Snapshot { lock.withLock { state } }

    package func update(_ change: (inout Snapshot) -> Void) {
        lock.withLock { change(&state) }
    }

    /// The `file:line:column: error: message` lines of a compiler's output.
    static func diagnostics(in output: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let diagnostic = Diagnostic(
                file: location.dropLast(2).joined(separator: ":"), line: row, column: column, message: String(line[marker.upperBound...]))
            if !found.contains(diagnostic) { found.append(diagnostic) }
        }
        return found
    }
}
