import ComponentCatalogue
import Components
import ImageSnapshots
import Layout
import Rasterizer

/// One variant of a catalogue entry, ready to draw: the component the entry makes for it, the
/// layout the entry asks for and a renderer with the variant's traits. Everything that renders an
/// entry (the gallery, verify and record, the catalogue tests, DocC pictures, token usage, the
/// preview) goes through it, so they all draw the same thing, and `draw(_:)` is its one way to
/// be drawn: every tool reads the `DrawnVariant` it returns and none lays the variant out again.
package struct VariantRendering {
    package let renderer: ComponentRenderer
    package let component: AnyRenderable
    package let layout: RenderLayout
    /// The keys the entry looked up that the variant's language does not translate.
    package let lookups = StringLookups()

    /// What a drawing records beside the picture.
    package enum Detail {
        /// Each node's frame, accessibility and notes: what a reference keeps beside its picture
        /// (verify, record and the catalogue tests).
        case records
        /// The records and the design values each node drew with: what the site, the audit, the
        /// token pages and the preview read.
        case designValues
    }

    /// The variant as the entry makes it, or as it makes it in `context` (the preview's own
    /// arguments), at the entry's layout; the keys it looks up are noted in `lookups` either way.
    package init(_ entry: CatalogueEntry, _ variant: CatalogueVariant, context: CatalogueContext? = nil) {
        renderer = ComponentRenderer(traits: variant.traits)
        var context = context ?? entry.context(for: variant)
        context.lookups = lookups
        component = entry.build(context)
        layout = entry.layout(for: variant)
    }

    /// The variant laid out once, its tree recording `detail`, with no pixel drawn: for a tool
    /// that reads the tree alone (a layout record, design reads, the specs).
    package func layOut(_ detail: Detail = .designValues) throws(RenderError) -> LaidOutVariant {
        let (size, tree) = try renderer.sizedTree(of: component, layout: layout, designUses: detail == .designValues)
        return LaidOutVariant(rendering: self, size: size, tree: tree)
    }

    /// The variant laid out once, its tree recording `detail`, and its picture drawn from that tree.
    package func draw(_ detail: Detail = .designValues) throws(RenderError) -> DrawnVariant {
        let laidOut = try layOut(detail)
        return DrawnVariant(laidOut: laidOut, bitmap: try renderer.bitmap(size: laidOut.size, drawing: laidOut.tree.displayList))
    }
}

/// A variant laid out: the tree one layout pass returned and what the entry looked up while it
/// was made. The records, the render key and the design reads are read from the tree.
package struct LaidOutVariant {
    /// The variant that was laid out, with its renderer and string lookups.
    package let rendering: VariantRendering
    /// The size in points the layout gave the component.
    package let size: Size
    /// The laid-out tree.
    package let tree: LaidOutNode

    /// The keys the entry looked up, and which the variant's language does not translate.
    package var lookups: StringLookups { rendering.lookups }

    /// The tree's records, in drawing order: each node's frame, accessibility and notes, and the
    /// design values it drew with when the layout recorded them.
    package var nodes: [LaidOutComponent] { tree.records }

    /// The render key: what the picture is drawn from, hashed (`verify --changed` compares it).
    package var renderKey: String { RenderKey.key(of: tree.displayList, size: size, rendering: rendering) }

    /// The design values it read, token by token (empty unless laid out with `.designValues`).
    package var designReads: [DesignRead] { rendering.renderer.designReads(in: tree) }
}

/// A variant drawn: its layout (whose records, key and reads it gives as its own) and the picture
/// drawn from that layout's tree.
@dynamicMemberLookup
package struct DrawnVariant {
    /// The layout the picture was drawn from.
    package let laidOut: LaidOutVariant
    /// The picture.
    package let bitmap: Bitmap

    /// What the layout holds: `tree`, `nodes`, `lookups`, `renderKey`, `designReads`.
    package subscript<Value>(dynamicMember keyPath: KeyPath<LaidOutVariant, Value>) -> Value { laidOut[keyPath: keyPath] }

    /// The picture with the layout and accessibility records a reference keeps beside it.
    package var snapshot: ComponentSnapshot { ComponentSnapshot(bitmap: bitmap, nodes: laidOut.nodes) }
}

extension CatalogueEntry {
    /// The entry's variant, ready to draw.
    package func rendering(_ variant: CatalogueVariant) -> VariantRendering {
        VariantRendering(self, variant)
    }
}
