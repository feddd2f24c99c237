import Components
import DesignTokens
import Localization

/// The variants a catalogue, a group or an entry is rendered in, declared as data.
///
/// Every field is optional: `nil` inherits the value of the enclosing group or catalogue, so a
/// catalogue declares its defaults once and a group or an entry overrides only what differs. At
/// the top, unset fields fall back to `standard` (light and dark, large text, @2x, left to right,
/// the entry's own layout). Widths and devices replace the entry's own layout: each width renders
/// at that width, each device at that device's size; an empty list restores the entry's layout.
public struct VariantMatrix: Hashable, Sendable {
    /// The themes to render in, or `nil` to inherit them.
    public var themes: [Theme]?
    /// The content size categories to render at, or `nil` to inherit them.
    public var contentSizes: [ContentSizeCategory]?
    /// Widths in points.
    public var widths: [Double]?
    /// Devices whose screen size the entry renders at.
    public var devices: [Device]?
    /// The display scales to render at, or `nil` to inherit them.
    public var scales: [Double]?
    /// The layout directions to render in, or `nil` to inherit them.
    public var directions: [LayoutDirection]?
    /// Pseudo-locales to render in besides the strings as written (`[.accented]` adds a `-xa`
    /// variant of each combination, `[.bidiWrapped]` a right-to-left `-rtl-xb` one), or `nil` to
    /// inherit them; none by default.
    public var pseudoLocales: [PseudoLocale]?
    /// The languages the app ships in (`["en", "de", "ar"]`), each a variant whose strings come
    /// from the catalogue's String Catalog (`Catalogue.localized(by:)`), a right-to-left one drawn
    /// right to left; `nil` inherits them, an empty list draws the strings as written (the default).
    public var locales: [String]?

    /// A matrix; fields left `nil` are inherited.
    public init(
        themes: [Theme]? = nil, contentSizes: [ContentSizeCategory]? = nil, widths: [Double]? = nil, devices: [Device]? = nil,
        scales: [Double]? = nil, directions: [LayoutDirection]? = nil, locales: [String]? = nil, pseudoLocales: [PseudoLocale]? = nil
    ) {
        self.locales = locales
        self.pseudoLocales = pseudoLocales
        self.themes = themes
        self.contentSizes = contentSizes
        self.widths = widths
        self.devices = devices
        self.scales = scales
        self.directions = directions
    }

    /// A matrix without languages, as 1.1 declared it; fields left `nil` are inherited.
    @_disfavoredOverload
    public init(
        themes: [Theme]? = nil, contentSizes: [ContentSizeCategory]? = nil, widths: [Double]? = nil, devices: [Device]? = nil,
        scales: [Double]? = nil, directions: [LayoutDirection]? = nil, pseudoLocales: [PseudoLocale]? = nil
    ) {
        self.init(
            themes: themes, contentSizes: contentSizes, widths: widths, devices: devices, scales: scales, directions: directions, locales: nil,
            pseudoLocales: pseudoLocales)
    }

    /// Inherits everything.
    public static let inherited = VariantMatrix()

    /// Light and dark, large text, @2x, left to right, the entry's own layout.
    public static let standard = VariantMatrix(
        themes: [.light, .dark], contentSizes: [.large], widths: [], devices: [], scales: [2], directions: [.leftToRight], locales: [],
        pseudoLocales: [])

    /// This matrix with the fields it leaves unset taken from `parent`.
    public func inheriting(from parent: VariantMatrix) -> VariantMatrix {
        VariantMatrix(
            themes: themes ?? parent.themes, contentSizes: contentSizes ?? parent.contentSizes, widths: widths ?? parent.widths,
            devices: devices ?? parent.devices, scales: scales ?? parent.scales, directions: directions ?? parent.directions,
            locales: locales ?? parent.locales, pseudoLocales: pseudoLocales ?? parent.pseudoLocales)
    }

    /// Every combination, in a stable order (theme, content size, layout, scale, direction, each
    /// language or the strings as written, and then each pseudo-locale). A right-to-left language
    /// is drawn right to left whatever the direction, so it appears once.
    /// Combinations that render the same (a width or a scale given twice, or a theme listed twice)
    /// appear once.
    public func variants() -> [CatalogueVariant] {
        let full = inheriting(from: .standard)
        let widths = full.widths ?? [], devices = full.devices ?? []
        var layouts: [CatalogueVariant.Layout] = widths.map { .width($0) } + devices.map { .device($0) }
        if layouts.isEmpty { layouts = [.own] }
        let languages: [String?] = (full.locales ?? []).isEmpty ? [nil] : (full.locales ?? []).map(Optional.some)
        var result: [CatalogueVariant] = []
        var seen = Set<CatalogueVariant>()
        for theme in full.themes ?? [] {
            for contentSize in full.contentSizes ?? [] {
                for layout in layouts {
                    for scale in full.scales ?? [] {
                        for direction in full.directions ?? [] {
                            for locale in languages {
                                for pseudoLocale in [nil] + (full.pseudoLocales ?? []).map(Optional.some) {
                                    var traits = RenderTraits(
                                        theme: theme, scale: scale, contentSize: contentSize, layoutDirection: direction, pseudoLocale: pseudoLocale)
                                    if let locale {
                                        traits.locale = locale
                                        if LanguageTag.isRightToLeft(locale) { traits.layoutDirection = .rightToLeft }
                                    }
                                    let variant = CatalogueVariant(traits: traits, layout: layout)
                                    if seen.insert(variant).inserted { result.append(variant) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
