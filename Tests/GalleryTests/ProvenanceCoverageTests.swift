import BentoCatalogue
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Testing

/// Provenance is not lost on the way to the pixels: with every colour token of the light theme
/// given a value of its own, every colour any entry of the demo catalogue draws or records that
/// equals a token's value still names that token — through the Design Library's factories, Bento's
/// components, screens and every modifier they use.
@Suite struct ProvenanceCoverageTests {
    @Test func everyDrawnTokenColourStillNamesItsToken() throws {
        let data = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var colors = try #require(json["color"] as? [String: Any])
        var index = 0
        func distinct() -> String {
            index += 1
            return String(format: "#%02X%02X%02X", 0x20 + index * 5, 0x90 - index * 3, 0x30 + index * 7)
        }
        for name in colors.keys.sorted() where !name.hasPrefix("$") {
            if name == "grey", var greys = colors[name] as? [String: Any] {
                for step in greys.keys.sorted() where !step.hasPrefix("$") { greys[step] = ["$value": distinct()] }
                colors[name] = greys
            } else if colors[name] is [String: Any] {
                colors[name] = ["$value": name == "overlay" ? distinct() + "66" : distinct()]
            }
        }
        json["color"] = colors
        let theme = try Theme(tokens: TokenFile(data: JSONSerialization.data(withJSONObject: json)), name: "light")
        let roleByValue = Dictionary(theme.colorTokens.map { ($0.color.hexString, $0.role) }, uniquingKeysWith: { first, _ in first })
        #expect(roleByValue.count == theme.colorTokens.count, "every colour token has a value of its own")

        var checked = 0, lost: [String] = []
        for entry in BentoCatalogue.catalogue.entries {
            guard var variant = entry.allVariants().first else { continue }
            variant.traits.theme = theme
            variant.traits.scale = 1
            let renderer = ComponentRenderer(traits: variant.traits)
            let component = entry.make(variant), layout = entry.layout(for: variant)
            let drawn = try renderer.displayList(of: component, size: renderer.size(of: component, layout: layout)).colors
            let recorded = try renderer.layoutNodes(of: component, layout: layout).flatMap(\.designUses)
                .filter { $0.lengths.isEmpty && $0.property != "font" && $0.property != "icon" }
            for color in drawn {
                guard let role = roleByValue[color.hexString] else { continue }
                checked += 1
                if color.origin.tokenPath == nil { lost.append("\(entry.identifier) draws \(role)'s \(color.hexString) from \(color.origin)") }
            }
            for use in recorded {
                guard let role = roleByValue[use.value] else { continue }
                checked += 1
                if use.token == nil { lost.append("\(entry.identifier) records \(use.property) \(role)'s \(use.value) from \(use.origin.map(\.description) ?? "nowhere")") }
            }
        }
        #expect(checked > 500, "\(checked) colours checked")
        #expect(lost.isEmpty, "\(lost.count) colours lost their token:\n\(Set(lost).sorted().prefix(30).joined(separator: "\n"))")
    }
}
