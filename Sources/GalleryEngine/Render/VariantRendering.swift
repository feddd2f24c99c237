import ComponentCatalogue
import Components
import ImageSnapshots
import Layout
import Rasterizer

/// One variant of a catalogue entry, ready to draw: the component the entry makes for it, the
/// layout the entry asks for and a renderer with the variant's traits. Everything that renders an
/// entry (the gallery, verify and record, the catalogue tests, DocC pictures, token usage, the
/// preview) goes through it, so they all draw the same thing.
package struct VariantRendering {
    package let renderer: ComponentRenderer
    package let component: AnyRenderable
    package let layout: RenderLayout
    /// The keys the entry looked up that the variant's language does not translate.
    package let lookups = StringLookups()

    /// The variant as the entry makes it, or with `component` in its place (the preview's own
    /// arguments) at the entry's layout.
    package init(_ entry: CatalogueEntry, _ variant: CatalogueVariant, component: AnyRenderable? = nil) {
        renderer = ComponentRenderer(traits: variant.traits)
        self.component = component ?? entry.make(variant, notingLookupsIn: lookups)
        layout = entry.layout(for: variant)
    }

    /// Its pixels.
    package func bitmap() throws(RenderError) -> Bitmap {
        try renderer.bitmap(of: component, layout: layout)
    }

    /// Its pixels and the layout and accessibility records a reference keeps beside them.
    package func snapshot() throws(RenderError) -> ComponentSnapshot {
        try renderer.snapshot(of: component, layout: layout)
    }

    /// Its snapshot and its render key, from one layout pass.
    package func snapshotAndKey() throws(RenderError) -> (snapshot: ComponentSnapshot, renderKey: String) {
        let (snapshot, size, drawing) = try renderer.sizedSnapshot(of: component, layout: layout)
        return (snapshot, RenderKey.key(of: drawing, size: size, rendering: self))
    }

    /// Its laid-out nodes, with the details the audit and the preview read.
    package func layoutNodes() throws(RenderError) -> [LaidOutComponent] {
        try renderer.layoutNodes(of: component, layout: layout)
    }

    /// Its laid-out tree, with every detail and design value recorded, and its pixels drawn from
    /// that tree: one layout pass for the tools and the picture.
    package func laidOut() throws(RenderError) -> (tree: LaidOutNode, bitmap: Bitmap) {
        try renderer.picture(of: component, layout: layout)
    }

    /// The design values it reads, token by token.
    package func designReads() throws(RenderError) -> [DesignRead] {
        try renderer.designReads(of: component, layout: layout)
    }
}

extension CatalogueEntry {
    /// The entry's variant, ready to draw.
    package func rendering(_ variant: CatalogueVariant) -> VariantRendering {
        VariantRendering(self, variant)
    }
}
