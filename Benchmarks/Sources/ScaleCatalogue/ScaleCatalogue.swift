import ComponentCatalogue
import Components
import DesignTokens
import Foundation

/// A synthetic catalogue of Design Library rows at a size given by BENTO_SCALE_VARIANTS (200 by
/// default): components of five states each, every state in light and dark, so each component has
/// ten variants. Its references are recorded by the benchmarks into a scratch folder, never
/// committed. `catalogue_scale.sh`, `store_scale.sh` and `shard_scale.sh` run it.
///
/// BENTO_SCALE_CHANGE_EVERY=N: every Nth set's first row changes (N = 20 changes 1 % of the
/// variants). BENTO_SCALE_TOKEN_FILE: the light theme read from this token file (a one-token edit).
public enum ScaleCatalogue {
    /// The catalogue whose every set `entries(index, changed)` makes (five entries a set).
    public static func make(kind: String, entries: @escaping (_ index: Int, _ changed: Bool) -> [CatalogueEntry]) throws -> Catalogue {
        let environment = ProcessInfo.processInfo.environment
        let requested = Int(environment["BENTO_SCALE_VARIANTS"] ?? "") ?? 200
        let components = max(1, requested / 10)
        let changeEvery = Int(environment["BENTO_SCALE_CHANGE_EVERY"] ?? "") ?? 0
        let light = try environment["BENTO_SCALE_TOKEN_FILE"].map { try Theme(tokensAt: URL(fileURLWithPath: $0)) } ?? .light
        return Catalogue(
            "Scale", doc: "\(kind), \(components * 10) variants.", variants: VariantMatrix(themes: [light, .dark], widths: [375])
        ) {
            for index in 0..<components {
                CatalogueGroup("Row\(index)", doc: "Synthetic rows, set \(index).") {
                    entries(index, changeEvery > 0 && index % changeEvery == 0)
                }
            }
        }
    }
}
