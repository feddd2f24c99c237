import Foundation
import SafeFiles

/// A team's asset catalogue (`Assets.xcassets`) read as Xcode wrote it: its colour sets, image
/// sets and symbol sets by name, a folder that provides a namespace putting its name before theirs
/// (`Brand/primary`). Everything in it is hostile data: links are not followed, files are read up
/// to a size, the tree up to a depth and a count, and a set that is not what Xcode writes is a
/// typed error naming the file.
public struct AssetCatalog: Sendable {
    /// The catalogue's folder.
    public let folder: URL
    /// Each colour set's folder, by name.
    public let colorSets: [String: URL]
    /// Each image set's folder, by name.
    public let imageSets: [String: URL]
    /// Each symbol set's folder, by name.
    public let symbolSets: [String: URL]

    /// The deepest folder a catalogue is read to, and the most entries it may hold.
    static let deepest = 16
    static let mostEntries = 100_000
    /// The largest `Contents.json` read, and the largest picture.
    static let largestContents = 1 << 20
    static let largestPicture = 64 << 20

    /// Reads a catalogue's tree of sets (their contents are read when a set is asked for).
    public init(folder: URL) throws(AssetCatalogError) {
        let root = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue,
            (try? root.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true
        else { throw AssetCatalogError(name: "", path: root.path, reason: .notACatalog) }
        var colors: [String: URL] = [:]
        var images: [String: URL] = [:]
        var symbols: [String: URL] = [:]
        var seen = 0
        func walk(_ directory: URL, namespace: String, depth: Int) throws(AssetCatalogError) {
            guard depth <= Self.deepest else {
                throw AssetCatalogError(name: "", path: directory.path, reason: .tooLarge("folders are nested deeper than \(Self.deepest)"))
            }
            let entries: [URL]
            do {
                entries = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            } catch {
                throw AssetCatalogError(name: "", path: directory.path, reason: .unreadable("the folder cannot be listed"))
            }
            for entry in entries {
                seen += 1
                guard seen <= Self.mostEntries else {
                    throw AssetCatalogError(name: "", path: root.path, reason: .tooLarge("it holds more than \(Self.mostEntries) files and folders"))
                }
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
                let base = entry.deletingPathExtension().lastPathComponent
                switch entry.pathExtension {
                case "colorset": colors[namespace + base] = entry
                case "imageset": images[namespace + base] = entry
                case "symbolset": symbols[namespace + base] = entry
                case "": try walk(entry, namespace: namespace + (Self.providesNamespace(entry) ? base + "/" : ""), depth: depth + 1)
                default: continue  // app icons, data sets: not drawn here
                }
            }
        }
        try walk(root, namespace: "", depth: 0)
        self.folder = root
        self.colorSets = colors
        self.imageSets = images
        self.symbolSets = symbols
    }

    /// Whether a group folder's `Contents.json` says its name prefixes the names inside it.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let contents = try? contents(of: folder, name: ""), let properties = contents["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// A set's `Contents.json` as a dictionary, read as hostile data.
    static func contents(of set: URL, name: String) throws(AssetCatalogError) -> [String: Any] {
        let file = set.appendingPathComponent("Contents.json")
        let bytes: Data
        do {
            bytes = try PlainFile(file.path, limit: largestContents).readData()
        } catch {
            throw AssetCatalogError(name: name, path: file.path, reason: .unreadable(error.reason))
        }
        guard let object = try? JSONSerialization.jsonObject(with: bytes), let dictionary = object as? [String: Any] else {
            throw AssetCatalogError(name: name, path: file.path, reason: .malformed("Contents.json is not a JSON object"))
        }
        return dictionary
    }

    /// Checks a name asked for before it is looked up.
    static func check(_ name: String) throws(AssetCatalogError) {
        guard !name.isEmpty, name.utf8.count <= 255, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw AssetCatalogError(name: name, path: "", reason: .invalidName)
        }
    }

    /// The colour set of a name.
    public func color(named name: String) throws(AssetCatalogError) -> AssetColor {
        try Self.check(name)
        guard let set = colorSets[name] else { throw AssetCatalogError(name: name, path: folder.path, reason: .notFound) }
        return try AssetColor(name: name, set: set)
    }

    /// The image set of a name.
    public func image(named name: String) throws(AssetCatalogError) -> AssetImage {
        try Self.check(name)
        guard let set = imageSets[name] else { throw AssetCatalogError(name: name, path: folder.path, reason: .notFound) }
        return try AssetImage(name: name, set: set)
    }

    /// The symbol set of a name (a team's own symbol, `Image("name")` in SwiftUI).
    public func symbol(named name: String) throws(AssetCatalogError) -> AssetSymbol {
        try Self.check(name)
        guard let set = symbolSets[name] else { throw AssetCatalogError(name: name, path: folder.path, reason: .notFound) }
        return try AssetSymbol(name: name, set: set)
    }

    /// The catalogues in a folder (a resource bundle, an app's resources): every `.xcassets`
    /// folder in it and in its folders, two levels down, by path.
    public static func catalogs(in folder: URL) -> [URL] {
        var found: [URL] = []
        func look(_ directory: URL, depth: Int) {
            guard depth <= 2, let entries = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { return }
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
                if entry.pathExtension == "xcassets" { found.append(entry) } else { look(entry, depth: depth + 1) }
            }
        }
        look(folder, depth: 0)
        return found
    }
}
