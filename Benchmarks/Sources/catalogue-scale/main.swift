import ComponentCatalogue
import Components
import Foundation
import GalleryKit

// A synthetic catalogue of Design Library rows at a size given by BENTO_SCALE_VARIANTS (200 by
// default): components of five states each (row1, row3, banner, a button, a row2), every state in
// light and dark, so each component has ten variants. Its references are recorded by the
// benchmark into a scratch folder, never committed. `catalogue_scale.sh` runs it.
let environment = ProcessInfo.processInfo.environment
let requested = Int(environment["BENTO_SCALE_VARIANTS"] ?? "") ?? 200
let components = max(1, requested / 10)
// BENTO_SCALE_CHANGE_EVERY=N: every Nth set's row1 title changes (N = 20 changes 1 % of the
// variants). BENTO_SCALE_TOKEN_FILE: the light theme read from this token file (a one-token edit).
let changeEvery = Int(environment["BENTO_SCALE_CHANGE_EVERY"] ?? "") ?? 0
// BENTO_SCALE_KIND=swiftui: the same five kinds of row written in SwiftUI (SwiftUIRows.swift).
let isSwiftUI = environment["BENTO_SCALE_KIND"] == "swiftui"
let light = try environment["BENTO_SCALE_TOKEN_FILE"].map { try Theme(tokensAt: URL(fileURLWithPath: $0)) } ?? .light

let catalogue = Catalogue(
    "Scale", doc: "Design Library rows, \(components * 10) variants.", variants: VariantMatrix(themes: [light, .dark], widths: [375])
) {
    for index in 0..<components {
        CatalogueGroup("Row\(index)", doc: "Synthetic rows, set \(index).") {
            let changed = changeEvery > 0 && index % changeEvery == 0
            if isSwiftUI {
                for kind in SwiftUIRows.kinds {
                    CatalogueEntry(kind) { _ in SwiftUIRows.row(kind, index: index, changed: changed) }
                }
            } else {
                CatalogueEntry("row1") { context in context.builder.row1(title: "Repeat prescriptions \(index)\(changed ? " (renewed)" : "")") }
                CatalogueEntry("row2") { context in context.builder.row2(title: "Dr Ada Lovelace", detail: "Appointment \(index) · available today") }
                CatalogueEntry("row3") { context in
                    context.builder.row3(
                        title: "Collection \(index)", detail: "Pick up your medicine from a pharmacy near you",
                        image: Icon(template: context.builder.tokens.icons.image(.pharmacy)))
                }
                CatalogueEntry("banner") { context in
                    context.builder.banner(
                        description: "Prescription \(index) is ready to collect", leadingIcon: context.builder.tokens.icons.image(.info))
                }
                CatalogueEntry("button") { context in context.builder.primaryButton(title: "Continue \(index)") }
            }
        }
    }
}

GalleryCommand.main(catalogue)
