import Components
import DesignTokens
import Layout
import Rasterizer
import Testing

/// What assistive technologies are told: hidden decoration and everything inside it is left out.
@Suite struct AccessibilityTreeTests {
    @Test func hiddenElementsAndTheirContentsAreLeftOut() throws {
        let icon = try Bitmap(width: 24, height: 24, fill: .black)
        let style = TextStyle(family: "Inter", size: 15)
        let badge = [UI.Image(image: icon), UI.Label(text: "3", style: style)].stack(axis: .horizontal).accessibilityHidden()
        let row: [(any Renderable)?] = [
            UI.Image(image: icon).accessibility(label: "Pharmacy"), UI.Label(text: "Collection", style: style), badge,
            UI.Image(image: icon).accessibilityHidden(), UI.Label(text: "Today", style: style),
        ]
        let environment = RenderEnvironment()
        let tree = try AccessibilityTree.dump(of: row.stack(axis: .horizontal, spacing: 8), width: 320, in: environment)
        let elements = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: ", frame:")[0] }
        #expect(elements == ["image, label: \"Pharmacy\"", "staticText, label: \"Collection\"", "staticText, label: \"Today\""])

        // The same answer node by node: the badge, its two children and the lone icon are hidden.
        let nodes = try row.stack(axis: .horizontal, spacing: 8).layoutTree(width: 320, in: environment.withLayoutDetails())
        #expect(AccessibilityTree.hiddenFlags(of: nodes) == [false, false, false, true, true, true, true, false])
        // `accessibilityHidden(false)` undoes an earlier hiding.
        let shown = UI.Image(image: icon).accessibilityHidden().accessibilityHidden(false).accessibility(label: "Shown")
        #expect(try AccessibilityTree.dump(of: shown, width: 100, in: environment).contains("image, label: \"Shown\""))
    }

    /// Issue 77: a role is a value the audit and the tools compare, written by name in records.
    @Test func rolesAreValues() throws {
        var info = AccessibilityInfo(role: "button", label: "Pay")
        #expect(info.elementRole == .button && info.elementRole?.description == "button")
        info.elementRole = .switch
        #expect(info.role == "switch")
        #expect(AccessibilityInfo().elementRole == nil)
        #expect(AccessibilityInfo(role: "meter").elementRole == AccessibilityRole("meter"), "a team's own role, kept by name")
        let label = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(of: UI.Label(text: "Fare"))
        #expect(label.first?.accessibility.elementRole == .staticText)
    }
}
