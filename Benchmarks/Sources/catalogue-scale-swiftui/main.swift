import GalleryKit
import ScaleCatalogue

// The synthetic catalogue (ScaleCatalogue) with the same five kinds of row written in SwiftUI.
let catalogue = try ScaleCatalogue.make(kind: "SwiftUI rows") { index, changed in
    SwiftUIRows.kinds.map { kind in CatalogueEntry(kind) { _ in SwiftUIRows.row(kind, index: index, changed: changed) } }
}

GalleryCommand.main(catalogue)
