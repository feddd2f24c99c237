import ComponentCatalogue
import Components
import SwiftUI
import SwiftUIBrand

/// The migration Bento's manifesto planned, a screen at a time: a Bento screen (a `Box` of the
/// Design Library's rows, its strings from the brand's String Catalog) whose subtotal is the
/// brand's SwiftUI `ListRow`, hosted in a Bento row as a hosting controller hosts a SwiftUI view.
/// The catalogue holds it beside the SwiftUI previews, and verifies it like them.
enum MigrationScreen {
    static let entry = CatalogueEntry(component: "MigrationScreen", state: "basket", doc: "A Bento screen hosting the SwiftUI list row.") { context in
        let builder = context.builder
        let box = Box<String, String>.empty
            |-+ Section(id: "items", header: builder.sectionHeader(title: context.text("Checkout")))
            |---+ Node(id: "oat", component: builder.row1(title: context.text("Oat milk")))
            |---+ Node(id: "loaf", component: builder.row1(title: context.text("Sourdough loaf")))
            |-+ Section(id: "summary")
            |---+ Node(id: "subtotal", component: HostingView(rootView: ListRow("Subtotal", value: "£4.20")).localized { key, arguments in context.text(key, arguments: arguments) })
        return ScreenView(Screen(title: context.text("Checkout"), box: box), device: .iPhone8).asAnyRenderable()
    }
}
