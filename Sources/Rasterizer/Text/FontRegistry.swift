import DesignTokens
import Foundation

/// Maps a family, weight and style to a font file, and keeps the opened faces.
///
/// Fonts are chosen by explicit file, never by system lookup, so every machine with the same files
/// renders the same pixels. Safe to share between threads.
public final class FontRegistry: @unchecked Sendable {
    private struct Key: Hashable {
        var family: String
        var weight: FontWeight
        var isItalic: Bool
    }

    private struct LayoutKey: Hashable {
        var text: AttributedText
        var style: ParagraphStyle
        var width: Double?
    }

    private let lock = NSLock()
    private var files: [Key: String] = [:]
    private var faces: [String: FontFace] = [:]
    private var fallbacks: [String] = []
    private var layouts: [LayoutKey: TextLayout] = [:]
    /// Text layouts kept at most; the registry forgets them all when it has made this many.
    static let keptLayoutCount = 4_096

    /// Families tried, in order, for characters the requested family lacks.
    public var fallbackFamilies: [String] {
        get { lock.withLock { fallbacks } }
        set {
            lock.withLock {
                fallbacks = newValue
                layouts = [:]
            }
        }
    }

    /// The layout kept for the same text, style and width, or the one `make` makes, kept.
    func keptLayout(of text: AttributedText, style: ParagraphStyle, width: Double?, make: () throws(FontError) -> TextLayout) throws(FontError) -> TextLayout {
        let key = LayoutKey(text: text, style: style, width: width)
        if let kept = lock.withLock({ layouts[key] }) { return kept }
        let made = try make()
        lock.withLock {
            if layouts.count >= Self.keptLayoutCount { layouts = [:] }
            layouts[key] = made
        }
        return made
    }

    /// Creates an empty registry.
    public init() {}

    /// Registers a font file for a family, weight and style, replacing any earlier registration.
    public func register(family: String, weight: FontWeight = .regular, isItalic: Bool = false, path: String) {
        lock.withLock {
            files[Key(family: family, weight: weight, isItalic: isItalic)] = path
            layouts = [:]
        }
    }

    /// The face registered for a family, weight and style, opened on first use.
    ///
    /// When that exact weight is missing, the nearest registered weight of the family is used
    /// (CSS's font matching).
    ///
    /// - Throws: `FontError` when nothing suitable is registered or the file cannot be opened.
    public func face(family: String, weight: FontWeight = .regular, isItalic: Bool = false) throws(FontError) -> FontFace {
        let path: String? = lock.withLock {
            if let exact = files[Key(family: family, weight: weight, isItalic: isItalic)] { return exact }
            let candidates = files.filter { $0.key.family == family && $0.key.isItalic == isItalic }
            return candidates.min { a, b in
                let da = abs(a.key.weight.rawValue - weight.rawValue), db = abs(b.key.weight.rawValue - weight.rawValue)
                return da != db ? da < db : a.key.weight < b.key.weight
            }?.value
        }
        guard let path else {
            throw .notRegistered(family: family, weight: weight.rawValue, isItalic: isItalic)
        }
        return try face(path: path)
    }

    /// The faces opened so far, by file path.
    public var openedFaces: [FontFace] {
        lock.withLock { faces.values.sorted { $0.path < $1.path } }
    }

    /// The face for a font file, opened once and shared.
    public func face(path: String) throws(FontError) -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[path] { return face }
        let face = try FontFace(path: path)
        faces[path] = face
        return face
    }

    /// Debian's fonts: Inter (fonts-inter) for text, Material Icons
    /// (fonts-material-design-icons-iconfont), and DejaVu Sans (fonts-dejavu-core) as the fallback
    /// for characters Inter lacks (Hebrew, Arabic, many symbols).
    public static let standard: FontRegistry = {
        let registry = FontRegistry()
        let inter = "/usr/share/fonts/opentype/inter/"
        let weights: [(FontWeight, String)] = [
            (.thin, "Thin"), (.extraLight, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.extraBold, "ExtraBold"),
            (.black, "Black"),
        ]
        for (weight, name) in weights {
            registry.register(family: "Inter", weight: weight, path: inter + "Inter-\(name).otf")
            let italic = weight == .regular ? "Italic" : name + "Italic"
            registry.register(family: "Inter", weight: weight, isItalic: true, path: inter + "Inter-\(italic).otf")
        }
        registry.register(
            family: "Material Icons",
            path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
        registry.register(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        registry.register(family: "DejaVu Sans", weight: .bold, path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        registry.fallbackFamilies = ["DejaVu Sans"]
        return registry
    }()
}
