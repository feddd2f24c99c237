import BentoCatalogue
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import Rasterizer
import TestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview

/// The impact of a token change, against what a full render shows: after random edits of the
/// light token file, no variant the impact leaves out draws a different pixel.
@Suite struct TokenImpactTests {
    /// One light variant at 1x of every entry of the demo catalogue, with its picture under the
    /// unedited tokens.
    struct Baseline: @unchecked Sendable {
        let items: [(entry: CatalogueEntry, variant: CatalogueVariant)]
        let bitmaps: [Bitmap]
        let json: [String: Any]
        let theme: Theme

        init() throws {
            let data = try #require(Theme.builtInTokens(named: "light"))
            json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            theme = try Theme(tokens: TokenFile(data: data), name: "light")
            var items: [(entry: CatalogueEntry, variant: CatalogueVariant)] = []
            for entry in BentoCatalogue.catalogue.entries {
                guard var variant = entry.variants.variants().first(where: { $0.traits.theme.name == "light" }) else { continue }
                variant.traits.scale = 1
                variant.traits.theme = theme
                items.append((entry, variant))
            }
            self.items = items
            bitmaps = try items.map { item in
                try ComponentRenderer(traits: item.variant.traits).bitmap(of: item.entry.make(item.variant), layout: item.entry.layout(for: item.variant))
            }
        }
    }

    /// 500 edits in the long step; the unit step takes the first 40 of the same seeded draws.
    @Test func randomEditsMissNoVariant() throws {
        let baseline = try Baseline()
        #expect(baseline.items.count >= 40)
        let edits = LongStep.draws(unit: 40, long: 500)
        var generator = SeededGenerator(seed: 38)
        var misses: [String] = []
        var checked = 0, selected = 0, selectedAndChanged = 0
        var editedKinds: Set<String> = []
        for edit in 0..<edits {
            var json = baseline.json
            let description = TokenEdits.randomEdit(of: &json, using: &generator)
            editedKinds.insert(String(description.prefix { $0 != "." }))
            let data = try JSONSerialization.data(withJSONObject: json)
            let edited = try Theme(tokens: TokenFile(data: data), name: "light")
            let impact = TokenImpact(before: [baseline.theme], after: [edited])
            // A full verify of a sample of the catalogue per edit (all of it, 500 times, is too slow
            // for a debug build): 8 variants drawn at random, each compared pixel for pixel.
            for _ in 0..<8 {
                let index = Int.random(in: 0..<baseline.items.count, using: &generator)
                var (entry, variant) = baseline.items[index]
                let reasons = try impact.reasons(for: entry, variant)
                variant.traits.theme = edited
                let bitmap = try ComponentRenderer(traits: variant.traits).bitmap(of: entry.make(variant), layout: entry.layout(for: variant))
                let changed = bitmap != baseline.bitmaps[index]
                checked += 1
                if reasons.isEmpty && changed { misses.append("edit \(edit) \(description): \(entry.identifier) changed but was not selected") }
                if !reasons.isEmpty {
                    selected += 1
                    if changed { selectedAndChanged += 1 }
                }
            }
        }
        print("token impact: \(edits) edits, \(checked) checks, \(selected) selected, \(selectedAndChanged) of them changed")
        #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.prefix(20).joined(separator: "\n"))")
        #expect(checked == edits * 8)
        // The edits reach every kind of token, and the selection is not everything.
        #expect(editedKinds.isSuperset(of: ["color", "typography", "spacing", "radius", "elevation", "icon"]), "\(editedKinds)")
        #expect(selectedAndChanged > edits * 2 / 5, "\(selectedAndChanged) of \(selected) selected variants changed")
        #expect(selected < checked * 3 / 4, "\(selected) of \(checked) selected")
    }

    @Test func aColourChangeNamesTheTokenItsValuesAndTheNode() throws {
        var surface = Theme.light
        surface.colors.surface = try Color(hex: "#FAFAFA")
        let reasons = TokenImpact.reasons(
            for: Theme.light.tokenChanges(to: surface),
            reads: [
                DesignRead(node: "Stack/View[0]", use: .color("background", Theme.light.colors.surface)),
                DesignRead(node: "Stack/Label[1]", use: .color("text", Theme.light.colors.textPrimary)),
            ])
        #expect(reasons == ["color.surface #F5F6F8FF → #FAFAFAFF, used by Stack/View[0] background"])
    }

    @Test func aThemeOfAnotherNameIsNotTouched() throws {
        var dark = Theme.dark
        dark.spacing.medium = 40
        let impact = TokenImpact(before: [Theme.dark], after: [dark])
        let entry = try #require(BentoCatalogue.catalogue.entries.first { $0.component == "Label" })
        let light = CatalogueVariant(traits: RenderTraits(theme: .light, scale: 1))
        #expect(try impact.reasons(for: entry, light).isEmpty)
        #expect(impact.changes.map(\.description) == ["spacing.medium 16 → 40"])
    }
}

/// Random edits of a token file's JSON, every kind of token the theme reads.
enum TokenEdits {
    static let glyphs = ["home", "search", "favorite", "star", "add", "close", "menu", "person", "settings", "delete"]

    /// Changes one token at random and says which (`spacing.medium = 13px`).
    static func randomEdit(of json: inout [String: Any], using generator: inout SeededGenerator) -> String {
        func hex(alpha: Bool = false) -> String {
            let digits = (0..<(alpha ? 4 : 3)).map { _ in String(format: "%02X", Int.random(in: 0...255, using: &generator)) }
            return "#" + digits.joined()
        }
        func px(_ range: ClosedRange<Int>) -> String { "\(Int.random(in: range, using: &generator))px" }
        let kinds = ["color", "color", "color", "typography", "typography", "spacing", "radius", "elevation", "icon"]
        switch kinds.randomElement(using: &generator)! {
        case "color":
            var color = json["color"] as! [String: Any]
            var names = color.keys.filter { $0 != "grey" }.sorted() + ["grey"]
            names.removeAll { !(color[$0] is [String: Any]) }
            let name = names.randomElement(using: &generator)!
            if name == "grey" {
                var greys = color["grey"] as! [String: Any]
                let step = greys.keys.filter { !$0.hasPrefix("$") }.sorted().randomElement(using: &generator)!
                let value = hex()
                greys[step] = ["$value": value]
                color["grey"] = greys
                json["color"] = color
                return "color.grey.\(step) = \(value)"
            }
            let value = name == "overlay" ? hex(alpha: true) : hex()
            var token = color[name] as! [String: Any]
            token["$value"] = value
            color[name] = token
            json["color"] = color
            return "color.\(name) = \(value)"
        case "typography":
            var typography = json["typography"] as! [String: Any]
            let name = typography.keys.filter { !$0.hasPrefix("$") }.sorted().randomElement(using: &generator)!
            var token = typography[name] as! [String: Any]
            var value = token["$value"] as! [String: Any]
            let field = ["fontSize", "lineHeight", "fontWeight", "letterSpacing"].randomElement(using: &generator)!
            switch field {
            case "fontSize": value[field] = px(10...34)
            case "lineHeight": value[field] = px(12...40)
            case "fontWeight": value[field] = [400, 500, 600, 700].randomElement(using: &generator)!
            default: value[field] = px(0...2)
            }
            token["$value"] = value
            typography[name] = token
            json["typography"] = typography
            return "typography.\(name).\(field) = \(value[field]!)"
        case "spacing", "radius":
            let group = Bool.random(using: &generator) ? "spacing" : "radius"
            var tokens = json[group] as! [String: Any]
            let name = tokens.keys.filter { !$0.hasPrefix("$") }.sorted().randomElement(using: &generator)!
            let value = px(0...40)
            var token = tokens[name] as! [String: Any]
            token["$value"] = value
            tokens[name] = token
            json[group] = tokens
            return "\(group).\(name) = \(value)"
        case "elevation":
            var elevation = json["elevation"] as! [String: Any]
            let name = ["level1", "level2", "level3"].randomElement(using: &generator)!
            var token = elevation[name] as! [String: Any]
            var value = token["$value"] as! [String: Any]
            let field = ["color", "offsetY", "blur"].randomElement(using: &generator)!
            value[field] = field == "color" ? hex(alpha: true) : px(0...20)
            token["$value"] = value
            elevation[name] = token
            json["elevation"] = elevation
            return "elevation.\(name).\(field) = \(value[field]!)"
        default:
            var icon = json["icon"] as! [String: Any]
            if Bool.random(using: &generator) {
                let value = px(12...40)
                icon["size"] = ["$value": value, "$type": "dimension"]
                json["icon"] = icon
                return "icon.size = \(value)"
            }
            let token = IconToken.allCases.randomElement(using: &generator)!
            let glyph = glyphs.randomElement(using: &generator)!
            icon[token.rawValue] = ["$value": glyph, "$type": "string"]
            json["icon"] = icon
            return "icon.\(token.rawValue) = \(glyph)"
        }
    }
}
