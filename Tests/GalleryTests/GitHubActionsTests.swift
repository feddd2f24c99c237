import ComponentCatalogue
import DesignTokens
import Foundation
import GalleryKit
import Testing

/// Under GitHub Actions, verify speaks the runner's language: an `::error` annotation per failing
/// entry at the file and line that declares it, and its summary in the job's step summary.
@Suite(.serialized) struct GitHubActionsTests {
    @Test func verifyAnnotatesFailuresAndWritesTheStepSummary() async throws {
        let run = try FailingRun()
        let stepSummary = run.package.root.appendingPathComponent("step-summary.md")
        try Data("# Earlier step\n".utf8).write(to: stepSummary)
        setenv("BENTO_TEST_GH_PACKAGE", run.package.root.path, 1)
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardOutputContent]) {
            let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["BENTO_TEST_GH_PACKAGE"]!)
            setenv("GITHUB_ACTIONS", "true", 1)
            setenv("GITHUB_STEP_SUMMARY", root.appendingPathComponent("step-summary.md").path, 1)
            guard let theme = try? Theme(tokensAt: root.appendingPathComponent("themes/shop.tokens.json")) else { exit(4) }
            let changed = Catalogue("Shop", variants: VariantMatrix(themes: [theme], scales: [1])) {
                Shop.atoms()
                Shop.charts()
            }
            exit(GalleryCommand.run(
                GalleryContext(catalogue: changed, packageRoot: root),
                arguments: ["verify", "--quiet", "--artifacts", root.appendingPathComponent("gh-artifacts").path]))
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        let annotations = output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(!annotations.isEmpty, "\(output)")
        for annotation in annotations {
            // At the declaring file and line, and one line long.
            #expect(annotation.contains("ShopCatalogue.swift,line="), "\(annotation)")
            #expect(annotation.contains("::") && !annotation.dropFirst(2).contains("\n"))
        }
        let summary = try String(contentsOf: stepSummary, encoding: .utf8)
        #expect(summary.hasPrefix("# Earlier step\n") && summary.count > "# Earlier step\n".count + 20)
    }
}
