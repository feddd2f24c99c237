import Foundation
import Testing

/// The test suite's two steps. `swift test` is the unit step, run before every commit: the suites
/// that build scratch packages are skipped, and the randomised suites take a prefix of their
/// seeded draws. `scripts/long-tests` (CI's second step) sets `BENTO_LONG_TESTS=1` and runs those
/// suites, and the randomised ones with their full draws.
enum LongStep {
    /// Whether this run is the long step.
    static let isRunning = ProcessInfo.processInfo.environment["BENTO_LONG_TESTS"] == "1"

    /// A suite that runs in the long step only.
    static var only: ConditionTrait {
        .enabled(if: isRunning, "in the long step: scripts/long-tests runs it")
    }

    /// How many draws a randomised test takes: `unit` in the unit step, `long` in the long step.
    /// The generators are seeded, so the unit step's draws are the first of the long step's.
    static func draws(unit: Int, long: Int) -> Int { isRunning ? long : unit }

    /// The build folder the scratch packages share with the example packages CI builds, so
    /// their dependencies (Bento itself, SwiftNIO, swift-syntax) are compiled once per run:
    /// `BENTO_EXAMPLES_SCRATCH`, else `.build-examples` at the repository's root.
    static var examplesScratch: URL {
        if let path = ProcessInfo.processInfo.environment["BENTO_EXAMPLES_SCRATCH"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return repository.appendingPathComponent(".build-examples", isDirectory: true)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
