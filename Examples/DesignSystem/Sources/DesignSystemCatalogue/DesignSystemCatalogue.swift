import BrandAtoms
import BrandCheckout
import BrandTheme
import ComponentCatalogue

/// The app's root catalogue: every module's catalogue, on the brand's light and dark themes.
/// Its references live in `Snapshots/DesignSystem/`.
public let designSystemCatalogue = Catalogue(
    "DesignSystem", doc: "The brand's components, module by module.", variants: VariantMatrix(themes: [BrandTheme.light, BrandTheme.dark])
) {
    atomsCatalogue()
    checkoutCatalogue
}
