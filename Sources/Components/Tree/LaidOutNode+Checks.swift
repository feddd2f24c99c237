import DesignTokens
import Rasterizer

/// A design value a laid-out node records that its drawing does not use, or a colour it draws
/// that it does not record: where the tools and the pixels disagree.
public struct DesignMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The node's path, as the layout record names it (`Stack/Button[1]`).
    public var node: String
    /// The colour in question.
    public var color: Color
    /// Whether the node draws the colour without recording it (else it records it without drawing it).
    public var isUnrecorded: Bool

    /// `Stack/Toggle[2] draws #FFFFFFFF without recording it`.
    public var description: String {
        "\(node) " + (isUnrecorded ? "draws \(color.hexString) without recording it" : "records \(color.hexString) without drawing it")
    }
}

extension LaidOutNode {
    /// Every node whose recorded colours and drawn colours differ: each colour it draws must be
    /// recorded by it, and each colour it records (unless clear) must be drawn by it. Colours are
    /// compared without their opacity, which a node may fade (a spinner's spokes, a disabled
    /// button). A node that draws its inside as one picture is compared with everything listed inside it.
    public var designMismatches: [DesignMismatch] {
        var mismatches: [DesignMismatch] = []
        collectMismatches(path: record.typeName, into: &mismatches)
        return mismatches
    }

    private func collectMismatches(path: String, into mismatches: inout [DesignMismatch]) {
        guard isDrawn else { return }
        let recorded = isDrawnAsOne ? allDesignUses : (isListed ? record.designUses : [])
        let recordedColors = recorded.compactMap(\.color)
        let drawn = Set(ownColors.map(\.opaque))
        let kept = Set(recordedColors.map(\.opaque))
        for color in drawn.sorted(by: { $0.hexString < $1.hexString }) where !kept.contains(color) {
            mismatches.append(DesignMismatch(node: path, color: color, isUnrecorded: true))
        }
        for color in Set(recordedColors.filter { $0.alpha > 0 }.map(\.opaque)).sorted(by: { $0.hexString < $1.hexString }) where !drawn.contains(color) {
            mismatches.append(DesignMismatch(node: path, color: color, isUnrecorded: false))
        }
        // A node drawn in one list is judged as one: its colours are its children's.
        guard !drawsChildrenInItsList else { return }
        var index = 0
        for child in children where !child.isAbsorbed {
            guard child.isListed else {
                child.collectMismatches(path: path, into: &mismatches)
                continue
            }
            child.collectMismatches(path: "\(path)/\(child.record.typeName)[\(index)]", into: &mismatches)
            index += 1
        }
    }
}

extension DisplayList {
    /// Each colour the list paints with, as a design value named by how it is painted (`fill`,
    /// `stroke`, `text`, `tint`, `shadow`), in drawing order.
    var colorUses: [DesignUse] {
        var uses: [DesignUse] = []
        func paint(_ paint: Paint, as property: DesignProperty) {
            switch paint {
            case .solid(let color): uses.append(.color(property, color))
            case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops): uses += stops.map { .color(property, $0.color) }
            }
        }
        for command in commands {
            switch command {
            case .fill(_, let fill, _): paint(fill, as: .fill)
            case .stroke(_, _, let stroke): paint(stroke, as: .stroke)
            case .text(_, _, _, let color): uses.append(.color(.text, color))
            case .image(_, _, let tint): if let tint { uses.append(.color(.tint, tint)) }
            case .shadow(_, _, _, let color): uses.append(.color(.shadow, color))
            case .pushClip, .popClip, .pushLayer, .popLayer: break
            }
        }
        return uses
    }
}

extension Color {
    /// The colour at full opacity, its provenance kept.
    fileprivate var opaque: Color { withAlpha(1) }
}
