import Foundation
import Testing

@testable import BentoSwiftUI

/// `@ViewBuilder` in its forms and the composition of views: a team's own views and modifiers
/// resolve to the primitive views they are made of.
@Suite struct ViewBuilderTests {
    struct Badge: View {
        var count: Int?
        var emphasised: Bool
        var body: some View {
            HStack(spacing: 4) {
                if emphasised {
                    Color.red.frame(width: 8, height: 8)
                } else {
                    Color.gray.frame(width: 6, height: 6)
                }
                if let count {
                    Color.blue.frame(width: CGFloat(10 * count), height: 8)
                }
                switch count {
                case 0?: EmptyView()
                case 1?: Color.green.frame(width: 1, height: 1)
                default: Color.green.frame(width: 2, height: 2)
                }
                if #available(macOS 10.15, *) {
                    Color.white.frame(width: 3, height: 3)
                }
            }
        }
    }

    /// A card modifier as a team writes it.
    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content
                .padding(8)
                .background(Color.white)
        }
    }

    @Test func everyFormOfTheBuilderResolves() {
        let colours = { (view: Badge) in layOut(view, in: .unspecified).all.filter { $0.kind == "Color" }.map(\.frame.size) }
        #expect(colours(Badge(count: nil, emphasised: true)) == [CGSize(width: 8, height: 8), CGSize(width: 2, height: 2), CGSize(width: 3, height: 3)])
        #expect(colours(Badge(count: 1, emphasised: false)) == [CGSize(width: 6, height: 6), CGSize(width: 10, height: 8), CGSize(width: 1, height: 1), CGSize(width: 3, height: 3)])
        #expect(colours(Badge(count: 0, emphasised: false)).count == 3, "EmptyView takes no place")
        // Spacing only between the views there are: 8 + 4 + 2 + 4 + 3.
        #expect(layOut(Badge(count: nil, emphasised: true), in: .unspecified).frame.width == 21)
    }

    @Test func aTeamsModifierWrapsTheContentItIsGiven() {
        let view = Color.red.frame(width: 40, height: 20).modifier(Card())
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 56, height: 36))
        #expect(laidOut.all.filter { $0.kind == "Color" }.map(\.frame) == [CGRect(x: 0, y: 0, width: 56, height: 36), CGRect(x: 8, y: 8, width: 40, height: 20)])
    }

    /// A modifier on a Group applies to each of its views (Apple's documentation of `Group`).
    @Test func aModifierOnAGroupAppliesToEachView() {
        let view = HStack(spacing: 0) {
            Group {
                Color.red
                Color.blue
            }.frame(width: 30, height: 10)
        }
        #expect(layOut(view, in: .unspecified).all.filter { $0.kind == "frame" }.count == 2)
        #expect(layOut(view, in: .unspecified).frame.width == 60)
    }

    @Test func anyViewErasesTheTypeNotTheLayout() {
        let erased = AnyView(Color.red.frame(width: 12, height: 34))
        #expect(layOut(erased, in: .unspecified).frame.size == CGSize(width: 12, height: 34))
    }
}
