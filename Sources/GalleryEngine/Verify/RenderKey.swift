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
    /// blending, PNG encoding), so every key changes with it.
    package static let rendererVersion = "bento-renderer 1"

    /// The key of a variant, laid out but not drawn.
    package static func of(_ rendering: VariantRendering) throws(RenderError) -> String {
        let size = try rendering.renderer.size(of: rendering.component, layout: rendering.layout)
        return key(of: try rendering.renderer.displayList(of: rendering.component, size: size), size: size, rendering: rendering)
    }

    /// The key of a variant and the tokens it drew with (`theme:path`), from one layout pass.
    package static func withTokens(_ rendering: VariantRendering) throws(RenderError) -> (key: String, tokens: Set<String>) {
        let size = try rendering.renderer.size(of: rendering.component, layout: rendering.layout)
        let tree = try rendering.renderer.laidOutTree(of: rendering.component, layout: rendering.layout)
        let tokens = Set(tree.allDesignUses.compactMap { use in use.token.map { "\($0.path) (\($0.theme))" } })
        return (key(of: tree.displayList, size: size, rendering: rendering), tokens)
    }

    private static func key(of list: DisplayList, size: Size, rendering: VariantRendering) -> String {
        let environment = rendering.renderer.environment
        var encoding = Encoding()
        encoding.add("\(rendererVersion)\ncanvas \(size.width) \(size.height) scale \(environment.traits.scale) background \(environment.theme.colors.background)\n")
        for command in list.commands { encoding.add(command) }
        return ContentHash.hex(encoding.bytes)
    }

    /// The canonical text of a display list, fed to the hash. Doubles print as their shortest
    /// exact form, the same in every build.
    private struct Encoding {
        var bytes: [UInt8] = []

        mutating func add(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func add(_ command: DisplayList.Command) {
            switch command {
            case .fill(let path, let paint, let rule): add("fill \(path.elements) \(paint) \(rule)\n")
            case .stroke(let path, let style, let paint):
                add("stroke \(path.elements) \(style.width) \(style.cap) \(style.join) \(style.miterLimit) \(paint)\n")
            case .text(let text, let face, let origin, let color):
                add("text \(FontFiles.fingerprint(face.path)) \(face.index) \(text.size) \(text.advance) \(origin) \(color) \(text.glyphs)\n")
            case .image(let bitmap, let rect, let tint):
                let pixels = bitmap.withUnsafePixels { pixels in ContentHash.hex(UnsafeRawBufferPointer(pixels)) }
                add("image \(bitmap.width)x\(bitmap.height) \(pixels) \(rect) \(tint.map { "\($0)" } ?? "-")\n")
            case .shadow(let path, let offset, let blur, let color): add("shadow \(path.elements) \(offset) \(blur) \(color)\n")
            case .pushClip(let path): add("clip \(path.elements)\n")
            case .popClip: add("end clip\n")
            case .pushLayer(let opacity): add("layer \(opacity)\n")
            case .popLayer: add("end layer\n")
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
