import ArgumentParser
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import SafeText

/// The options every gallery command shares: which entries and which variants.
package struct SelectionOptions: ParsableArguments {
    package init() {}

    @Option(name: .long, help: "Only entries whose identifier (Component/state) matches this glob, e.g. 'Button/*' or '*row3*'.")
    var filter: String?

    @Option(name: .long, help: "Themes by name (light, dark, or a theme of the catalogue or of --tokens) instead of each entry's own.")
    var theme: [String] = []

    @Option(name: .customLong("content-size"), help: "Content size categories (extraSmall … accessibilityExtraExtraExtraLarge).")
    var contentSize: [ContentSizeCategory] = []

    @Option(name: .long, help: "Widths in points instead of each entry's own layout.")
    var width: [Double] = []

    @Option(name: .long, help: "Devices whose screen size to render at instead of each entry's own layout: \(Device.all.map(\.name).joined(separator: ", ")).")
    var device: [String] = []

    @Option(name: .long, help: "Display scales: 1, 2 or 3.")
    var scale: [Int] = []

    @Option(name: .long, help: "Layout directions: leftToRight, rightToLeft.")
    var direction: [LayoutDirection] = []

    @Option(name: .long, help: "Languages of the catalogue's String Catalog (de, ar, pt-BR) instead of each entry's own; a right-to-left one draws right to left.")
    var locale: [String] = []

    @Option(name: .long, help: "Take part i of n of the work, e.g. 1/2, so CI runners can split the catalogue.")
    var shard: String?

    @Option(
        name: .customLong("atoms-from"),
        help: "Only the variants a file names, one atom a line as `gallery list --atoms` prints them (a CI runner's share of a split by timings).")
    var atomsFrom: String?

    @Option(
        name: .long,
        help: "Design-token files that replace a theme of the catalogue: light.tokens.json replaces light, acme-light.tokens.json light when no theme is named acme-light, and THEME=PATH names the theme (light=brand/day.tokens.json).")
    var tokens: [String] = []

    /// The themes loaded from `--tokens`, by name.
    func customThemes() throws -> [String: Theme] {
        try Self.themes(fromTokenFiles: tokens)
    }

    /// The themes of design-token files, by name: `THEME=PATH` names its theme, a plain path is
    /// named after its file (`light.tokens.json` → `light`); a file that does not load is a usage
    /// error naming it (`--tokens` of `render`, `verify`, `serve` …).
    static func themes(fromTokenFiles specs: [String]) throws -> [String: Theme] {
        var themes: [String: Theme] = [:]
        for spec in specs {
            let named = spec.firstIndex(of: "=").map { (name: String(spec[..<$0]), path: String(spec[spec.index(after: $0)...])) }
            let path = named?.path ?? spec
            do {
                var theme = try Theme(tokensAt: URL(fileURLWithPath: path))
                if let name = named?.name, !name.isEmpty { theme.name = name }
                themes[theme.name] = theme
            } catch {
                throw ValidationError("--tokens \(Quoted.field(spec, limit: 300)): \(error)")
            }
        }
        return themes
    }

    /// The themes of design-token files (`themes(fromTokenFiles:)`), each as the theme of
    /// `entries` it replaces (`matched(_:to:)`): what `--tokens` gives a command that keeps a
    /// catalogue's entries running (`serve`'s worker, `mcp`).
    package static func replacementThemes(fromTokenFiles specs: [String], for entries: [CatalogueEntry]) throws -> [String: Theme] {
        try matched(try themes(fromTokenFiles: specs), to: Set(CatalogueEntry.namedThemes(in: entries).keys))
    }

    /// Each `--tokens` theme as the catalogue's theme it replaces: by its name, else the one theme
    /// its file's name ends with (`acme-light` → `light`, as Getting Started names its files). A
    /// file that replaces no theme is refused: a check of proposed tokens that silently read nothing
    /// would pass whatever they say.
    static func matched(_ custom: [String: Theme], to names: Set<String>) throws -> [String: Theme] {
        var matched: [String: Theme] = [:]
        for (name, var theme) in custom {
            guard let target = Self.theme(named: name, among: names) else {
                throw ValidationError(
                    "--tokens: no theme of the catalogue is named \(Quoted.string(name, limit: 80)) (its themes: \(names.sorted().joined(separator: ", "))); "
                        + "name the theme the file replaces with --tokens THEME=PATH.")
            }
            theme.name = target
            matched[target] = theme
        }
        return matched
    }

    /// The theme among `names` a token file's theme stands for: its own name, else the one name it
    /// ends with after a `-`, `_` or `.`; `nil` when there is none or more than one.
    static func theme(named name: String, among names: Set<String>) -> String? {
        if names.contains(name) { return name }
        let endings = names.filter { name.hasSuffix("-\($0)") || name.hasSuffix("_\($0)") || name.hasSuffix(".\($0)") }
        return endings.count == 1 ? endings.first : nil
    }

    package func validate() throws {
        guard scale.allSatisfy({ (1...3).contains($0) }) else { throw ValidationError("--scale takes 1, 2 or 3.") }
        guard width.allSatisfy({ $0 >= 1 && $0 <= 4096 }) else { throw ValidationError("--width takes points from 1 to 4096.") }
        if let bad = locale.first(where: { !LanguageTag.isValid($0) }) {
            throw ValidationError("--locale \(Quoted.field(bad, limit: 60)) is not a language tag (de, ar, pt-BR, zh-Hans).")
        }
        if let unknown = device.first(where: { name in !Device.all.contains { $0.name == name } }) {
            throw ValidationError("--device \(unknown) is not a known device; devices are \(Device.all.map(\.name).joined(separator: ", ")).")
        }
        _ = try parsedShard()
    }

    /// The shard as (index from 0, count).
    func parsedShard() throws -> (Int, Int)? {
        guard let shard else { return nil }
        let fields = shard.split(separator: "/", omittingEmptySubsequences: false)
        let parts = fields.compactMap { Int($0) }
        guard fields.count == 2, parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, e.g. 1/2; got \(shard).")
        }
        return (parts[0] - 1, parts[1])
    }

    /// Every (entry, variant) pair selected, in catalogue order, this shard's part of it. Themes
    /// named by `--theme` are looked up among the catalogue's own, the built-in ones and `--tokens`.
    func workItems(from entries: [CatalogueEntry]) throws -> [(entry: CatalogueEntry, variant: CatalogueVariant)] {
        try shard(of: unshardedWorkItems(from: entries))
    }

    /// Whether every entry is selected (no `--filter`, no `--shard`): what a check over the whole
    /// catalogue, such as the audit's `no-preview`, needs.
    var selectsEverything: Bool { filter == nil && shard == nil && atomsFrom == nil }

    /// Whether the variants are not each entry's own (a theme, size, width, device, scale,
    /// direction or token file given): findings then name other variants than a baseline's.
    var overridesVariants: Bool {
        !(theme.isEmpty && contentSize.isEmpty && width.isEmpty && device.isEmpty && scale.isEmpty && direction.isEmpty && locale.isEmpty && tokens.isEmpty)
    }

    /// This runner's part of the selected items: its shard, or the atoms its file names (all of
    /// them with neither).
    func shard(of items: [(entry: CatalogueEntry, variant: CatalogueVariant)]) throws -> [(entry: CatalogueEntry, variant: CatalogueVariant)] {
        if let atomsFrom {
            guard shard == nil else { throw ValidationError("Give --shard or --atoms-from, not both.") }
            let wanted = try TestAtoms.read(from: atomsFrom)
            let chosen = items.filter { wanted.contains(TestAtoms.id(of: $0.entry, $0.variant)) }
            let known = Set(items.map { TestAtoms.id(of: $0.entry, $0.variant) })
            let unknown = wanted.subtracting(known).sorted()
            guard unknown.isEmpty else {
                throw ValidationError(
                    "\(unknown.count) atom\(unknown.count == 1 ? "" : "s") of \(atomsFrom) name\(unknown.count == 1 ? "s" : "") no selected variant: "
                        + unknown.prefix(5).map { Quoted.field($0) }.joined(separator: ", ") + (unknown.count > 5 ? " …" : "")
                        + " (list them again with gallery list --atoms)")
            }
            return chosen
        }
        guard let (index, count) = try parsedShard() else { return items }
        return items.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    /// Every (entry, variant) pair selected, before `--shard` takes its part: what the shards of a
    /// run cover together.
    func unshardedWorkItems(from entries: [CatalogueEntry]) throws -> [(entry: CatalogueEntry, variant: CatalogueVariant)] {
        let chosen = entries.filter { entry in filter.map { Glob.matches($0, entry.identifier) } ?? true }
        if let filter, chosen.isEmpty { throw ValidationError("No catalogue entry matches --filter \(filter).") }
        var known = CatalogueEntry.namedThemes(in: entries)
        let custom = try Self.matched(try customThemes(), to: Set(known.keys))
        known.merge(custom) { $1 }
        let themes = try theme.map { name in
            guard let theme = known[name] else {
                throw ValidationError("--theme \(name) is not a theme of this catalogue; themes are \(known.keys.sorted().joined(separator: ", ")).")
            }
            return theme
        }
        let devices = device.compactMap { name in Device.all.first { $0.name == name } }
        var items: [(CatalogueEntry, CatalogueVariant)] = []
        for entry in chosen {
            var matrix = entry.variants
            if !themes.isEmpty { matrix.themes = themes }
            if !contentSize.isEmpty { matrix.contentSizes = contentSize }
            if !width.isEmpty || !devices.isEmpty {
                matrix.widths = width
                matrix.devices = devices
            }
            if !scale.isEmpty { matrix.scales = scale.map(Double.init) }
            if !direction.isEmpty { matrix.directions = direction }
            if !locale.isEmpty { matrix.locales = locale }
            var seen = Set<String>()
            for var variant in matrix.variants() {
                if let replacement = custom[variant.traits.theme.name] { variant.traits.theme = replacement }
                // Two selections that name one file (a width given twice) render once.
                guard seen.insert(variant.name).inserted else { continue }
                items.append((entry, variant))
            }
        }
        return items
    }
}

/// Content size categories as command-line arguments (`--content-size accessibilityLarge`).
extension ContentSizeCategory: ExpressibleByArgument {}
/// Layout directions as command-line arguments (`--direction rightToLeft`).
extension LayoutDirection: ExpressibleByArgument {}
