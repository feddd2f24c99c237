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
            (contrast, truncated, tap-target, missing-label, no-preview), e.g. "DesignLibrary/row1* truncated". Lines starting with # are comments.

            With --symbol-graphs (folders of the compiler's symbol graphs: `swift package dump-symbol-graph \
            --minimum-access-level public`, which `swift package gallery audit` runs for you), every public type of those \
            modules that conforms to Renderable must be drawn by some catalogue entry or preview; one that is not is a \
            no-preview finding, allowed by its type name ("BrandAtoms.LegacyBanner no-preview").
            """)

    @OptionGroup var selection: SelectionOptions
    @Option(name: .long, help: "Findings to accept, one 'glob rule' per line.") var allow: String?
    @Option(name: .customLong("symbol-graphs"), help: "A folder of symbol graphs: the public components no entry shows are findings.")
    var symbolGraphs: [String] = []

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
        let context = GalleryContext.current
        let publicComponents = try symbolGraphs.isEmpty
            ? nil : PublicComponents(symbolGraphFolders: symbolGraphs.map { URL(fileURLWithPath: $0) }, relativeTo: context.packageRoot)
        var findings: [Audit.Finding] = []
        var shown: Set<String> = []
        let items = try selection.workItems(from: context.catalogue.entries)
        for (entry, variant) in items {
            do {
                let component = entry.make(variant)
                let renderer = ComponentRenderer(traits: variant.traits)
                let layout = entry.layout(for: variant)
                // One layout serves the rules and the types the variant shows.
                let nodes = try renderer.layoutNodes(of: component, layout: layout)
                let bitmap = try renderer.bitmap(of: component, layout: layout)
                findings += Audit.findings(in: nodes, bitmap: bitmap, scale: variant.traits.scale, entry: "\(entry.identifier)@\(variant.name)")
                if publicComponents != nil { shown.formUnion(nodes.map(\.qualifiedTypeName)) }
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
        if let publicComponents {
            if selection.selectsEverything {
                findings += Audit.unshown(publicComponents.components, shown: shown)
            } else {
                print("no-preview is checked only over the whole catalogue; this run selected part of it.")
            }
        }
        let reported = findings.filter { !allowList.allows($0) }
        for finding in reported { print("\(finding.rule)\t\(finding.entry)\t\(finding.detail)") }
        print("\(items.count) variants audited: \(reported.count) findings (\(findings.count - reported.count) allowed).")
        if !reported.isEmpty { throw ExitCode(1) }
    }
}
