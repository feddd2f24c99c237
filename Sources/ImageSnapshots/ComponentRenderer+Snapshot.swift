import Components
import Rasterizer

/// Rendering for snapshots.
extension ComponentRenderer {
    /// What a snapshot keeps of a component: its pixels, and the layout record stored beside the
    /// reference to explain a failure's moves.
    public func snapshot(of component: some Renderable, layout: RenderLayout) throws(RenderError) -> (bitmap: Bitmap, layoutRecord: LayoutRecord) {
        (try bitmap(of: component, layout: layout), LayoutRecord(try layoutNodes(of: component, layout: layout, designUses: false)))
    }
}
