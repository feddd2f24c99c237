import Testing
@testable import Components

/// `ComponentEquality.isAlike`, which decides whether a row that is not `Equatable` draws the same
/// in both states of a transition. Checked against what a description tells apart (the test it
/// replaced), on the library's own components and on shapes a team's component may have.
@Suite struct ComponentAlikeTests {
    enum Kind { case plain, bold }
    enum Badge { case none, count(Int), label(String) }
    final class Store { var value = 0 }
    struct Row {
        var title: String
        var kind: Kind
        var badge: Badge
        var price: Double?
        var tags: [String]
        var onTap: () -> Void
        var store: Store
    }

    @Test func valuesAreComparedFieldByFieldAndClosuresCountAlike() {
        let store = Store()
        let row = Row(title: "Oat milk", kind: .plain, badge: .count(2), price: 1.5, tags: ["a"], onTap: {}, store: store)
        #expect(ComponentEquality.isAlike(row, row))
        var other = row
        other.onTap = { print("another closure") }
        #expect(ComponentEquality.isAlike(row, other), "closures are alike, as a description shows them")
        let changes: [(String, (inout Row) -> Void)] = [
            ("title", { $0.title = "Eggs" }), ("a case without payload", { $0.kind = .bold }), ("a payload", { $0.badge = .count(3) }),
            ("a case", { $0.badge = .label("2") }), ("an optional", { $0.price = nil }), ("a number", { $0.price = 1.25 }),
            ("an array", { $0.tags.append("b") }), ("another object", { $0.store = Store() }),
        ]
        for (what, change) in changes {
            var changed = row
            change(&changed)
            #expect(!ComponentEquality.isAlike(row, changed), "\(what) changed")
            #expect(String(reflecting: row) != String(reflecting: changed) || what == "another object")
        }
        #expect(!ComponentEquality.isAlike(row, "Oat milk"), "different types")
    }

    @Test func theLibrarysComponentsAreAlikeExactlyWhenTheyDescribeAlike() {
        let labels = [
            UI.Label(text: "Total"), UI.Label(text: "Total"), UI.Label(text: "Total £6.15"),
        ].map { AnyRenderable($0.padding(8)) }
        #expect(ComponentEquality.isAlike(labels[0].base, labels[1].base))
        #expect(!ComponentEquality.isAlike(labels[0].base, labels[2].base))
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            #expect(ComponentEquality.isAlike(labels[a].base, labels[b].base) == (String(reflecting: labels[a].base) == String(reflecting: labels[b].base)))
        }
    }
}
