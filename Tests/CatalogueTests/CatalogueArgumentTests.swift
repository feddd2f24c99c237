import ComponentCatalogue
import Components
import Testing

/// An entry's arguments: each kind reads only the values it takes (with a message naming the
/// argument and what it takes otherwise), text forms round-trip, the entry's own values are the
/// defaults then its setting, a preview's changes are checked, and a catalogue whose entry sets an
/// argument it does not have, or a value its argument does not take, is refused where it is declared.
@Suite struct CatalogueArgumentTests {
    enum Tone: String, CaseIterable, Sendable { case brand, warning }

    static let title = CatalogueArgument.text("title", default: "Hello", maximumLength: 10)
    static let rating = CatalogueArgument.number("rating", default: 4.5, in: 0...5, step: 0.5)
    static let count = CatalogueArgument.integer("count", default: 2, in: 0...99)
    static let enabled = CatalogueArgument.flag("enabled", default: true)
    static let tone = CatalogueArgument.choice("tone", default: Tone.brand)
    static let tint = CatalogueArgument.color("tint", default: .token("primary"))
    static let subtitle = CatalogueArgument.optional(.text("subtitle", default: "More"))

    @Test func eachKindTakesOnlyItsValues() throws {
        #expect(try Self.title.value(from: "Ten chars!").get() == "Ten chars!")
        #expect(Self.title.declaration.problem(with: "Eleven char")?.description == "title takes at most 10 characters; got 11")
        #expect(try Self.rating.value(from: "2.5").get() == 2.5)
        #expect(Self.rating.declaration.problem(with: "9")?.description == "rating takes 0 to 5; got \"9\"")
        #expect(Self.rating.declaration.problem(with: "nan")?.description == "rating takes a number; got \"nan\"")
        #expect(Self.rating.declaration.problem(with: "inf") != nil)
        #expect(Self.count.declaration.problem(with: "2.5")?.description == "count takes a whole number; got \"2.5\"")
        #expect(Self.count.declaration.problem(with: "100")?.description == "count takes 0 to 99; got \"100\"")
        #expect(try Self.enabled.value(from: "false").get() == false)
        #expect(Self.enabled.declaration.problem(with: "yes")?.description == "enabled takes true or false; got \"yes\"")
        #expect(try Self.tone.value(from: "warning").get() == .warning)
        #expect(Self.tone.declaration.problem(with: "loud")?.description == "tone is one of brand, warning; got \"loud\"")
        #expect(try Self.tint.value(from: "color.textSecondary").get() == .token("textSecondary"))
        #expect(try Self.tint.value(from: "#1F5FD7").get() == .literal(try Color(hex: "#1F5FD7")))
        #expect(Self.tint.declaration.problem(with: "color.brandBlue")?.description.hasPrefix("tint: no colour role \"brandBlue\"; roles are primary, secondary") == true)
        #expect(Self.tint.declaration.problem(with: "blue")?.description == "tint takes color.<role> or #RRGGBB; got \"blue\"")
        #expect(try Self.subtitle.value(from: "none").get() == nil)
        #expect(try Self.subtitle.value(from: "some:Later").get() == "Later")
        #expect(Self.subtitle.declaration.problem(with: "Later")?.description == "subtitle is none or some:<value>; got \"Later\"")
        // A hostile value is quoted bounded, its control characters escaped.
        let problem = Self.tone.declaration.problem(with: "\u{1B}[31m" + String(repeating: "x", count: 10_000))?.description ?? ""
        #expect(problem.count < 160 && problem.contains("\\u{1B}") && !problem.contains("\u{1B}"))
    }

    @Test func textFormsRoundTrip() throws {
        for value in [0.0, 0.5, 5.0] { #expect(try Self.rating.value(from: Self.rating.text(of: value)).get() == value) }
        #expect(Self.rating.text(of: 3) == "3")
        for tint: ArgumentColor in [.token("surface"), .literal(try Color(hex: "#12345678"))] {
            #expect(try Self.tint.value(from: Self.tint.text(of: tint)).get() == tint)
        }
        for subtitle: String? in [nil, "", "some:thing"] {
            #expect(try Self.subtitle.value(from: Self.subtitle.text(of: subtitle)).get() == subtitle)
        }
    }

    @Test func theEntrysValuesAreTheDefaultsThenItsSettingThenThePreviewsChanges() throws {
        let catalogue = Catalogue("Shop") {
            CatalogueGroup("Card", arguments: [Self.title, Self.rating, Self.tint]) {
                CatalogueEntry("regular") { context in
                    UI.Label(text: "\(context[Self.title]) \(context[Self.rating])", style: context.theme.typography.body1, color: context.color(Self.tint))
                }
                CatalogueEntry("rated", arguments: [Self.subtitle], setting: [Self.rating.to(1), Self.subtitle.to("Fine")]) { context in
                    UI.Label(text: context[Self.subtitle] ?? "-", style: context.theme.typography.body1)
                }
            }
        }
        try catalogue.validate()
        let entries = catalogue.entries
        #expect(entries[0].arguments.map(\.name) == ["title", "rating", "tint"])
        #expect(entries[1].arguments.map(\.name) == ["title", "rating", "tint", "subtitle"])
        #expect(entries[0].argumentValues == ["title": "Hello", "rating": "4.5", "tint": "color.primary"])
        #expect(entries[1].argumentValues == ["title": "Hello", "rating": "1", "tint": "color.primary", "subtitle": "some:Fine"])
        #expect(try entries[0].argumentValues(changing: ["rating": "2"])["rating"] == "2")
        #expect(throws: ArgumentValueError("Card/regular has no argument \"subtitle\"; its arguments are title, rating, tint")) {
            try entries[0].argumentValues(changing: ["subtitle": "none"])
        }
        #expect(throws: ArgumentValueError("rating takes 0 to 5; got \"-1\"")) { try entries[0].argumentValues(changing: ["rating": "-1"]) }

        // The context reads typed values; a colour role resolves in the variant's theme.
        let variant = try #require(entries[0].allVariants().first)
        let context = CatalogueContext(traits: variant.traits, arguments: try entries[0].argumentValues(changing: ["tint": "color.error"]))
        #expect(context[Self.rating] == 4.5 && context[Self.title] == "Hello")
        #expect(context.color(Self.tint) == variant.traits.resolvedTheme.colors.error)
        #expect(CatalogueContext(traits: variant.traits)[Self.rating] == 4.5, "a context without values reads the defaults")
    }

    @Test func aSettingTheEntryCannotTakeIsRefusedWhereItIsDeclared() {
        let unknown = Catalogue("Shop") {
            CatalogueGroup("Card", arguments: [Self.title]) {
                CatalogueEntry("odd", setting: [Self.rating.to(2)]) { _ in UI.Label(text: "x", style: Theme.light.typography.body1) }
            }
        }
        #expect(throws: CatalogueError.self) { try unknown.validate() }
        #expect((try? unknown.validate()) == nil)
        do { try unknown.validate() } catch {
            #expect(error.description.contains("The arguments of Card/odd at CatalogueTests/CatalogueArgumentTests.swift:"))
            #expect(error.description.contains("has no argument \"rating\""))
        }
        let twice = Catalogue("Shop") {
            CatalogueGroup("Card", arguments: [Self.title, Self.title]) {
                CatalogueEntry("twice") { _ in UI.Label(text: "x", style: Theme.light.typography.body1) }
            }
        }
        do { try twice.validate(); Issue.record("a name declared twice is refused") } catch {
            #expect(error.description.contains("title is declared twice"))
        }
    }
}
