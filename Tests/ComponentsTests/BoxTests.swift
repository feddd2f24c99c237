import Testing
@testable import Components

@Suite struct BoxTests {
    enum SectionID: Hashable, Sendable { case first, second, third }
    enum RowID: Hashable, Sendable { case title, subtitle, detail, extra(Int) }

    static func label(_ text: String) -> UI.Label { UI.Label(text: text) }

    @Test func operatorsBuildSectionsBeforeAppendingThem() {
        // The README's shape: nodes bind tighter than sections, both to the left.
        let box = Box<SectionID, RowID>.empty
            |-+ Section(id: .first, header: Self.label("Header"))
            |---+ Node(id: .title, component: Self.label("Title"))
            |---+ Node(id: .subtitle, component: Self.label("Subtitle"))
            |-+ Section(id: .second)
            |---+ Node(id: .detail, component: Self.label("Detail"))
        #expect(box.sections.map(\.id) == [.first, .second])
        #expect(box.sections[0].items.map(\.id) == [.title, .subtitle])
        #expect(box.sections[1].items.map(\.id) == [.detail])
        #expect(box.sections[0].has(.header) && !box.sections[0].has(.footer))
        #expect(box.sections[0].items[0].component(as: UI.Label.self)?.text == "Title")
    }

    @Test func conditionalOperatorsAddOnlyWhatIsThere() {
        let shows = true, hides = false
        let optionalName: String? = "Ada", missing: String? = nil
        let box = Box<SectionID, RowID>.empty
            |-? .iff(shows) { Section(id: .first) |---+ Node(id: .title, component: Self.label("shown")) }
            |-? .iff(hides) { Section(id: .second) }
            |-? optionalName.map { name in Section(id: .third) |---+ Node(id: .title, component: Self.label(name)) }
            |-? missing.map { _ in Section(id: .second) }
        #expect(box.sections.map(\.id) == [.first, .third])

        let section = Section<SectionID, RowID>(id: .first)
            |---? Node(id: .title, component: Self.label("a"))
            |---? Optional<Node<RowID>>.none
            |---? .iff(shows, Node(id: .detail, component: Self.label("b")))
            |---* (0..<3).map { Node(id: RowID.extra($0), component: Self.label("\($0)")) }
        #expect(section.items.map(\.id) == [.title, .detail, .extra(0), .extra(1), .extra(2)])

        let nodes = Node(id: RowID.title, component: Self.label("a")) |---+ Node(id: .subtitle, component: Self.label("b"))
            |---? Optional<Node<RowID>>.none |---+ Node(id: .detail, component: Self.label("c"))
        #expect(nodes.map(\.id) == [.title, .subtitle, .detail])
        #expect(Optional.iff({ true }, { 1 }) == 1)
    }

    @Test func duplicateIdentitiesAreReported() {
        let box = Box<SectionID, RowID>.empty
            |-+ Section(id: .first) |---+ Node(id: .title, component: Self.label("a")) |---+ Node(id: .title, component: Self.label("b"))
            |-+ Section(id: .first)
        #expect(box.duplicateIdentities == [.duplicateItem(id: "title", section: "first"), .duplicateSection(id: "first")])
        #expect(throws: BoxError.duplicateItem(id: "title", section: "first")) { try box.validate() }
        #expect(box.duplicateIdentities.first?.description == "The row id title is used more than once in section first.")
    }

    @Test func supplementsCanBeAddedAndRemoved() {
        let section = Section<SectionID, RowID>(id: .first).adding(.footer, Self.label("Footer"))
        #expect(section.has(.footer))
        #expect(!section.removing(.footer).has(.footer))
        #expect(Box<SectionID, RowID>.empty.sections.isEmpty)
        let box = Box<SectionID, RowID>.empty |-+ [section, Section(id: .second)]
        #expect(box.debugDescription.hasPrefix("🍱 Box (2 sections)"))
    }
}
