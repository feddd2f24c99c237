import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Toggles, labels, progress and text fields, with their styles.
@Suite struct ControlTests {
    /// iOS's switch is 51 × 31 (UISwitch's intrinsic size, which SwiftUI's default toggle style
    /// draws): the label leading, the switch trailing, the toggle as wide as it is proposed.
    @Test func aToggleIsItsLabelAndAnIOSSwitch() throws {
        let view = Toggle("Notifications", isOn: .constant(true)).frame(width: 343)
        let laidOut = layOut(view, in: .unspecified)
        let track = try #require(laidOut.all.first { $0.kind == "Capsule" })
        #expect(track.frame.size == CGSize(width: 51, height: 31) && track.frame.maxX == 343)
        let knob = try #require(laidOut.all.first { $0.kind == "Circle" })
        #expect(knob.frame == CGRect(x: 343 - 2 - 27, y: track.frame.minY + 2, width: 27, height: 27), "on: the knob at the trailing end")
        let off = layOut(Toggle("Notifications", isOn: .constant(false)).frame(width: 343), in: .unspecified)
        let offKnob = try #require(off.all.first { $0.kind == "Circle" })
        #expect(abs(offKnob.frame.minX - (343 - 51 + 2)) < 0.001, "off: the knob at the leading end: \(offKnob.frame.minX.description)")
        #expect(laidOut.all.first { $0.kind == "Text" }?.frame.minX == 0)
    }

    /// A team's toggle style, and the binding it is given.
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                RoundedRectangle(cornerRadius: 4).fill(configuration.isOn ? Color.blue : Color.gray).frame(width: 22, height: 22)
                configuration.label
            }
        }
    }

    @Test func aTeamsToggleStyleDrawsTheToggle() {
        let view = Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle())
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.all.first { $0.kind == "RoundedRectangle" }?.frame.size == CGSize(width: 22, height: 22))
        #expect(laidOut.all.contains { $0.kind == "Capsule" } == false)
    }

    @Test func aLabelIsItsIconAndTitleAsItsStyleSays() {
        let label = Label { Text("Inbox") } icon: { Circle().fill(Color.blue).frame(width: 20, height: 20) }
        let both = layOut(label, in: .unspecified)
        let title = both.all.first { $0.kind == "Text" }?.frame
        #expect(both.all.first { $0.kind == "Circle" }?.frame.minX == 0 && title?.minX == 28, "the icon, 8 points, the title")
        #expect(layOut(label.labelStyle(.titleOnly), in: .unspecified).all.contains { $0.kind == "Circle" } == false)
        #expect(layOut(label.labelStyle(.iconOnly), in: .unspecified).frame.size == CGSize(width: 20, height: 20))
    }

    @Test func progressFillsItsShareOfTheBar() throws {
        let laidOut = layOut(ProgressView(value: 0.25).frame(width: 200), in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 200, height: 4))
        #expect(laidOut.all.filter { $0.kind == "Capsule" }.map(\.frame.width) == [200, 50])
        #expect(layOut(ProgressView(value: 3.0, total: 2.0).frame(width: 200), in: .unspecified).all.filter { $0.kind == "Capsule" }.last?.frame.width == 200)
    }

    @Test func aTextFieldShowsItsTextOrItsPlaceholder() throws {
        let empty = layOut(TextField("Email", text: .constant("")).frame(width: 300), in: .unspecified)
        #expect(empty.frame.width == 300 && empty.all.contains { $0.kind == "Text" })
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: ZStack { Color.white; TextField("Email", text: .constant("")) }.frame(width: 200)), layout: .sizeThatFits)
        var darkest = 255
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { darkest = min(darkest, Int(bitmap[x, y].red)) } }
        #expect(darkest > 100, "the placeholder is pale, not black: \(darkest)")
    }

    /// iOS's indeterminate progress view is UIActivityIndicatorView's medium spinner, 20 × 20
    /// (Apple, `UIActivityIndicatorView.Style.medium`), its label below it; the circular style
    /// draws one for a value too.
    @Test func aProgressViewWithoutAValueIsASpinner() throws {
        #expect(layOut(ProgressView(), in: .unspecified).frame.size == CGSize(width: 20, height: 20))
        let labelled = layOut(ProgressView("Loading"), in: .unspecified)
        #expect(labelled.frame.height > 20 + 8 + 15 && labelled.all.contains { $0.kind == "Text" })
        #expect(layOut(ProgressView(value: 0.5).progressViewStyle(.circular), in: .unspecified).frame.size == CGSize(width: 20, height: 20))
        #expect(layOut(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 100), in: .unspecified).frame.size == CGSize(width: 100, height: 4))
    }

    /// The rounded-border field style: 7 points either side of the text and 6 above and below
    /// (UIKit's `UITextField.BorderStyle.roundedRect`), drawn in a half-point border.
    @Test func aRoundedBorderFieldIsTallerThanItsText() {
        let plain = layOut(TextField("Email", text: .constant("")).frame(width: 300), in: .unspecified)
        let bordered = layOut(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 300), in: .unspecified)
        #expect(bordered.frame.height == plain.frame.height + 12 && bordered.frame.width == 300)
        #expect(layOut(Toggle("On", isOn: .constant(true)).toggleStyle(.switch).frame(width: 200), in: .unspecified).all.contains { $0.kind == "Capsule" })
    }
}
