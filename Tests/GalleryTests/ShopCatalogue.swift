import ComponentCatalogue
import Components
import Foundation

/// A small design system written the way a team outside this repository writes one: a composed
/// component, a component that draws directly, two module catalogues and a root that includes
/// them, on a theme read from a token file.
enum Shop {
    /// A price on a tinted capsule: made of other components.
    struct PriceTag: ComposedComponent {
        var amount: String
        var theme: Theme
        var textColor: Color?

        var body: some Renderable {
            UI.Label(text: amount, style: theme.typography.body2, color: textColor ?? theme.colors.textPrimary)
                .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
                .backgroundColor(theme.colors.surface)
                .cornerRadius(12)
        }
    }

    /// A horizontal meter drawn with paths: needs only `import Components`.
    struct Meter: Renderable {
        var fraction: Double
        var color: Color
        var label: String?

        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            Size(width: width ?? 120, height: 8)
        }

        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            list.fill(.roundedRect(frame.rect, radius: 4), with: .solid(environment.theme.colors.separator))
            let filled = Rect(x: frame.x, y: frame.y, width: frame.width * min(max(fraction, 0), 1), height: frame.height)
            list.fill(.roundedRect(filled, radius: 4), with: .solid(color))
        }

        var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: "image", label: label, value: "\(Int((fraction * 100).rounded())) percent")
        }
    }

    /// A theme from a token file: the built-in light tokens with the primary colour replaced.
    static func theme(primary: String, in folder: URL) throws -> Theme {
        let original = try String(decoding: Theme.builtInTokens(named: "light").orThrow("the built-in light tokens"), as: UTF8.self)
        let file = folder.appendingPathComponent("shop.tokens.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try original.replacingOccurrences(of: "#1F5FD6", with: primary).write(to: file, atomically: true, encoding: .utf8)
        return try Theme(tokensAt: file)
    }

    /// The price tag's arguments: the live preview's controls; "faint" is a named set of them.
    static let amount = CatalogueArgument.text("amount", default: "£4.20", maximumLength: 20)
    static let textColor = CatalogueArgument.optional(.color("textColor", default: .token("textPrimary")))

    static func atoms() -> Catalogue {
        Catalogue("Atoms") {
            CatalogueGroup("PriceTag", doc: "A price on a tinted capsule.", arguments: [amount, textColor]) {
                CatalogueEntry("regular") { context in priceTag(context) }
                CatalogueEntry("faint", setting: [amount.to("£3.50"), textColor.to(.literal(Color(red8: 0xD0, green8: 0xD4, blue8: 0xDA)))]) { context in
                    priceTag(context)
                }
            }
        }
    }

    static func priceTag(_ context: CatalogueContext) -> some Renderable {
        PriceTag(amount: context[amount], theme: context.theme, textColor: context[textColor].map { $0.resolved(in: context.theme) }).padding(4)
    }

    static func charts() -> Catalogue {
        Catalogue("Charts", variants: VariantMatrix(widths: [96])) {
            CatalogueGroup("Meter", doc: "How far along something is.") {
                CatalogueEntry("half") { context in Meter(fraction: 0.5, color: context.theme.colors.primary, label: "Progress").padding(4) }
                CatalogueEntry("unlabelled") { context in Meter(fraction: 0.8, color: context.theme.colors.primary).padding(4) }
            }
        }
    }

    /// The root: every module's catalogue on the shop theme, at @1x to keep debug renders quick.
    static func catalogue(theme: Theme) -> Catalogue {
        Catalogue("Shop", doc: "The shop's design system.", variants: VariantMatrix(themes: [theme], scales: [1])) {
            atoms()
            charts()
        }
    }
}

extension Optional {
    /// The value, or an error naming what was missing.
    func orThrow(_ message: String) throws -> Wrapped {
        guard let value = self else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: message]) }
        return value
    }
}
