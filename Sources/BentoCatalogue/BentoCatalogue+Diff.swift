import ComponentCatalogue
import Components
import DesignTokens
import Layout

extension BentoCatalogue {
    /// Bento's scenarios as a before | after picture of their changeset.
    static let diffEntries: [CatalogueEntry] = [
        CatalogueEntry(component: "Diff", state: "before-after", layout: .width(393), variants: VariantMatrix(themes: [.light])) { context in
            func row(_ text: String) -> UI.Label { UI.Label(text: text, style: context.theme.typography.body2) }
            let old = Box<String, String>.empty
                |-+ Section(id: "options") |---+ Node(id: "collection", component: row("Collection"))
                |---+ Node(id: "delivery", component: row("Delivery")) |---+ Node(id: "locker", component: row("Locker"))
                |-+ Section(id: "help") |---+ Node(id: "faq", component: row("FAQ"))
            let new = Box<String, String>.empty
                |-+ Section(id: "options") |---+ Node(id: "locker", component: row("Locker"))
                |---+ Node(id: "collection", component: row("Collection (nearest first)")) |---+ Node(id: "post", component: row("Post office"))
                |-+ Section(id: "help") |---+ Node(id: "faq", component: row("FAQ"))
            return ChangesetPreview(old: old, new: new).asAnyRenderable()
        },
    ]
}
