import ArgumentParser
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import Rasterizer
import SafeFiles

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
            expected = try DoccPictures.tokenPictures(themes: [try theme(named: "light", in: catalogue.entries), dark])
        } else {
            entries = try selectedEntries(catalogue.entries)
            for entry in entries {
                for (name, bytes) in try DoccPictures.pictures(of: entry, dark: dark, accessibilitySize: accessibilitySize) {
                    guard expected.updateValue(bytes, forKey: name) == nil else {
                        throw ValidationError("Two entries make the picture \(name); DocC names pictures by file name alone.")
                    }
                }
            }
        }
        let existing = try DoccPictures.pictureFiles(in: folder)
        let written = DoccPictures.writtenBefore(in: folder)
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
        try DoccPictures.recordWritten(written.union(expected.keys), in: folder)
        for name in changed { if let picture = expected[name] { try AtomicWrite.write(Data(picture), to: folder.appendingPathComponent(name)) } }
        for name in stale { try DoccPictures.removePlainFile(folder.appendingPathComponent(name)) }
        try DoccPictures.recordWritten(Set(expected.keys), in: folder)
        if !quiet { CommandOutput.current.line("\(expected.count) pictures for \(entries.count) entries in \(folder.path): \(changed.count) written, \(stale.count) removed.") }
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
        let known = CatalogueEntry.namedThemes(in: entries)
        guard let theme = known[name] else {
            throw ValidationError("--dark-theme \(name) is not a theme of this catalogue; themes are \(known.keys.sorted().joined(separator: ", ")).")
        }
        return theme
    }
}
