import Components
import Foundation

/// The checkout module's product pictures, shipped as the package resource folder `Images`
/// (`resources: [.copy("Images")]` in Package.swift) and read through `Bundle.module`.
public enum ProductImages {
    /// The resource folder as an image catalogue: `oat-milk@2x.png` is `image(named: "oat-milk")`.
    public static func catalog() throws -> ImageCatalog {
        // Where SwiftPM put the folder; when it is absent, the catalogue's error names the path.
        let folder = Bundle.module.url(forResource: "Images", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("Images")
        return try ImageCatalog(folder: folder)
    }

    /// A product's picture by name.
    public static func image(named name: String) throws -> ImageAsset {
        try catalog().image(named: name)
    }
}
