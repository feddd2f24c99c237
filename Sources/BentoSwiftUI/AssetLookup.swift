import AssetCatalogs
import DesignTokens
import Foundation
import Rasterizer

/// Whether colours are shown with increased contrast (Settings › Accessibility › Increase
/// Contrast); asset catalogue colours with a high-contrast appearance take it.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The contrast colours are shown with (standard unless set).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

extension Color {
    /// The colour set of a name in the bundle's asset catalogues (`Color("brandPrimary", bundle:
    /// .module)`), with its dark and increased-contrast appearances, traced as a token named as
    /// the code reads it (`Color("brandPrimary")`) of the catalogue (`Assets.xcassets`). Without a bundle, the main bundle's catalogues and those of the resource bundles
    /// beside the executable (where SwiftPM puts a target's resources) are searched.
    ///
    /// A name no catalogue holds, or a set that cannot be read, draws nothing and makes the render
    /// fail with the reason (iOS draws it clear and logs it).
    public init(_ name: String, bundle: Bundle? = nil) {
        do throws(AssetCatalogError) {
            let asset = try AssetLookup.shared.color(named: name, bundle: bundle)
            func components(_ color: DesignTokens.Color?) -> [Double]? { color.map { [$0.red, $0.green, $0.blue, $0.alpha] } }
            self.init(red: asset.any.red, green: asset.any.green, blue: asset.any.blue, opacity: asset.any.alpha)
            dark = components(asset.dark)
            highContrast = components(asset.highContrast)
            darkHighContrast = components(asset.darkHighContrast)
            var catalog = "Assets.xcassets"
            if case .token(_, _, let theme) = asset.any.origin.source { catalog = theme }
            origin = DesignOrigin(.token(path: "Color(\"\(name)\")", role: nil, theme: catalog))
        } catch {
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
            assetProblem = "Color(\"\(name)\"): \(error.description)"
            AssetProblems.report(assetProblem ?? "")
        }
    }
}

/// The asset catalogues views read, found once per folder and kept, with the pictures decoded.
final class AssetLookup: @unchecked Sendable {
    static let shared = AssetLookup()

    private let lock = NSLock()
    private var catalogs: [URL: [AssetCatalog]] = [:]
    private var problems: [URL: AssetCatalogError] = [:]
    private var bitmaps: [URL: Bitmap] = [:]

    /// The folders a bundle's catalogues are in: the bundle's resources, or without one the main
    /// bundle's and the SwiftPM resource bundles beside the executable.
    func folders(for bundle: Bundle?) -> [URL] {
        if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
        var folders = [Bundle.main.resourceURL ?? Bundle.main.bundleURL]
        let executable = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        let beside = (try? FileManager.default.contentsOfDirectory(at: executable, includingPropertiesForKeys: nil)) ?? []
        folders += beside.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }.sorted { $0.path < $1.path }
        return folders
    }

    /// The catalogues in a folder, read once.
    func catalogs(in folder: URL) throws(AssetCatalogError) -> [AssetCatalog] {
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[folder] { return known }
        if let problem = problems[folder] { throw problem }
        do throws(AssetCatalogError) {
            let read = try AssetCatalog.catalogs(in: folder).map { url throws(AssetCatalogError) in try AssetCatalog(folder: url) }
            catalogs[folder] = read
            return read
        } catch {
            problems[folder] = error
            throw error
        }
    }

    /// The first set of a name in the bundle's catalogues.
    private func first<Asset>(
        named name: String, bundle: Bundle?, _ read: (AssetCatalog) throws(AssetCatalogError) -> Asset
    ) throws(AssetCatalogError) -> Asset {
        var searched: [String] = []
        for folder in folders(for: bundle) {
            for catalog in try catalogs(in: folder) {
                do {
                    return try read(catalog)
                } catch where error.reason == .notFound {
                    searched.append(catalog.folder.lastPathComponent)
                }
            }
        }
        let place = searched.isEmpty ? "no asset catalogue in \(folders(for: bundle).map(\.path).joined(separator: ", "))" : searched.joined(separator: ", ")
        throw AssetCatalogError(name: name, path: place, reason: .notFound)
    }

    func color(named name: String, bundle: Bundle?) throws(AssetCatalogError) -> AssetColor {
        try first(named: name, bundle: bundle) { catalog throws(AssetCatalogError) in try catalog.color(named: name) }
    }

    func image(named name: String, bundle: Bundle?) throws(AssetCatalogError) -> AssetImage {
        try first(named: name, bundle: bundle) { catalog throws(AssetCatalogError) in try catalog.image(named: name) }
    }

    func symbol(named name: String, bundle: Bundle?) throws(AssetCatalogError) -> AssetSymbol {
        try first(named: name, bundle: bundle) { catalog throws(AssetCatalogError) in try catalog.symbol(named: name) }
    }

    /// A picture's pixels, decoded once.
    func bitmap(_ image: AssetImage, _ representation: AssetImage.Representation) throws(AssetCatalogError) -> Bitmap {
        lock.lock()
        if let known = bitmaps[representation.file] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let bitmap = try image.bitmap(of: representation)
        lock.lock()
        bitmaps[representation.file] = bitmap
        lock.unlock()
        return bitmap
    }
}

/// What could not be read from an asset catalogue while a hosted view was laid out: the render
/// fails with it rather than drawing a picture with a colour or image missing.
enum AssetProblems {
    /// The problems reported in the current layout, when one is collecting them.
    @TaskLocal static var current: Collector?

    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [String] = []
        func add(_ problem: String) {
            lock.lock()
            if !found.contains(problem) { found.append(problem) }
            lock.unlock()
        }
        var problems: [String] {
            lock.lock()
            defer { lock.unlock() }
            return found
        }
    }

    static func report(_ problem: String) { current?.add(problem) }
}
