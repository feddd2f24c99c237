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
}

/// Rendering for snapshots.
extension ComponentRenderer {
    /// A component's pixels and the records kept beside its reference, from one layout.
    public func snapshot(of component: some Renderable, layout: RenderLayout) throws(RenderError) -> ComponentSnapshot {
        try sizedSnapshot(of: component, layout: layout).snapshot
    }

    /// `snapshot(of:layout:)` with the component's size in points and the display list it was
    /// drawn from, from the same layout.
    package func sizedSnapshot(
        of component: some Renderable, layout: RenderLayout
    ) throws(RenderError) -> (snapshot: ComponentSnapshot, size: Size, drawing: DisplayList) {
        let (size, tree, bitmap) = try sizedPicture(of: component, layout: layout, designUses: false)
        let nodes = tree.records
        let snapshot = ComponentSnapshot(bitmap: bitmap, layoutRecord: LayoutRecord(nodes), accessibilityRecord: AccessibilityRecord(nodes))
        return (snapshot, size, tree.displayList)
    }
}
