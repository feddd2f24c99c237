import ArgumentParser
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Rasterizer

/// `gallery docc-images`: the pictures a DocC catalogue shows on its components' symbol pages,
/// rendered from the catalogue, and `--check` to fail when they are not what the code renders.
///
/// For each selected entry it writes, at 2x, `<Component>-<state>@2x.png` in the light theme,
/// `<Component>-<state>~dark@2x.png` in the dark one (DocC shows it in dark mode) and
/// `<Component>-<state>-ax@2x.png` (and `-ax~dark@2x.png`) at an accessibility text size, each at the entry's first
/// variant's layout. Names keep letters, digits and hyphens (`Component.Button/title` is
/// `Component-Button-title`), which is how a page refers to them: `![…](Component-Button-title)`.
/// The output folder is the command's own: a PNG in it that no entry produces is removed (or, with
/// `--check`, reported).
struct DoccImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docc-images",
        abstract: "Render the pictures of a DocC catalogue's component pages; --check fails when they differ from what the code renders.")

    @Option(name: .long, help: "The folder inside a .docc catalogue that holds the pictures (the command's own: other PNGs in it are removed).")
    var output: String

    @Option(name: .long, help: "Entries whose identifier (Component/state) matches one of these globs; all when none is given.")
    var filter: [String] = []

    @Option(name: .long, help: "Entries to leave out, by glob, after --filter.")
    var exclude: [String] = []

    @Option(name: .customLong("dark-theme"), help: "The theme DocC's dark mode shows: a theme of the catalogue, or the built-in dark.")
    var darkTheme: String = "dark"

    @Option(name: .customLong("accessibility-size"), help: "The content size of the accessibility picture.")
    var accessibilitySize: ContentSizeCategory = .accessibilityExtraLarge

    @Flag(name: .long, help: "Write nothing: exit 1 naming each picture that is missing, differs or is no entry's.")
    var check = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard accessibilitySize.isAccessibilityCategory else {
            throw ValidationError("--accessibility-size takes an accessibility category (accessibilityMedium … accessibilityExtraExtraExtraLarge).")
        }
    }

    func run() throws {
        let catalogue = GalleryContext.current.catalogue
        let entries = try selectedEntries(catalogue.entries)
        let dark = try theme(named: darkTheme, in: catalogue.entries)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        var expected: [String: [UInt8]] = [:]
        for entry in entries {
            for (name, bytes) in try Self.pictures(of: entry, dark: dark, accessibilitySize: accessibilitySize) {
                guard expected.updateValue(bytes, forKey: name) == nil else {
                    throw ValidationError("Two entries make the picture \(name); DocC names pictures by file name alone.")
                }
            }
        }
        let existing = try Self.pictureFiles(in: folder)
        let stale = existing.subtracting(expected.keys).sorted()
        let changed = expected.keys.sorted().filter { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) != expected[name] } ?? true
        }
        if check {
            for name in changed { GalleryCommand.reportError("\(existing.contains(name) ? "differs" : "missing"): \(folder.appendingPathComponent(name).path)") }
            for name in stale { GalleryCommand.reportError("no entry's: \(folder.appendingPathComponent(name).path)") }
            if !changed.isEmpty || !stale.isEmpty {
                GalleryCommand.reportError("The documentation's pictures are not what the code renders; run this command without --check and commit them.")
                throw ExitCode(1)
            }
            if !quiet { print("\(expected.count) pictures for \(entries.count) entries match what the code renders.") }
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in changed { try AtomicFile.write(Data(expected[name]!), to: folder.appendingPathComponent(name)) }
        for name in stale { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        if !quiet { print("\(expected.count) pictures for \(entries.count) entries in \(folder.path): \(changed.count) written, \(stale.count) removed.") }
    }

    /// The entries `--filter` and `--exclude` select, in catalogue order.
    func selectedEntries(_ entries: [CatalogueEntry]) throws -> [CatalogueEntry] {
        let chosen = entries.filter { entry in
            (filter.isEmpty || filter.contains { Glob.matches($0, entry.identifier) })
                && !exclude.contains { Glob.matches($0, entry.identifier) }
        }
        guard !chosen.isEmpty else { throw ValidationError("No catalogue entry matches --filter \(filter.joined(separator: " ")).") }
        return chosen
    }

    /// A theme of the catalogue's entries, or a built-in one, by name.
    func theme(named name: String, in entries: [CatalogueEntry]) throws -> Theme {
        let known = SelectionOptions.namedThemes(in: entries)
        guard let theme = known[name] else {
            throw ValidationError("--dark-theme \(name) is not a theme of this catalogue; themes are \(known.keys.sorted().joined(separator: ", ")).")
        }
        return theme
    }

    /// An entry's four pictures, by file name: light and dark, at the standard and an accessibility size.
    static func pictures(of entry: CatalogueEntry, dark: Theme, accessibilitySize: ContentSizeCategory) throws -> [(String, [UInt8])] {
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
                let bitmap = try ComponentRenderer(traits: variant.traits).bitmap(of: entry.make(variant), layout: entry.layout(for: variant))
                return (file + "@2x.png", try bitmap.compactPNGData())
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
    }

    /// `Component.Button/title` → `Component-Button-title`: what a DocC page names the picture by.
    static func pictureName(_ entry: CatalogueEntry) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String("\(entry.component)-\(entry.state)".map { allowed.contains($0) ? $0 : "-" })
    }

    /// The PNG files directly in the folder (none when it does not exist yet).
    static func pictureFiles(in folder: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") })
    }
}
