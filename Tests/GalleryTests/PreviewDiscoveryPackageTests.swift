import Foundation
import Testing

/// `#Preview` in a real package (`Fixtures/PreviewDiscovery`, copied to a temporary folder): two
/// library modules and a test target declare previews, an executable lists none of them. The
/// debug executable finds the previews with their files and lines; the package's own tests find
/// the test target's previews too, refuse the duplicate it declares naming both places, and verify
/// one module's previews in one line against what the executable recorded; `swift package gallery
/// audit` reports the public component nobody previews. In release, and stripped, the example
/// design system's gallery (the release build CI makes to verify it) lists the previews its debug
/// build lists. In the long step: the copy builds in the build folder the examples share.
@Suite(.serialized, LongStep.only) struct PreviewDiscoveryPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture package copied to a temporary folder, its dependency on Bento pointing here.
    static func scratchCopy() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-discovery-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Tests/GalleryTests/Fixtures/PreviewDiscovery"), to: scratch)
        let manifest = scratch.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "BENTO_PATH", with: repository.path)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return scratch
    }

    /// Runs a program in `folder`; its exit status and what it printed (standard output and error).
    static func run(_ arguments: [String], in folder: URL, executable: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bento-discovery-output-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    static let expectedList = [
        "Alpha/first\tDiscovery/Cards\tCards/Alpha.swift:4",
        "Card/plain\tDiscovery/Cards\tCards/Card.swift:17",
        "Card/long\tDiscovery/Cards\tCards/Card.swift:19",
        "Field/empty\tDiscovery/Forms\tForms/Field.swift:15",
    ]

    @Test func previewsAreFoundInDebugByTheTestsAndTheAuditAndInReleaseAndStrippedBuilds() async throws {
        // Builds take both cores for minutes: no browser test runs meanwhile.
        await BrowserTurn.shared.take()
        defer { BrowserTurn.shared.give() }
        let scratch = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let shared = LongStep.examplesScratch

        let debug = try Self.run(["swift", "build", "--scratch-path", shared.path, "--product", "discovery-gallery"], in: scratch)
        try #require(debug.status == 0, "the scratch package builds: \(debug.output.suffix(3000))")
        let debugExecutable = shared.appendingPathComponent("debug/discovery-gallery")
        let listed = try Self.run(["list"], in: scratch, executable: debugExecutable)
        #expect(listed.status == 0)
        #expect(listed.output.split(separator: "\n").map(String.init) == Self.expectedList, "\(listed.output)")

        // The executable records the references; the package's tests (its own previews, the
        // duplicate refused, the one-line test of Cards) pass against them.
        let record = try Self.run(["record", "--quiet"], in: scratch, executable: debugExecutable)
        #expect(record.status == 0, "\(record.output)")
        let tests = try Self.run(["swift", "test", "--scratch-path", shared.path], in: scratch)
        #expect(tests.status == 0, "the scratch package's tests pass: \(tests.output.suffix(4000))")
        #expect(tests.output.contains("cards(_:)"), "\(tests.output.suffix(2000))")

        // The audit: Chip is public, a Renderable, and in no preview; nothing of Bento's own.
        let audit = try Self.run(["swift", "package", "--scratch-path", shared.path, "--allow-writing-to-package-directory", "gallery", "audit"], in: scratch)
        #expect(audit.status != 0)
        let findings = audit.output.split(separator: "\n").filter { $0.hasPrefix("no-preview") }
        #expect(findings.count == 1 && findings.first?.contains("Cards.Chip") == true, "\(audit.output.suffix(3000))")
        #expect(findings.first?.contains("Sources/Cards/Card.swift:24") == true, "\(findings)")

        // Release and a stripped copy of it find the previews the debug build finds, and draw the
        // pixels it recorded: the example design system's gallery, whose release build CI makes
        // (`scripts/ci-examples`), so no second release build is made here (the builds below are
        // up to date after it; alone, this test makes them).
        let example = LongStep.repository.appendingPathComponent("Examples/DesignSystem")
        var executables: [String: URL] = [:]
        for configuration in ["debug", "release"] {
            let build = try Self.run(
                ["swift", "build", "--package-path", example.path, "--scratch-path", shared.path, "-c", configuration, "--product", "design-gallery"], in: example)
            try #require(build.status == 0, "the example's \(configuration) build: \(build.output.suffix(3000))")
            executables[configuration] = shared.appendingPathComponent("\(configuration)/design-gallery")
        }
        let debugList = try Self.run(["list"], in: example, executable: executables["debug"]!)
        #expect(debugList.status == 0 && debugList.output.contains("BrandAtoms"), "\(debugList.output)")
        let releaseExecutable = executables["release"]!
        let releaseList = try Self.run(["list"], in: example, executable: releaseExecutable)
        #expect(releaseList.output == debugList.output)
        let verify = try Self.run(["verify", "--quiet"], in: example, executable: releaseExecutable)
        #expect(verify.status == 0, "release renders what debug recorded: \(verify.output)")

        let stripped = scratch.appendingPathComponent("design-gallery-stripped")
        try FileManager.default.copyItem(at: releaseExecutable, to: stripped)
        let strip = try Self.run(["strip", stripped.path], in: scratch)
        try #require(strip.status == 0, "\(strip.output)")
        let unstrippedSize = try #require(try FileManager.default.attributesOfItem(atPath: releaseExecutable.path)[.size] as? Int)
        let strippedSize = try #require(try FileManager.default.attributesOfItem(atPath: stripped.path)[.size] as? Int)
        #expect(strippedSize < unstrippedSize, "strip removed the symbols")
        let strippedList = try Self.run(["list"], in: example, executable: stripped)
        #expect(strippedList.output == debugList.output)
    }
}
