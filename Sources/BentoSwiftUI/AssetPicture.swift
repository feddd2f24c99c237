import AssetCatalogs
import Components
import DesignTokens
import Foundation
import Rasterizer

/// An asset catalogue's image set, or symbol set, as an `Image` holds it: read when the image is
/// made, its problem reported when it is laid out. A name with no image set is looked for among
/// the symbol sets, as `Image("name")` finds a team's own symbols on iOS.
struct AssetPicture: Hashable, @unchecked Sendable {
    let name: String
    let image: AssetImage?
    let symbol: AssetSymbol?
    let problem: String?
    let isDecorative: Bool

    init(name: String, bundle: Bundle?, isDecorative: Bool) {
        self.name = name
        self.isDecorative = isDecorative
        var symbol: AssetSymbol?
        do throws(AssetCatalogError) {
            image = try AssetLookup.shared.image(named: name, bundle: bundle)
            problem = nil
        } catch {
            image = nil
            var failure = error
            if error.reason == .notFound {
                do throws(AssetCatalogError) {
                    symbol = try AssetLookup.shared.symbol(named: name, bundle: bundle)
                } catch let symbolError where symbolError.reason != .notFound {
                    failure = symbolError
                } catch {}
            }
            problem = symbol == nil ? "Image(\"\(name)\"): \(failure.description)" : nil
            if let problem { AssetProblems.report(problem) }
        }
        self.symbol = symbol
    }

    func node(renderingMode: Image.TemplateRenderingMode?, isResizable: Bool, in context: ResolutionContext) -> LayoutNode {
        if let problem { AssetProblems.report(problem) }
        if let symbol {
            var node = Image.symbolNode(name: name, in: context, isResizable: isResizable)
            node.custom = symbol
            return node
        }
        let isDark = context.environment.colorScheme == .dark
        var bitmap: Bitmap?
        var scale = 1.0
        if let image {
            let representation = image.representation(forScale: context.render.traits.scale, dark: isDark)
            do throws(AssetCatalogError) {
                bitmap = try AssetLookup.shared.bitmap(image, representation)
                scale = representation.scale
            } catch {
                AssetProblems.report("Image(\"\(name)\"): \(error.description)")
            }
        }
        let isTemplate = renderingMode.map { $0 == .template } ?? image?.isTemplate ?? false
        return PictureNode(
            name: name, bitmap: bitmap, scale: scale, tint: isTemplate ? context.environment.foreground : nil, isResizable: isResizable,
            isDecorative: isDecorative, catalog: image?.representations.first?.file.pathComponents.last { $0.hasSuffix(".xcassets") })
    }
}

/// An asset's picture: its own size in points (pixels over scale), or what it is proposed when
/// resizable, the pixels stretched to the frame.
struct PictureNode: LayoutNode {
    let name: String
    let bitmap: Bitmap?
    let scale: Double
    let tint: Color?
    let isResizable: Bool
    let isDecorative: Bool
    let catalog: String?

    var kind: String { "Image" }

    var ownSize: CGSize {
        guard let bitmap else { return .zero }
        return CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: ownSize) : ownSize
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        if let bitmap {
            let rect = node.record.frame
            node.draw(.image(bitmap, Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), tint: tint?.painted))
        }
        if let tint { node.record(.color(.tint, tint.painted), in: environment) }
        if let catalog { node.record(DesignUse(property: "image", value: name, origin: DesignOrigin(.token(path: "Image(\"\(name)\")", role: nil, theme: catalog))), in: environment) }
        node.record.accessibility.role = "image"
        node.record.accessibility.label = isDecorative ? nil : name
        node.record.accessibility.isHidden = isDecorative
        return node
    }
}
