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

    /// The build folder the scratch packages build in: `BENTO_SHARED_BUILD`, else this package's
    /// own `.build`, which the unit step built. Bento and its dependencies compile there with the
    /// same commands whichever package is the root, so a scratch package compiles only its own
    /// modules. The builds run while `swift test` holds that folder's lock (it only runs tests
    /// meanwhile), so they pass `--ignore-lock`.
    static var sharedBuild: URL {
        if let path = ProcessInfo.processInfo.environment["BENTO_SHARED_BUILD"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return ReadmeCatalogueSectionTests.root.appendingPathComponent(".build", isDirectory: true)
    }

    /// `swift` arguments that build in `sharedBuild`.
    static var sharedBuildArguments: [String] { ["--scratch-path", sharedBuild.path, "--ignore-lock"] }

    /// An executable of this package built beside the running tests (`swift build --build-tests`
    /// and `swift test` build every product into the folder the test bundle runs from), if it is.
    static func builtExecutable(_ name: String) -> URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = folder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
    }
}
