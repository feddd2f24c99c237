import AcmeCatalogue
import ComponentCatalogue
import Components
import Testing

/// Acme's components, drawn from their laid-out trees: each node records exactly the colours it
/// draws, so the audit, the specs and the token pages say what the pictures show.
@Test func everyAcmeNodeRecordsTheColoursItDraws() throws {
    var mismatches: [String] = []
    var variants = 0
    for entry in try acmeCatalogue().entries {
        for variant in entry.allVariants() {
            let tree = try ComponentRenderer(traits: variant.traits).laidOutTree(of: entry.make(variant), layout: entry.layout(for: variant))
            mismatches += tree.designMismatches.map { "\(entry.identifier) \(variant.name): \($0)" }
            variants += 1
        }
    }
    #expect(variants > 0)
    #expect(mismatches.isEmpty, Comment(rawValue: mismatches.joined(separator: "\n")))
}
