import Foundation
import Rasterizer

/// A team's own image folder, the counterpart of `UIImage(named:)` and an asset catalogue:
/// `try ImageCatalog(folder: url).image(named: "logo")` finds, in this order,
/// `logo.imageset/` (an Xcode asset catalogue's image set, its largest scale listed in
/// `Contents.json`), `logo@3x.png`, `logo@2x.png` and `logo.png`, and reads the scale from the
/// file as UIKit does. Point the catalogue at an `.xcassets` folder to use it unchanged.
public struct ImageCatalog: Sendable {
    /// The folder images are looked up in.
    public let folder: URL

    /// A catalogue of the images in a folder; the folder must exist.
    public init(folder: URL) throws(ImageCatalogError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImageCatalogError(name: "", folder: folder.path, reason: .folderNotFound)
        }
        self.folder = folder.standardizedFileURL
    }

    /// The image of a name, decoded from PNG at its scale. Names are plain file names: no path
    /// separators and no `..`, so a lookup never leaves the folder.
    public func image(named name: String) throws(ImageCatalogError) -> ImageAsset {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..", !name.contains("\0") else {
            throw ImageCatalogError(name: name, folder: folder.path, reason: .invalidName)
        }
        for (file, scale) in candidates(named: name) where FileManager.default.fileExists(atPath: file.path) {
            do {
                return ImageAsset(bitmap: try Bitmap(contentsOfPNG: file), scale: scale)
            } catch {
                throw ImageCatalogError(name: name, folder: folder.path, reason: .unreadable(error.description))
            }
        }
        throw ImageCatalogError(name: name, folder: folder.path, reason: .notFound)
    }

    /// The files that may hold an image, best first, with their scales.
    private func candidates(named name: String) -> [(URL, Double)] {
        var files: [(URL, Double)] = []
        let imageSet = folder.appendingPathComponent("\(name).imageset")
        if let data = FileManager.default.contents(atPath: imageSet.appendingPathComponent("Contents.json").path),
           let contents = try? JSONDecoder().decode(ImageSetContents.self, from: data)
        {
            let listed = (contents.images ?? []).compactMap { entry -> (URL, Double)? in
                guard let filename = entry.filename, !filename.contains("/"), filename != ".." else { return nil }
                let scale = entry.scale.flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
                return (imageSet.appendingPathComponent(filename), scale)
            }
            files += listed.sorted { $0.1 > $1.1 }
        }
        files += [(3, "@3x"), (2, "@2x"), (1, "")].map { scale, suffix in (folder.appendingPathComponent("\(name)\(suffix).png"), Double(scale)) }
        return files
    }

    /// The part of an image set's `Contents.json` that names its files.
    private struct ImageSetContents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Entry]?
    }
}

/// An image a catalogue could not give: which, where, and why.
public struct ImageCatalogError: Error, Equatable, CustomStringConvertible {
    /// Why an image could not be loaded.
    public enum Reason: Equatable, Sendable {
        /// The catalogue's folder does not exist.
        case folderNotFound
        /// The name is empty or holds a path separator.
        case invalidName
        /// No image of that name is in the folder.
        case notFound
        /// The file exists but does not decode; the message says why.
        case unreadable(String)
    }

    /// The image name asked for.
    public var name: String
    /// The folder it was looked for in.
    public var folder: String
    /// Why it could not be loaded.
    public var reason: Reason

    public var description: String {
        switch reason {
        case .folderNotFound: return "The image folder \(folder) does not exist."
        case .invalidName: return "\"\(name)\" is not an image name: give a file name without a path (no /, no ..)."
        case .notFound: return "No image named \"\(name)\" in \(folder) (looked for \(name).imageset, \(name)@3x.png, \(name)@2x.png, \(name).png)."
        case .unreadable(let detail): return "The image \"\(name)\" in \(folder) cannot be read: \(detail)"
        }
    }
}

extension ImageAsset {
    /// An image from a team's own folder, as `UIImage(named:)`: see `ImageCatalog`.
    public init(named name: String, in catalog: ImageCatalog) throws(ImageCatalogError) {
        self = try catalog.image(named: name)
    }
}
