import Components
import Foundation
import Rasterizer
import SafeFiles

/// What a picture is drawn from, as one SHA-256: the display list its variant lays out to (every
/// path, paint, glyph and image, so tokens, text, code and image resources all reach it), the
/// fonts by the SHA-256 of their files, the canvas (size, scale, background) and the renderer's
/// version. Equal keys draw equal pictures, so `gallery verify --changed` draws only the variants
/// whose key differs from the one their manifest line recorded.
package enum RenderKey {
    /// Changes whenever the rasteriser would draw one display list differently (anti-aliasing,
    /// blending, PNG encoding) or the encoding below changes (2: numbers as their bits), so every
    /// key changes with it.
    package static let rendererVersion = "bento-renderer 2"

    /// A token a variant drew with: the role it plays, in a theme.
    package struct TokenRead: Hashable, Sendable {
        package var role: String
        package var theme: String
    }

    /// The key of a variant, the tokens it drew with, and the colours it read from outside its
    /// theme with their values (`OutsideTokenReads`), from one layout pass.
    package static func withReads(_ rendering: VariantRendering) throws(RenderError) -> (key: String, tokens: Set<TokenRead>, outside: [TokenRead: String]) {
        let (size, tree) = try rendering.renderer.sizedTree(of: rendering.component, layout: rendering.layout, designUses: true)
        var tokens = Set(tree.allDesignUses.compactMap { use in use.token.map { TokenRead(role: $0.role, theme: $0.theme) } })
        let outside = OutsideTokenReads.reads(in: tree, variantTheme: rendering.renderer.environment.traits.theme.name)
        tokens.formUnion(outside.keys)
        return (key(of: tree.displayList, size: size, rendering: rendering), tokens, outside)
    }

    /// The key of a display list drawn for a variant at `size` (points).
    static func key(of list: DisplayList, size: Size, rendering: VariantRendering) -> String {
        let environment = rendering.renderer.environment
        var encoding = Encoding()
        encoding.add("\(rendererVersion)\ncanvas")
        encoding.add(size.width)
        encoding.add(size.height)
        encoding.add(environment.traits.scale)
        encoding.add(environment.theme.colors.background)
        for command in list.commands { encoding.add(command) }
        return ContentHash.hex(encoding.bytes)
    }

    /// The canonical bytes of a display list, fed to the hash: each command's name, then its
    /// numbers as the bits of their doubles (exact, the same in every build) and its counts, written
    /// field by field (no reflection: a description of a path or a glyph run costs more than the
    /// picture's layout).
    private struct Encoding {
        var bytes: [UInt8] = []
        /// The font files' fingerprints this key has named, so each is looked at once per key.
        var fonts: [String: String] = [:]

        mutating func add(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func add(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func add(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func add(_ point: Point) {
            add(point.x)
            add(point.y)
        }

        mutating func add(_ color: Color) {
            for channel in [color.red, color.green, color.blue, color.alpha] { add(channel) }
        }

        mutating func add(_ path: Path) {
            add(path.elements.count)
            for element in path.elements {
                switch element {
                case .move(let point): add("M"); add(point)
                case .line(let point): add("L"); add(point)
                case .quad(let control, let point): add("Q"); add(control); add(point)
                case .cubic(let first, let second, let point): add("C"); add(first); add(second); add(point)
                case .close: add("Z")
                }
            }
        }

        mutating func add(_ paint: Paint) {
            func add(_ stops: [Rasterizer.GradientStop]) {
                self.add(stops.count)
                for stop in stops {
                    self.add(stop.location)
                    self.add(stop.color)
                }
            }
            switch paint {
            case .solid(let color): self.add("solid"); self.add(color)
            case .linearGradient(let start, let end, let stops): self.add("linear"); self.add(start); self.add(end); add(stops)
            case .radialGradient(let center, let radius, let stops): self.add("radial"); self.add(center); self.add(radius); add(stops)
            }
        }

        mutating func add(_ rule: FillRule) {
            switch rule {
            case .nonZero: add("nonzero")
            case .evenOdd: add("evenodd")
            }
        }

        mutating func add(_ command: DisplayList.Command) {
            switch command {
            case .fill(let path, let paint, let rule):
                add("\nfill"); add(path); add(paint); add(rule)
            case .stroke(let path, let style, let paint):
                add("\nstroke"); add(path); add(style.width); add("\(style.cap) \(style.join)"); add(style.miterLimit); add(paint)
            case .text(let text, let face, let origin, let color):
                let font = fonts[face.path] ?? FontFiles.fingerprint(face.path)
                fonts[face.path] = font
                add("\ntext \(font)"); add(face.index); add(text.size); add(text.advance); add(origin); add(color)
                add(text.glyphs.count)
                for glyph in text.glyphs {
                    add(Int(glyph.glyph)); add(glyph.x); add(glyph.y); add(glyph.cluster); add(glyph.advance)
                }
            case .image(let bitmap, let rect, let tint):
                let pixels = bitmap.withUnsafePixels { pixels in ContentHash.hex(UnsafeRawBufferPointer(pixels)) }
                add("\nimage \(bitmap.width)x\(bitmap.height) \(pixels)"); add(rect.origin); add(rect.size.width); add(rect.size.height)
                if let tint { add("tint"); add(tint) }
            case .shadow(let path, let offset, let blur, let color):
                add("\nshadow"); add(path); add(offset); add(blur); add(color)
            case .pushClip(let path): add("\nclip"); add(path)
            case .popClip: add("\nend clip")
            case .pushLayer(let opacity): add("\nlayer"); add(opacity)
            case .popLayer: add("\nend layer")
            }
        }
    }

    /// The SHA-256 of each font file, read once per process.
    private enum FontFiles {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var known: [String: String] = [:]

        /// Read again when the file's size or modification time changed (a font replaced while a preview runs).
        static func fingerprint(_ path: String) -> String {
            var info = stat()
            let stamp = stat(path, &info) == 0 ? "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : path
            if let found = lock.withLock({ known[stamp] }) { return found }
            let hash = (try? ContentHash.hex(ofFileAt: URL(fileURLWithPath: path))) ?? "unreadable \(path)"
            lock.withLock { known[stamp] = hash }
            return hash
        }
    }
}
