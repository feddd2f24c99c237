import ComponentCatalogue
import Components
import Foundation
import ImageSnapshots

/// The laid-out tree of one picture as JSON, for scripts and coding agents: every node's type,
/// place, frame, text (and how it was broken into lines, in which directions and faces),
/// accessibility and the design values it drew with (the token each came
/// from, or where it was typed by hand), so "which token made this blue?" or "what moved?" is
/// answered without looking at pixels. `gallery verify` leaves one beside each failure's actual
/// picture (`<name>.actual.tree.json`); `gallery render --trees` writes one beside each picture.
///
/// The schema is `Schemas/picture-tree-1.json` (JSON Schema draft 2020-12), named in the
/// document's `schema` field; a later version adds fields or changes the name, never the meaning
/// of a field.
package struct PictureTree: Encodable {
    package static let schemaName = "bento.picture-tree/1"

    struct Size: Encodable { var width: Double, height: Double }
    struct Box: Encodable { var x: Double, y: Double, width: Double, height: Double }
    struct Accessibility: Encodable {
        var role: String?, label: String?, value: String?, identifier: String?
        var traits: [String], actions: [String], interactive: Bool, hidden: Bool
    }
    struct DesignValue: Encodable {
        /// `text`, `font`, `background`, `border`, `radius`, `padding`, `spacing`, `shadow`.
        var property: String
        var value: String
        /// The token path (`color.primary`) and the role it plays, when it came from a token.
        var token: String?, role: String?, theme: String?
        /// Changes made to the token's value (`opacity 40%`).
        var changes: [String]?
        /// `file:line` where a value not from a token was typed.
        var typedAt: String?
    }
    struct Node: Encodable {
        var index: Int
        /// The index of the node it is inside; `nil` for the root.
        var parent: Int?
        var depth: Int
        /// Its place in the tree, as the layout and accessibility records name it (`Stack/Button[1]`).
        var path: String
        var type: String
        /// The type with its module (`BrandAtoms.PriceTag`).
        var qualifiedType: String
        var frame: Box
        /// The text it draws, for text nodes.
        var text: String?
        /// How its text was laid out, for text nodes: font size, lines, direction runs, faces.
        var textLayout: LaidOutText?
        var accessibility: Accessibility
        var design: [DesignValue]
        /// What the layout noted (`truncated`, `large-text`).
        var notes: [String]
    }

    let schema = Self.schemaName
    var entry: String
    var variant: String
    var scale: Double
    /// The picture's size in points.
    var size: Size
    var nodes: [Node]

    /// The tree of `nodes` (laid out with their design values) for a variant of an entry, whose
    /// picture is `pixelWidth` × `pixelHeight`.
    package init(entry: String, variant: String, scale: Double, pixelWidth: Int, pixelHeight: Int, nodes: [LaidOutComponent]) {
        self.entry = entry
        self.variant = variant
        self.scale = scale
        let paths = LaidOutComponent.paths(of: nodes)
        let hidden = AccessibilityTree.hiddenFlags(of: nodes)
        let parents = LaidOutComponent.parents(of: nodes)
        var built: [Node] = []
        for (index, node) in nodes.enumerated() {
            let parent = parents[index]
            let info = node.accessibility
            built.append(Node(
                index: index, parent: parent, depth: node.depth, path: paths[index], type: node.typeName, qualifiedType: node.qualifiedTypeName,
                frame: Box(x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height),
                text: info.elementRole == .staticText ? info.label : nil,
                textLayout: node.text,
                accessibility: Accessibility(
                    role: info.role, label: info.label, value: info.value, identifier: info.identifier, traits: info.traits.map(\.rawValue),
                    actions: info.customActions, interactive: info.isInteractive, hidden: hidden[index]),
                design: node.designUses.map { use in
                    let token = use.token
                    return DesignValue(
                        property: use.property, value: use.value, token: token?.path, role: token?.role, theme: token?.theme,
                        changes: (use.origin?.changes ?? []).isEmpty ? nil : use.origin?.changes,
                        typedAt: token == nil ? DesignAudit.handTyped(use.origin) : nil)
                },
                notes: node.layoutNotes.map(\.description)))
        }
        self.nodes = built
        size = Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }

    /// The document as written: keys sorted, indented, so two versions diff line by line.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
