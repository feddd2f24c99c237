import AssetCatalogs
import Components
import Foundation
import Rasterizer

/// A picture. `Image(systemName:)` draws the open symbol `SystemSymbol` maps the SF Symbol's name
/// to (Apple's symbols cannot be shipped; Material Icons, Apache 2.0, for the 300 names open-source
/// SwiftUI code uses most and about 200 more), and a visible placeholder for a name the table
/// lacks, at the size and position the symbol takes on iOS, so the views around it lay out as they
/// do on the simulator.
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
        return [Self.symbolNode(name: systemName, in: context, isResizable: isResizable)]
    }

    /// A symbol of a name at the size the font and image scale around it give.
    static func symbolNode(name: String, in context: ResolutionContext, isResizable: Bool) -> SymbolNode {
        let pointSize = (context.environment.font ?? .body).pointSize(at: context.environment.dynamicTypeSize)
        let ink = pointSize * context.environment.imageScale.inkRatio
        return SymbolNode(
            name: name, side: (ink * 1.07 * 3).rounded() / 3, ink: ink, pointSize: pointSize, color: context.environment.foreground, isResizable: isResizable,
            placeholderBarColor: context.environment.placeholderBarColor)
    }
}

/// A symbol: its own square size (or what it is proposed, when resizable), the open symbol the
/// name maps to (`SystemSymbol`, a Material Icons glyph) drawn in the foreground colour in the
/// middle, its ink as large as the font's point size at the medium scale; baselines where a
/// symbol set in text has them, so `.firstTextBaseline` sets it on the line beside a label's
/// title. A name the table lacks is a placeholder: a rounded square with a question mark in it,
/// and a layout note (`unmapped-symbol NAME`) that `gallery audit` reports.
struct SymbolNode: LayoutNode {
    let name: String
    let side: CGFloat
    let ink: CGFloat
    /// The font size the symbol is drawn beside, whose cap height its baselines centre it on.
    var pointSize: CGFloat = 17
    let color: Color
    let isResizable: Bool
    /// Where the symbol is redacted as a placeholder, the colour of the square drawn for it.
    var placeholderBarColor: Color? = nil
    /// A team's own symbol from its asset catalogue, drawn in place of the name's open symbol.
    var custom: AssetSymbol?

    var kind: String { "Image" }

    /// A team's symbol's scale: its template's capline to baseline as high as the font's capitals
    /// (times the image scale, as the ink of a system symbol grows with it).
    var customScale: CGFloat? {
        custom.map { Self.capHeight * ink / CGFloat($0.baseline - $0.capline) }
    }

    /// The symbol's width: its square, or a team's symbol's margins at its scale.
    var width: CGFloat {
        guard let custom, let scale = customScale else { return side }
        return max(1, (CGFloat(custom.rightMargin - custom.leftMargin) * scale * 3).rounded() / 3)
    }

    /// SF Pro's cap height as a share of its point size (1443 of 2048 units): symbols are centred
    /// on the capitals of the text beside them.
    static let capHeight: CGFloat = 0.7046

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return CGSize(width: width, height: side) }
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: width, height: side))
    }

    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { !isResizable && (key == .firstTextBaseline || key == .lastTextBaseline) }

    /// A symbol's baseline: below its middle by half the cap height of its font, as a symbol set
    /// in text sits on the line.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard hasExplicitAlignment(key) else { return nil }
        return size.height / 2 + pointSize * Self.capHeight / 2
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        let square = isResizable ? min(frame.width, frame.height) * ink / side : ink
        let box = CGRect(x: frame.midX - square / 2, y: frame.midY - square / 2, width: square, height: square)
        node.record.accessibility.role = "image"
        if let placeholder = placeholderBarColor {
            node.draw(.fill(.roundedRect(Rect(box), radius: Double(square) / 5), .solid(placeholder.painted), .nonZero))
            return node
        }
        let paint = Paint.solid(color.painted)
        if let custom, let scale = customScale {
            // The template's baseline on the symbol's baseline, its margins centred in the frame.
            let factor = isResizable ? min(frame.width / width, frame.height / side) : 1
            let unit = Double(scale * factor)
            let baseline = Double(frame.midY + Self.capHeight * ink * factor / 2)
            let left = Double(frame.midX) - (custom.rightMargin - custom.leftMargin) * unit / 2
            let transform = Transform(a: unit, b: 0, c: 0, d: unit, tx: left - custom.leftMargin * unit, ty: baseline - custom.baseline * unit)
            node.draw(.fill(custom.outline.applying(transform), paint, .nonZero))
            node.record(.color(.fill, color.painted), in: environment)
            node.record(DesignUse(property: "image", value: name, origin: DesignOrigin(.token(path: "Image(\"\(name)\")", role: nil, theme: "symbol set"))), in: environment)
            node.record.accessibility.label = name
            return node
        }
        let symbol = SystemSymbol(name)
        node.record.accessibility.label = name.replacingOccurrences(of: ".", with: " ")
        guard let material = symbol.materialName, let glyph = Self.glyph(material, in: environment) else {
            // A placeholder that shows: a rounded square and a question mark in it.
            let outline = Rasterizer.StrokeStyle(width: max(1, Double(square) / 14), cap: .round, join: .round)
            node.draw(.stroke(.roundedRect(Rect(box.insetBy(dx: square / 20, dy: square / 20)), radius: Double(square) / 5), outline, paint))
            if let mark = Self.glyph("question_mark", in: environment) {
                node.draw(.fill(Self.place(mark, in: box.insetBy(dx: square / 5, dy: square / 5), mirrored: false), paint, .nonZero))
            }
            node.record.layoutNotes.append(.unmappedSymbol(name))
            node.record(.color(.fill, color.painted), in: environment)
            return node
        }
        // Directional symbols point the other way right to left, as SF Symbols' do; the layout
        // mirrors after drawing, so the glyph is drawn mirrored here.
        let flips = environment.traits.layoutDirection == .rightToLeft && Self.isDirectional(name)
        node.draw(.fill(Self.place(glyph, in: box, mirrored: flips), paint, .nonZero))
        node.record(DesignUse(property: DesignProperty.icon.name, value: "\(SystemSymbol.family) \(material) \(DesignUse.number(Double(square)))"), in: environment)
        node.record(.color(.fill, color.painted), in: environment)
        return node
    }

    /// A Material Icons glyph: its outline in font units (y up) and the face's em.
    struct Glyph {
        var outline: Rasterizer.Path
        var unitsPerEm: Double
    }

    /// The glyph a ligature name shapes to in the symbol font, or `nil` when the font lacks it.
    static func glyph(_ ligature: String, in environment: RenderEnvironment) -> Glyph? {
        guard let face = try? environment.fonts.face(family: SystemSymbol.family) else { return nil }
        let shaped = face.shape(ligature, size: face.unitsPerEm)
        guard shaped.glyphs.count == 1, shaped.glyphs[0].glyph != 0 else { return nil }
        return Glyph(outline: face.outline(of: shaped.glyphs[0].glyph), unitsPerEm: face.unitsPerEm)
    }

    /// The glyph placed so its ink fills `box`: Material's symbols are drawn in a 24-unit square
    /// with 2 units round them, so the em is the box and a fifth more.
    static func place(_ glyph: Glyph, in box: CGRect, mirrored: Bool) -> Rasterizer.Path {
        let em = Double(box.width) * 24 / 20
        let scale = em / glyph.unitsPerEm
        let left = Double(box.midX) - em / 2, top = Double(box.midY) - em / 2
        // Font units are y up from the baseline at the em's bottom.
        let transform = mirrored
            ? Transform(a: -scale, b: 0, c: 0, d: -scale, tx: left + em, ty: top + em)
            : Transform(a: scale, b: 0, c: 0, d: -scale, tx: left, ty: top + em)
        return glyph.outline.applying(transform)
    }

    /// Whether a symbol points along the reading direction (a chevron, an arrow, forward or
    /// backward), so that it turns round right to left.
    static func isDirectional(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.contains { ["left", "right", "forward", "backward"].contains($0) }
    }
}
