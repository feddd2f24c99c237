import Components
import DesignTokens
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Rasterizer
import Testing

/// `gallery audit`'s rules on small components rendered for real: each rule fires on a component
/// that breaks it and stays quiet on one that does not.
@Suite struct AuditTests {
    let renderer = ComponentRenderer(traits: RenderTraits(scale: 2))

    func findings(_ component: some Renderable, layout: RenderLayout = .sizeThatFits) throws -> [Audit.Finding] {
        // The accessibility rules; DesignAuditTests has the design ones.
        try Audit.findings(of: component, layout: layout, renderer: renderer, entry: "Test/state@light-2x").filter { !DesignAudit.rules.contains($0.rule) }
    }

    /// #8A8A8A on white is 3.45:1: too faint for body text, enough for large text.
    let midGrey = Color(red8: 0x8A, green8: 0x8A, blue8: 0x8A)

    @Test func contrastFollowsWCAGForBodyAndLargeText() throws {
        let body = TextStyle(family: "Inter", size: 17)
        let faint = try findings(UI.Label(text: "Faint body text", style: body, color: midGrey))
        #expect(faint.map(\.rule) == ["contrast"])
        let ratio = try #require(faint.first?.detail.split(separator: " ").first { $0.hasSuffix(":1,") })
        #expect(ratio == "3.45:1,")
        #expect(try findings(UI.Label(text: "Dark body text", style: body, color: .black)).isEmpty)

        // Large text needs 3:1: 24 pt regular, or 18.7 pt bold.
        #expect(try findings(UI.Label(text: "Large", style: TextStyle(family: "Inter", size: 24), color: midGrey)).isEmpty)
        #expect(try findings(UI.Label(text: "Bold", style: TextStyle(family: "Inter", weight: .bold, size: 19), color: midGrey)).isEmpty)
        // 19 pt regular or 18 pt bold is not large, however tall its frame.
        let notLarge = [
            UI.Label(text: "Regular", style: TextStyle(family: "Inter", size: 19), color: midGrey).height(40).asAnyRenderable(),
            UI.Label(text: "Bold", style: TextStyle(family: "Inter", weight: .bold, size: 18), color: midGrey).asAnyRenderable(),
        ]
        for label in notLarge { #expect(try findings(label).map(\.rule) == ["contrast"]) }
        // Mixed runs count as large only when every run is.
        let mixed = AttributedText("Big ", style: TextStyle(family: "Inter", size: 28), color: midGrey)
            + AttributedText("small", style: TextStyle(family: "Inter", size: 13), color: midGrey)
        #expect(try findings(UI.Label(attributedText: mixed)).map(\.rule) == ["contrast"])
    }

    @Test func truncatedTextIsFound() throws {
        let label = UI.Label(text: "A sentence far too long for its frame", style: TextStyle(family: "Inter", size: 15), color: .black)
        let cut = try findings(label, layout: .fixed(width: 80, height: 20))
        #expect(cut.map(\.rule) == ["truncated"])
        #expect(cut.first?.detail.contains("80 × 20 pt") == true)
        #expect(try findings(label, layout: .sizeThatFits).isEmpty)
    }

    @Test func smallTapTargetsAndUnlabelledControlsAreFound() throws {
        // A switch is drawn 51 × 31, as UISwitch is, and hit within 44 points of its centre: alone
        // it passes, unlabelled it says nothing of what it switches.
        #expect(try findings(UI.Toggle(isOn: true)).map(\.rule) == ["missing-label"])
        #expect(try findings(UI.Toggle(isOn: true).accessibility(label: "Notifications")).isEmpty)
        // Its hit area must be clear of other controls: a button 4 points above it is inside it.
        let crowded = [
            UI.Button(title: "Help").asAnyRenderable(),
            UI.Toggle(isOn: true).accessibility(label: "Notifications").asAnyRenderable(),
        ].stack(axis: .vertical, spacing: 4, alignment: .leading)
        let toggle = try findings(crowded).filter { $0.rule == "tap-target" }
        #expect(toggle.count == 1 && toggle.first?.detail.contains("44-point hit area overlaps") == true, "\(toggle)")
        // Any other control drawn under 44 points is still too small.
        let info = try findings(UI.Image(image: try Bitmap(width: 24, height: 24, fill: .black)).accessibility(label: "Info").didTap {})
        #expect(info.map(\.rule) == ["tap-target"] && info.first?.detail.contains("24 × 24 pt") == true, "\(info)")

        let icon = try Bitmap(width: 24, height: 24, fill: .black)
        #expect(try findings(UI.Image(image: icon)).map(\.rule) == ["missing-label"])
        #expect(try findings(UI.Image(image: icon).accessibility(label: "Pharmacy")).isEmpty)
    }

    @Test func decorationAndButtonsNamedByTheirTextNeedNoLabel() throws {
        let icon = try Bitmap(width: 24, height: 24, fill: .black)
        let title = UI.Label(text: "Collection", style: TextStyle(family: "Inter", size: 17), color: .black)
        // A decorative icon beside a title, hidden itself or inside a hidden group.
        #expect(try findings([UI.Image(image: icon).accessibilityHidden(), title].stack(axis: .horizontal, spacing: 8)).isEmpty)
        let group = [UI.Image(image: icon)].stack(axis: .vertical).accessibilityHidden()
        #expect(try findings([group, title].stack(axis: .horizontal, spacing: 8)).isEmpty)
        // A tappable row is named by its text; a tappable icon alone is not named at all.
        let row = [UI.Image(image: icon).accessibilityHidden(), title].stack(axis: .horizontal, spacing: 8).minHeight(44).didTap {}
        #expect(try findings(row).isEmpty)
        let iconButton = [UI.Image(image: icon).accessibilityHidden()].stack(axis: .vertical).width(44).height(44).didTap {}
        let unnamed = try findings(iconButton)
        #expect(unnamed.map(\.rule) == ["missing-label"])
        #expect(unnamed.first?.detail.hasPrefix("button") == true)
        #expect(try findings(iconButton.accessibility(label: "Close")).isEmpty)
    }

    @Test func allowListsAcceptFindingsByGlobAndRejectTypos() throws {
        let list = try AuditAllowList(text: """
            # accepted by design
            DesignLibrary/avatar contrast
            Toggle/*@dark-* tap-target

            """)
        #expect(list.allows(Audit.Finding(entry: "DesignLibrary/avatar@dark-2x-w320", rule: "contrast", detail: "")))
        #expect(!list.allows(Audit.Finding(entry: "DesignLibrary/avatar@dark-2x-w320", rule: "truncated", detail: "")))
        #expect(list.allows(Audit.Finding(entry: "Toggle/on@dark-2x", rule: "tap-target", detail: "")))
        #expect(!list.allows(Audit.Finding(entry: "Toggle/on@light-2x", rule: "tap-target", detail: "")))

        #expect { try AuditAllowList(text: "DesignLibrary/avatar contrats") } throws: { error in
            "\(error)".contains("line 1") && "\(error)".contains("unknown rule \"contrats\"")
        }
        #expect { try AuditAllowList(text: "# fine\nDesignLibrary/avatar") } throws: { error in
            "\(error)".contains("line 2") && "\(error)".contains("expected a glob and a rule")
        }
    }
}
