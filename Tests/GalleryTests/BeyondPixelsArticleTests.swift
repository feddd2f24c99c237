import BentoCatalogue
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
import TestSupport
import Testing

/// The "Beyond pixels" article shows real output: its record lines are in the committed records,
/// its failure is what verify prints for that change, and its commands are the audit's options.
@Suite struct BeyondPixelsArticleTests {
    static let article = Repository.root.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/BeyondPixels.md")

    /// The article's fenced blocks (any language), in order, without their fences.
    static func blocks() throws -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let open = current { blocks.append(open); current = nil } else { current = [] }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theRecordsShownAreTheCommittedOnes() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count == 5)
        let rating = try String(
            contentsOf: Repository.root.appendingPathComponent("Examples/DesignSystem/Snapshots/DesignSystem/RatingStars-four-and-a-half@brand-dark-2x.a11y.txt"),
            encoding: .utf8)
        #expect(rating.components(separatedBy: "\n").contains(blocks[0][0]), "\(blocks[0][0])")
        let baseline = try String(contentsOf: Repository.root.appendingPathComponent("Snapshots/audit-baseline.txt"), encoding: .utf8)
        #expect(baseline.components(separatedBy: "\n").contains(blocks[3][0]), "\(blocks[3][0])")
        // The truncation shown is the audit's finding, as the command prints it.
        let finding = try #require(try BentoCatalogue.catalogue.auditFindings().first { $0.entry == "DesignLibrary/pseudo-locale@light-xa-2x-w320" && $0.rule == "truncated" })
        #expect(blocks[4] == [finding.description])
    }

    @Test func theFailureShownIsWhatVerifyPrints() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        _ = AccessibilityVerifyTests.run("Add", in: package, ["record"])
        let (code, text) = AccessibilityVerifyTests.run("Add item", in: package, ["verify"])
        #expect(code == 1)
        for line in try Self.blocks()[1] { #expect(text.contains(line), "verify does not print: \(line)") }
    }

    @Test func theCommandsShownAreTheAuditsOptions() throws {
        let help = AuditCommand.helpMessage()
        for line in try Self.blocks()[2] {
            let command = line.split(separator: "#")[0].split(separator: " ").map(String.init)
            #expect(Array(command.prefix(4)) == ["swift", "run", "gallery", "audit"], "\(line)")
            for option in command.dropFirst(4) where option.hasPrefix("--") { #expect(help.contains(option), "\(option) is no option of audit") }
        }
    }
}
