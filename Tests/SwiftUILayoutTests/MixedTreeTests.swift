import Components
import Foundation
import Testing

@testable import BentoSwiftUI

/// Bento components inside SwiftUI views and SwiftUI views inside Bento rows: one tree either way.
@Suite struct MixedTreeTests {
    @Test func aBentoComponentSitsInASwiftUIStackAndKeepsItsRecord() throws {
        let details = RenderEnvironment().withLayoutDetails(designUses: true)
        let label = UI.Label(text: "Boarding at gate B12")
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Lufthansa 400")
            ComponentView(label)
        }
        .frame(width: 300)
        let laidOut = layOut(view, in: .unspecified, environment: details)
        let bento = try #require(laidOut.all.first { $0.record.accessibility.label == "Boarding at gate B12" })
        let expected = try label.sizeThatFits(width: 300, in: details)
        #expect(bento.frame.width == 300 && Double(bento.frame.height) == expected.height, "\(bento.frame)")
        #expect(bento.frame.minY > 0, "below the title")
        // A SwiftUI view in a Bento stack, holding a Bento component in turn.
        let row = [AnyRenderable(UI.Label(text: "Row")), AnyRenderable(HostingView(rootView: HStack { Text("In SwiftUI"); ComponentView(UI.Label(text: "back in Bento")) }))]
            .stack(axis: .vertical, spacing: 8)
        let tree = try row.laidOut(in: Frame(x: 0, y: 0, width: 320, height: 200), environment: details)
        #expect(tree.records.contains { $0.accessibility.label == "back in Bento" } && tree.records.contains { $0.accessibility.label == "In SwiftUI" })
    }
}
