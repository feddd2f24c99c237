import DesignFiles
import Foundation
import Testing
import TestSupport

/// Figma REST answers nobody here wrote (`../shared/figma-fixtures`, sources and licences in its
/// SOURCES.md), read as a team would save them.
@Suite struct FigmaAnswerTests {
    static func fixture(_ path: String) throws -> DesignFile {
        try DesignFile(contentsOf: try SharedMaterial.folder("figma-fixtures").appendingPathComponent(path))
    }

    static let answers = [
        "moon-tokens/variables.json", "figma-variable-parser/figma-response.json", "Figma-Context-MCP/figma-response.json",
        "tokenloom/nodes-batch-1.json", "fig4ai/figma.json", "code-connect/dummy_api_response_for_wizard.json", "morphr/figma_document.json",
        "grida/vector-frame.response.json",
    ]

    @Test(arguments: answers) func everyAnswerIsRead(path: String) throws {
        let file = try Self.fixture(path)
        let summary = DesignFileSummary(file)
        #expect(summary.sha256.count == 64)
        if file.answer == .variables {
            #expect(!file.variables.variables.isEmpty)
        } else {
            #expect(summary.nodesByType.values.reduce(0, +) > 1)
        }
    }

    /// What SOURCES.md counts by hand, counted by the reader.
    @Test func countsMatchWhatTheSourcesSay() throws {
        let moon = DesignFileSummary(try Self.fixture("moon-tokens/variables.json"))
        #expect(moon.variablesByType == ["COLOR": 127, "FLOAT": 74])
        #expect(moon.collections.count == 13)
        #expect(moon.aliases == 117)
        #expect(moon.collections.first { $0.name == "Global Colors" }?.modes.count == 27)

        let parser = DesignFileSummary(try Self.fixture("figma-variable-parser/figma-response.json"))
        #expect(parser.variablesByType.values.reduce(0, +) == 238)
        #expect(parser.aliases == 219)

        let hero = DesignFileSummary(try Self.fixture("Figma-Context-MCP/figma-response.json"))
        #expect(hero.autoLayoutFrames == 7)
        #expect(hero.textNodes == 5)

        let demo = DesignFileSummary(try Self.fixture("fig4ai/figma.json"))
        #expect(demo.nodesByType["CANVAS"] == 5)
        #expect(demo.textNodes == 88)
        #expect(demo.autoLayoutFrames == 3)

        let morphr = DesignFileSummary(try Self.fixture("morphr/figma_document.json"))
        #expect(morphr.autoLayoutFrames == 8)
        #expect(morphr.textNodes == 6)

        let wizard = DesignFileSummary(try Self.fixture("code-connect/dummy_api_response_for_wizard.json"))
        #expect(wizard.componentSets == 4)
    }

    @Test func tokenloomsButtonBindsItsPaddingAndColoursToVariables() throws {
        let file = try Self.fixture("tokenloom/nodes-batch-1.json")
        let primary = try file.node("Button/variant=primary")
        #expect(primary.id == "1:12")
        #expect(primary.type == "COMPONENT")
        #expect(primary.autoLayout?.padding.leading == 16)
        #expect(primary.autoLayout?.itemSpacing == 8)
        #expect(primary.boundVariables["paddingLeft"] == ["VariableID:1:9"])
        #expect(primary.fills.first?.colorVariable == "VariableID:1:3")
        let label = try #require(primary.children.first?.text)
        #expect(label.characters == "Button")
        #expect(label.textStyle.summary == "Inter 14/20 semibold")
        #expect(try file.node("1:14").name == "variant=secondary")
    }

    @Test func aNodeThatIsNotThereIsNamedWithSuggestions() throws {
        let file = try Self.fixture("tokenloom/nodes-batch-1.json")
        #expect {
            try file.node("Button/variant=tertiary")
        } throws: { error in
            "\(error)".contains("has no node Button/variant=tertiary") && "\(error)".contains("1:12 Button/variant=primary, 1:14 Button/variant=secondary")
        }
    }

    @Test func variablesResolveThroughAliasesToNamesAndValues() throws {
        let moon = try Self.fixture("moon-tokens/variables.json")
        let aliased = try #require(moon.variables.variables.values.first { variable in
            variable.valuesByMode.values.contains { if case .alias = $0 { true } else { false } }
        })
        let value = moon.variables.resolvedValue(of: aliased.id)
        #expect(value != nil)
        if case .alias = value { Issue.record("an alias was left unresolved") }
        #expect(moon.variables.name(of: aliased.id) == aliased.name)
    }
}
