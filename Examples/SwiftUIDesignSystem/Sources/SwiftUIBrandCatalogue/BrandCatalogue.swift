import ComponentCatalogue
import DesignTokens
import Foundation
import SwiftUI
import SwiftUIBrand

/// The brand's catalogue: every `#Preview` of its view files, found at run time, in light and dark
/// mode and in each language the app ships in, its strings from the brand's String Catalog.
/// Its references live in `Snapshots/SwiftUIDesignSystem/`; the badge and the list row are held
/// against the designers' Figma file.
public let brandCatalogue: Catalogue = {
    let previews = Catalogue(
        "SwiftUIDesignSystem", doc: "The brand's SwiftUI views, as their previews show them.",
        variants: VariantMatrix(themes: [.brand(.light), .brand(.dark)], locales: BrandLanguages.all)
    ) {
        Catalogue.discovered("Views", module: "SwiftUIBrand", doc: "Every #Preview of the brand's view files.")
        // Bento's components beside them: a Bento screen that hosts a SwiftUI view.
        CatalogueGroup("Migration", doc: "Bento screens on the way to SwiftUI.") { MigrationScreen.entry }
    }
    // The designers' Figma file (Design/brand.json, its variables beside it): the badge and the
    // list row as drawn there, held against their previews by `swiftui-gallery design compare`.
    .designed(by: [
        "Badge/New": DesignReference(file: "Design/brand.json", node: "Badge"),
        "ListRow/Subtotal": DesignReference(file: "Design/brand.json", node: "ListRow"),
    ])
    guard let url = BrandResources.stringCatalog else { return previews }
    do {
        return previews.localized(by: try StringCatalog(contentsOf: url))
    } catch {
        return Catalogue("SwiftUIDesignSystem", doc: "The String Catalog could not be read.") {
            CatalogueEntry(component: "Strings", state: "unreadable") { _ in Result<HostingView<EmptyView>, Error>.failure(error) }
        }
    }
}()

/// The languages the app ships in.
public enum BrandLanguages {
    public static let all = ["en", "de", "ja", "ar"]
}

extension Theme {
    /// A theme with the brand's scales (`Tokens.swift`): the audit's design-scale rule and the
    /// site's specs hold the views' padding, spacing and radii to the brand's steps.
    static func brand(_ base: Theme) -> Theme {
        var theme = base
        theme.spacing = .init(
            extraSmall: Double(SwiftUIBrand.Spacing.xSmall), small: Double(SwiftUIBrand.Spacing.small), medium: Double(SwiftUIBrand.Spacing.medium),
            large: Double(SwiftUIBrand.Spacing.large), extraLarge: Double(SwiftUIBrand.Spacing.xLarge))
        theme.radii = .init(small: Double(Radius.small), medium: Double(Radius.card), large: Double(Radius.card), pill: 999)
        return theme
    }
}
