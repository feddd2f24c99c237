import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import ImageSnapshots
import Localization
import SafeText

extension AgentWorkbench {
    /// `render`: one entry in one of its variants, or with traits and argument values of the
    /// call's own, drawn to a PNG with its picture tree and accessibility record. The picture is
    /// bounded as every render is (`ComponentRenderer.largestSide`, the image limits).
    func render(_ arguments: ToolArguments) throws -> ToolAnswer {
        let tool = arguments.tool
        let id = try arguments.requiredString("entry")
        guard let entry = catalogue.entries.first(where: { $0.identifier == id }) else {
            throw AgentToolError.argument(tool, "entry", "\(Quoted.string(id, limit: 80)) is no entry of the catalogue (Component/state); list_components lists them")
        }
        let variants = entry.allVariants()
        var variant = variants[0]
        if let name = try arguments.string("variant") {
            guard let named = variants.first(where: { $0.name == name }) else {
                let names = variants.prefix(12).map(\.name).joined(separator: ", ") + (variants.count > 12 ? " …" : "")
                throw AgentToolError.argument(tool, "variant", "\(Quoted.string(name, limit: 80)) is no variant of \(id); its variants: \(names)")
            }
            variant = named
        }
        if let name = try arguments.string("theme") {
            let known = CatalogueEntry.namedThemes(in: catalogue.entries)
            guard let theme = known[name] else {
                throw AgentToolError.argument(tool, "theme", "\(Quoted.string(name, limit: 80)) is no theme of the catalogue; its themes: \(known.keys.sorted().joined(separator: ", "))")
            }
            variant.traits.theme = theme
        }
        if let theme = try replacementThemes()[variant.traits.theme.name] { variant.traits.theme = theme }
        if let scale = try arguments.number("scale", in: 1...3) {
            guard scale == scale.rounded() else { throw AgentToolError.argument(tool, "scale", "takes 1, 2 or 3") }
            variant.traits.scale = scale
        }
        if let width = try arguments.number("width", in: 1...ToolArguments.widthLimit) { variant.layout = .width(width) }
        if let name = try arguments.string("contentSize") {
            guard let size = ContentSizeCategory(rawValue: name) else {
                throw AgentToolError.argument(tool, "contentSize", "\(Quoted.string(name, limit: 60)) is none of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            variant.traits.contentSize = size
        }
        if let name = try arguments.string("direction") {
            guard let direction = LayoutDirection(rawValue: name) else { throw AgentToolError.argument(tool, "direction", "takes leftToRight or rightToLeft") }
            variant.traits.layoutDirection = direction
        }
        if let locale = try arguments.string("locale", limit: 35) {
            guard LanguageTag.isValid(locale) else { throw AgentToolError.argument(tool, "locale", "\(Quoted.string(locale, limit: 40)) is not a language tag (de, ar, pt-BR)") }
            variant.traits.locale = locale
        }
        var context = entry.context(for: variant)
        let changes = try arguments.textValues("arguments")
        do {
            context.arguments = try entry.argumentValues(changing: changes)
        } catch {
            throw AgentToolError.argument(tool, "arguments", "are refused: \(error)")
        }
        let drawn = try VariantRendering(entry, variant, context: context).draw()
        let png = Data(try drawn.bitmap.pngData())
        let tree = PictureTree(
            entry: entry.identifier, variant: variant.name, scale: variant.traits.scale, pixelWidth: drawn.bitmap.width, pixelHeight: drawn.bitmap.height,
            nodes: drawn.nodes)
        struct Rendered: Encodable {
            var entry: String, variant: String, reference: String, pixelWidth: Int, pixelHeight: Int, scale: Double, arguments: [String: String]
        }
        let summary = Rendered(
            entry: entry.identifier, variant: variant.name, reference: entry.referenceName(for: variant), pixelWidth: drawn.bitmap.width,
            pixelHeight: drawn.bitmap.height, scale: variant.traits.scale, arguments: context.arguments)
        return ToolAnswer(
            texts: [try ToolAnswer.json(summary), String(decoding: try tree.json(), as: UTF8.self), drawn.snapshot.accessibilityRecord.text], png: png)
    }
}
