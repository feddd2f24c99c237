import Foundation

/// A table's pieces laid out once and reused by measuring and then drawing one picture. Keyed by
/// what the layout depends on, so one kept for other traits or a wider table is never used.
final class MeasuredPieces: @unchecked Sendable {
    /// Which box of a screen (its scrolling box, or one pinned above or below), at what width and
    /// with which traits and fonts.
    struct Key: Hashable {
        var slot: Int
        var width: Double
        var traits: RenderTraits
        var fonts: ObjectIdentifier

        /// The key of the box in `slot`, `width` wide, laid out in `environment`.
        init(slot: Int, width: Double, environment: RenderEnvironment) {
            self.slot = slot
            self.width = width
            traits = environment.traits
            fonts = ObjectIdentifier(environment.fonts)
        }
    }

    private let lock = NSLock()
    private var placed: [Key: [PlacedPiece]] = [:]

    /// The pieces kept for `key`, or those `make` lays out, kept.
    func placed(_ key: Key, _ make: () throws(RenderError) -> [PlacedPiece]) throws(RenderError) -> [PlacedPiece] {
        if let kept = lock.withLock({ placed[key] }) { return kept }
        let made = try make()
        lock.withLock { placed[key] = made }
        return made
    }
}
