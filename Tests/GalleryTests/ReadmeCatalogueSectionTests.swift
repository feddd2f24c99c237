import Foundation
import TestSupport
import Testing

/// The README's "Use it on your own components" section shows pieces of `Examples/DesignSystem`,
/// which CI builds and tests: each Swift block starting with `// <path>` must appear, line for
/// line, in that file, so the front door cannot drift from code that compiles.
@Suite struct ReadmeCatalogueSectionTests {
    static let root = Repository.root

    /// The Swift blocks of a Markdown text, each as its lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func trimmed(_ lines: some Sequence<some StringProtocol>) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `needle` occurs as consecutive lines of `haystack` (indentation aside).
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test func theSectionsBlocksAreTheExamplesCode() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Use it on your own components"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        #expect(try Self.expectBlocksAppearInTheirFiles(in: String(section), prefix: "// Examples/", source: "README") >= 3)
    }

    @Test func theScreensThatRunSectionShowsTheExamplesCode() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Screens that run"))
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        #expect(try Self.expectBlocksAppearInTheirFiles(in: String(section), prefix: "// Examples/", source: "README") == 1)
    }

    /// Expects each Swift block of `markdown` whose first line is `prefix…` (a `// <path>` comment)
    /// to appear, line for line, in the file it names; returns how many blocks it checked.
    static func expectBlocksAppearInTheirFiles(in markdown: String, prefix: String, source: String) throws -> Int {
        let blocks = swiftBlocks(in: markdown).filter { $0.first?.hasPrefix(prefix) == true }
        for block in blocks {
            let path = String(block[0].dropFirst(3))
            let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let expected = trimmed(block.dropFirst()).filter { !$0.hasPrefix("///") }
            #expect(contains(trimmed(file.components(separatedBy: "\n")).filter { !$0.hasPrefix("///") }, expected), "\(source) block not found in \(path):\n\(expected.joined(separator: "\n"))")
        }
        return blocks.count
    }

    @Test func theMigrationGuidesBlocksAreCompiledCode() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Sources/Components/Components.docc/Migrating.md"), encoding: .utf8)
        #expect(try Self.expectBlocksAppearInTheirFiles(in: guide, prefix: "// Tests/", source: "guide") >= 2)
        // The resources recipe shows the example package's own lines.
        #expect(try Self.expectBlocksAppearInTheirFiles(in: guide, prefix: "// Examples/", source: "guide") == 4)
    }
}

/// The DocC articles' code is compiled: every Swift block in a `.docc` catalogue names, on its
/// first line, the test or example file it is a piece of (`// Tests/…`, `// Examples/…`), and
/// appears there line for line (doc comments aside).
@Suite struct DocumentationArticlesTests {
    static var articles: [URL] {
        let sources = ReadmeCatalogueSectionTests.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }.sorted { $0.path < $1.path }
    }

    @Test func everySwiftBlockIsAPieceOfCompiledCode() throws {
        var checked = 0
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in ReadmeCatalogueSectionTests.swiftBlocks(in: text) {
                let first = block.first ?? ""
                #expect(first.hasPrefix("// Tests/") || first.hasPrefix("// Examples/"), "\(article.lastPathComponent): a Swift block names no file: \(first)")
            }
            for prefix in ["// Tests/", "// Examples/"] {
                checked += try ReadmeCatalogueSectionTests.expectBlocksAppearInTheirFiles(in: text, prefix: prefix, source: article.lastPathComponent)
            }
        }
        #expect(checked >= 17)
    }

    @Test func theReadmeLinksEveryArticle() throws {
        let readme = try String(contentsOf: ReadmeCatalogueSectionTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let root = ReadmeCatalogueSectionTests.root.path + "/"
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            // Landing pages and symbol extensions start with a symbol link; articles with a title.
            guard !text.hasPrefix("# ``") else { continue }
            let path = String(article.path.dropFirst(root.count))
            #expect(readme.contains("(\(path))"), "README does not link \(path)")
        }
    }
}

/// SwiftPM asks a command plugin for its permissions whatever the subcommand, and `gallery`'s
/// records, prunes and accepts references: every `swift package … gallery` the documentation
/// writes carries `--allow-writing-to-package-directory`, or a user's first audit is refused.
@Suite struct PluginSpellingTests {
    @Test func everyPluginCommandInTheDocumentationCarriesItsPermission() throws {
        let root = ReadmeCatalogueSectionTests.root
        let files = [root.appendingPathComponent("README.md")] + DocumentationArticlesTests.articles
        var checked = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.components(separatedBy: "\n") {
                for range in line.ranges(of: "swift package ") {
                    let rest = line[range.upperBound...]
                    guard let gallery = rest.range(of: "gallery "), !rest[..<gallery.lowerBound].contains("`") else { continue }
                    checked += 1
                    #expect(rest[..<gallery.lowerBound].contains("--allow-writing-to-package-directory"), "\(file.lastPathComponent): \(line)")
                }
            }
        }
        #expect(checked >= 8, "\(checked) plugin commands found")
    }
}
