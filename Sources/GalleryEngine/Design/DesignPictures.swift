import ComponentCatalogue
import DesignFiles
import Foundation
import ImageSnapshots
import Rasterizer

/// What the review page shows beside a design finding: the entry's design node drawn by Bento
/// and the code's picture, written by `gallery design compare --baseline` beside `audit.json`.
package enum DesignPictures {
    /// Writes both pictures of each entry that names a design node, in its first variant, where
    /// `DesignFindingPictures` says.
    package static func write(for entries: [CatalogueEntry], designs: DesignSources, into artifacts: URL) throws {
        for entry in entries {
            guard let reference = entry.design, let variant = entry.allVariants().first else { continue }
            let name = "\(entry.identifier)@\(variant.name)"
            guard let design = DesignFindingPictures.path(entry: name, kind: "design"), let code = DesignFindingPictures.path(entry: name, kind: "code") else { continue }
            let node = try designs.resolve(reference, entry: entry.identifier).node
            try FileManager.default.createDirectory(at: artifacts.appendingPathComponent(DesignFindingPictures.folder), withIntermediateDirectories: true)
            try DesignDrawing(node).picture(scale: variant.traits.scale).writePNG(to: artifacts.appendingPathComponent(design))
            try entry.rendering(variant).draw(.records).bitmap.writePNG(to: artifacts.appendingPathComponent(code))
        }
    }
}
