import Foundation
import Testing

/// Real `git merge` of two branches that each accepted pictures, with the driver
/// `gallery references install-merge-driver` set up: the accepted pictures of both are kept,
/// and a picture both accepted differently is the one conflict; without it, git's own merge of
/// the same branches, settled by taking one side, reverts a picture one branch accepted. In the long step: git runs the
/// `gallery` executable built beside the tests (building it here would race the scratch packages'
/// builds in the same folder).
@Suite(LongStep.only) struct MergeDriverGitTests {
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try PreviewDiscoveryPackageTests.run(arguments, in: folder)
    }

    @Test func twoBranchesThatEachAcceptedPicturesMergeByName() throws {
        let gallery = try #require(LongStep.builtExecutable("gallery"), "swift build builds gallery beside the tests")
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("bento-merge-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        let manifest = repository.appendingPathComponent("Snapshots/references.txt")
        func write(_ lines: [String]) throws { try Data(ManifestMergeTests.manifest(lines).utf8).write(to: manifest) }
        func git(_ arguments: String...) throws -> (status: Int32, output: String) { try Self.run(["git"] + arguments, in: repository) }
        let line = ManifestMergeTests.line

        #expect(try git("init", "-q", "-b", "main").status == 0)
        _ = try git("config", "user.email", "ci@example.com")
        _ = try git("config", "user.name", "CI")
        let installed = try Self.run([gallery.path, "references", "install-merge-driver"], in: repository)
        #expect(installed.status == 0, "\(installed.output)")
        try write([line("a", 1), line("b", 2), line("c", 3)])
        _ = try git("add", "-A")
        #expect(try git("commit", "-qm", "base").status == 0)

        // One branch accepts a and adds d; the other accepts b and prunes c.
        _ = try git("checkout", "-qb", "one")
        try write([line("a", 11), line("b", 2), line("c", 3), line("d", 4)])
        _ = try git("commit", "-qam", "one")
        _ = try git("checkout", "-q", "main")
        _ = try git("checkout", "-qb", "two")
        try write([line("a", 1), line("b", 22)])
        _ = try git("commit", "-qam", "two")
        let merged = try git("merge", "--no-edit", "one")
        #expect(merged.status == 0, "\(merged.output)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == ManifestMergeTests.manifest([line("a", 11), line("b", 22), line("d", 4)]))

        // A third branch accepts a differently: that name alone is in conflict.
        _ = try git("checkout", "-q", "main")
        _ = try git("checkout", "-qb", "three")
        try write([line("a", 111), line("b", 2), line("c", 3)])
        _ = try git("commit", "-qam", "three")
        _ = try git("checkout", "-q", "two")
        let conflicted = try git("merge", "--no-edit", "three")
        #expect(conflicted.status != 0)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("<<<<<<< ours\n\(line("a", 11))\n=======\n\(line("a", 111))\n>>>>>>> theirs\n"), "\(text)")
        #expect(text.contains(line("b", 22)) && text.contains(line("d", 4)), "the other names merged: \(text)")
        #expect(try git("status", "--porcelain").output.contains("UU Snapshots/references.txt"))
        _ = try git("merge", "--abort")

        // Without the driver (its attribute removed), git's own merge of the same two changes
        // conflicts over the whole run of lines, and settling it by taking one side, as PostHog's
        // snapshot manifest was settled (PostHog PR #88782), reverts the other's accepted picture.
        _ = try git("checkout", "-q", "main")
        _ = try git("checkout", "-qb", "plain")
        try Data().write(to: repository.appendingPathComponent(".gitattributes"))
        try write([line("a", 1), line("b", 22)])
        _ = try git("commit", "-qam", "two again, without the driver")
        let plain = try git("merge", "--no-edit", "one")
        #expect(plain.status != 0, "git's line merge conflicts: \(plain.output)")
        _ = try git("merge", "--abort")
        let oneSide = try git("merge", "--no-edit", "-X", "ours", "one")
        #expect(oneSide.status == 0, "\(oneSide.output)")
        let reverted = try String(contentsOf: manifest, encoding: .utf8)
        #expect(reverted.contains(line("a", 1)) && !reverted.contains(line("a", 11)), "one's accepted picture of a is reverted: \(reverted)")
    }
}
