import Foundation
import FoundationXML
import Rasterizer
import SafeFiles

/// A symbol set of an asset catalogue (`.symbolset`): a team's own symbol, exported from the SF
/// Symbols app as a template SVG, drawn as Apple's template describes it. The template's `Guides`
/// give each size's baseline and capline (`Baseline-M`, `Capline-M`), its `Symbols` group a glyph
/// per weight and size (`Regular-M`, or `Regular-S` where the template has the three small
/// variants only) with its margins (`left-margin-Regular-M`); the glyph is scaled so the capline
/// lies on the capitals of the text it is set in and the baseline on its baseline, as SF Symbols
/// are. Hostile data: the SVG is read up to 1 MB, parsed with no external entities, its paths as
/// `SVGPathData` reads them; a template without guides or glyphs is an error naming the file.
public struct AssetSymbol: Hashable, Sendable {
    /// The set's name.
    public var name: String
    /// The glyph drawn: its outline in the template's units (y down), and which variant it is.
    public var outline: Path
    public var variant: String
    /// The glyph's baseline and capline, in the template's units.
    public var baseline: Double
    public var capline: Double
    /// Its left and right margins, in the template's units: its width as set in text.
    public var leftMargin: Double
    public var rightMargin: Double

    /// The glyph variants drawn, in order of preference: the regular weight at the medium size,
    /// else at the small, else any regular, else the first glyph of the template.
    static let preferred = ["Regular-M", "Regular-S", "Regular-L"]

    /// The largest template read.
    static let largestTemplate = 1 << 20

    /// Reads a symbol set's folder.
    init(name: String, set: URL) throws(AssetCatalogError) {
        let contentsPath = set.appendingPathComponent("Contents.json").path
        let contents = try AssetCatalog.contents(of: set, name: name)
        guard let entries = contents["symbols"] as? [[String: Any]] else {
            throw AssetCatalogError(name: name, path: contentsPath, reason: .malformed("\"symbols\" is not a list of templates"))
        }
        guard let filename = entries.lazy.filter({ ["universal", "iphone"].contains($0["idiom"] as? String ?? "universal") }).compactMap({ $0["filename"] as? String }).first
        else { throw AssetCatalogError(name: name, path: contentsPath, reason: .unsupported("the set has no template for iPhone")) }
        let isPrintable = !filename.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        guard !filename.isEmpty, isPrintable, !filename.contains("/"), !filename.contains("\\"), filename != ".", filename != ".." else {
            throw AssetCatalogError(name: name, path: contentsPath, reason: .malformed("the template's filename is not a file of the set's folder"))
        }
        let file = set.appendingPathComponent(filename)
        guard file.pathExtension.lowercased() == "svg" else {
            throw AssetCatalogError(name: name, path: file.path, reason: .unsupported("a symbol is drawn from the SVG template the SF Symbols app exports, not \(AssetCatalogError.printable(file.pathExtension))"))
        }
        let data: Data
        do {
            data = try PlainFile(file.path, limit: Self.largestTemplate).readData()
        } catch {
            throw AssetCatalogError(name: name, path: file.path, reason: .unreadable(error.reason))
        }
        let template = SymbolTemplate()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = template
        let parsed = parser.parse()
        if let problem = template.problem { throw AssetCatalogError(name: name, path: file.path, reason: .malformed(problem)) }
        guard parsed else {
            let detail = parser.parserError.map { "\($0.localizedDescription)" } ?? "not well-formed"
            throw AssetCatalogError(name: name, path: file.path, reason: .malformed("the template is not XML (line \(parser.lineNumber)): \(detail)"))
        }
        let variants = template.glyphs.keys.sorted()
        guard let variant = Self.preferred.first(where: { template.glyphs[$0] != nil }) ?? variants.first(where: { $0.hasPrefix("Regular-") }) ?? variants.first,
            let outline = template.glyphs[variant], !outline.isEmpty
        else { throw AssetCatalogError(name: name, path: file.path, reason: .malformed("the template's Symbols group has no glyph (Regular-M, Regular-S …)")) }
        let size = String(variant.split(separator: "-").last ?? "M")
        guard let baseline = template.guides["Baseline-\(size)"], let capline = template.guides["Capline-\(size)"], baseline > capline else {
            throw AssetCatalogError(name: name, path: file.path, reason: .malformed("the template has no guides Baseline-\(size) and Capline-\(size) above it for its \(variant) glyph"))
        }
        let bounds = template.bounds[variant] ?? (0, 0)
        self.name = name
        self.outline = outline
        self.variant = variant
        self.baseline = baseline
        self.capline = capline
        leftMargin = template.guides["left-margin-\(variant)"] ?? bounds.0
        rightMargin = template.guides["right-margin-\(variant)"] ?? bounds.1
    }
}

/// Reads an SF Symbols template: the guides' positions and each glyph's paths (with its group's
/// translation), as `XMLParser` reports the elements.
final class SymbolTemplate: NSObject, XMLParserDelegate {
    /// Each guide's position by id: a horizontal line's y (baselines, caplines), a vertical one's x (margins).
    var guides: [String: Double] = [:]
    /// Each glyph's outline by variant (`Regular-M`), and the x extent of its points.
    var glyphs: [String: Path] = [:]
    var bounds: [String: (Double, Double)] = [:]
    var problem: String?
    /// The variant whose group the parser is in, with its translation, and the depth it opened at.
    private var open: (variant: String, dx: Double, dy: Double, depth: Int)?
    private var depth = 0
    private var elements = 0

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        elements += 1
        guard problem == nil else { return }
        if elements > 20_000 || depth > 64 {
            problem = "the template has more than 20,000 elements or nests deeper than 64"
            parser.abortParsing()
            return
        }
        let id = attributes["id"] ?? ""
        if element == "g", open == nil, Self.isVariant(id) {
            let (dx, dy) = Self.translation(attributes["transform"])
            open = (id, dx, dy, depth)
            return
        }
        if element == "line", !id.isEmpty {
            if let y1 = attributes["y1"].flatMap(Double.init), let y2 = attributes["y2"].flatMap(Double.init), y1 == y2, y1.isFinite {
                guides[id] = y1
            } else if let x1 = attributes["x1"].flatMap(Double.init), let x2 = attributes["x2"].flatMap(Double.init), x1 == x2, x1.isFinite {
                guides[id] = x1
            }
            return
        }
        if element == "path", let data = attributes["d"] {
            // A guide drawn as a path (older templates): its first move gives its line.
            if !id.isEmpty, open == nil, id.contains("Baseline") || id.contains("Capline") || id.contains("margin") {
                if let path = try? SVGPathData.path(data), let first = Self.points(of: path).first {
                    guides[id] = id.contains("margin") ? first.x : first.y
                }
                return
            }
            guard let (variant, dx, dy, _) = open else { return }
            do {
                let path = try SVGPathData.path(data).applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy))
                glyphs[variant, default: Path()].append(path)
                let xs = Self.points(of: path).map(\.x)
                if let low = xs.min(), let high = xs.max() {
                    let known = bounds[variant] ?? (low, high)
                    bounds[variant] = (min(known.0, low), max(known.1, high))
                }
            } catch {
                problem = "the \(variant) glyph's \(error)"
                parser.abortParsing()
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if let current = open, current.depth == depth { open = nil }
        depth -= 1
    }

    /// Whether a group's id names a glyph variant: a weight and a size (`Regular-M`, `Black-S`).
    static func isVariant(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        return parts.count == 2 && weights.contains(String(parts[0])) && ["S", "M", "L"].contains(String(parts[1]))
    }

    /// A group's translation: `translate(x y)` or `matrix(1 0 0 1 x y)`; none otherwise.
    static func translation(_ transform: String?) -> (Double, Double) {
        guard let transform else { return (0, 0) }
        let numbers = transform.split { !"0123456789.-+eE".contains($0) }.compactMap { Double($0) }.filter(\.isFinite)
        if transform.hasPrefix("translate"), numbers.count >= 1 { return (numbers[0], numbers.count > 1 ? numbers[1] : 0) }
        if transform.hasPrefix("matrix"), numbers.count == 6 { return (numbers[4], numbers[5]) }
        return (0, 0)
    }

    /// The end points of a path's segments.
    static func points(of path: Path) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point): point
            case .quad(_, let point): point
            case .cubic(_, _, let point): point
            case .close: nil
            }
        }
    }
}
