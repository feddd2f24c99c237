import Components
import Rasterizer

/// What a snapshot keeps of a component: its pixels, the layout record stored beside the
/// reference to explain a failure's moves, and the accessibility record verified with it.
public struct ComponentSnapshot: Sendable {
    /// The pixels.
    public var bitmap: Bitmap
    /// The frames of the laid-out tree (`<name>.layout.txt`).
    public var layoutRecord: LayoutRecord
    /// What assistive technologies see (`<name>.a11y.txt`).
    public var accessibilityRecord: AccessibilityRecord

    /// A picture with the records of the laid-out nodes it was drawn from.
    package init(bitmap: Bitmap, nodes: [LaidOutComponent]) {
        self.bitmap = bitmap
        layoutRecord = LayoutRecord(nodes)
        accessibilityRecord = AccessibilityRecord(nodes)
    }
}

/// Rendering for snapshots.
extension ComponentRenderer {
    /// A component's pixels and the records kept beside its reference, from one layout.
    public func snapshot(of component: some Renderable, layout: RenderLayout) throws(RenderError) -> ComponentSnapshot {
        let (tree, bitmap) = try picture(of: component, layout: layout, designUses: false)
        return ComponentSnapshot(bitmap: bitmap, nodes: tree.records)
    }
}
