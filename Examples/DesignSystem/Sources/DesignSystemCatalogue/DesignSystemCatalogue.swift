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
// The designers' Figma file, saved in Design/ (and its variables beside it): the states it draws.
.designed(by: [
    "PriceTag/regular": DesignReference(file: "Design/checkout.json", node: "Atoms/PriceTag", properties: ["State": "Regular"]),
    "PriceTag/sale": DesignReference(file: "Design/checkout.json", node: "Atoms/PriceTag", properties: ["State": "Sale"]),
    "Badge/new": DesignReference(file: "Design/checkout.json", node: "Atoms/Badge"),
    "BasketRow/regular": DesignReference(file: "Design/checkout.json", node: "Checkout/BasketRow"),
])
