import ComponentCatalogue
import Foundation
import SwiftUI
import SwiftUIBrand

/// The brand's catalogue: every `#Preview` of its view files, found at run time, in light and dark
/// mode and in each language the app ships in, its strings from the brand's String Catalog.
/// Its references live in `Snapshots/SwiftUIDesignSystem/`.
public let brandCatalogue: Catalogue = {
    let previews = Catalogue(
        "SwiftUIDesignSystem", doc: "The brand's SwiftUI views, as their previews show them.",
        variants: VariantMatrix(themes: [.light, .dark], locales: BrandLanguages.all)
    ) {
        Catalogue.discovered("Views", module: "SwiftUIBrand", doc: "Every #Preview of the brand's view files.")
    }
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
