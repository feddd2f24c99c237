import Components
import Foundation
import ImageSnapshots
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// `Image(systemName:)`: the size a symbol takes beside its font, measured from the shared SwiftUI
/// fixtures' simulator pictures, and what it draws.
@Suite struct ImageTests {
    /// pointfreeco/swift-snapshot-testing's `checkmark.circle.fill` in body text: its ink is 17 ×
    /// 17 in the simulator's picture (`text` → `sf_symbol` in `testSwiftUIView_iOS.1.geometry.json`)
    /// and its HStack 20.5 high; doordash's `globe` at the large scale is 22 × 22.
    @Test func aSymbolIsAsLargeAsItsFontAndItsScale() {
        let medium = layOut(Image(systemName: "checkmark.circle.fill"), in: .unspecified)
        #expect(abs(medium.frame.width - 18.2) < 0.4 && medium.frame.width == medium.frame.height, "\(medium.frame)")
        let large = layOut(Image(systemName: "globe").imageScale(.large), in: .unspecified)
        #expect(abs(large.frame.height - 22 * 1.07) < 0.4, "\(large.frame)")
        let small = layOut(Image(systemName: "globe").imageScale(.small), in: .unspecified)
        #expect(small.frame.height < medium.frame.height)
        let title = layOut(Image(systemName: "globe").font(.title), in: .unspecified)
        #expect(abs(title.frame.height - 28 * 1.07) < 0.4, "a symbol follows its font: \(title.frame)")
        // Its own size whatever it is proposed, unless resizable.
        let framed = layOut(Image(systemName: "globe").frame(width: 100, height: 100), in: .unspecified).all.last?.frame.width ?? 0
        #expect(abs(framed - medium.frame.width) <= 0.5, "its frame's edges on pixels: \(framed)")
        let resizable = layOut(Image(systemName: "globe").resizable().frame(width: 100, height: 60), in: .unspecified)
        #expect(resizable.all.last?.frame.size == CGSize(width: 100, height: 60))
    }

    /// A symbol beside text in an HStack: the HStack is as high as the text's line (20.33 points in
    /// body, so the simulator's 20.5 at 2x) and the symbol centred on it.
    @Test func aSymbolSitsBesideItsText() throws {
        let row = layOut(HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked") }, in: .unspecified)
        #expect(abs(row.frame.height - 20.5) <= 0.5, "\(row.frame)")
        let symbol = try #require(row.all.first { $0.kind == "Image" })
        #expect(abs(symbol.frame.midY - row.frame.midY) <= 0.5)
    }

    /// The symbol is drawn in the foreground colour (the accent colour in doordash's view), the
    /// cut-out of a filled enclosure shows what is under it, and an unknown name is a placeholder
    /// where the symbol would be.
    @Test func aSymbolIsDrawnInTheForegroundColour() throws {
        let view = ZStack {
            Color.white
            Image(systemName: "checkmark.circle.fill").resizable().foregroundColor(.accentColor).frame(width: 40, height: 40)
        }.frame(width: 40, height: 40)
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: view), layout: .sizeThatFits)
        #expect(bitmap[20, 5] == PremultipliedPixel(red: 0, green: 136, blue: 255, alpha: 255), "the circle in the accent blue: \(bitmap[20, 5])")
        var whiteInside = 0
        for y in 12..<28 { for x in 12..<28 where bitmap[x, y] == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255) { whiteInside += 1 } }
        #expect(whiteInside > 20, "the checkmark is cut out of the circle")
        let unknown = layOut(Image(systemName: "no.such.symbol"), in: .unspecified)
        #expect(unknown.frame.width > 0 && unknown.displayList.commands.isEmpty == false)
    }

    /// A symbol is an image to assistive technologies, labelled by its name, as SwiftUI labels
    /// symbols it has no description for; `Label(_:systemImage:)` is the title and the symbol.
    @Test func aSymbolIsAnImageForAssistiveTechnologiesAndLabelsTakeOne() throws {
        let symbol = layOut(Image(systemName: "star.fill"), in: .unspecified)
        #expect(symbol.record.accessibility.role == "image" && symbol.record.accessibility.label == "star fill")
        let label = layOut(Label("Favourites", systemImage: "star"), in: .unspecified)
        let icon = try #require(label.all.first { $0.kind == "Image" })
        let title = try #require(label.all.first { $0.kind == "Text" })
        #expect(icon.frame.maxX + 8 <= title.frame.minX + 0.5)
    }
}

/// The accessibility modifiers as view files before iOS 14 write them and the ones added since:
/// hints, named actions, one element made of its children.
@Suite struct AccessibilityFormsTests {
    @Test func theOldFormsSetWhatTheNewOnesSet() throws {
        let view = Rectangle()
            .accessibility(label: Text("Label"))
            .accessibility(value: Text("Value"))
            .accessibility(hint: Text("Hint"))
            .accessibilityAction(named: "Custom") {}
        let info = layOut(view, in: .unspecified).record.accessibility
        #expect(info.label == "Label" && info.value == "Value" && info.hint == "Hint" && info.customActions == ["Custom"])
        let record = AccessibilityRecord(layOut(view, in: .unspecified).records)
        #expect(record.text.contains("hint=Hint"), "\(record.text)")
        #expect(AccessibilityRecord(text: record.text) == record, "the hint reads back")
        var changed = AccessibilityRecord(layOut(Rectangle().accessibility(label: Text("Label")).accessibility(hint: Text("Opens")), in: .unspecified).records)
        changed.elements[0].path = record.elements[0].path
        #expect(changed.changes(since: record).joined().contains("hint \"Hint\" → \"Opens\""), "\(changed.changes(since: record))")
    }

    @Test func anElementMadeOfItsChildrenReadsTheirLabels() throws {
        // Labels are worked out where the tools record layout details, as they do for records.
        let details = RenderEnvironment().withLayoutDetails(designUses: false)
        let row = HStack { Text("Flight"); Text("LH 400") }.accessibilityElement(children: .combine)
        let laidOut = layOut(row, in: .unspecified, environment: details)
        #expect(laidOut.record.accessibility.label == "Flight, LH 400")
        let elements = AccessibilityTree.elements(of: laidOut.records)
        #expect(elements.count == 1, "the texts are no longer elements of their own: \(elements.map(\.typeName))")
        let ignored = layOut(HStack { Text("Flight") }.accessibilityElement().accessibilityLabel("Booking"), in: .unspecified, environment: details)
        #expect(ignored.record.accessibility.label == "Booking" && AccessibilityTree.elements(of: ignored.records).count == 1)
        let contained = layOut(HStack { Text("Flight"); Text("LH 400") }.accessibilityElement(children: .contain), in: .unspecified, environment: details)
        #expect(AccessibilityTree.elements(of: contained.records).filter { $0.accessibility.label != nil }.count == 2)
    }

    /// UIKit's named colours have UIKit's components (`lightGray` is white 2/3: the fixture's
    /// #AAAAAA, SOURCES.md).
    @Test func uiKitsColoursAreUIKitsValues() {
        #expect(Color(UIColor.lightGray).painted.hexString == "#AAAAAAFF")
        #expect(Color(UIColor.darkGray).painted.hexString == "#555555FF")
        #expect(Color(uiColor: .systemBlue) == .blue)
    }
}
