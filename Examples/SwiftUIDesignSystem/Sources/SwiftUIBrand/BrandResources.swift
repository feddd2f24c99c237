import Foundation

/// Where the brand's resources are: its String Catalog, for the tools that draw the previews in
/// every language.
public enum BrandResources {
    /// The brand's String Catalog (`Localizable.xcstrings`).
    public static var stringCatalog: URL? {
        Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")
            ?? Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings", subdirectory: "Resources")
    }
}
