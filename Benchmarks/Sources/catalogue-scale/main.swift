import ComponentCatalogue
import Components
import GalleryKit
import ScaleCatalogue

// The synthetic catalogue (ScaleCatalogue) of Bento's Design Library rows: row1, row2, row3, a
// banner and a button.
let catalogue = try ScaleCatalogue.make(kind: "Design Library rows") { index, changed in
    [
        CatalogueEntry("row1") { context in context.builder.row1(title: "Repeat prescriptions \(index)\(changed ? " (renewed)" : "")") },
        CatalogueEntry("row2") { context in context.builder.row2(title: "Dr Ada Lovelace", detail: "Appointment \(index) · available today") },
        CatalogueEntry("row3") { context in
            context.builder.row3(
                title: "Collection \(index)", detail: "Pick up your medicine from a pharmacy near you",
                image: Icon(template: context.builder.tokens.icons.image(.pharmacy)))
        },
        CatalogueEntry("banner") { context in
            context.builder.banner(description: "Prescription \(index) is ready to collect", leadingIcon: context.builder.tokens.icons.image(.info))
        },
        CatalogueEntry("button") { context in context.builder.primaryButton(title: "Continue \(index)") },
    ]
}

GalleryCommand.main(catalogue)
