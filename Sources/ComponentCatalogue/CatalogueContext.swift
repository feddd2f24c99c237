import Components
import DesignTokens
import Localization

/// What a catalogue entry's builder gets: the traits it renders under, the theme resolved for
/// them, and the Design Library's factories for that theme and those traits.
public struct CatalogueContext: Sendable {
    /// The traits of the variant being rendered.
    public var traits: RenderTraits

    /// The arguments' values as text, by name (checked before they get here).
    public var arguments: [String: String]

    /// The layout the variant is drawn at (its width or device, else the entry's own): what a
    /// running entry lays its states out at to find a step's component.
    public var layout: RenderLayout

    /// The catalogue's String Catalog, when it has one (`Catalogue.localized(by:)`).
    public var strings: StringCatalog?

    /// The text of a key in the variant's language (`traits.locale`), formatted with `arguments`:
    /// its plural form for the argument that counts it, its device form, falling back as iOS does
    /// to the source language. Without a language the source language's text; without a String
    /// Catalog, or for a translation whose format does not fit the arguments, the key itself, so
    /// the picture shows which key is wrong.
    public func text(_ key: String, device: String = "iphone", _ arguments: LocalizedArgument...) -> String {
        text(key, device: device, arguments: arguments)
    }

    /// The text of a key formatted with a list of arguments (a SwiftUI `Text`'s interpolated
    /// values); as `text(_:device:_:)`.
    public func text(_ key: String, device: String = "iphone", arguments: [LocalizedArgument]) -> String {
        guard let strings else {
            if let locale = traits.locale { lookups?.note(.init(key: key, language: locale, detail: "the catalogue has no String Catalog; the key is drawn")) }
            return key
        }
        let language = traits.locale ?? strings.sourceLanguage
        do {
            let found = try strings.text(for: key, language: language, device: device, arguments: arguments)
            if !found.isTranslated {
                lookups?.note(.init(key: key, language: language, detail: "no translation; drawn in \(found.language)"))
            }
            lookups?.record(.init(key: key, language: language, text: found.text))
            return found.text
        } catch {
            lookups?.note(.init(key: key, language: language, detail: "the translation cannot be drawn: \(error.reason); the key is drawn"))
            return key
        }
    }

    /// Where the keys drawn without a translation are noted (the audit's `untranslated` rule).
    public var lookups: StringLookups?

    /// Creates a context for a variant's traits and argument values.
    public init(traits: RenderTraits, arguments: [String: String] = [:], layout: RenderLayout = .sizeThatFits) {
        self.traits = traits
        self.arguments = arguments
        self.layout = layout
    }

    /// An argument's value: the one set for this render, else its default.
    public subscript<Value>(_ argument: CatalogueArgument<Value>) -> Value {
        guard let text = arguments[argument.name], case .success(let value) = argument.value(from: text) else { return argument.defaultValue }
        return value
    }

    /// A colour argument's colour in this variant's theme.
    public func color(_ argument: CatalogueArgument<ArgumentColor>) -> Color {
        self[argument].resolved(in: theme)
    }

    /// The variant's theme with its typography scaled for the content size.
    public var theme: Theme { traits.resolvedTheme }

    /// The Design Library's factories for the variant's theme and traits.
    public var builder: DesignLibrary.ComponentsBuilder {
        DesignLibrary(configuration: .init(theme: traits.theme)).componentsBuilder(traits: traits)
    }
}
