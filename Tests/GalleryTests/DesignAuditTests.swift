import Components
import DesignTokens
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Testing

/// The audit's design rules on components drawn for real: a hand-typed brand blue names the token,
/// a padding of 13 is off the scale, and a component made of the theme's tokens has no finding.
@Suite struct DesignAuditTests {
    let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))

    func designFindings(_ component: some Renderable) throws -> [Audit.Finding] {
        try Audit.findings(of: component, layout: .sizeThatFits, renderer: renderer, entry: "Test/state@light-1x")
            .filter { DesignAudit.rules.contains($0.rule) }
    }

    @Test func aHandTypedBrandBlueNamesTheToken() throws {
        let primary = Theme.light.colors.primary
        let typedLine = #line + 1
        let typed = Color(red: primary.red, green: primary.green, blue: max(0, primary.blue - 1.0 / 255))
        let findings = try designFindings(UI.Label(text: "Sale", style: Theme.light.typography.body1).padding(8).backgroundColor(typed))
        #expect(findings.map(\.rule) == ["design-color"])
        #expect(findings.first?.detail.contains("color.primary") == true && findings.first?.detail.contains("DesignAuditTests.swift:\(typedLine)") == true, "\(findings)")
    }

    @Test func aPaddingOf13IsOffTheScale() throws {
        let findings = try designFindings(UI.Label(text: "Odd", style: Theme.light.typography.body1).padding(13))
        #expect(findings.map(\.rule) == ["design-scale"])
        #expect(findings.first?.detail.contains("padding 13") == true, "\(findings)")
    }

    @Test func aComponentOfTheThemesTokensHasNoDesignFinding() throws {
        let theme = Theme.light
        let tag = UI.Label(text: "Tag", style: theme.typography.caption.weight(.bold), color: theme.colors.onPrimary)
            .padding(EdgeInsets(top: theme.spacing.extraSmall, leading: theme.spacing.small, bottom: theme.spacing.extraSmall, trailing: theme.spacing.small))
            .backgroundColor(theme.colors.primary)
            .cornerRadius(theme.radii.small)
        #expect(try designFindings(tag).isEmpty)
    }

    /// A component that only draws, with a colour typed in its own code.
    struct Swatch: Renderable {
        static let line = #line + 1
        static let violet = Color(red: 0.5, green: 0.2, blue: 0.9)
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 20, height: 20) }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
            list.fill(.rect(frame.rect), with: .solid(Self.violet))
        }
    }

    /// Issue 77: `design-color` knew 4 of the 12 colour properties the tree records, so a
    /// render-only component's hand-typed fill was never judged.
    @Test func aRenderOnlyComponentsHandTypedFillIsJudged() throws {
        let findings = try designFindings(Swatch())
        #expect(findings.map(\.rule) == ["design-color"], "\(findings)")
        #expect(findings.first?.detail.contains("Swatch fill #8033E6FF (GalleryTests/DesignAuditTests.swift:\(Swatch.line))") == true, "\(findings)")
    }
}
