import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import PharmacyType
import Testing

@Suite struct ChoosePharmacyTypeTests {
    @Test(arguments: ["light", "dark"])
    func screenMatchesItsReference(themeName: String) throws {
        let theme = themeName == "dark" ? Theme.dark : Theme.light
        let traits = RenderTraits(theme: theme, scale: 2)
        let appearance = DesignLibrary(configuration: .init(theme: theme)).componentsBuilder(traits: traits)
        let renderer = ChoosePharmacyTypeRenderer(observer: { _ in }, appearance: appearance)
        let bitmap = try ScreenRenderer(traits: traits).bitmap(of: renderer.render(state: .init(isContinueEnabled: true)), device: .iPhone8)
        assertSnapshot(of: bitmap, named: "choose-pharmacy-type@\(traits.variantName)")
    }

    @Test func theBoxHasTheGuidesRows() throws {
        let traits = RenderTraits()
        let appearance = DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: traits)
        let screen = ChoosePharmacyTypeRenderer(observer: { _ in }, appearance: appearance).render(state: .init())
        #expect(screen.box.sections.map(\.id) == [.first, .banner])
        #expect(screen.box.sections[0].items.map(\.id) == [.collection, .delivery])
        #expect(screen.pinnedToBottomBox.sections.first?.items.map(\.id) == [.continueButton])
        try screen.box.validate()
    }
}
