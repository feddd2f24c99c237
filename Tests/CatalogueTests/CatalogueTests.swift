import ComponentCatalogue
import Components
import Testing

@Suite struct CatalogueTests {
    static func label(_ context: CatalogueContext) -> UI.Label { UI.Label(text: "Hi", style: context.theme.typography.body1) }

    /// Defaults flow from the root through included catalogues and groups to entries, each level
    /// overriding only what it sets.
    @Test func variantsAreInheritedAndOverridden() throws {
        let forms = Catalogue("Forms", variants: VariantMatrix(contentSizes: [.large, .accessibilityExtraLarge])) {
            CatalogueGroup("Field", doc: "A text field.", variants: VariantMatrix(widths: [320])) {
                CatalogueEntry("empty", build: Self.label)
                CatalogueEntry("rtl", variants: VariantMatrix(directions: [.rightToLeft]), build: Self.label)
            }
        }
        let root = Catalogue("App", variants: VariantMatrix(themes: [.light], scales: [3])) {
            forms
            CatalogueEntry(component: "Badge", state: "new", build: Self.label)
        }
        try root.validate()
        let entries = root.entries
        #expect(entries.map(\.identifier) == ["Field/empty", "Field/rtl", "Badge/new"])
        #expect(entries[0].allVariants().map(\.name) == ["light-3x-w320", "light-ax3-3x-w320"])
        #expect(entries[1].allVariants().map(\.name) == ["light-rtl-3x-w320", "light-ax3-rtl-3x-w320"])
        #expect(entries[2].allVariants().map(\.name) == ["light-3x"])
        #expect(entries[0].doc == "A text field." && entries[0].cataloguePath == ["App", "Forms"])
        #expect(root.components.map(\.name) == ["Field", "Badge"])
    }

    /// The standard matrix applies where nothing is set: light and dark at @2x.
    @Test func theStandardMatrixIsTheLastDefault() {
        let catalogue = Catalogue("C") { CatalogueEntry(component: "A", state: "b", build: Self.label) }
        #expect(catalogue.entries[0].allVariants().map(\.name) == ["light-2x", "dark-2x"])
    }

    /// Combinations that render the same appear once; distinct widths keep distinct names.
    @Test func identicalCombinationsRenderOnce() {
        let matrix = VariantMatrix(themes: [.light, .light], widths: [320, 320, 320.5], devices: [.iPhoneSE], scales: [2, 2.0])
        #expect(matrix.variants().map(\.name) == ["light-2x-w320", "light-2x-w320.5", "light-2x-iPhoneSE"])
    }

    /// A catalogue included twice (by two module catalogues) gives its entries once.
    @Test func aCatalogueIncludedTwiceGivesItsEntriesOnce() throws {
        let shared = Catalogue("Shared") { CatalogueEntry(component: "Icon", state: "star", build: Self.label) }
        let root = Catalogue("Root") {
            Catalogue("A") { shared }
            Catalogue("B") { shared }
        }
        try root.validate()
        #expect(root.entries.map(\.identifier) == ["Icon/star"])
    }

    /// A repeated identifier names both declarations.
    @Test func aRepeatedIdentifierNamesBothPlaces() {
        let first = CatalogueEntry(component: "Button", state: "primary", build: Self.label)
        let second = CatalogueEntry(component: "Button", state: "primary", build: Self.label)
        let catalogue = Catalogue("C") { Catalogue("One") { first }; Catalogue("Two") { second } }
        #expect(throws: CatalogueError.duplicateIdentifier("Button/primary", first: first.location, second: second.location)) {
            try catalogue.validate()
        }
        let message = (try? catalogue.validate()).map { _ in "" } ?? String(describing: CatalogueError.duplicateIdentifier(
            "Button/primary", first: first.location, second: second.location))
        #expect(message.contains("CatalogueTests/CatalogueTests.swift:\(first.location.line)"))
        #expect(message.contains("CatalogueTests/CatalogueTests.swift:\(second.location.line)"))
        #expect(first.location.line != second.location.line)
    }

    /// Names and variants that cannot be rendered are refused with what and where.
    @Test(arguments: [
        ("", "b", VariantMatrix.inherited, "is empty"),
        ("A/B", "c", .inherited, "which names cannot hold"),
        ("A", "b@2x", .inherited, "which names cannot hold"),
        ("A", "b", VariantMatrix(scales: [0]), "scales go from 0.5 to 4"),
        ("A", "b", VariantMatrix(widths: [.infinity]), "widths go from 1 to 4096"),
        ("A", "b", VariantMatrix(themes: []), "are empty"),
    ])
    func invalidNamesAndVariantsAreRefused(component: String, state: String, variants: VariantMatrix, reason: String) {
        let catalogue = Catalogue("C") { CatalogueEntry(component: component, state: state, variants: variants, build: Self.label) }
        #expect {
            try catalogue.validate()
        } throws: { error in
            String(describing: error).contains(reason) && String(describing: error).contains("CatalogueTests.swift")
        }
    }

    /// Two different themes under one name would share reference files: refused.
    @Test func twoThemesWithOneNameAreRefused() {
        var brand = Theme.dark
        brand.name = "light"
        let catalogue = Catalogue("C") {
            CatalogueEntry(component: "A", state: "b", variants: VariantMatrix(themes: [.light]), build: Self.label)
            CatalogueEntry(component: "A", state: "c", variants: VariantMatrix(themes: [brand]), build: Self.label)
        }
        #expect(throws: CatalogueError.self) { try catalogue.validate() }
    }
}
