import Layout
import Rasterizer

/// What identifies a piece of a table across two boxes.
enum PieceKey: Hashable {
    case row(AnyHashable, AnyHashable)
    case header(AnyHashable)
    case footer(AnyHashable)
    case gap(AnyHashable?)

    /// The section the piece belongs to (a gap: the section after it), if any.
    var section: AnyHashable? {
        switch self {
        case .row(let section, _), .header(let section), .footer(let section): section
        case .gap(let section): section
        }
    }
}

/// A piece of a table: the gap between sections, a header or footer, or a row.
enum TablePiece {
    case gap(Double)
    case supplement(AnyRenderable)
    case row(AnyRenderable, isLastInSection: Bool)
}

/// A piece of a table placed at its offset from the table's top.
struct PlacedPiece {
    var key: PieceKey
    var piece: TablePiece
    var y: Double
    var height: Double

    /// What the piece draws; `nil` for a gap.
    var component: AnyRenderable? {
        switch piece {
        case .gap: nil
        case .supplement(let component), .row(let component, _): component
        }
    }

    var isRow: Bool {
        if case .row = piece { return true }
        return false
    }

    /// Whether a separator goes under it: a row that is not its section's last.
    var hasSeparator: Bool {
        if case .row(_, let isLast) = piece { return !isLast }
        return false
    }
}

extension BoxContent {
    /// The pieces of the box, as `pieces` lists them, each placed at its offset from the table's
    /// top; laid out once when `measured` keeps them.
    func placedPieces(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [PlacedPiece] {
        guard let measured else { return try layOutPieces(width: width, in: environment) }
        return try measured.placed(MeasuredPieces.Key(slot: slot, width: width, environment: environment)) { () throws(RenderError) in try layOutPieces(width: width, in: environment) }
    }

    /// The pieces of the box placed at their offsets from the table's top, laid out now.
    func layOutPieces(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [PlacedPiece] {
        let pieces = self.pieces
        let heights = try heights(of: pieces, width: width, in: environment)
        var y = 0.0
        var placed: [PlacedPiece] = []
        for ((key, piece), height) in zip(pieces, heights) {
            placed.append(PlacedPiece(key: key, piece: piece, y: y, height: height))
            y += height
        }
        return placed
    }
}
