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

    private struct FaceFile: Hashable {
        var path: String
        var index: Int
    }

    private struct LayoutKey: Hashable {
        var text: AttributedText
        var style: ParagraphStyle
        var width: Double?
    }

    private let lock = NSLock()
    private var files: [Key: FaceFile] = [:]
    private var faces: [FaceFile: FontFace] = [:]
    private var fallbacks: [String] = []
    private var languageFallbacks: [String: [String]] = [:]
    private var layouts: [Hashed<LayoutKey>: TextLayout] = [:]
    private var paragraphs: [Hashed<ShapedParagraphs.Key>: ShapedParagraphs] = [:]
    /// Texts kept shaped at most (any width, any colour); the registry forgets them all when it
    /// has made this many.
    static let keptParagraphsCount = 512
    /// Text layouts kept at most; the registry forgets them all when it has made this many.
    static let keptLayoutCount = 1_024

    /// Families tried, in order, for characters the requested family lacks.
    public var fallbackFamilies: [String] {
        get { lock.withLock { fallbacks } }
        set {
            lock.withLock {
                fallbacks = newValue
                layouts = [:]
                paragraphs = [:]
            }
        }
    }

    /// Families tried first, before `fallbackFamilies`, for text in a language (BCP 47 tags:
    /// `ja`, `zh-Hant`); a tag without an entry looks for its shorter forms (`zh-Hant-HK`,
    /// `zh-Hant`, `zh`). Japanese, Korean and Chinese write some of the same characters
    /// differently, so each picks its own face of a CJK font first.
    public var fallbackFamiliesByLanguage: [String: [String]] {
        get { lock.withLock { languageFallbacks } }
        set {
            lock.withLock {
                languageFallbacks = newValue
                layouts = [:]
                paragraphs = [:]
            }
        }
    }

    /// The families tried, in order, for characters a face lacks in text of `language`: the
    /// language's own, then `fallbackFamilies`.
    public func fallbackFamilies(for language: String?) -> [String] {
        lock.withLock {
            guard var tag = language, !languageFallbacks.isEmpty else { return fallbacks }
            while true {
                if let first = languageFallbacks[tag] { return first + fallbacks.filter { !first.contains($0) } }
                guard let cut = tag.lastIndex(of: "-") else { return fallbacks }
                tag = String(tag[..<cut])
            }
        }
    }

    /// The layout kept for the same text, style and width, or the one `make` makes, kept.
    func keptLayout(of text: AttributedText, style: ParagraphStyle, width: Double?, make: () throws(FontError) -> TextLayout) throws(FontError) -> TextLayout {
        try kept(LayoutKey(text: text, style: style, width: width), in: \.layouts, atMost: Self.keptLayoutCount, make: make)
    }

    /// The text shaped for the same text (colours aside) and paragraph direction and language, or
    /// what `make` makes, kept.
    func keptParagraphs(of text: AttributedText, style: ParagraphStyle, make: () throws(FontError) -> ShapedParagraphs) throws(FontError) -> ShapedParagraphs {
        try kept(ShapedParagraphs.Key(text, style: style), in: \.paragraphs, atMost: Self.keptParagraphsCount, make: make)
    }

    /// A key with its hash worked out when it is made: a text's key is hashed before the lock is
    /// taken, so threads laying out text wait for each other only while the table is looked at.
    private struct Hashed<Key: Hashable>: Hashable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            self.hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (left: Hashed, right: Hashed) -> Bool { left.hash == right.hash && left.key == right.key }
    }

    /// The value a table keeps for `key`, or the one `make` makes (outside the lock), kept; the
    /// table starts over when it holds `limit`, the values it held let go of after the lock (a
    /// thousand layouts freed while other threads wait to look one up).
    private func kept<Key: Hashable, Value>(
        _ key: Key, in table: ReferenceWritableKeyPath<FontRegistry, [Hashed<Key>: Value]>, atMost limit: Int,
        make: () throws(FontError) -> Value
    ) throws(FontError) -> Value {
        let key = Hashed(key)
        if let kept = lock.withLock({ self[keyPath: table][key] }) { return kept }
        let made = try make()
        let full = lock.withLock { () -> [Hashed<Key>: Value]? in
            var full: [Hashed<Key>: Value]?
            if self[keyPath: table].count >= limit {
                full = self[keyPath: table]
                self[keyPath: table] = [:]
            }
            self[keyPath: table][key] = made
            return full
        }
        withExtendedLifetime(full) {}
        return made
    }

    /// Creates an empty registry.
    public init() {}

    /// Registers a font file for a family, weight and style, replacing any earlier registration.
    public func register(family: String, weight: FontWeight = .regular, isItalic: Bool = false, path: String) {
        register(family: family, weight: weight, isItalic: isItalic, path: path, index: 0)
    }

    /// Registers the face at `index` of a font file (a collection's) for a family, weight and
    /// style, replacing any earlier registration.
    public func register(family: String, weight: FontWeight = .regular, isItalic: Bool = false, path: String, index: Int) {
        lock.withLock {
            files[Key(family: family, weight: weight, isItalic: isItalic)] = FaceFile(path: path, index: index)
            layouts = [:]
            paragraphs = [:]
        }
    }

    /// The face registered for a family, weight and style, opened on first use.
    ///
    /// When that exact weight is missing, the nearest registered weight of the family is used
    /// (CSS's font matching).
    ///
    /// - Throws: `FontError` when nothing suitable is registered or the file cannot be opened.
    public func face(family: String, weight: FontWeight = .regular, isItalic: Bool = false) throws(FontError) -> FontFace {
        let file: FaceFile? = lock.withLock {
            if let exact = files[Key(family: family, weight: weight, isItalic: isItalic)] { return exact }
            let candidates = files.filter { $0.key.family == family && $0.key.isItalic == isItalic }
            return candidates.min { a, b in
                let da = abs(a.key.weight.rawValue - weight.rawValue), db = abs(b.key.weight.rawValue - weight.rawValue)
                return da != db ? da < db : a.key.weight < b.key.weight
            }?.value
        }
        guard let file else {
            throw .notRegistered(family: family, weight: weight.rawValue, isItalic: isItalic)
        }
        return try face(path: file.path, index: file.index)
    }

    /// The faces opened so far, by file path.
    public var openedFaces: [FontFace] {
        lock.withLock { faces.values.sorted { ($0.path, $0.index) < ($1.path, $1.index) } }
    }

    /// The first face of a font file, opened once and shared.
    public func face(path: String) throws(FontError) -> FontFace {
        try face(path: path, index: 0)
    }

    /// The face at `index` of a font file (a collection's), opened once and shared.
    public func face(path: String, index: Int) throws(FontError) -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        let file = FaceFile(path: path, index: index)
        if let face = faces[file] { return face }
        let face = try FontFace(path: path, index: index)
        faces[file] = face
        return face
    }

    /// Debian's fonts: Inter (fonts-inter) for text, Material Icons
    /// (fonts-material-design-icons-iconfont), and the fallbacks for characters Inter lacks:
    /// DejaVu Sans (fonts-dejavu-core: Hebrew, Arabic, many symbols), Noto Color Emoji
    /// (fonts-noto-color-emoji, which draws every emoji in colour first), then Noto by script
    /// (fonts-noto-core: Thai, Devanagari, Bengali, Tamil …) and Noto Sans CJK (fonts-noto-cjk),
    /// whose Japanese, Korean, Simplified and Traditional Chinese faces come first for their
    /// languages.
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

        let noto = "/usr/share/fonts/truetype/noto/"
        // Emoji in colour (fonts-noto-color-emoji), ahead of the faces that draw some as symbols.
        registry.register(family: "Noto Color Emoji", path: noto + "NotoColorEmoji.ttf")
        var families = ["DejaVu Sans", "Noto Color Emoji"]
        for script in NotoScripts.faces {
            let family = "Noto Sans \(script)"
            registry.register(family: family, path: noto + "NotoSans\(script)-Regular.ttf")
            if script != "Syriac" { registry.register(family: family, weight: .bold, path: noto + "NotoSans\(script)-Bold.ttf") }
            families.append(family)
        }
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-"
        var byLanguage: [String: [String]] = [:]
        for (index, region) in NotoScripts.cjkRegions.enumerated() {
            let family = "Noto Sans CJK \(region.name)"
            registry.register(family: family, path: cjk + "Regular.ttc", index: index)
            registry.register(family: family, weight: .bold, path: cjk + "Bold.ttc", index: index)
            for language in region.languages { byLanguage[language] = [family] }
        }
        // Without a language, Han characters take the Japanese forms, as fontconfig's order does.
        families.append("Noto Sans CJK JP")
        for family in ["Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Sans"] {
            let file = family.replacingOccurrences(of: " ", with: "")
            registry.register(family: family, path: noto + "\(file)-Regular.ttf")
            families.append(family)
        }
        registry.fallbackFamilies = families
        registry.fallbackFamiliesByLanguage = byLanguage
        return registry
    }()
}

/// The Noto faces of `FontRegistry.standard`, by what they write.
enum NotoScripts {
    /// The scripts with a face of their own in fonts-noto-core (`NotoSans<Script>-Regular.ttf`,
    /// and `-Bold.ttf` but for Syriac), in fallback order.
    static let faces = [
        "Thai", "Lao", "Khmer", "Myanmar", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu",
        "Kannada", "Malayalam", "Sinhala", "Armenian", "Georgian", "Ethiopic", "Hebrew", "Arabic", "Syriac", "Thaana",
    ]
    /// The faces of Noto Sans CJK's collection, in its order, and the languages each draws first.
    static let cjkRegions: [(name: String, languages: [String])] = [
        ("JP", ["ja"]),
        ("KR", ["ko"]),
        ("SC", ["zh", "zh-Hans", "zh-CN", "zh-SG"]),
        ("TC", ["zh-Hant", "zh-TW"]),
        ("HK", ["zh-HK", "zh-MO", "zh-Hant-HK", "zh-Hant-MO"]),
    ]
}
