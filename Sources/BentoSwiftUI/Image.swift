import Components
import Foundation
import Rasterizer

/// A picture. `Image(systemName:)` draws a stand-in for the SF Symbol of that name (Apple's
/// symbols cannot be shipped): a simple outline of our own for the common names, a rounded square
/// for the others, at the size and position the symbol takes on iOS, so the views around it lay
/// out as they do on the simulator.
///
/// A symbol's size follows the font around it (body unless set) and `imageScale(_:)`: its ink is
/// the font's point size at the medium scale (17 × 17 in body, measured from
/// pointfreeco/swift-snapshot-testing's `checkmark.circle.fill` in the shared SwiftUI fixtures)
/// and 1.29 times it at the large scale (22 × 22, doordash-oss/swiftui-preview-snapshots'
/// `globe`); its frame is the ink and 7 % more, the ink centred in it.
public struct Image: View, Hashable, Sendable {
    /// The symbol's name (empty for an asset's picture).
    let systemName: String
    /// The asset catalogue's picture, for `Image("name")`.
    var asset: AssetPicture?
    /// Whether the image fills the frame it is given (`resizable()`) rather than its own size.
    var isResizable = false
    /// How an asset's picture is drawn: as it is, or in the foreground colour; `nil` as its set says.
    var renderingMode: TemplateRenderingMode?

    /// A stand-in for the SF Symbol named `systemName`.
    public init(systemName: String) { self.systemName = systemName }

    /// The image set of a name in the bundle's asset catalogues (`Image("avatar", bundle:
    /// .module)`), found as `Color(_:bundle:)` finds colour sets; its name is what assistive
    /// technologies read.
    public init(_ name: String, bundle: Bundle? = nil) {
        systemName = ""
        asset = AssetPicture(name: name, bundle: bundle, isDecorative: false)
    }

    /// An asset's picture that assistive technologies skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        systemName = ""
        asset = AssetPicture(name: name, bundle: bundle, isDecorative: true)
    }

    /// How the picture is drawn: `.template` in the foreground colour, `.original` as it is.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// How a picture is drawn.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground colour, its opacity kept.
        case template
        /// As it is.
        case original
    }

    /// The image stretched to the frame it is proposed, its own size where nothing is proposed.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }

    /// How large a symbol is drawn beside text of its font.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// Smaller than the text (0.78 of the font's size).
        case small
        /// As large as the text.
        case medium
        /// Larger than the text (1.29 of the font's size).
        case large

        /// The symbol's ink as a share of the font's point size.
        var inkRatio: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// How large symbols are drawn beside text (medium unless set).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// The scale of the symbols inside the view.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentWritingModifier<Image.Scale>> { environment(\.imageScale, scale) }
}

extension Image: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        if let asset { return [asset.node(renderingMode: renderingMode, isResizable: isResizable, in: context)] }
        let pointSize = (context.environment.font ?? .body).pointSize(at: context.environment.dynamicTypeSize)
        let ink = pointSize * context.environment.imageScale.inkRatio
        let color = context.environment.foreground
        return [
            SymbolNode(
                name: systemName, side: (ink * 1.07 * 3).rounded() / 3, ink: ink, color: color, isResizable: isResizable,
                placeholderBarColor: context.environment.placeholderBarColor)
        ]
    }
}

/// A symbol's stand-in: its own square size (or what it is proposed, when resizable), its
/// outline drawn in the foreground colour in the middle.
struct SymbolNode: LayoutNode {
    let name: String
    let side: CGFloat
    let ink: CGFloat
    let color: Color
    let isResizable: Bool
    /// Where the symbol is redacted as a placeholder, the colour of the square drawn for it.
    var placeholderBarColor: Color? = nil

    var kind: String { "Image" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return CGSize(width: side, height: side) }
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side))
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        let square = isResizable ? min(frame.width, frame.height) * ink / side : ink
        let box = CGRect(x: frame.midX - square / 2, y: frame.midY - square / 2, width: square, height: square)
        if let placeholder = placeholderBarColor {
            node.draw(.fill(.roundedRect(Rect(box), radius: Double(square) / 5), .solid(placeholder.painted), .nonZero))
            node.record.accessibility.role = "image"
            return node
        }
        let paint = Paint.solid(color.painted)
        // Directional symbols point the other way right to left, as SF Symbols' do; the layout
        // mirrors after drawing, so the outline is flipped here.
        let flips = environment.traits.layoutDirection == .rightToLeft && Self.isDirectional(name)
        let scale = Double(square) / 20
        let place = flips
            ? Transform(a: -scale, b: 0, c: 0, d: scale, tx: Double(box.maxX), ty: Double(box.minY))
            : Transform(a: scale, b: 0, c: 0, d: scale, tx: Double(box.minX), ty: Double(box.minY))
        for stroke in SymbolOutline.strokes(of: name) {
            let path = stroke.path.applying(place)
            switch stroke.kind {
            case .fill: node.draw(.fill(path, paint, .evenOdd))
            case .line(let width): node.draw(.stroke(path, Rasterizer.StrokeStyle(width: width * Double(square) / 20, cap: .round, join: .round), paint))
            }
        }
        node.record(.color(.fill, color.painted), in: environment)
        node.record.accessibility.role = "image"
        node.record.accessibility.label = name.replacingOccurrences(of: ".", with: " ")
        return node
    }

    /// Whether a symbol points along the reading direction (a chevron, an arrow, forward or
    /// backward), so that it turns round right to left.
    static func isDirectional(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.contains { ["left", "right", "forward", "backward"].contains($0) }
    }
}
