import Foundation
import Rasterizer
import SafeFiles

/// An image set of an asset catalogue: its pictures at 1x, 2x and 3x (and for dark mode, where it
/// has them) and whether it is drawn as a template, tinted with the foreground colour.
///
/// PNG pictures are drawn; a set of a PDF, an SVG, a HEIC or a JPEG only is refused with a clear
/// error, since this engine does not decode them.
public struct AssetImage: Hashable, Sendable {
    /// One picture of the set.
    public struct Representation: Hashable, Sendable {
        /// The picture's file.
        public var file: URL
        /// Its pixels per point (1 for a single-scale picture).
        public var scale: Double
        /// Whether it is the dark-mode picture.
        public var isDark: Bool
    }

    /// The set's name.
    public var name: String
    /// Its pictures, for iPhone or universal.
    public var representations: [Representation]
    /// Whether it is drawn in the foreground colour (Xcode's "Render As: Template Image").
    public var isTemplate: Bool

    /// Reads an image set's folder.
    init(name: String, set: URL) throws(AssetCatalogError) {
        let file = set.appendingPathComponent("Contents.json").path
        let contents = try AssetCatalog.contents(of: set, name: name)
        guard let entries = contents["images"] as? [[String: Any]] else {
            throw AssetCatalogError(name: name, path: file, reason: .malformed("\"images\" is not a list of pictures"))
        }
        var found: [Representation] = []
        var refused: [String] = []
        for (index, entry) in entries.enumerated() {
            guard let filename = entry["filename"] as? String else { continue }  // an empty slot
            guard ["universal", "iphone"].contains(entry["idiom"] as? String ?? "universal") else { continue }
            let isPrintable = !filename.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            guard !filename.isEmpty, isPrintable, !filename.contains("/"), !filename.contains("\\"), filename != ".", filename != ".." else {
                throw AssetCatalogError(name: name, path: file, reason: .malformed("picture \(index + 1)'s filename is not a file of the set's folder"))
            }
            let scale: Double
            switch entry["scale"] as? String {
            case nil: scale = 1
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                throw AssetCatalogError(name: name, path: file, reason: .malformed("picture \(index + 1)'s scale \(AssetCatalogError.printable(String(other.prefix(20)))) is not 1x, 2x or 3x"))
            }
            let isDark = (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let url = set.appendingPathComponent(filename)
            guard url.pathExtension.lowercased() == "png" else {
                refused.append(AssetCatalogError.printable(filename))
                continue
            }
            found.append(Representation(file: url, scale: scale, isDark: isDark))
        }
        guard !found.isEmpty else {
            let detail = refused.isEmpty ? "the set has no picture for iPhone" : "its pictures (\(refused.prefix(3).joined(separator: ", "))) are not PNG, which is the one format drawn here; add PNGs at 1x, 2x or 3x"
            throw AssetCatalogError(name: name, path: file, reason: .unsupported(detail))
        }
        let properties = contents["properties"] as? [String: Any] ?? [:]
        self.name = name
        self.representations = found.sorted { ($0.isDark ? 1 : 0, $0.scale) < ($1.isDark ? 1 : 0, $1.scale) }
        self.isTemplate = properties["template-rendering-intent"] as? String == "template"
    }

    /// The picture to draw at a display scale: the one of that scale, else the next larger, else
    /// the largest; the dark one in dark mode where there is one.
    public func representation(forScale scale: Double, dark: Bool) -> Representation {
        let pool = representations.filter { $0.isDark == dark }
        let candidates = pool.isEmpty ? representations.filter { !$0.isDark } : pool
        let ordered = candidates.sorted { $0.scale < $1.scale }
        return ordered.first { $0.scale >= scale } ?? ordered.last ?? representations[0]
    }

    /// A picture's pixels, decoded from PNG as hostile data.
    public func bitmap(of representation: Representation) throws(AssetCatalogError) -> Bitmap {
        let bytes: [UInt8]
        do {
            bytes = try PlainFile(representation.file.path, limit: AssetCatalog.largestPicture).readAll()
        } catch {
            throw AssetCatalogError(name: name, path: representation.file.path, reason: .unreadable(error.reason))
        }
        do {
            return try Bitmap(pngData: bytes)
        } catch {
            throw AssetCatalogError(name: name, path: representation.file.path, reason: .malformed("the PNG does not decode: \(error.description)"))
        }
    }
}
