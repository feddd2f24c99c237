import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import ReferenceStores
import SafeFiles
import SafeText

/// The variants a change reaches, found by laying everything out and comparing each variant's
/// render key with the one its manifest line recorded (`gallery verify --changed`), and why each
/// was reached.
///
/// The tokens that changed are named first: each theme's values now against the ones the
/// references were drawn with (`RecordedTokenValues`), and a reached variant that drew with one is
/// reached through it. Then what the run can see: frames that moved since the recorded layout (the
/// outermost component that moved); font files that changed since recording; otherwise the drawing
/// itself (a colour, text, image or path that no token gives). Lengths carry no token, so a
/// changed spacing names the frames it moved.
package struct ChangedVariants {
    /// A variant whose key changed, and why.
    package struct Reached {
        package var entry: CatalogueEntry
        package var variant: CatalogueVariant
        package var name: String
        package var reasons: [String]
    }

    /// The tokens whose values changed since the references were drawn, theme by theme in name order.
    package var tokenChanges: [TokenChange] = []
    /// Whether the suite has recorded token values to compare with (references recorded before
    /// `token-values.txt` was written have none).
    package var hasRecordedTokens = true
    /// The variants to draw, in catalogue order.
    package var changed: [Reached]
    /// How many were laid out and left undrawn.
    package var unchanged: Int

    /// Lines for the terminal: the counts, then each reason with the number of variants it reached.
    package var summary: [String] {
        var named: [String: [String]] = [:]
        for item in changed { for reason in item.reasons { named[reason, default: []].append(item.name) } }
        var lines = ["\(changed.count + unchanged) variants laid out: \(changed.count) reached by the change, \(unchanged) unchanged (render keys match; not drawn)."]
        if !tokenChanges.isEmpty {
            lines.append("\(tokenChanges.count) token\(tokenChanges.count == 1 ? "" : "s") changed since the references were drawn:")
            for change in tokenChanges.prefix(20) { lines.append("  \(Quoted.log(change.description)) (\(Quoted.field(change.theme, limit: 60)))") }
            if tokenChanges.count > 20 { lines.append("  … and \(tokenChanges.count - 20) more") }
        } else if !hasRecordedTokens && !changed.isEmpty {
            lines.append("No token values are recorded beside these references: `gallery record --all` writes them, and the tokens that change are then named.")
        }
        for (reason, names) in named.sorted(by: { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }) {
            let shown = names.prefix(10).joined(separator: ", ") + (names.count > 10 ? " …" : "")
            lines.append("  \(names.count) variant\(names.count == 1 ? "" : "s") \(reason): \(shown)")
        }
        return lines
    }

    /// The reached variants whose names none of the patterns match.
    package func outside(expected patterns: [String]) -> [String] {
        changed.map(\.name).filter { name in !patterns.contains { Glob.matches($0, name) } }
    }

    /// Lays out every item, compares keys and explains the differences.
    package static func find(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], references: ReferenceFolders, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> ChangedVariants {
        let folder = ReferenceFolder.open(references.snapshotsURL, store: references.store)
        guard let manifest = try folder.currentManifest() else {
            throw GalleryError(
                "verify --changed compares render keys, which \(references.snapshotsURL.path)/\(ReferenceManifest.fileName) keeps: write one with "
                    + "`gallery references migrate --to-git` (pictures stay in git) or `--to-store URL`, then `gallery record` to record the keys.")
        }
        let suite = try SnapshotName.sanitized(references.suiteName)
        struct Look { var changed: Bool; var why: String?; var tokens: Set<RenderKey.TokenRead>; var outside: [RenderKey.TokenRead: String] }
        let looks = ResultBox<Look>(count: items.count)
        concurrentlyForEach(items.indices, jobs: jobs) { index in
            let (entry, variant) = items[index]
            looks.set(index, Result { () throws -> Look in
                let name = try SnapshotName.sanitized(entry.referenceName(for: variant))
                let (key, tokens, outside) = try RenderKey.withReads(entry.rendering(variant))
                guard let line = manifest["\(suite)/\(name).png"] else { return Look(changed: true, why: "with no reference yet", tokens: tokens, outside: outside) }
                guard let recorded = line.renderKey else { return Look(changed: true, why: "with no render key recorded", tokens: tokens, outside: outside) }
                return Look(changed: key != recorded, why: nil, tokens: tokens, outside: outside)
            })
        }
        let results = try looks.all()
        // The tokens that changed, theme by theme, against the values the references were drawn with.
        let recordedTokens = try RecordedTokenValues.read(inSuite: references.suiteURL)
        var themes: [String: Theme] = [:]
        for (_, variant) in items where themes[variant.traits.theme.name] == nil { themes[variant.traits.theme.name] = variant.traits.theme }
        // A token an unchanged variant draws with did not change its drawing: its recorded value
        // is out of date (references accepted without a record), not the cause of anything.
        let readByUnchanged = results.filter { !$0.changed }.reduce(into: Set<RenderKey.TokenRead>()) { $0.formUnion($1.tokens) }
        // A catalogue's colours (`Color("brandPrimary")`) as the changed variants drew them now.
        let outsideNow = results.filter(\.changed).reduce(into: [RenderKey.TokenRead: String]()) { $0.merge($1.outside) { first, _ in first } }
        let tokenChanges = (themes.sorted { $0.key < $1.key }.flatMap { recordedTokens?.changes(to: $0.value) ?? [] } + (recordedTokens?.changes(outside: outsideNow) ?? []))
            .filter { !readByUnchanged.contains(RenderKey.TokenRead(role: $0.role, theme: $0.theme)) }
        var changesByRead: [RenderKey.TokenRead: TokenChange] = [:]
        for change in tokenChanges { changesByRead[RenderKey.TokenRead(role: change.role, theme: change.theme)] = change }
        let fontChanges = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: references.snapshotsURL, artifactsDirectory: references.artifactsURL)).fontFileChanges()
        var changed: [Reached] = []
        for (index, look) in results.enumerated() where look.changed {
            let (entry, variant) = items[index]
            let name = entry.referenceName(for: variant)
            var reasons: [String] = []
            if let why = look.why {
                reasons.append(why)
            } else {
                // A changed token the variant drew with; a moved frame is seen directly.
                reasons += Set(look.tokens.compactMap { changesByRead[$0] }).map { "through \(Quoted.log($0.description))" }.sorted()
                reasons += try movedFrames(entry, variant, references: references).map { "through \($0)'s frame" }
                if !fontChanges.isEmpty { reasons.append("through the font files that changed since recording") }
                if reasons.isEmpty { reasons.append("through its drawing (a colour, text, image or path no token gives)") }
            }
            changed.append(Reached(entry: entry, variant: variant, name: name, reasons: reasons))
        }
        return ChangedVariants(
            tokenChanges: tokenChanges, hasRecordedTokens: recordedTokens != nil, changed: changed, unchanged: results.count - changed.count)
    }

    /// The components whose frames moved since the recorded layout (`<name>.layout.txt`), by their place in the tree.
    package static func movedFrames(_ entry: CatalogueEntry, _ variant: CatalogueVariant, references: ReferenceFolders) throws -> [String] {
        let file = references.suiteURL.appendingPathComponent(try SnapshotName.sanitized(entry.referenceName(for: variant)) + ".layout.txt")
        guard let recorded = try? PlainFile(file.path, limit: 16 << 20).readData() else { return [] }
        let now = LayoutRecord(try entry.rendering(variant).layOut(.records).nodes)
        let lines = now.changes(since: LayoutRecord(text: String(decoding: recorded, as: UTF8.self)))
        var places: [String] = []
        for line in lines {
            let place = String(line.prefix { $0 != " " && $0 != ":" })
            // A component inside one already named moved with it.
            if !places.contains(where: { place == $0 || place.hasPrefix($0 + "/") }) { places.append(place) }
        }
        return places
    }
}
