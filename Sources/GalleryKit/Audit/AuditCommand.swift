import ArgumentParser
import ComponentCatalogue
import Components
import Foundation

/// `gallery audit`: runs `Audit` over the selected catalogue variants and prints what it finds.
/// Exit 1 when anything not allowed is found.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Check the catalogue for low contrast, truncated text, small tap targets and missing labels.",
        discussion: """
            Contrast follows WCAG AA: 4.5:1 for text, 3:1 for large text (at least 24 pt, or 18.7 pt bold). \
            An allow-list file has one finding per line: an entry glob (Component/state, or with @variant) and a rule \
            (contrast, truncated, tap-target, missing-label), e.g. "DesignLibrary/row1* truncated". Lines starting with # are comments.
            """)

    @OptionGroup var selection: SelectionOptions
    @Option(name: .long, help: "Findings to accept, one 'glob rule' per line.") var allow: String?

    func run() throws {
        let allowList: AuditAllowList
        if let allow {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: allow), encoding: .utf8)
            } catch {
                throw ValidationError("cannot read the allow-list \(allow): \(error.localizedDescription)")
            }
            do {
                allowList = try AuditAllowList(text: text)
            } catch {
                throw ValidationError("\(allow): \(error)")
            }
        } else {
            allowList = AuditAllowList()
        }
        var findings: [Audit.Finding] = []
        let items = try selection.workItems(from: GalleryContext.current.catalogue.entries)
        for (entry, variant) in items {
            do {
                findings += try Audit.findings(
                    of: entry.make(variant), layout: entry.layout(for: variant), renderer: ComponentRenderer(traits: variant.traits),
                    entry: "\(entry.identifier)@\(variant.name)")
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
        let reported = findings.filter { !allowList.allows($0) }
        for finding in reported { print("\(finding.rule)\t\(finding.entry)\t\(finding.detail)") }
        print("\(items.count) variants audited: \(reported.count) findings (\(findings.count - reported.count) allowed).")
        if !reported.isEmpty { throw ExitCode(1) }
    }
}
