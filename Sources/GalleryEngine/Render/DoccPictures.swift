import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// The pictures a DocC catalogue shows on its components' symbol pages (`gallery docc-images`):
/// each entry light and dark, at the standard and an accessibility text size, at 2x, and the
/// token pages; and the manifest that says which files of the folder are ours.
package enum DoccPictures {
    /// The token pages as DocC pictures at 2x: the palette and the contrast table of every theme,
    /// and the first theme's type ramp and scales (`Tokens-palette@2x.png`, `Tokens-type-light@2x.png` …).
    package static func tokenPictures(themes: [Theme]) throws -> [String: [UInt8]] {
        var pictures: [String: [UInt8]] = [:]
        let others = Set(themes.dropFirst().map(\.name))
        for (name, _, bitmap) in try TokenSheets.pictures(for: themes) where !others.contains(where: { name.hasSuffix("-\($0)") }) {
            pictures["Tokens-\(name)@2x.png"] = try bitmap.compactPNGData()
        }
        return pictures
    }

    /// The file in the output folder that lists the pictures this command wrote there.
    package static let manifestName = ".docc-images"

    /// The pictures an earlier run wrote in `folder`, by its manifest (none without one).
    package static func writtenBefore(in folder: URL) -> Set<String> {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(manifestName)), data.count <= 4 << 20 else { return [] }
        return Set(String(decoding: data, as: UTF8.self).fileLines().map(String.init).filter(isPictureName))
    }

    package static func recordWritten(_ names: Set<String>, in folder: URL) throws {
        try AtomicWrite.write(Data((names.sorted().joined(separator: "\n") + "\n").utf8), to: folder.appendingPathComponent(manifestName))
    }

    /// A file name this command could have written: a plain name ending in `.png`.
    package static func isPictureName(_ name: String) -> Bool {
        name.hasSuffix(".png") && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// Removes a plain file; a folder or link of that name is refused, never followed or emptied.
    package static func removePlainFile(_ url: URL) throws {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else { throw GalleryError("\(url.path) is not a plain file; docc-images removes only the pictures it wrote.") }
        guard unlink(url.path) == 0 else { throw GalleryError("\(url.path) cannot be removed: \(String(cString: strerror(errno))).") }
    }

    /// An entry's four pictures, by file name: light and dark, at the standard and an accessibility size.
    package static func pictures(of entry: CatalogueEntry, dark: Theme, accessibilitySize: ContentSizeCategory) throws -> [(String, [UInt8])] {
        guard var base = entry.allVariants().first else { return [] }
        base.traits.scale = 2
        base.traits.layoutDirection = .leftToRight
        base.traits.contentSize = .large
        var night = base
        night.traits.theme = dark
        var large = base
        large.traits.contentSize = accessibilitySize
        var largeNight = night
        largeNight.traits.contentSize = accessibilitySize
        let name = pictureName(entry)
        return try [(name, base), (name + "~dark", night), (name + "-ax", large), (name + "-ax~dark", largeNight)].map { file, variant in
            do {
                let bitmap = try entry.rendering(variant).draw(.records).bitmap
                return (file + "@2x.png", try bitmap.compactPNGData())
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
    }

    /// `Component.Button/title` → `Component-Button-title`: what a DocC page names the picture by.
    package static func pictureName(_ entry: CatalogueEntry) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String("\(entry.component)-\(entry.state)".map { allowed.contains($0) ? $0 : "-" })
    }

    /// The plain PNG files directly in the folder (none when it does not exist yet); a folder or
    /// link named `*.png` is not a picture.
    package static func pictureFiles(in folder: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            isPictureName(name) && ReportMerger.isRegularFile(folder.appendingPathComponent(name))
        })
    }
}
