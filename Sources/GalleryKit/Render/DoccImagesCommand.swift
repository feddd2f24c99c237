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
/// The output folder is the command's own: a picture it wrote there earlier (its `.docc-images`
/// manifest lists them) that no entry produces now is removed (or, with
/// `--check`, reported).
struct DoccImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docc-images",
        abstract: "Render the pictures of a DocC catalogue's component pages; --check fails when they differ from what the code renders.")

    @Option(name: .long, help: "The folder inside a .docc catalogue that holds the pictures (the command's own: pictures it wrote that no entry makes now are removed, nothing else).")
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

    @Flag(name: .customLong("token-pages"), help: "Draw the token pages (palette, contrast, type ramp, scales) of the light and --dark-theme themes instead of entries.")
    var tokenPages = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard !output.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--output is empty (an unset variable?); name the folder inside a .docc catalogue that holds the pictures.")
        }
        guard accessibilitySize.isAccessibilityCategory else {
            throw ValidationError("--accessibility-size takes an accessibility category (accessibilityMedium … accessibilityExtraExtraExtraLarge).")
        }
    }

    func run() throws {
        let catalogue = GalleryContext.current.catalogue
        let dark = try theme(named: darkTheme, in: catalogue.entries)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        var expected: [String: [UInt8]] = [:]
        var entries: [CatalogueEntry] = []
        if tokenPages {
            expected = try Self.tokenPictures(themes: [try theme(named: "light", in: catalogue.entries), dark])
        } else {
            entries = try selectedEntries(catalogue.entries)
            for entry in entries {
                for (name, bytes) in try Self.pictures(of: entry, dark: dark, accessibilitySize: accessibilitySize) {
                    guard expected.updateValue(bytes, forKey: name) == nil else {
                        throw ValidationError("Two entries make the picture \(name); DocC names pictures by file name alone.")
                    }
                }
            }
        }
        let existing = try Self.pictureFiles(in: folder)
        let written = Self.writtenBefore(in: folder)
        // Only what this command wrote (its manifest says so) is ever removed, and only plain files.
        let stale = existing.intersection(written).subtracting(expected.keys).sorted()
        let foreign = existing.subtracting(written).subtracting(expected.keys).sorted()
        let changed = expected.keys.sorted().filter { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { [UInt8]($0) != expected[name] } ?? true
        }
        for name in foreign {
            GalleryCommand.reportError("not this command's (left alone; delete it if no page needs it): \(folder.appendingPathComponent(name).path)")
        }
        if check {
            for name in changed { GalleryCommand.reportError("\(existing.contains(name) ? "differs" : "missing"): \(folder.appendingPathComponent(name).path)") }
            for name in stale { GalleryCommand.reportError("no entry's: \(folder.appendingPathComponent(name).path)") }
            if !changed.isEmpty || !stale.isEmpty || !foreign.isEmpty {
                GalleryCommand.reportError("The documentation's pictures are not what the code renders; run this command without --check and commit them.")
                throw ExitCode(1)
            }
            if !quiet { CommandOutput.current.line("\(expected.count) pictures for \(entries.count) entries match what the code renders.") }
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The manifest first names everything this run may leave, so an interrupted run still knows its files.
        try Self.recordWritten(written.union(expected.keys), in: folder)
        for name in changed { try AtomicFile.write(Data(expected[name]!), to: folder.appendingPathComponent(name)) }
        for name in stale { try Self.removePlainFile(folder.appendingPathComponent(name)) }
        try Self.recordWritten(Set(expected.keys), in: folder)
        if !quiet { CommandOutput.current.line("\(expected.count) pictures for \(entries.count) entries in \(folder.path): \(changed.count) written, \(stale.count) removed.") }
    }

    /// The token pages as DocC pictures at 2x: the palette and the contrast table of every theme,
    /// and the first theme's type ramp and scales (`Tokens-palette@2x.png`, `Tokens-type-light@2x.png` …).
    static func tokenPictures(themes: [Theme]) throws -> [String: [UInt8]] {
        var pictures: [String: [UInt8]] = [:]
        let others = Set(themes.dropFirst().map(\.name))
        for (name, _, bitmap) in try TokenSheets.pictures(for: themes) where !others.contains(where: { name.hasSuffix("-\($0)") }) {
            pictures["Tokens-\(name)@2x.png"] = try bitmap.pngData()
        }
        return pictures
    }

    /// The file in the output folder that lists the pictures this command wrote there.
    static let manifestName = ".docc-images"

    /// The pictures an earlier run wrote in `folder`, by its manifest (none without one).
    static func writtenBefore(in folder: URL) -> Set<String> {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(manifestName)), data.count <= 4 << 20 else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter(isPictureName))
    }

    static func recordWritten(_ names: Set<String>, in folder: URL) throws {
        try AtomicFile.write(Data((names.sorted().joined(separator: "\n") + "\n").utf8), to: folder.appendingPathComponent(manifestName))
    }

    /// A file name this command could have written: a plain name ending in `.png`.
    static func isPictureName(_ name: String) -> Bool {
        name.hasSuffix(".png") && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// Removes a plain file; a folder or link of that name is refused, never followed or emptied.
    static func removePlainFile(_ url: URL) throws {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else { throw GalleryError("\(url.path) is not a plain file; docc-images removes only the pictures it wrote.") }
        guard unlink(url.path) == 0 else { throw GalleryError("\(url.path) cannot be removed: \(String(cString: strerror(errno))).") }
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

    /// The plain PNG files directly in the folder (none when it does not exist yet); a folder or
    /// link named `*.png` is not a picture.
    static func pictureFiles(in folder: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            isPictureName(name) && ReportMerger.isRegularFile(folder.appendingPathComponent(name))
        })
    }
}
