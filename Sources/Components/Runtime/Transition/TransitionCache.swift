import Foundation

/// What every frame of one transition shares, worked out once: both trees' pieces, which pieces
/// draw the same before and after, and the part states of the pieces before. `Transition.frames`
/// hands its frames one; nothing of it is kept in the screen or its boxes.
final class TransitionCache: @unchecked Sendable {
    /// The pieces of the tables before the change.
    let before = MeasuredPieces()
    /// The pieces of the tables after the change.
    let after = MeasuredPieces()

    private let lock = NSLock()
    private var sameContent: [Int: [PieceKey: Bool]] = [:]
    private var notedParts: [MeasuredPieces.Key: [PieceKey: NotedParts]] = [:]

    /// Whether a piece of the box in `slot` draws the same in both trees, worked out once.
    func sameContent(slot: Int, _ piece: PieceKey, _ decide: () -> Bool) -> Bool {
        if let kept = lock.withLock({ sameContent[slot]?[piece] }) { return kept }
        let decided = decide()
        lock.withLock { sameContent[slot, default: [:]][piece] = decided }
        return decided
    }

    /// The part states a rebound piece of a table before the change had, noted once.
    func notedParts(_ key: MeasuredPieces.Key, _ piece: PieceKey, _ note: () throws(RenderError) -> NotedParts) throws(RenderError) -> NotedParts {
        if let kept = lock.withLock({ notedParts[key]?[piece] }) { return kept }
        let noted = try note()
        lock.withLock { notedParts[key, default: [:]][piece] = noted }
        return noted
    }
}
