import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// The atomic components in their main states, light and dark, compared with
/// `Snapshots/AtomSnapshotTests/`.
@Suite struct AtomSnapshotTests {
    static func sheet(_ theme: Theme) -> UI.Stack {
        let buttons: [(any Renderable)?] = [
            UI.Button(title: "Next"),
            UI.Button(title: "Outline", style: .outlined),
            UI.Button(title: "Plain", style: .plain),
        ]
        let states: [(any Renderable)?] = [
            UI.Button(title: "Off", isEnabled: false),
            UI.Button(title: "Loading", isLoading: true),
            UI.Button(title: "Find", icon: .icon(named: "search")),
        ]
        let toggles: [(any Renderable)?] = [
            UI.Toggle(isOn: true), UI.Toggle(isOn: false), UI.Toggle(isOn: true, isEnabled: false), UI.ActivityIndicator(),
        ]
        let column: [(any Renderable)?] = [
            buttons.stack(axis: .horizontal, spacing: 8, distribution: .fillEqually),
            states.stack(axis: .horizontal, spacing: 8, distribution: .fillEqually),
            toggles.stack(axis: .horizontal, spacing: 12, alignment: .center),
            UI.TextField(placeholder: "Email address"),
            UI.TextField(text: "ada@example.com"),
            UI.TextField(text: "secret", isSecure: true),
            UI.Separator(),
            [UI.Label(text: "Left"), UI.Spacer(), UI.Label(text: "Right")].stack(axis: .horizontal),
            UI.View().backgroundColor(theme.colors.secondary).height(8),
        ]
        return column.stack(axis: .vertical, spacing: 12, layoutMargins: 16)
    }

    @Test(arguments: ["light", "dark"])
    func atoms(themeName: String) {
        let theme = themeName == "dark" ? Theme.dark : Theme.light
        assertSnapshot(of: Self.sheet(theme), layout: .width(360), traits: RenderTraits(theme: theme, scale: 2))
    }

    @Test func accessibilityTreeDescribesTheSheet() throws {
        let tree = try AccessibilityTree.dump(of: Self.sheet(.light), width: 360, in: RenderEnvironment())
        #expect(tree.contains("button, label: \"Next\", interactive"))
        #expect(tree.contains("button, label: \"Off\", value: \"dimmed\""))
        #expect(tree.contains("switch, value: \"on\", interactive"))
        #expect(tree.contains("textField, label: \"Email address\", value: \"\", interactive"))
        #expect(tree.contains("staticText, label: \"Right\""))
        // Every line has a frame, and nesting shows as indentation.
        #expect(tree.split(separator: "\n").allSatisfy { $0.contains("frame: (") })
        #expect(tree.split(separator: "\n").first?.hasPrefix("    button") == true)
    }
}

@Suite struct AccessibilityTreeSnapshotTests {
    @Test func settingsScreenTree() throws {
        let renderer = ScreenSnapshotTests.SettingsRenderer(observer: { _ in }, appearance: .light)
        let screen = renderer.render(state: .init(name: "Ada Lovelace", email: "ada@example.com", pushEnabled: true))
        let content = BoxContent(box: screen.box)
        assertTextSnapshot(try AccessibilityTree.dump(of: content, width: 375, in: RenderEnvironment()))
    }
}
