import PropertyBased
import Testing
@testable import Components

@Suite struct DiffTests {
    struct Item: Equatable { var id: Int; var v: Int }

    static func diff(_ old: [Item], _ new: [Item]) -> Changeset<Item> {
        Changeset(old: old, new: new, identity: \.id, isEqual: ==)
    }

    @Test func conventionsOfFlexibleDiff() {
        let old = [Item(id: 1, v: 0), Item(id: 2, v: 0), Item(id: 3, v: 0), Item(id: 4, v: 0)]
        let new = [Item(id: 3, v: 1), Item(id: 1, v: 0), Item(id: 5, v: 0), Item(id: 4, v: 1)]
        let changes = Self.diff(old, new)
        #expect(changes.removals == [1])                       // id 2, at its old offset
        #expect(changes.inserts.map(\.index) == [2])           // id 5, at its new offset
        #expect(changes.moves.map { [$0.from, $0.to] } == [[2, 0]] && changes.moves[0].isMutated)  // id 3: moved and changed, once
        #expect(changes.mutations.map { [$0.from, $0.to] } == [[3, 3]])   // id 4 changed in place
        #expect(changes.apply(to: old) == new)
        #expect(changes.description == "removed [1]; inserted [2]; moved 2→0*; mutated 3")
        #expect(Self.diff(old, old).isEmpty)
    }

    enum S: Hashable, Sendable { case a, b, c }

    static func box(_ sections: [(S, [Int])]) -> Box<S, Int> {
        Box(sections: sections.map { id, rows in Section(id: id, items: rows.map { Node(id: $0, component: UI.Label(text: "\($0)")) }) })
    }

    @Test func bentosScenarios() throws {
        // A section inserted at 0.
        var changes = try BoxChangeset(old: Self.box([(.a, [1])]), new: Self.box([(.b, []), (.a, [1])]))
        #expect(changes.sections.inserts.map(\.index) == [0] && changes.rows.isEmpty)
        // A section moved.
        changes = try BoxChangeset(old: Self.box([(.a, [1]), (.b, [2])]), new: Self.box([(.b, [2]), (.a, [1])]))
        #expect(changes.sections.moves.count == 1 && changes.sections.inserts.isEmpty && changes.sections.removals.isEmpty)
        // A row moved out of order.
        changes = try BoxChangeset(old: Self.box([(.a, [1, 2, 3])]), new: Self.box([(.a, [3, 1, 2])]))
        #expect(changes.rows[0]?.moves.map { [$0.from, $0.to] } == [[2, 0]])
        // A deletion and an insertion in one step.
        let old = Self.box([(.a, [1, 2, 3])]), new = Self.box([(.a, [1, 3, 4])])
        changes = try BoxChangeset(old: old, new: new)
        #expect(changes.rows[0]?.removals == [1] && changes.rows[0]?.inserts.map(\.index) == [2])
        #expect(changes.apply(to: old).sections[0].items.map(\.id) == [1, 3, 4])
        // Equatable components compare by value: the same labels are no change.
        #expect(try BoxChangeset(old: old, new: old).isEmpty)
    }

    @Test func duplicateIdsAreRefused() {
        let duplicated = Self.box([(.a, [1, 1])])
        #expect(throws: BoxError.duplicateItem(id: "1", section: "a")) { try BoxChangeset(old: duplicated, new: duplicated) }
        #expect(duplicateIdentities(in: [1, 2, 1, 3, 2], identity: { $0 }) == [1, 2])
    }

    /// Random boxes up to 100 sections and 10,000 rows: applying the changeset to the old box gives
    /// the new one, no identity appears twice in it, and an unchanged box gives no changes.
    @Test func applyingTheChangesetGivesTheNewBox() async {
        await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var state = seed
            func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % UInt64(max(bound, 1)))
            }
            let sectionCount = 1 + next(100)
            let rowsPerSection = next(10_000 / sectionCount + 1)
            var oldSections: [(Int, [Item])] = (0..<sectionCount).map { s in (s, (0..<rowsPerSection).map { Item(id: s * 100_000 + $0, v: 0) }) }
            var newSections = oldSections.filter { _ in next(10) > 0 }
            newSections = newSections.map { id, rows in
                var rows = rows.filter { _ in next(10) > 0 }.map { next(5) == 0 ? Item(id: $0.id, v: $0.v + 1) : $0 }
                for _ in 0..<next(3) where !rows.isEmpty { rows.swapAt(next(rows.count), next(rows.count)) }
                rows += (0..<next(4)).map { Item(id: id * 100_000 + 50_000 + $0, v: 0) }
                return (id, rows)
            }
            if newSections.count > 1 { newSections.swapAt(0, newSections.count - 1) }
            newSections.append((sectionCount + 1, [Item(id: 9_999_999, v: 0)]))
            if oldSections.count > 2 { oldSections.swapAt(next(oldSections.count), next(oldSections.count)) }
            func box(_ sections: [(Int, [Item])]) -> Box<Int, Int> {
                Box(sections: sections.map { id, rows in Section(id: id, items: rows.map { Node(id: $0.id, component: UI.Label(text: "\($0.v)")) }) })
            }
            let old = box(oldSections), new = box(newSections)
            do {
                let changes = try BoxChangeset(old: old, new: new)
                let applied = changes.apply(to: old)
                #expect(applied.sections.map(\.id) == new.sections.map(\.id))
                #expect(zip(applied.sections, new.sections).allSatisfy { $0.items.map(\.id) == $1.items.map(\.id) })
                #expect(zip(applied.sections, new.sections).allSatisfy { a, b in
                    zip(a.items, b.items).allSatisfy { ComponentEquality.isEqual($0.component, $1.component) } })
                #expect(applied.duplicateIdentities.isEmpty)
                #expect(try BoxChangeset(old: new, new: new).isEmpty)
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
