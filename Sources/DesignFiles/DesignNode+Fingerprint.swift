import Rasterizer
import SafeFiles

extension DesignNode {
    /// The SHA-256 of everything the node and the layers inside it say (ids, names, geometry,
    /// layout, paints, effects, text, bound variables), in a canonical order: the same design
    /// gives the same fingerprint however the answer orders its keys, and any change to the node
    /// gives another. What says that an entry's design changed.
    public var fingerprint: String {
        var canonical = ""
        appendCanonical(to: &canonical)
        return ContentHash.hex(Array(canonical.utf8))
    }

    private func appendCanonical(to canonical: inout String) {
        func line(_ key: String, _ value: some CustomStringConvertible) { canonical += "\(key)=\(value)\n" }
        line("node", id)
        line("name", name.debugDescription)
        line("type", type)
        line("visible", isVisible)
        line("opacity", opacity)
        line("size", "\(size.width) \(size.height)")
        if let relativeTransform { line("transform", "\(relativeTransform)") }
        if let autoLayout { line("layout", "\(autoLayout)") }
        line("radii", "\(cornerRadii)")
        for fill in fills { line("fill", "\(fill)") }
        for stroke in strokes { line("stroke", "\(stroke)") }
        line("strokeWeight", strokeWeight)
        line("strokeAlign", strokeAlign)
        for effect in effects { line("effect", "\(effect)") }
        if let text { line("text", "\(text)") }
        for geometry in fillGeometry { line("fillGeometry", "\(geometry.rule) \(geometry.path.elements)") }
        for geometry in strokeGeometry { line("strokeGeometry", "\(geometry.rule) \(geometry.path.elements)") }
        for (key, names) in boundVariables.sorted(by: { $0.key < $1.key }) { line("bound." + key, names.joined(separator: ",")) }
        for (key, value) in componentProperties.sorted(by: { $0.key < $1.key }) { line("property." + key.debugDescription, value.debugDescription) }
        line("clips", clipsContent)
        line("children", children.count)
        for child in children { child.appendCanonical(to: &canonical) }
    }
}
