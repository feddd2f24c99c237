import ComponentCatalogue
import Components
import Rasterizer

// The previews found at run time, as `gallery list` prints them, from an executable that links no
// GalleryKit and no module that uses the macro, so the test builds it in release (and strips a
// copy) without SwiftNIO, the command line or swift-syntax. With --pixels, each line ends with the
// FNV-1a hash of every variant's pixels, so a release build is compared with a debug one pixel for pixel.
let pixels = CommandLine.arguments.contains("--pixels")
for entry in Catalogue.discovered("Discovery").entries {
    var line = "\(entry.identifier)\t\(entry.cataloguePath.joined(separator: "/"))\t\(entry.location.fileID):\(entry.location.line)"
    if pixels {
        for variant in entry.variants.variants() {
            let bitmap = try ComponentRenderer(traits: variant.traits).bitmap(of: entry.make(variant), layout: entry.layout(for: variant))
            let hash = bitmap.bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            line += "\t\(variant.name) \(bitmap.width)x\(bitmap.height) \(String(hash, radix: 16))"
        }
    }
    print(line)
}
