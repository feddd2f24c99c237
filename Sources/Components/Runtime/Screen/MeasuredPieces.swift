import Foundation

/// A table's pieces laid out once and reused: by measuring and then drawing one picture, and by
/// every frame of one transition (`Transition.frames` hands its frames one). Keyed by what the
/// layout depends on, so one kept for other traits or a wider table is never used.
final class MeasuredPieces: @unchecked Sendable {
    /// Which box of a screen (its scrolling box, or one pinned above or below), which state of it,
    /// at what width and with which traits and fonts.
    struct Key: Hashable {
        var slot: Int
        var isOld: Bool
        var width: Double
        var traits: RenderTraits
        var fonts: ObjectIdentifier
    }

    private let lock = NSLock()
    private var placed: [Key: [PlacedPiece]] = [:]
    private var sameContent: [Int: [PieceKey: Bool]] = [:]
    private var notedParts: [Key: [PieceKey: PartStates]] = [:]

    /// The pieces kept for `key`, or those `make` lays out, kept.
    func placed(_ key: Key, _ make: () throws(RenderError) -> [PlacedPiece]) throws(RenderError) -> [PlacedPiece] {
        if let kept = lock.withLock({ placed[key] }) { return kept }
        let made = try make()
        lock.withLock { placed[key] = made }
        return made
    }

    /// Whether a piece of the box in `slot` draws the same in both states, worked out once.
    func sameContent(slot: Int, _ piece: PieceKey, _ decide: () -> Bool) -> Bool {
        if let kept = lock.withLock({ sameContent[slot]?[piece] }) { return kept }
        let decided = decide()
        lock.withLock { sameContent[slot, default: [:]][piece] = decided }
        return decided
    }

    /// The part states a rebound piece had before the change, noted once.
    func notedParts(_ key: Key, _ piece: PieceKey, _ note: () throws(RenderError) -> PartStates) throws(RenderError) -> PartStates {
        if let kept = lock.withLock({ notedParts[key]?[piece] }) { return kept }
        let noted = try note()
        lock.withLock { notedParts[key, default: [:]][piece] = noted }
        return noted
    }
}
