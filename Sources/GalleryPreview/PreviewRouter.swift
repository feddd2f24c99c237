import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import ImageSnapshots
import Layout
import LoopbackHTTP
import Rasterizer
import ReferenceStores
import SafeFiles
import SnapshotReview

/// What the live preview's render worker answers (`serve --worker`; `PreviewSupervisor` passes it
/// the requests): the catalogue as a tree with each entry's arguments, an entry rendered at the
/// controls' variant and arguments (with its layout frames, accessibility elements, audit findings
/// and how it stands against its reference), the reference and the changed pixels, and accept and
/// undo through a `ReviewSession` (journal, backups) as `gallery review` has them. Tests serve it
/// directly, behind the same `LoopbackGate`.
package final class PreviewRouter: LocalRouter {
    package let gate: LoopbackGate
    let context: GalleryContext
    let themes: [String: Theme]
    let status: PreviewBuildStatus
    /// Where each render's comparison leaves its candidate and diff (replaced by the next render).
    let renders: URL
    /// Where accepted candidates are kept with the review journal and backups, for undo.
    let decisions: URL
    /// The running entry's play last asked for, kept so a click or the next frame does not play
    /// every step again.
    let plays = PlayCache()
    /// How long the steps of one play request may take (`stepTimeBudget` unless a test sets less).
    let playTimeBudget: Double

    /// The languages the locale control offers: the catalogue's String Catalogs', then those
    /// `serve --locale` adds.
    let languages: [String]

    package init(
        context: GalleryContext, customThemes: [String: Theme] = [:], languages extraLanguages: [String] = [], status: PreviewBuildStatus,
        token: String, playTimeBudget: Double = PreviewRouter.stepTimeBudget
    ) {
        self.playTimeBudget = playTimeBudget
        var languages: [String] = []
        for language in context.catalogue.entries.compactMap(\.strings).flatMap(\.languages) + extraLanguages where !languages.contains(language) {
            languages.append(language)
        }
        self.languages = languages
        self.gate = LoopbackGate(token: token)
        self.context = context
        self.status = status
        self.renders = context.artifactsDirectory.appendingPathComponent("preview-renders", isDirectory: true)
        self.decisions = context.artifactsDirectory.appendingPathComponent("preview", isDirectory: true)
        var themes: [String: Theme] = ["light": .light, "dark": .dark]
        for entry in context.catalogue.entries {
            for theme in entry.variants.themes ?? [] { themes[theme.name] = theme }
            for variant in entry.allVariants() { themes[variant.traits.theme.name] = variant.traits.theme }
        }
        themes.merge(customThemes) { $1 }
        self.themes = themes
    }

    /// The page and the status render nothing: served in a test, they never wait behind a render.
    package func answersAtOnce(_ path: String) -> Bool { !PreviewRoute.isWorkerPath(path) }

    package func answer(_ request: LocalRequest, path: String, query: [String: String]) -> LocalResponse {
        guard let route = PreviewRoute(method: request.method, path: path) else { return .text(404, "Not found.") }
        switch route {
        case .page: return LocalResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case .status: return .json(status.snapshot)
        case .catalogue: return .json(catalogue())
        case .render: return respond { () throws(PreviewError) in .json(try render(query)) }
        case .reference: return respond { () throws(PreviewError) in try reference(query) }
        case .diff: return respond { () throws(PreviewError) in try diff(query) }
        case .play: return respond { () throws(PreviewError) in .json(try play(query)) }
        case .tokens: return respond { () throws(PreviewError) in .json(try tokenPages()) }
        case .accept, .undo: return respond { () throws(PreviewError) in .json(try decide(route == .accept ? "accept" : "undo", query)) }
        }
    }

    /// The answer, or a 400 with the message the page shows.
    private func respond(_ body: () throws(PreviewError) -> LocalResponse) -> LocalResponse {
        do {
            return try body()
        } catch {
            return .json(["error": error.description], status: 400)
        }
    }

    // MARK: - The catalogue

    struct CatalogueTree: Encodable {
        struct Entry: Encodable {
            var id: String, component: String, state: String, path: [String], doc: String?, location: String
            var variants: [String]
            var arguments: [Argument]
            /// For a running entry, its script's steps up to this state; `nil` for a still entry.
            var playing: [String]?
        }
        /// An argument's control, and the entry's own value.
        struct Argument: Encodable {
            var name: String, control: ArgumentControl, value: String
        }
        var name: String
        var entries: [Entry]
        var themes: [String]
        var contentSizes: [String]
        var directions: [String]
        var locales: [String]
        var devices: [String]
        var scales: [Int]
        var widths: ClosedRange<Double>
    }

    func catalogue() -> CatalogueTree {
        let entries = context.catalogue.entries.map { entry in
            CatalogueTree.Entry(
                id: entry.identifier, component: entry.component, state: entry.state, path: entry.cataloguePath, doc: entry.doc,
                location: "\(entry.location)", variants: entry.allVariants().map(\.name),
                arguments: entry.arguments.map { CatalogueTree.Argument(name: $0.name, control: $0.control, value: entry.argumentValues[$0.name] ?? $0.defaultText) },
                playing: entry.play.map { play in play.steps.prefix(play.index).map(\.description) })
        }
        return CatalogueTree(
            name: context.catalogue.name, entries: entries, themes: themes.keys.sorted(),
            contentSizes: ContentSizeCategory.allCases.map(\.rawValue), directions: LayoutDirection.allCases.map(\.rawValue),
            locales: ["none"] + PseudoLocale.allCases.map(\.variantSuffix) + languages, devices: Device.all.map(\.name), scales: [1, 2, 3], widths: PreviewControls.widths)
    }

    // MARK: - Rendering

    struct Rendered: Encodable {
        /// A node's frame, type and the design values it drew with (`background color.surface`,
        /// `text #D0D4DAFF (argument textColor)`), which hovering it shows.
        struct Box: Encodable { var x: Double, y: Double, width: Double, height: Double, depth: Int, type: String, tokens: [String] }
        struct Element: Encodable { var role: String, label: String?, value: String?, x: Double, y: Double, width: Double, height: Double }
        var variant: String
        /// The controls as rendered, missing ones filled in from the entry's first variant.
        var controls: [String: String]
        /// Every argument's value as rendered.
        var arguments: [String: String]
        var png: String
        var pixelWidth: Int, pixelHeight: Int, scale: Double
        var frames: [Box]
        var accessibility: [Element]
        var audit: [AuditFinding]
        /// `matches`, `differs`, `new` (no reference yet) or `unlisted` (not a catalogue variant).
        var reference: String
        var referenceMessage: String?
        /// Whether the preview accepted this variant and can undo it.
        var canUndo: Bool
        var milliseconds: Double
    }

    /// The overlay's findings: every rule `gallery audit` runs, with the variant's string lookups
    /// and, for the entry's first variant, its design node (as the command holds it).
    private func auditFindings(
        _ entry: CatalogueEntry, _ variant: CatalogueVariant, drawn: DrawnVariant, nodes: [LaidOutComponent]
    ) throws(PreviewError) -> [AuditFinding] {
        do {
            let designs = try DesignSources.recorded(in: context)
            let design = try entry.design.flatMap { reference in
                variant == entry.allVariants().first ? try designs.resolve(reference, entry: entry.identifier) : nil
            }
            return Audit.findings(
                in: nodes, bitmap: drawn.bitmap, scale: variant.traits.scale, theme: variant.traits.theme, entry: "\(entry.identifier)@\(variant.name)",
                designRules: context.designRules, untranslated: drawn.lookups.misses, lookups: drawn.lookups.lookups, design: design,
                tolerances: designs.tolerances)
        } catch {
            throw PreviewError("\(entry.identifier) [\(variant.name)]: the audit cannot run: \(error)")
        }
    }

    func render(_ query: [String: String]) throws(PreviewError) -> Rendered {
        let start = Date()
        let controls = try PreviewControls.parse(query, entries: context.catalogue.entries, themes: themes)
        let entry = controls.entry, variant = controls.variant
        // One layout gives the picture, the frames, the accessibility and the audit.
        let drawn: DrawnVariant, bitmap: Bitmap, nodes: [LaidOutComponent], png: [UInt8]
        do {
            drawn = try controls.rendering.draw()
            bitmap = drawn.bitmap
            nodes = drawn.nodes
            png = try bitmap.pngData()
        } catch {
            throw PreviewError("\(entry.identifier) [\(variant.name)] does not render: \(error)")
        }
        let frames = nodes.map { node in
            Rendered.Box(
                x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height, depth: node.depth, type: node.typeName,
                tokens: node.designUses.map(Self.describe))
        }
        let elements = AccessibilityTree.elements(of: nodes).compactMap { node -> Rendered.Element? in
            let info = node.accessibility
            guard info.role != nil || info.label != nil || info.value != nil else { return nil }
            return Rendered.Element(
                role: info.role ?? "element", label: info.label, value: info.value, x: node.frame.x, y: node.frame.y,
                width: node.frame.width, height: node.frame.height)
        }
        let findings = query["audit"] == "1" ? try auditFindings(entry, variant, drawn: drawn, nodes: nodes) : []
        let (reference, message) = compare(bitmap, nodes: nodes, controls: controls)
        var resolved = [
            "theme": variant.traits.theme.name, "size": variant.traits.contentSize.rawValue,
            "direction": variant.traits.layoutDirection.rawValue, "scale": String(Int(variant.traits.scale)),
            "locale": variant.traits.pseudoLocale?.variantSuffix ?? variant.traits.locale ?? "none",
        ]
        if let note = PreviewControls.languageNote(for: variant.traits.locale, strings: entry.strings) { resolved["language"] = note }
        switch variant.layout {
        case .own: break
        case .width(let width): resolved["width"] = String(Int(width))
        case .device(let device): resolved["device"] = device.name
        }
        return Rendered(
            variant: variant.name, controls: resolved, arguments: controls.arguments, png: Data(png).base64EncodedString(), pixelWidth: bitmap.width, pixelHeight: bitmap.height,
            scale: variant.traits.scale, frames: frames, accessibility: elements, audit: findings, reference: reference,
            referenceMessage: message, canUndo: canUndo(controls), milliseconds: Date().timeIntervalSince(start) * 1000)
    }

    /// Whether the last decision on this variant in the preview's session is an accept.
    private func canUndo(_ controls: PreviewControls) -> Bool {
        guard controls.isCatalogueVariant, let candidate = try? candidates(controls, in: decisions).first else { return false }
        let session = ReviewSession(artifacts: decisions, snapshots: context.snapshotsDirectory)
        return (try? session.status(of: candidate.id)) == .accepted
    }

    /// How a catalogue variant stands against its reference; a failure leaves its candidate (with
    /// the diff) in the preview's renders folder, as `gallery verify` does in its artifacts.
    private func compare(_ bitmap: Bitmap, nodes: [LaidOutComponent], controls: PreviewControls) -> (String, String?) {
        guard controls.hasEntryArguments else { return ("unlisted", "The arguments differ from the entry's own: no reference to compare with.") }
        guard controls.isCatalogueVariant else { return ("unlisted", nil) }
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: context.snapshotsDirectory, artifactsDirectory: renders))
        do {
            let outcome = try verifier.verify(
                bitmap, suite: context.catalogue.snapshotFolder, name: controls.entry.referenceName(for: controls.variant),
                layout: LayoutRecord(nodes), accessibility: AccessibilityRecord(nodes))
            switch outcome {
            case .matched: return ("matches", nil)
            case .recorded: return ("matches", outcome.message)
            case .failed(let failure):
                if case .missingReference = failure.kind { return ("new", failure.message) }
                return ("differs", failure.message)
            }
        } catch {
            return ("differs", "\(error)")
        }
    }

    /// The variant's reference PNG, as recorded.
    func reference(_ query: [String: String]) throws(PreviewError) -> LocalResponse {
        let controls = try PreviewControls.parse(query, entries: context.catalogue.entries, themes: themes)
        guard let data = try referenceData(controls) else { throw PreviewError("\(controls.entry.identifier) [\(controls.variant.name)] has no reference yet.") }
        return LocalResponse(status: 200, contentType: "image/png", body: Array(data))
    }

    /// The render with what differs from the reference marked (see `PreviewDifference`).
    func diff(_ query: [String: String]) throws(PreviewError) -> LocalResponse {
        let controls = try PreviewControls.parse(query, entries: context.catalogue.entries, themes: themes)
        let data = try referenceData(controls)
        do {
            guard let data else { throw PreviewError("it has no reference yet") }
            let reference = try Bitmap(pngData: [UInt8](data))
            let actual = try controls.rendering.draw(.records).bitmap
            let (image, _) = try PreviewDifference.image(reference: reference, actual: actual)
            return LocalResponse(status: 200, contentType: "image/png", body: try image.pngData())
        } catch {
            throw PreviewError("No difference to show for \(controls.entry.identifier) [\(controls.variant.name)]: \(error)")
        }
    }

    /// The variant's reference bytes, from the snapshots folder or the store that keeps its
    /// pictures (fetched and hashed); `nil` when it has none.
    private func referenceData(_ controls: PreviewControls) throws(PreviewError) -> Data? {
        let url = try referenceURL(controls)
        let path = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        do {
            return try ReferenceFolder.open(context.snapshotsDirectory).data(path, limit: ImageLimits.standard.largestPNGFile)
        } catch {
            throw PreviewError("\(error)")
        }
    }

    private func referenceURL(_ controls: PreviewControls) throws(PreviewError) -> URL {
        guard controls.isCatalogueVariant else { throw PreviewError("Only the catalogue's own variants, with the entry's own arguments, have references.") }
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: context.snapshotsDirectory, artifactsDirectory: renders))
        do {
            return try verifier.referenceURL(suite: context.catalogue.snapshotFolder, name: controls.entry.referenceName(for: controls.variant))
        } catch {
            throw PreviewError("\(error)")
        }
    }

    struct Decision: Encodable { var id: String, status: String }

    /// Accepts (the render becomes the reference) or undoes the last decision, through the review
    /// session of the preview's decisions: the same checks, journal and backups as `gallery review`.
    /// An accept takes the candidates the render left (the picture's, and the transition's of a
    /// running screen's step) and keeps them there, so undo finds them later.
    func decide(_ action: String, _ query: [String: String]) throws(PreviewError) -> Decision {
        let controls = try PreviewControls.parse(query, entries: context.catalogue.entries, themes: themes)
        guard controls.isCatalogueVariant else { throw PreviewError("Only the catalogue's own variants have references.") }
        if action == "accept" {
            _ = try render(query)
            compareTransition(controls)
            do {
                for candidate in try candidates(controls, in: renders) {
                    for kind in ArtifactKind.decided {
                        let source = candidate.artifactURL(in: renders, kind), target = candidate.artifactURL(in: decisions, kind)
                        try? FileManager.default.removeItem(at: target)
                        if let data = try? Data(contentsOf: source) {
                            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                            try AtomicWrite.write(data, to: target)
                        }
                    }
                    try candidate.write(in: decisions)
                }
            } catch let error as PreviewError {
                throw error
            } catch {
                throw PreviewError("Cannot keep the candidate for review: \(error)")
            }
        }
        let found = try candidates(controls, in: decisions)
        let session = ReviewSession(artifacts: decisions, snapshots: context.snapshotsDirectory)
        do {
            // The picture's decision is the one the page shows; the transition's goes with it.
            var shown: ReviewStatus?
            for candidate in found {
                let status = action == "accept" ? try session.accept(candidate.id) : try session.undo(candidate.id)
                shown = shown ?? status
            }
            return Decision(id: found[0].id, status: (shown ?? .pending).rawValue)
        } catch {
            throw PreviewError("\(error)")
        }
    }

    /// Leaves the transition's candidate in the renders folder when a running screen's step
    /// animates differently from its reference (drawn only when accepting: 19 frames).
    private func compareTransition(_ controls: PreviewControls) {
        guard let frames = try? controls.entry.transitionFrames(for: controls.variant) else { return }
        let verifier = SnapshotVerifier(configuration: SnapshotConfiguration(
            recordMode: .never, snapshotsDirectory: context.snapshotsDirectory, artifactsDirectory: renders))
        _ = try? verifier.verifyAnimation(frames, suite: context.catalogue.snapshotFolder, name: controls.entry.referenceName(for: controls.variant))
    }

    /// The candidates a variant left in a folder: its picture's, then its transition's.
    private func candidates(_ controls: PreviewControls, in artifacts: URL) throws(PreviewError) -> [ReviewCandidate] {
        let suite = context.catalogue.snapshotFolder, name = controls.entry.referenceName(for: controls.variant)
        let all = ReviewCandidate.all(in: artifacts).filter { $0.suite == suite }
        let found = [name, name + ReviewCandidate.transitionSuffix].compactMap { wanted in all.first { $0.name == wanted } }
        guard !found.isEmpty else { throw PreviewError("\(suite)/\(name) has no difference from its reference to decide on.") }
        return found
    }
}

extension PreviewRouter {
    /// A design value as the preview's hover shows it: the token it came from, or the value and
    /// where it was typed by hand.
    static func describe(_ use: DesignUse) -> String {
        if let token = use.token {
            return "\(use.property) \(token.path)" + (token.role == token.path ? "" : " as \(token.role)")
                + ((use.origin?.changes ?? []).isEmpty ? "" : ", " + (use.origin?.changes ?? []).joined(separator: ", "))
        }
        if let place = DesignAudit.handTyped(use.origin) { return "\(use.property) \(use.value) (\(place))" }
        return "\(use.property) \(use.value)"
    }
}

extension PreviewRouter {
    /// The token pages of the catalogue's themes, as the gallery draws them: light first, then the
    /// others by name.
    struct TokenPagesAnswer: Encodable {
        struct Page: Encodable { var name: String, title: String, png: String, width: Double }
        var themes: [String]
        var pages: [Page]
    }

    func tokenPages() throws(PreviewError) -> TokenPagesAnswer {
        let ordered = themes.values.sorted { ($0.name == "light" ? 0 : 1, $0.name) < ($1.name == "light" ? 0 : 1, $1.name) }
        var pages: [TokenPagesAnswer.Page] = []
        do {
            for (name, title, bitmap) in try TokenSheets.pictures(for: ordered) {
                pages.append(TokenPagesAnswer.Page(name: name, title: title, png: Data(try bitmap.pngData()).base64EncodedString(), width: Double(bitmap.width) / 2))
            }
        } catch {
            throw PreviewError("The token pages do not render: \(error)")
        }
        return TokenPagesAnswer(themes: ordered.map { $0.name }, pages: pages)
    }
}
