import Foundation

/// What every frame of one transition shares, worked out once: both trees' pieces, which pieces
/// draw the same before and after, and the part states of the pieces before. `Transition.frames`
/// hands its frames one; nothing of it is kept in the screen or its boxes.
final class TransitionCache: @unchecked Sendable {
    /// Which box of a screen (its scrolling box, or one pinned above or below), before or after
    /// the change, at what width and with which traits and fonts.
    struct Key: Hashable {
        var slot: Int
        var isBefore: Bool
        var width: Double
        var traits: RenderTraits
        var fonts: ObjectIdentifier
    }

    private let lock = NSLock()
    private var placed: [Key: [PlacedPiece]] = [:]
    private var sameContent: [Int: [PieceKey: Bool]] = [:]
    private var notedParts: [Key: [PieceKey: NotedParts]] = [:]

    /// The pieces kept for `key`, or those `make` lays out, kept.
    func placed(_ key: Key, _ make: () throws(RenderError) -> [PlacedPiece]) throws(RenderError) -> [PlacedPiece] {
        if let kept = lock.withLock({ placed[key] }) { return kept }
        let made = try make()
        lock.withLock { placed[key] = made }
        return made
    }

    /// Whether a piece of the box in `slot` draws the same in both trees, worked out once.
    func sameContent(slot: Int, _ piece: PieceKey, _ decide: () -> Bool) -> Bool {
        if let kept = lock.withLock({ sameContent[slot]?[piece] }) { return kept }
        let decided = decide()
        lock.withLock { sameContent[slot, default: [:]][piece] = decided }
        return decided
    }

    /// The part states a rebound piece had before the change, noted once.
    func notedParts(_ key: Key, _ piece: PieceKey, _ note: () throws(RenderError) -> NotedParts) throws(RenderError) -> NotedParts {
        if let kept = lock.withLock({ notedParts[key]?[piece] }) { return kept }
        let noted = try note()
        lock.withLock { notedParts[key, default: [:]][piece] = noted }
        return noted
    }
}
