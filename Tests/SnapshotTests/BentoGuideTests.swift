import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// The code of Bento's README and of the guide's banner, with only type and token names adapted
/// to Linux (`UIImage` → `ImageAsset`, `UIColor` → `Color`, font attributes → text styles).
@Suite struct BentoGuideTests {
    struct Tokens {
        var colors = Theme.light.colors
        var typography = Theme.light.typography
    }

    let tokens = Tokens()

    // The guide's banner3, as written there.
    func banner3(
        description: String,
        leadingIcon: ImageAsset? = nil,
        trailingIcon: ImageAsset? = nil,
        iconsColor: Color? = nil,
        didTap: (() -> Void)? = nil
    ) -> AnyRenderable {
        return [
            leadingIcon.map {
                UI.Image(
                    image: $0.withRenderingMode(.alwaysTemplate)
                )
                .tintColor(iconsColor)
                .height(24)
                .width(24)
            },

            UI.Label(
                text: description
            )
            .textColor(tokens.colors.white)
            .font(tokens.typography.body1)
            .textAlignment(.center)
            .lineBreakMode(.byWordWrapping),

            trailingIcon.map {
                UI.Image(
                    image: $0.withRenderingMode(.alwaysTemplate)
                )
                .tintColor(iconsColor)
                .height(24)
                .width(24)
            }
        ]
        .stack(axis: .horizontal, spacing: 8, layoutMargins: 8)
        .container()
        .backgroundColor(tokens.colors.primary)
        .asAnyRenderable()
    }

    @Test func guideBannerCompilesAndRenders() {
        let banner = banner3(
            description: "Your prescription is ready", leadingIcon: .icon(named: "info"),
            trailingIcon: .icon(named: "close"), iconsColor: tokens.colors.white)
        assertSnapshot(of: banner, layout: .width(320), traits: RenderTraits(theme: .light, scale: 2))
    }

    enum SectionId: Hashable, Sendable { case user, consultantDate }
    enum RowID: Hashable, Sendable { case user, loading }

    @Test func readmeBoxCompiles() {
        let patientName = "Ada Lovelace"
        let box = Box<SectionId, RowID>.empty
            |-+ Section(id: SectionId.user, header: UI.View().height(24))
            |---+ Node(id: RowID.user, component: UI.Label(text: patientName))
            |-+ Section(id: SectionId.consultantDate, header: UI.View().height(24))
            |---+ Node(id: RowID.loading, component: UI.ActivityIndicator(isAnimating: true))
        #expect(box.sections.count == 2)
        #expect(box.sections.map(\.items.count) == [1, 1])
        #expect((try? box.validate()) != nil)
    }
}
