import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import Localization
import SafeText

/// What the live preview's controls ask for: one entry at one theme, content size, direction,
/// pseudo-locale, scale and width or device, read from the page's address and checked before anything renders.
struct PreviewControls {
    var entry: CatalogueEntry
    var variant: CatalogueVariant
    /// The entry's argument values with the address's `arg.<name>` changes applied.
    var arguments: [String: String]

    /// The widest width the handle may ask for, in points.
    static let widths = 1.0...4096.0

    /// Reads the controls from a query (`entry`, `theme`, `size`, `direction`, `locale` (a
    /// pseudo-locale's variant suffix, `xa` or `xb`, a language tag such as `de` or `ar`, or
    /// `none`), `scale`, `device`, `width`,
    /// `arg.<name>`); a missing control takes the value of the entry's first catalogue
    /// variant, a missing argument the entry's own value.
    ///
    /// - Throws: `PreviewError` saying which control is out of range and what it takes.
    static func parse(_ query: [String: String], entries: [CatalogueEntry], themes: [String: Theme]) throws(PreviewError) -> PreviewControls {
        guard let id = query["entry"], !id.isEmpty else { throw PreviewError("Choose an entry (entry=Component/state).") }
        guard let entry = entries.first(where: { $0.identifier == id }) else { throw PreviewError("No catalogue entry \(id).") }
        guard let first = entry.allVariants().first else { throw PreviewError("\(id) has no variants.") }
        var traits = first.traits
        if let name = query["theme"], !name.isEmpty {
            guard let theme = themes[name] else {
                throw PreviewError("Unknown theme \(name); themes are \(themes.keys.sorted().joined(separator: ", ")).")
            }
            traits.theme = theme
        }
        if let size = query["size"], !size.isEmpty {
            guard let category = ContentSizeCategory(rawValue: size) else {
                throw PreviewError("Unknown content size \(size); sizes are \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            traits.contentSize = category
        }
        if let direction = query["direction"], !direction.isEmpty {
            guard let value = LayoutDirection(rawValue: direction) else { throw PreviewError("direction is leftToRight or rightToLeft; got \(direction).") }
            traits.layoutDirection = value
        }
        if let locale = query["locale"], !locale.isEmpty {
            if locale == "none" {
                traits.pseudoLocale = nil
                traits.locale = nil
            } else if let value = PseudoLocale.allCases.first(where: { $0.variantSuffix == locale.lowercased() }) {
                traits.pseudoLocale = value
                traits.locale = nil
            } else if LanguageTag.isKnownLanguage(locale) {
                // A language: the entry's strings in it, its line rules and faces; a right-to-left
                // one mirrors the layout, as a variant matrix's locale does.
                traits.pseudoLocale = nil
                traits.locale = locale
                if LanguageTag.isRightToLeft(locale) { traits.layoutDirection = .rightToLeft }
            } else {
                // Shaped like a tag is not enough: `xc` or `rtl-xb` name no language, and drawing
                // the development language under them would say nothing true.
                throw PreviewError(
                    "locale is none, a pseudo-locale (\(PseudoLocale.allCases.map(\.variantSuffix).joined(separator: ", "))) or a tag of a language ICU knows (de, ar, zh-Hant); got \(Quoted.string(locale, limit: 40)).")
            }
        }
        if let scale = query["scale"], !scale.isEmpty {
            guard let value = Int(scale), (1...3).contains(value) else { throw PreviewError("scale is 1, 2 or 3; got \(scale).") }
            traits.scale = Double(value)
        }
        var layout = first.layout
        if let name = query["device"], !name.isEmpty {
            guard let device = Device.all.first(where: { $0.name == name }) else {
                throw PreviewError("Unknown device \(name); devices are \(Device.all.map(\.name).joined(separator: ", ")).")
            }
            layout = .device(device)
        } else if let text = query["width"], !text.isEmpty {
            guard let width = Double(text), widths.contains(width) else {
                throw PreviewError("width takes \(Int(widths.lowerBound)) to \(Int(widths.upperBound)) points; got \(text).")
            }
            layout = .width(width)
        }
        var changes: [String: String] = [:]
        for (key, value) in query where key.hasPrefix(argumentPrefix) { changes[String(key.dropFirst(argumentPrefix.count))] = value }
        let arguments: [String: String]
        do {
            arguments = try entry.argumentValues(changing: changes)
        } catch {
            throw PreviewError(error.description)
        }
        return PreviewControls(entry: entry, variant: CatalogueVariant(traits: traits, layout: layout), arguments: arguments)
    }

    /// What a page says of the language drawn: `nil` when the entry's strings have it, else
    /// which language its text is in and why (a locale no String Catalog of the entry holds draws
    /// its text in the catalogue's source language, with the locale's line rules and faces).
    static func languageNote(for locale: String?, strings: StringCatalog?) -> String? {
        guard let locale else { return nil }
        guard let strings else {
            return "\(locale): the entry reads no String Catalog, so its text is as written, with \(locale)'s line rules and fonts"
        }
        // The catalogue's languages are gathered from every entry: once, not once per form.
        let languages = Set(strings.languages)
        guard !LanguageTag.forms(of: locale).contains(where: languages.contains) else { return nil }
        return "\(locale): no translation in \(strings.file); text is in \(strings.sourceLanguage), the source language, with \(locale)'s line rules and fonts"
    }

    /// The prefix of an argument's key in the address: `arg.amount=£4.20`.
    static let argumentPrefix = "arg."

    /// What the entry's builder gets at these controls.
    var context: CatalogueContext {
        var context = entry.context(for: variant)
        context.arguments = arguments
        return context
    }

    /// The component at these controls, ready to draw at the entry's layout.
    var rendering: VariantRendering { VariantRendering(entry, variant, context: context) }

    /// Whether the arguments are the entry's own (so its references apply).
    var hasEntryArguments: Bool { arguments == entry.argumentValues }

    /// Whether the catalogue lists this variant for the entry, with the entry's own arguments, so it
    /// has (or should have) a reference.
    var isCatalogueVariant: Bool {
        hasEntryArguments && entry.allVariants().contains { $0.name == variant.name && $0.traits.theme.name == variant.traits.theme.name }
    }
}

/// A control the live preview cannot honour, said so the page can show it.
struct PreviewError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
