import Layout

/// How an auto-layout frame places its children, as Figma's `layoutMode` and its companions say.
public struct DesignAutoLayout: Sendable, Equatable {
    /// Whether children run along the x axis (`HORIZONTAL`) or the y axis (`VERTICAL`).
    public var isHorizontal: Bool
    /// The space inside the frame's edges.
    public var padding: EdgeInsets
    /// The space between children along the main axis.
    public var itemSpacing: Double
    /// Where children sit along the main axis: `MIN`, `CENTER`, `MAX`, `SPACE_BETWEEN`.
    public var primaryAlignment: String
    /// Where children sit across it: `MIN`, `CENTER`, `MAX`, `BASELINE`.
    public var counterAlignment: String
    /// Whether children wrap onto more lines (`WRAP`).
    public var wraps: Bool

    init?(_ json: JSONCursor) throws(DesignFileError) {
        guard let mode = try json.string("layoutMode", longest: 64), mode == "HORIZONTAL" || mode == "VERTICAL" else { return nil }
        isHorizontal = mode == "HORIZONTAL"
        func length(_ key: String) throws(DesignFileError) -> Double { try json.number(key, in: -100_000...100_000) ?? 0 }
        padding = EdgeInsets(top: try length("paddingTop"), leading: try length("paddingLeft"), bottom: try length("paddingBottom"), trailing: try length("paddingRight"))
        itemSpacing = try length("itemSpacing")
        primaryAlignment = try json.string("primaryAxisAlignItems", longest: 64) ?? "MIN"
        counterAlignment = try json.string("counterAxisAlignItems", longest: 64) ?? "MIN"
        wraps = try json.string("layoutWrap", longest: 64) == "WRAP"
    }
}
