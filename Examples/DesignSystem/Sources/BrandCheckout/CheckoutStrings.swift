import ComponentCatalogue
import Foundation

/// The checkout module's strings, a String Catalog as Xcode writes one
/// (`Strings/Localizable.xcstrings`: English, German, Japanese, Arabic and Thai), shipped as a
/// package resource folder (`resources: [.copy("Strings")]`) and read through `Bundle.module`.
public enum CheckoutStrings {
    /// The languages the app ships in: the catalogue draws its rows in each.
    public static let languages = ["en", "de", "ja", "ar", "th"]

    /// The String Catalog; its error names the file and what is wrong in it.
    public static func catalog() throws -> StringCatalog {
        let folder = Bundle.module.url(forResource: "Strings", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("Strings")
        return try StringCatalog(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
    }
}
