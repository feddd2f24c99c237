import Components
import DesignFiles
import DesignTokens
import Layout
import Rasterizer
import SafeText

/// One catalogue variant held against its design node, property by property: frame size,
/// padding, spacing, radii, fills, strokes and text (content, family, weight, size, line height,
/// letter spacing, colour). Where the design binds a value to a variable, the finding names the
/// variable as a token path (`spacing/md` as `spacing.md`); where the code's value is a token's
/// (or one of its theme's scale steps), it names that token too:
/// `padding leading: design spacing.md (16), code spacing.small (12)`.
///
/// Design layers are matched to laid-out nodes: the design's root to the variant's root, a text
/// layer to the node that draws the same text, another layer to the node whose accessibility
/// identifier or type is the layer's name. A layer matched to nothing is left alone: designs
/// group layers that code has no node for.
package struct DesignComparison {
    /// One property off the design: the finding, the design layer and the laid-out node it is about.
    package struct Difference: Sendable {
        package var finding: AuditFinding
        /// The design layer's id.
        package var layerID: String
        /// The index of the laid-out node in the variant's records.
        package var nodeIndex: Int
        /// The box the node draws in (its frame, or the frame with its own padding around it).
        package var codeFrame: Frame
        /// Whether it is the frame's size, which may only follow from another difference.
        var isSize = false
    }

    package let design: DesignNode
    /// The component the design node draws (a component set's name for a variant): the laid-out
    /// node of that type, or with that accessibility identifier, is the design's root.
    let componentName: String
    let variables: DesignVariables
    let nodes: [LaidOutComponent]
    let paths: [String]
    let theme: Theme
    let entry: String
    let tolerances: DesignTolerances

    /// The rule its findings carry.
    static let rule = AuditRule.Name.designFile

    /// A variant's laid-out nodes (with details) held against the node a reference resolved to.
    package init(
        _ design: DesignSources.Resolved, nodes: [LaidOutComponent], paths: [String], theme: Theme, entry: String, tolerances: DesignTolerances
    ) {
        self.design = design.node
        componentName = design.componentName
        variables = design.variables
        self.nodes = nodes
        self.paths = paths
        self.theme = theme
        self.entry = entry
        self.tolerances = tolerances
    }

    /// The findings, in the design's layer order.
    package func findings() -> [AuditFinding] { differences().map(\.finding) }

    /// Each property off the design, with the layer and node it is about.
    package func differences() -> [Difference] {
        guard !nodes.isEmpty else { return [] }
        var findings: [Difference] = []
        var matched: Set<Int> = []
        let root = nodes.indices.first { nodes[$0].typeName == componentName || nodes[$0].accessibility.identifier == componentName } ?? 0
        for layer in visibleLayers(of: design) {
            let index: Int?
            if layer.id == design.id {
                index = root
            } else if let text = layer.text {
                // A label whose modifiers draw the component around it is one node for both.
                index = nodes.indices.first { !matched.contains($0) && nodes[$0].text?.text == text.characters }
                    ?? nodes.indices.first { nodes[$0].text?.text == text.characters }
                if index == nil {
                    findings.append(finding("text \"\(Quoted.field(text.characters, limit: 80))\" of the design is drawn by no node", layer: layer, at: 0))
                }
            } else if !layer.name.isEmpty {
                index = nodes.indices.first { !matched.contains($0) && (nodes[$0].accessibility.identifier == layer.name || nodes[$0].typeName == layer.name) }
            } else {
                index = nil
            }
            guard let index else { continue }
            matched.insert(index)
            findings += compare(layer, with: index)
        }
        return withoutFollowingSizes(findings)
    }

    /// The findings without the sizes that follow from another difference: a frame that hugs its
    /// content grows with its padding, its spacing, or a layer inside it, and the size says
    /// nothing the other finding does not.
    private func withoutFollowingSizes(_ differences: [Difference]) -> [Difference] {
        differences.filter { size in
            guard size.isSize else { return true }
            let element = size.finding.element
            return !differences.contains { other in
                !other.isSize && (other.finding.element == element || other.finding.element.hasPrefix(element + "/"))
            }
        }
    }

    /// The design node and the layers inside it that are shown.
    private func visibleLayers(of node: DesignNode) -> [DesignNode] {
        guard node.isVisible else { return [] }
        return [node] + node.children.flatMap(visibleLayers)
    }

    // MARK: One pair

    private func compare(_ layer: DesignNode, with index: Int) -> [Difference] {
        var findings: [Difference] = []
        func note(_ detail: String) { findings.append(finding(detail, layer: layer, at: index)) }
        let uses = usesOfChain(from: index)
        let frame = drawnFrame(of: index)
        if layer.type != "TEXT", abs(frame.width - layer.size.width) > tolerances.size || abs(frame.height - layer.size.height) > tolerances.size {
            var size = finding(
                "size: design \(Self.number(layer.size.width)) × \(Self.number(layer.size.height)), code \(Self.number(frame.width)) × \(Self.number(frame.height))",
                layer: layer, at: index)
            size.isSize = true
            findings.append(size)
        }
        if let layout = layer.autoLayout {
            let code = innerPadding(of: index)
            let edges: [(name: String, key: String, value: Double)] = [
                ("top", "paddingTop", layout.padding.top), ("leading", "paddingLeft", layout.padding.leading),
                ("bottom", "paddingBottom", layout.padding.bottom), ("trailing", "paddingRight", layout.padding.trailing),
            ]
            let differing = zip(edges, code).filter { abs($0.0.value - $0.1) > tolerances.length }
            if !differing.isEmpty {
                // One finding for the padding: the edges named when not all four differ alike.
                let alike = differing.count == 4 && Set(differing.map(\.0.value)).count == 1 && Set(differing.map(\.1)).count == 1
                    && Set(differing.map { layer.boundVariables[$0.0.key] ?? [] }).count == 1
                let parts = alike ? [differing[0]] : differing
                let text = parts.map { edge, code in
                    (alike ? "" : "\(edge.name) ") + "design \(designLength(edge.value, bound: layer.boundVariables[edge.key])), code \(codeLength(code, scale: theme.spacingTokens))"
                }.joined(separator: "; ")
                note("padding: " + text)
            }
            if layer.children.filter(\.isVisible).count > 1, layout.primaryAlignment != "SPACE_BETWEEN" {
                let code = uses.first { $0.designProperty == .spacing }?.lengths.first ?? 0
                if abs(layout.itemSpacing - code) > tolerances.length {
                    note("spacing: design \(designLength(layout.itemSpacing, bound: layer.boundVariables["itemSpacing"])), code \(codeLength(code, scale: theme.spacingTokens))")
                }
            }
        }
        if layer.type != "TEXT" {
            // As Figma draws it: never more than half the shorter side (a pill's 999 is its height's half).
            let radius = min(layer.cornerRadii.topLeft, min(layer.size.width, layer.size.height) / 2)
            // A pill's 999 is half the shorter side, as drawn.
            let code = min(uses.first { $0.designProperty == .radius }?.lengths.first ?? 0, min(frame.width, frame.height) / 2)
            if abs(radius - code) > tolerances.length {
                let bound = layer.boundVariables["topLeftRadius"] ?? layer.boundVariables["cornerRadius"] ?? layer.boundVariables["rectangleCornerRadii"]
                note("radius: design \(designLength(radius, bound: bound)), code \(codeLength(code, scale: theme.radiusTokens))")
            }
            findings += compareColor(layer.fills, bound: layer.boundVariables["fills"], code: uses.first { [.background, .fill].contains($0.designProperty) && $0.color != nil }, what: "fill", layer: layer, at: index)
            if layer.strokeWeight > 0 {
                findings += compareColor(layer.strokes, bound: layer.boundVariables["strokes"], code: uses.first { [.border, .stroke].contains($0.designProperty) && $0.color != nil }, what: "stroke", layer: layer, at: index)
            }
        } else if let text = layer.text {
            findings += compareText(text, layer: layer, uses: uses, at: index)
        }
        return findings
    }

    private func compareText(_ text: DesignText, layer: DesignNode, uses: [DesignUse], at index: Int) -> [Difference] {
        var findings: [Difference] = []
        func note(_ detail: String) { findings.append(finding(detail, layer: layer, at: index)) }
        if let style = uses.first(where: { $0.designProperty == .font })?.textStyle {
            let wanted = text.textStyle
            let name = uses.first { $0.designProperty == .font }?.token?.path
            // A design's SF Pro is the face code asks for with the system font, drawn here by a stand-in.
            let sameFamily = wanted.family == style.family || (style.isSystemFace && SystemFace.isSystemFamily(wanted.family))
            let differs = !sameFamily || wanted.weight != style.weight || wanted.isItalic != style.isItalic
                || abs(wanted.size - style.size) > tolerances.fontSize
                || abs((wanted.lineHeight ?? style.lineHeight ?? 0) - (style.lineHeight ?? wanted.lineHeight ?? 0)) > tolerances.fontSize
                || abs(wanted.letterSpacing - style.letterSpacing) > tolerances.letterSpacing
            if differs {
                let designName = layer.boundVariables["fontSize"].flatMap(\.first).flatMap(variableToken).map { "\($0) " } ?? ""
                note("font: design \(designName)\(wanted.summary), code \(name.map { "\($0) " } ?? "")\(style.summary)")
            }
        }
        findings += compareColor(layer.fills, bound: layer.boundVariables["fills"], code: uses.first { $0.designProperty == .text && $0.color != nil }, what: "text colour", layer: layer, at: index)
        return findings
    }

    private func compareColor(_ paints: [DesignPaint], bound: [String]?, code: DesignUse?, what: String, layer: DesignNode, at index: Int) -> [Difference] {
        let paint = paints.first { $0.isVisible && $0.color != nil }
        guard let wanted = paint?.color else {
            guard let code, let drawn = code.color, drawn.alpha > 0 else { return [] }
            return [finding("\(what): design none, code \(codeColor(drawn, use: code))", layer: layer, at: index)]
        }
        guard let code, let drawn = code.color else {
            return [finding("\(what): design \(designColor(wanted, bound: paint?.colorVariable ?? bound?.first)), code none", layer: layer, at: index)]
        }
        let difference = wanted.difference(to: drawn)
        guard difference > tolerances.colorDifference || abs(wanted.alpha - drawn.alpha) > 0.02 else { return [] }
        return [finding(
            "\(what): design \(designColor(wanted, bound: paint?.colorVariable ?? bound?.first)), code \(codeColor(drawn, use: code)) (ΔE₀₀ \(Audit.format(difference)))",
            layer: layer, at: index)]
    }

    // MARK: Names

    /// A variable's name as a token path: Figma groups by slashes, token files by dots.
    private func variableToken(_ id: String) -> String? {
        variables.name(of: id).map { $0.replacingOccurrences(of: "/", with: ".") }
    }

    private func designLength(_ value: Double, bound: [String]?) -> String {
        guard let token = bound?.first.flatMap(variableToken) else { return Self.number(value) }
        return "\(Quoted.field(token, limit: 80)) (\(Self.number(value)))"
    }

    private func codeLength(_ value: Double, scale: [(role: String, value: Double)]) -> String {
        guard let step = scale.first(where: { abs($0.value - value) < 0.01 }) else { return Self.number(value) }
        return named(team: theme.provenance?.teamTokens[step.role], role: step.role, value: Self.number(value))
    }

    private func designColor(_ color: Color, bound: String?) -> String {
        guard let token = bound.flatMap(variableToken) else { return color.hexString }
        return "\(Quoted.field(token, limit: 80)) (\(color.hexString))"
    }

    private func codeColor(_ color: Color, use: DesignUse) -> String {
        guard let token = use.token else { return color.hexString }
        return named(team: token.path == token.role ? nil : token.path, role: token.role, value: color.hexString)
    }

    /// A code value as the team writes it: its own token first, Bento's role and the value after
    /// it (`space.md (spacing.medium, 16)`), so both sides of a finding speak the team's
    /// vocabulary; the role and value alone where the team's token is the role (`spacing.medium (16)`).
    private func named(team: String?, role: String, value: String) -> String {
        guard let team, team != role else { return "\(Quoted.field(role, limit: 120)) (\(value))" }
        return "\(Quoted.field(team, limit: 120)) (\(Quoted.field(role, limit: 120)), \(value))"
    }

    // MARK: Helpers

    /// The design values a node and the nodes that only wrap it (one child each, down to a node
    /// with several children or none) drew with: a background modifier around a padded stack.
    private func usesOfChain(from index: Int) -> [DesignUse] {
        var uses = nodes[index].designUses
        var current = index
        while true {
            // The node's children: the nodes after it one level deeper, up to its next sibling.
            let depth = nodes[current].depth
            let inside = nodes[(current + 1)...].prefix { $0.depth > depth }
            var children = inside.indices.filter { nodes[$0].depth == depth + 1 }
            // A shape drawn behind or over the content, as large as the node (SwiftUI's
            // `.background(Capsule().fill(…))`, `.overlay(…strokeBorder(…))`), is the node's own
            // fill, corners or border; the chain goes on into the content.
            if children.count == 2, let shape = children.first(where: { isDecoration($0, of: current) }) {
                uses += nodes[shape].designUses
                children.removeAll { $0 == shape }
            }
            guard children.count == 1 else { break }
            current = children[0]
            uses += nodes[current].designUses
            if nodes[current].text != nil { break }
        }
        return uses
    }

    /// Whether a child is a shape that decorates its parent: drawn in the parent's frame, with
    /// nothing inside it, no text, and a design value of its own.
    private func isDecoration(_ child: Int, of parent: Int) -> Bool {
        let node = nodes[child]
        let isLeaf = child + 1 >= nodes.count || nodes[child + 1].depth <= node.depth
        return isLeaf && node.text == nil && !node.designUses.isEmpty && Self.same(node.frame, nodes[parent].frame)
    }

    private func finding(_ detail: String, layer: DesignNode, at index: Int) -> Difference {
        let finding = AuditFinding(
            entry: entry, rule: Self.rule, detail: "\(detail) [design \(Quoted.field(layer.id, limit: 40)) \"\(Quoted.field(layer.name, limit: 60))\"]",
            element: paths[index])
        return Difference(finding: finding, layerID: layer.id, nodeIndex: index, codeFrame: drawnFrame(of: index))
    }

    /// The space inside a node's frame around its content, as the code set it: a stack's own
    /// margins (recorded on a stack with the node's frame), or a padding modifier's (recorded on
    /// the content it insets, whose frame is the node's inset by it). A padding recorded on the
    /// node itself from outside (`.padding(8)` around a component) is a margin, not its padding.
    /// Top, leading, bottom, trailing; zeros when nothing insets the content.
    private func innerPadding(of index: Int) -> [Double] {
        if let own = ownPadding(of: index) { return own }
        let frame = nodes[index].frame
        var candidate = index
        while candidate < nodes.count, candidate == index || nodes[candidate].depth > nodes[index].depth {
            let node = nodes[candidate]
            for use in node.designUses where use.designProperty == .padding {
                let edges = Self.edges(use)
                if node.typeName == "Stack" && Self.same(node.frame, frame) { return edges }
                if candidate != index && Self.insets(node.frame, by: edges, within: frame) { return Self.adding(edges, nestedPadding(in: candidate)) }
            }
            candidate += 1
        }
        return [0, 0, 0, 0]
    }

    /// The paddings directly inside a padded content, which add up to one: SwiftUI's
    /// `.padding(.horizontal, 8).padding(.vertical, 4)` is a padding of 4 and 8. The content's
    /// descendants with a padding that insets the content's frame, on down; zeros when none.
    private func nestedPadding(in index: Int) -> [Double] {
        let frame = nodes[index].frame
        var candidate = index + 1
        while candidate < nodes.count, nodes[candidate].depth > nodes[index].depth {
            for use in nodes[candidate].designUses where use.designProperty == .padding {
                let edges = Self.edges(use)
                if Self.insets(nodes[candidate].frame, by: edges, within: frame) { return Self.adding(edges, nestedPadding(in: candidate)) }
            }
            candidate += 1
        }
        return [0, 0, 0, 0]
    }

    private static func adding(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + $1 } }

    /// The padding a node's own modifiers put inside its background: a node that is no stack and
    /// records both a padding and a fill (`.padding(16).backgroundColor(…)` around a label, which
    /// leaves one node, the label's, in the records) draws its background around the padding.
    private func ownPadding(of index: Int) -> [Double]? {
        let node = nodes[index]
        guard node.typeName != "Stack", node.designUses.contains(where: { [.background, .fill].contains($0.designProperty) && $0.color != nil }),
              let padding = node.designUses.first(where: { $0.designProperty == .padding })
        else { return nil }
        return Self.edges(padding)
    }

    /// The box a node draws in: its frame, with its own padding around it (`ownPadding`).
    private func drawnFrame(of index: Int) -> Frame {
        let frame = nodes[index].frame
        guard let edges = ownPadding(of: index) else { return frame }
        return Frame(x: frame.x - edges[1], y: frame.y - edges[0], width: frame.width + edges[1] + edges[3], height: frame.height + edges[0] + edges[2])
    }

    /// Whether `content` sits inside `frame` by a padding's insets: on each padded edge, exactly
    /// the inset in from the frame's edge (an edge without padding may sit anywhere, as a row's
    /// content centred in a frame taller than it). Top, leading, bottom, trailing.
    private static func insets(_ content: Frame, by edges: [Double], within frame: Frame) -> Bool {
        guard edges.contains(where: { $0 != 0 }) else { return false }
        let gaps = [content.y - frame.y, content.x - frame.x, frame.maxY - content.maxY, frame.maxX - content.maxX]
        // Within half a point: a front end that puts frames on the display's pixels moves an edge
        // by up to a pixel.
        return zip(edges, gaps).allSatisfy { edge, gap in edge == 0 ? gap >= -0.5 : abs(gap - edge) < 0.5 }
    }

    private static func same(_ a: Frame, _ b: Frame) -> Bool {
        abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    private static func edges(_ use: DesignUse) -> [Double] {
        let lengths = use.lengths
        return lengths.count == 4 ? lengths : Array(repeating: lengths.first ?? 0, count: 4)
    }

    static func number(_ value: Double) -> String { PrintedNumber.shortest(value, decimals: 2) }
}
