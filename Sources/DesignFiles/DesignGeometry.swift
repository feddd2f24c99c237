import Rasterizer

/// One outline of a node's `fillGeometry` or `strokeGeometry`: a path in the node's own
/// coordinates and the rule that fills it.
public struct DesignGeometry: Sendable {
    /// The outline.
    public var path: Path
    /// `NONZERO` or `EVENODD`, as the fill rule.
    public var rule: FillRule

    init(_ json: JSONCursor) throws(DesignFileError) {
        guard let data = try json.string("path", longest: Path.largestPathData) else { throw json.invalid("a geometry has no path") }
        do {
            path = try Path(svgPathData: data)
        } catch {
            throw json.invalid("the path data cannot be read: \(error)")
        }
        rule = try json.string("windingRule", longest: 64) == "EVENODD" ? .evenOdd : .nonZero
    }
}
