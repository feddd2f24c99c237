import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// A whole screen through a BoxRenderer: navigation bar, two sections with headers, footers and
/// separators, a pinned bottom button; at two device sizes, compared with
/// `Snapshots/ScreenSnapshotTests/`.
@Suite struct ScreenSnapshotTests {
    struct SettingsRenderer: BoxRenderer {
        enum SectionID: Hashable, Sendable { case account, notifications, footer }
        enum RowID: Hashable, Sendable { case name, email, password, push, email2, save }
        enum Action { case close, save, toggled(Bool) }
        struct State { var name: String; var email: String; var pushEnabled: Bool }

        let observer: Sink<Action>
        let appearance: Theme

        init(observer: @escaping Sink<Action>, appearance: Theme) {
            self.observer = observer
            self.appearance = appearance
        }

        func header(_ text: String) -> some Renderable {
            UI.Label(text: text.uppercased(), style: appearance.typography.footer, color: appearance.colors.textSecondary)
                .padding(EdgeInsets(top: 24, leading: 16, bottom: 8, trailing: 16))
        }

        func row(_ title: String, detail: String) -> some Renderable {
            let items: [(any Renderable)?] = [
                UI.Label(text: title, style: appearance.typography.body1)
                    .contentCompressionResistancePriority(LayoutPriority(751), for: .horizontal),
                UI.Label(text: detail, style: appearance.typography.body1, color: appearance.colors.textSecondary)
                    .textAlignment(.right),
                UI.Image(iconNamed: "chevron_right").flippedForRightToLeftLayoutDirection()
                    .tintColor(appearance.colors.textSecondary).width(24).height(24),
            ]
            return items.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8), alignment: .center)
                .minHeight(44)
        }

        func toggleRow(_ title: String, isOn: Bool) -> some Renderable {
            let items: [(any Renderable)?] = [UI.Label(text: title, style: appearance.typography.body1).numberOfLines(0), UI.Toggle(isOn: isOn)]
            return items.stack(axis: .horizontal, spacing: 8, layoutMargins: EdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16), alignment: .center)
        }

        func render(state: State) -> Screen<SectionID, RowID> {
            let box = Box<SectionID, RowID>.empty
                |-+ Section(id: .account, header: header("Account"))
                |---+ Node(id: .name, component: row("Name", detail: state.name))
                |---+ Node(id: .email, component: row("Email", detail: state.email))
                |---+ Node(id: .password, component: row("Password", detail: "Change"))
                |-+ Section(
                    id: .notifications, header: header("Notifications"),
                    footer: UI.Label(text: "We only send reminders about your prescriptions and appointments.",
                                     style: appearance.typography.footer, color: appearance.colors.textSecondary)
                        .numberOfLines(0).padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)))
                |---+ Node(id: .push, component: toggleRow("Push notifications", isOn: state.pushEnabled))
                |---+ Node(id: .email2, component: toggleRow("Email reminders the day before each appointment", isOn: false))
            let bottom = Box<SectionID, RowID>.empty
                |-+ Section(id: .footer)
                |---+ Node(id: .save, component: UI.Button(title: "Save changes").padding(16))
            return Screen(
                title: "Settings",
                leftBarItems: [BarButtonItem(appearance: .image(.icon(named: "close")))],
                rightBarItems: [BarButtonItem(appearance: .text("Done"))],
                box: box, pinnedToBottomBox: bottom)
        }
    }

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15])
    func settingsScreen(device: Device) {
        let renderer = SettingsRenderer(observer: { _ in }, appearance: .light)
        let screen = renderer.render(state: .init(name: "Ada Lovelace", email: "ada@example.com", pushEnabled: true))
        let traits = RenderTraits(theme: .light, scale: 2)
        do {
            let bitmap = try ScreenRenderer(traits: traits).bitmap(of: screen, device: device)
            #expect(bitmap.width == Int(device.width * 2) && bitmap.height == Int(device.height * 2))
            assertSnapshot(of: bitmap, named: "settings-\(device.name)@\(traits.variantName)")
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// Traits beyond the theme: content size, layout direction and the full scroll height.
@Suite struct TraitSnapshotTests {
    @Test func settingsScreenRightToLeftDarkExtraLarge() throws {
        let traits = RenderTraits(theme: .dark, scale: 2, contentSize: .extraLarge, layoutDirection: .rightToLeft)
        // The renderer's appearance follows the traits, as a trait-aware design library's does.
        let renderer = ScreenSnapshotTests.SettingsRenderer(observer: { _ in }, appearance: traits.resolvedTheme)
        let screen = renderer.render(state: .init(name: "Ada Lovelace", email: "ada@example.com", pushEnabled: false))
        #expect(traits.variantName == "dark-xl-rtl-2x")
        let bitmap = try ScreenRenderer(traits: traits).bitmap(of: screen, device: .iPhone8)
        assertSnapshot(of: bitmap, named: "settings-iPhone8@\(traits.variantName)")
    }

    @Test func fullContentHeightShowsEverything() throws {
        let traits = RenderTraits(theme: .light, scale: 1, contentSize: .accessibilityExtraExtraExtraLarge)
        let renderer = ScreenSnapshotTests.SettingsRenderer(observer: { _ in }, appearance: traits.resolvedTheme)
        let screen = renderer.render(state: .init(name: "Ada", email: "ada@example.com", pushEnabled: true))
        let full = try ScreenRenderer(traits: traits).bitmap(of: screen, device: .iPhoneSE, height: .fullContent)
        let viewport = try ScreenRenderer(traits: traits).bitmap(of: screen, device: .iPhoneSE)
        #expect(viewport.height == 568)
        #expect(full.height > 568, "accessibility sizes make the content taller than the screen")
        assertSnapshot(of: full, named: "settings-full-iPhoneSE@\(traits.variantName)")
    }

    @Test func contentSizesScaleText() throws {
        let label = UI.Label(text: "Dynamic Type")
        var heights: [Double] = []
        for category in ContentSizeCategory.allCases {
            let environment = RenderEnvironment(traits: RenderTraits(contentSize: category))
            heights.append(try label.sizeThatFits(width: nil, in: environment).height)
        }
        #expect(heights == heights.sorted())
        #expect(heights[ContentSizeCategory.allCases.firstIndex(of: .large)!] == 22)
        #expect(heights.last! > 2.5 * 22)
    }
}
