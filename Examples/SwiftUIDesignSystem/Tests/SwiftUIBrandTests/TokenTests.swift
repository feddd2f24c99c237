import ComponentCatalogue
import Components
import SwiftUIBrandCatalogue
import Testing

/// The badge's colours are the asset catalogue's, traced as tokens named as the code reads them
/// (`Color("brandPrimary")`): what the audit, the site's specs and `verify --changed` name.
@Test func theBadgeDrawsTheAssetCataloguesColoursTracedByName() throws {
    let badge = try #require(brandCatalogue.entries.first { $0.identifier == "Badge/New" })
    let variant = try #require(badge.allVariants().first { $0.traits.locale == "de" && $0.traits.theme.name == "light" })
    let tree = try ComponentRenderer(traits: variant.traits).laidOutTree(of: badge.make(variant), layout: .sizeThatFits)
    let tokens = Set(tree.all.flatMap(\.record.designUses).compactMap { $0.color?.origin.tokenPath })
    #expect(tokens.isSuperset(of: [#"Color("brandPrimary")"#, #"Color("onBrand")"#]), "\(tokens)")
    // The German word from the String Catalog.
    #expect(tree.all.compactMap(\.record.text?.text) == ["Neu"])
}

extension LaidOutNode {
    var all: [LaidOutNode] { [self] + children.flatMap(\.all) }
}
