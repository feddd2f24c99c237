import Components
import Foundation

/// The product pictures bundled with AcmeUI (`Images/`, copied into the module's bundle).
public enum ProductImages {
    /// A picture by name: `kettle` is `Images/kettle@2x.png`.
    public static func image(named name: String) throws -> ImageAsset {
        let folder = Bundle.module.url(forResource: "Images", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("Images")
        return try ImageCatalog(folder: folder).image(named: name)
    }
}
