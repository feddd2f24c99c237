import Rasterizer

/// One layer of a design: a frame, component, instance, text, rectangle, ellipse or vector, with
/// the properties a comparison with code reads and a drawing needs.
public struct DesignNode: Sendable {
    /// Figma's node id (`1:13`).
    public var id: String
    /// The layer's name (`variant=primary`, `Label`).
    public var name: String
    /// Figma's node type: `FRAME`, `COMPONENT`, `INSTANCE`, `TEXT`, `RECTANGLE`, `VECTOR` …
    public var type: String
    /// Whether the layer is shown.
    public var isVisible: Bool
    /// The layer's opacity.
    public var opacity: Double
    /// The layer's box on the canvas, without rotation (`absoluteBoundingBox`).
    public var bounds: Rect?
    /// The layer's width and height before its transform (`size`, else the bounds').
    public var size: Size
    /// The layer's place in its parent (`relativeTransform`), when the answer gives it.
    public var relativeTransform: Transform?
    /// How an auto-layout frame places its children; `nil` for other layers.
    public var autoLayout: DesignAutoLayout?
    /// The corner radii (`cornerRadius`, or `rectangleCornerRadii` when the corners differ).
    public var cornerRadii: CornerRadii
    /// Fills, bottom first.
    public var fills: [DesignPaint]
    /// Strokes, bottom first.
    public var strokes: [DesignPaint]
    /// The stroke's width.
    public var strokeWeight: Double
    /// `INSIDE`, `CENTER` or `OUTSIDE`.
    public var strokeAlign: String
    /// Shadows and blurs.
    public var effects: [DesignEffect]
    /// A text layer's text and style.
    public var text: DesignText?
    /// The filled outline, when the answer was asked for geometry (`geometry=paths`).
    public var fillGeometry: [DesignGeometry]
    /// The stroke's outline, already widened, when the answer was asked for geometry.
    public var strokeGeometry: [DesignGeometry]
    /// The variables bound to properties: `paddingLeft` → `VariableID:1:9`, `fills` → one id per fill.
    public var boundVariables: [String: [String]]
    /// An instance's or variant's component properties, by name, as text: `variant` → `primary`.
    public var componentProperties: [String: String]
    /// Whether the layer cuts its children to its shape.
    public var clipsContent: Bool
    /// Whether an auto-layout parent leaves the layer where it is (`layoutPositioning: ABSOLUTE`).
    public var isAbsolutelyPositioned: Bool
    /// How much of an auto-layout parent's leftover length the layer takes along the parent's
    /// axis (`layoutGrow`: 0 keeps its own length, 1 fills).
    public var layoutGrow: Double
    /// Whether the layer stretches across an auto-layout parent's axis (`layoutAlign: STRETCH`).
    public var stretchesAcross: Bool
    /// How the layer is sized on each axis in an auto-layout parent: `FIXED`, `HUG` or `FILL`
    /// (`layoutSizingHorizontal`, `layoutSizingVertical`).
    public var sizing: (horizontal: String?, vertical: String?)
    /// The layers inside, bottom first.
    public var children: [DesignNode]

    /// Whether the layer places its children by auto layout.
    public var isAutoLayout: Bool { autoLayout != nil }

    /// This node and every node inside it, depth first.
    public var allNodes: [DesignNode] {
        var nodes: [DesignNode] = []
        func visit(_ node: DesignNode) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return nodes
    }

    init(_ json: JSONCursor, depth: Int, budget: inout NodeBudget) throws(DesignFileError) {
        try budget.take(at: json, depth: depth)
        guard let id = try json.string("id", longest: 256) else { throw json.invalid("a node has no id") }
        self.id = id
        name = try json.string("name", longest: 4096) ?? ""
        type = try json.string("type", longest: 64) ?? ""
        isVisible = try json.bool("visible") ?? true
        opacity = try json.number("opacity", in: 0...1) ?? 1
        bounds = try json["absoluteBoundingBox"].map { box throws(DesignFileError) in try Self.rect(box) }
        let sized = try json["size"].map { value throws(DesignFileError) in
            Size(width: try value.number("x", in: 0...1e7) ?? 0, height: try value.number("y", in: 0...1e7) ?? 0)
        }
        size = sized ?? bounds?.size ?? Size(width: 0, height: 0)
        relativeTransform = try json["relativeTransform"].map { value throws(DesignFileError) in try Self.transform(value) }
        autoLayout = try DesignAutoLayout(json)
        cornerRadii = try Self.radii(json)
        fills = try json.elements("fills").map { paint throws(DesignFileError) in try DesignPaint(paint) }
        strokes = try json.elements("strokes").map { paint throws(DesignFileError) in try DesignPaint(paint) }
        strokeWeight = try json.number("strokeWeight", in: 0...10_000) ?? (strokes.isEmpty ? 0 : 1)
        strokeAlign = try json.string("strokeAlign", longest: 64) ?? "INSIDE"
        effects = try json.elements("effects").map { effect throws(DesignFileError) in try DesignEffect(effect) }
        text = type == "TEXT" ? try DesignText(node: json) : nil
        fillGeometry = try json.elements("fillGeometry").map { shape throws(DesignFileError) in try DesignGeometry(shape) }
        strokeGeometry = try json.elements("strokeGeometry").map { shape throws(DesignFileError) in try DesignGeometry(shape) }
        boundVariables = try Self.bindings(json["boundVariables"])
        componentProperties = try Self.properties(json["componentProperties"])
        clipsContent = try json.bool("clipsContent") ?? false
        isAbsolutelyPositioned = try json.string("layoutPositioning", longest: 64) == "ABSOLUTE"
        layoutGrow = try json.number("layoutGrow", in: 0...1_000) ?? 0
        stretchesAcross = try json.string("layoutAlign", longest: 64) == "STRETCH"
        sizing = (try json.string("layoutSizingHorizontal", longest: 64), try json.string("layoutSizingVertical", longest: 64))
        var children: [DesignNode] = []
        for child in try json.elements("children") { children.append(try DesignNode(child, depth: depth + 1, budget: &budget)) }
        self.children = children
    }

    private static func rect(_ json: JSONCursor) throws(DesignFileError) -> Rect {
        Rect(x: try json.number("x") ?? 0, y: try json.number("y") ?? 0, width: try json.number("width", in: 0...1e7) ?? 0, height: try json.number("height", in: 0...1e7) ?? 0)
    }

    /// Figma's 2×3 matrix `[[a, c, tx], [b, d, ty]]`.
    private static func transform(_ json: JSONCursor) throws(DesignFileError) -> Transform {
        let rows = try json.elements()
        guard rows.count == 2 else { throw json.invalid("a relativeTransform has 2 rows, not \(rows.count)") }
        let first = try rows[0].elements().map { value throws(DesignFileError) in try value.number() }
        let second = try rows[1].elements().map { value throws(DesignFileError) in try value.number() }
        guard first.count == 3, second.count == 3 else { throw json.invalid("a relativeTransform's rows have 3 numbers each") }
        return Transform(a: first[0], b: second[0], c: first[1], d: second[1], tx: first[2], ty: second[2])
    }

    private static func radii(_ json: JSONCursor) throws(DesignFileError) -> CornerRadii {
        if let corners = json["rectangleCornerRadii"] {
            let values = try corners.elements().map { value throws(DesignFileError) in try value.number(in: 0...1e6) }
            guard values.count == 4 else { throw corners.invalid("rectangleCornerRadii has 4 numbers, not \(values.count)") }
            return CornerRadii(topLeft: values[0], topRight: values[1], bottomRight: values[2], bottomLeft: values[3])
        }
        return CornerRadii(try json.number("cornerRadius", in: 0...1e6) ?? 0)
    }

    /// Every variable alias under each bound property, however Figma nests them (one alias, a list
    /// per fill, an object per corner).
    private static func bindings(_ json: JSONCursor?) throws(DesignFileError) -> [String: [String]] {
        guard let json else { return [:] }
        var bindings: [String: [String]] = [:]
        func aliases(in value: JSONCursor, depth: Int) throws(DesignFileError) -> [String] {
            guard depth < 4 else { throw value.invalid("bound variables nest deeper than 4 levels") }
            if value.isArray {
                var ids: [String] = []
                for element in try value.elements() { ids += try aliases(in: element, depth: depth + 1) }
                return ids
            }
            if let id = try value.string("id", longest: 256), try value.string("type", longest: 64) == "VARIABLE_ALIAS" { return [id] }
            var ids: [String] = []
            for member in try value.members() { ids += try aliases(in: member.value, depth: depth + 1) }
            return ids
        }
        for member in try json.members() {
            let ids = try aliases(in: member.value, depth: 0)
            if !ids.isEmpty { bindings[member.key] = ids }
        }
        return bindings
    }

    /// `{"Label#1:0": {"type": "TEXT", "value": "Buy"}}` as `Label#1:0` → `Buy`.
    private static func properties(_ json: JSONCursor?) throws(DesignFileError) -> [String: String] {
        guard let json else { return [:] }
        var properties: [String: String] = [:]
        for member in try json.members() {
            guard let value = member.value["value"] else { continue }
            if value.isString {
                properties[member.key] = try value.string(longest: 4096)
            } else if let flag = try? value.bool() {
                properties[member.key] = String(flag)
            }
        }
        return properties
    }
}

/// Counts the nodes of an answer as they are read, so a hostile file cannot nest or repeat
/// nodes past what any design holds.
struct NodeBudget {
    /// The most nodes read from one file.
    static let mostNodes = 250_000
    /// The deepest nesting of nodes.
    static let deepestNesting = 200

    private(set) var count = 0

    mutating func take(at json: JSONCursor, depth: Int) throws(DesignFileError) {
        count += 1
        guard count <= Self.mostNodes else { throw .tooMany(file: json.file, path: json.path, what: "nodes", limit: Self.mostNodes) }
        guard depth <= Self.deepestNesting else { throw .tooMany(file: json.file, path: json.path, what: "levels of nesting", limit: Self.deepestNesting) }
    }
}
