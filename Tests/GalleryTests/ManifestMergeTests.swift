import Foundation
import ReferenceStores
import Testing

/// `gallery references merge-driver`'s merge: lines united by name, a conflict only for a name
/// both sides changed differently (or one removed while the other changed it), never one side
/// taken whole (PostHog PR #88782 reverted 285 baselines and dropped 48 that way).
@Suite struct ManifestMergeTests {
    static func hash(_ n: Int) -> String { String(repeating: "0", count: 64 - String(n).count) + String(n) }
    static func line(_ name: String, _ n: Int) -> String { "S/\(name).png\tsha256:\(hash(n))\t10\t1x1\t-\t-" }
    static func manifest(_ lines: [String]) -> String { (["# bento references 1", "# pictures: store"] + lines).joined(separator: "\n") + "\n" }
    static let files = (base: "base", ours: "ours", theirs: "theirs")
    let merge = ManifestMerge(keyFields: 1)

    @Test func eachSidesAcceptedPicturesAreKept() throws {
        let base = Self.manifest([Self.line("a", 1), Self.line("b", 2), Self.line("c", 3)])
        // Ours accepted a and added d; theirs accepted b and removed c.
        let ours = Self.manifest([Self.line("a", 11), Self.line("b", 2), Self.line("c", 3), Self.line("d", 4)])
        let theirs = Self.manifest([Self.line("a", 1), Self.line("b", 22)])
        let result = try merge.merge(base: base, ours: ours, theirs: theirs, files: Self.files)
        #expect(result.conflicts.isEmpty)
        #expect(result.text == Self.manifest([Self.line("a", 11), Self.line("b", 22), Self.line("d", 4)]))
        // The merged text is a manifest.
        #expect(try ReferenceManifest(text: result.text, file: "merged").entries.count == 3)
        // The same change on both sides is no conflict.
        let same = try merge.merge(base: base, ours: ours, theirs: ours, files: Self.files)
        #expect(same.conflicts.isEmpty && same.text == ours)
    }

    @Test func aNameChangedDifferentlyOrRemovedAgainstAChangeIsAConflictForItAlone() throws {
        let base = Self.manifest([Self.line("a", 1), Self.line("b", 2), Self.line("c", 3)])
        let ours = Self.manifest([Self.line("a", 11), Self.line("b", 2), Self.line("c", 33)])
        let theirs = Self.manifest([Self.line("a", 111), Self.line("b", 22)])
        let result = try merge.merge(base: base, ours: ours, theirs: theirs, files: Self.files)
        #expect(result.conflicts == ["S/a.png", "S/c.png"])
        #expect(result.text.contains("<<<<<<< ours\n\(Self.line("a", 11))\n=======\n\(Self.line("a", 111))\n>>>>>>> theirs\n"))
        #expect(result.text.contains("<<<<<<< ours\n\(Self.line("c", 33))\n=======\n# (removed on this side)\n>>>>>>> theirs\n"))
        // The name neither conflict touches merged as usual.
        #expect(result.text.contains(Self.line("b", 22) + "\n"))
        // A file with conflict markers is no manifest, so nothing reads it as one by mistake.
        #expect(throws: ReferenceStoreError.self) { try ReferenceManifest(text: result.text, file: "merged") }
        // Nor does the driver merge it again before someone chooses.
        #expect(throws: ReferenceStoreError.self) { try merge.merge(base: base, ours: result.text, theirs: theirs, files: Self.files) }
    }

    @Test func theHeaderMergesAsOneName() throws {
        let base = Self.manifest([Self.line("a", 1)])
        let ours = base.replacingOccurrences(of: "# pictures: store", with: "# pictures: store\n# store: file:///tmp/ours")
        let theirs = base.replacingOccurrences(of: "# pictures: store", with: "# pictures: store\n# store: file:///tmp/theirs")
        #expect(try merge.merge(base: base, ours: ours, theirs: base, files: Self.files).text == ours)
        #expect(try merge.merge(base: base, ours: ours, theirs: theirs, files: Self.files).conflicts == ["header"])
    }

    @Test func tokenValuesAreNamedByThemeAndRole() throws {
        let merge = try #require(ManifestMerge.forFile(named: "token-values.txt"))
        let base = "light\tcolor.primary\tbrand.blue\t#1F5FD6FF\nlight\tcolor.surface\tgrey.0\t#FFFFFFFF\n"
        let ours = "light\tcolor.primary\tbrand.blue\t#1F5FD7FF\nlight\tcolor.surface\tgrey.0\t#FFFFFFFF\n"
        let theirs = "dark\tcolor.primary\tbrand.blue\t#4F8FFFFF\nlight\tcolor.primary\tbrand.blue\t#1F5FD6FF\nlight\tcolor.surface\tgrey.0\t#FFFFFFFF\n"
        let result = try merge.merge(base: base, ours: ours, theirs: theirs, files: Self.files)
        #expect(result.conflicts.isEmpty)
        #expect(result.text == "dark\tcolor.primary\tbrand.blue\t#4F8FFFFF\nlight\tcolor.primary\tbrand.blue\t#1F5FD7FF\nlight\tcolor.surface\tgrey.0\t#FFFFFFFF\n")
        #expect(ManifestMerge.forFile(named: "design.lock")?.keyFields == 1)
        #expect(ManifestMerge.forFile(named: "Package.swift") == nil)
    }

    @Test func hostileSidesAreRefusedNamingTheLine() throws {
        let base = Self.manifest([Self.line("a", 1)])
        for (bad, reason) in [
            (base + "S/x.png\tsha256:\u{1B}[2J\n", "control character"), (base + Self.line("a", 2) + "\n", "a second time"),
            (base + String(repeating: "x", count: 3_000) + "\tx\n", "at most 2048"), (base + "lonely\n", "tab-separated fields"),
        ] {
            do {
                _ = try merge.merge(base: base, ours: bad, theirs: base, files: Self.files)
                Issue.record("a side with \(reason) was merged")
            } catch {
                #expect("\(error)".contains(reason) && "\(error)".contains("ours"), "\(error)")
            }
        }
    }
}
